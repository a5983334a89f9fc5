package dev.lilt.pipe.nats;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.nats.internal.NatsEngine;
import dev.lilt.pipe.nats.internal.NatsOptions;
import dev.lilt.pipe.nats.internal.NatsTls;
import dev.lilt.pipe.nats.internal.Subjects;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.MessageTooLargeException;
import dev.lilt.pipe.remote.spi.PipeSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.net.ssl.SSLContext;

/**
 * Configures a NATS {@link DistributedPipe}; obtain with {@link NatsPipe#builder()}. Not
 * thread-safe; {@link #build()} copies the options.
 *
 * <table>
 * <caption>Options and defaults</caption>
 * <tr><th>option</th><th>default</th></tr>
 * <tr><td>{@link #servers(String...)}</td><td>{@code nats://127.0.0.1:4222}</td></tr>
 * <tr><td>{@link #mode(NatsMode)}</td><td>{@link NatsMode#CORE}</td></tr>
 * <tr><td>{@link #subjectPrefix(String)}</td><td>{@code lilt} (core), {@code lilt-js} (JetStream)</td></tr>
 * <tr><td>{@link #maxMessageBytes(int)}</td><td>1 MiB</td></tr>
 * <tr><td>{@link #errorHandler(MessageErrorHandler)}</td><td>log at WARNING</td></tr>
 * <tr><td>{@link #reconnectBackoff(Duration, Duration)}</td><td>50 ms doubling to 2 s</td></tr>
 * <tr><td>{@link #timeout(Duration)}</td><td>10 s</td></tr>
 * <tr><td>{@link #maxPendingPublishes(int)}</td><td>10,000</td></tr>
 * <tr><td>{@link #queueGroup(String)}</td><td>none (every pipe gets every message)</td></tr>
 * <tr><td>{@link #stream(String)}</td><td>{@code LILT}</td></tr>
 * <tr><td>{@link #consumerGroup(String)}</td><td>{@code lilt}</td></tr>
 * <tr><td>{@link #startPosition(StartPosition)}</td><td>{@link StartPosition#NEW}</td></tr>
 * <tr><td>{@link #ackWait(Duration)}</td><td>30 s</td></tr>
 * <tr><td>{@link #retries(int)}</td><td>3</td></tr>
 * <tr><td>{@link #deadLetterKey(String)}</td><td>{@code dead-letter}</td></tr>
 * <tr><td>{@link #maxStreamMessages(long)}</td><td>1,000,000</td></tr>
 * <tr><td>{@link #duplicateWindow(Duration)}</td><td>2 min</td></tr>
 * <tr><td>{@link #userInfo(String, char[])}, {@link #token(char[])}, {@link #nkeySeed(char[])},
 *     {@link #credentials(Path)}</td><td>no authentication</td></tr>
 * <tr><td>{@link #tlsTrustCertificates(Path)}, {@link #tlsTrustStore(Path, char[])},
 *     {@link #tlsKeyStore(Path, char[])}</td><td>no TLS unless a URL is {@code tls://}; the JDK's
 *     trusted certificates</td></tr>
 * </table>
 *
 * <p>Times are {@link Duration}s, as everywhere in lilt-pipe.
 */
public final class NatsPipeBuilder {
    private List<String> servers = List.of("nats://127.0.0.1:4222");
    private NatsMode mode = NatsMode.CORE;
    private String subjectPrefix;
    private int maxMessageBytes = 1 << 20;
    private MessageErrorHandler errorHandler;
    private final List<MessageFilter<Object>> filters = new ArrayList<>();
    private Duration backoffMin = Duration.ofMillis(50);
    private Duration backoffMax = Duration.ofSeconds(2);
    private Duration timeout = Duration.ofSeconds(10);
    private int maxPendingPublishes = 10_000;
    private String queueGroup;
    private String stream = "LILT";
    private String consumerGroup = "lilt";
    private StartPosition start = StartPosition.NEW;
    private Duration ackWait = Duration.ofSeconds(30);
    private int retries = 3;
    private String deadLetterKey = "dead-letter";
    private long maxStreamMessages = 1_000_000;
    private Duration duplicateWindow = Duration.ofMinutes(2);
    private String user;
    private char[] password;
    private char[] token;
    private char[] nkeySeed;
    private Path credentials;
    private Path trustCertificates;
    private Path trustStore;
    private char[] trustStorePassword;
    private Path keyStore;
    private char[] keyStorePassword;

    NatsPipeBuilder() {
    }

    /**
     * The servers to connect to ({@code nats://host:port}, {@code tls://host:port} for TLS); jnats
     * picks one and moves to another when it is lost.
     *
     * @param urls one or more server URLs
     * @return this builder
     * @throws NullPointerException if {@code urls} ("urls == null") or one of them ("url == null") is null
     * @throws IllegalArgumentException if none is given, or one does not start with
     *     {@code nats://}, {@code tls://}, {@code ws://} or {@code wss://} (the message names it)
     */
    public NatsPipeBuilder servers(String... urls) {
        Objects.requireNonNull(urls, "urls == null");
        if (urls.length == 0) {
            throw new IllegalArgumentException("servers needs at least one URL");
        }
        for (String url : urls) {
            Objects.requireNonNull(url, "url == null");
            if (!url.matches("(?i)(nats|tls|ws|wss)://.+")) {
                throw new IllegalArgumentException("server URL must start with nats://, tls://, ws:// or wss://: "
                        + url);
            }
        }
        this.servers = List.of(urls);
        return this;
    }

    /**
     * The mode and its guarantees.
     *
     * @param mode CORE (at most once) or JETSTREAM (at least once)
     * @return this builder
     * @throws NullPointerException if {@code mode} is null ("mode == null")
     */
    public NatsPipeBuilder mode(NatsMode mode) {
        this.mode = Objects.requireNonNull(mode, "mode == null");
        return this;
    }

    /**
     * The prefix of every key's subject: key {@code "game.7"} travels on {@code "lilt.game.7"} in
     * core mode and on {@code "lilt-js.game.7"} in JetStream mode by default. An empty prefix (core
     * only) makes keys the subjects themselves, to talk to other NATS clients. In JetStream mode
     * the pipe's stream, when the pipe creates it, holds {@code "prefix.>"}; a stream stores every
     * publish to its subjects, so core pipes on the same server must use another prefix (the
     * defaults differ for that reason), or the stream would store their traffic and answer their
     * remote requests.
     *
     * @param prefix a literal subject (dot-separated tokens without wildcards), or empty
     * @return this builder
     * @throws NullPointerException if {@code prefix} is null ("prefix == null")
     * @throws IllegalArgumentException if it is not a literal subject (the message quotes it)
     */
    public NatsPipeBuilder subjectPrefix(String prefix) {
        Objects.requireNonNull(prefix, "prefix == null");
        this.subjectPrefix = Subjects.checkPrefix(prefix);
        return this;
    }

    /**
     * The largest encoded message a publish accepts; a larger one throws
     * {@link MessageTooLargeException} at the call. The server's {@code max_payload} (1 MB by
     * default) bounds it too: a message the server would refuse fails its publish as not sent.
     *
     * @param bytes the limit in bytes, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code bytes} is below 1
     */
    public NatsPipeBuilder maxMessageBytes(int bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("maxMessageBytes must be >= 1: " + bytes);
        }
        this.maxMessageBytes = bytes;
        return this;
    }

    /**
     * Receives each failure of a local handler or filter (with the decoded message) and each
     * decode failure (with the raw bytes), on the delivery thread.
     *
     * @param handler the error handler
     * @return this builder
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     */
    public NatsPipeBuilder errorHandler(MessageErrorHandler handler) {
        this.errorHandler = Objects.requireNonNull(handler, "handler == null");
        return this;
    }

    /**
     * Adds a global filter around every local handler, as in-process.
     *
     * @param filter the filter
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public NatsPipeBuilder filter(MessageFilter<Object> filter) {
        filters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * The delay between reconnect attempts: {@code min}, doubling up to {@code max}. The pipe
     * reconnects for as long as it is open.
     *
     * @param min the first delay, above zero
     * @param max the largest delay, at least {@code min}
     * @return this builder
     * @throws NullPointerException if {@code min} ("min == null") or {@code max} ("max == null") is null
     * @throws IllegalArgumentException if {@code min} is zero or negative, or {@code max} is below it
     */
    public NatsPipeBuilder reconnectBackoff(Duration min, Duration max) {
        positive(min, "min");
        Objects.requireNonNull(max, "max == null");
        if (max.compareTo(min) < 0) {
            throw new IllegalArgumentException("max must be >= min: " + max + " < " + min);
        }
        this.backoffMin = min;
        this.backoffMax = max;
        return this;
    }

    /**
     * The connect timeout; also how long a publish may wait in the queue for the connection, and
     * (JetStream) for the server's acknowledgement, resends included.
     *
     * @param timeout the timeout, above zero
     * @return this builder
     * @throws NullPointerException if {@code timeout} is null ("timeout == null")
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     */
    public NatsPipeBuilder timeout(Duration timeout) {
        this.timeout = positive(timeout, "timeout");
        return this;
    }

    /**
     * How many publishes may wait for the connection (or, JetStream, for their acknowledgement);
     * beyond, a publish fails at once with {@link dev.lilt.pipe.remote.MessageNotSentException}.
     * A publish never blocks.
     *
     * @param messages the bound, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code messages} is below 1
     */
    public NatsPipeBuilder maxPendingPublishes(int messages) {
        if (messages < 1) {
            throw new IllegalArgumentException("maxPendingPublishes must be >= 1: " + messages);
        }
        this.maxPendingPublishes = messages;
        return this;
    }

    /**
     * Core: every subscription of this pipe joins this NATS queue group, so each message of a key
     * reaches one pipe of the group (a work queue) instead of every pipe. Remote request handlers
     * join it too: one pipe of the group answers each request.
     *
     * @param group the queue group name (no whitespace)
     * @return this builder
     * @throws NullPointerException if {@code group} is null ("group == null")
     * @throws IllegalArgumentException if {@code group} is empty or has whitespace
     */
    public NatsPipeBuilder queueGroup(String group) {
        this.queueGroup = name(group, "group", false);
        return this;
    }

    /**
     * JetStream: the stream the pipe stores messages in. Created at build when missing (subjects
     * {@code "prefix.>"}, file storage); an existing stream is used as it is and must hold the
     * prefix's subjects.
     *
     * @param name the stream name (no dots, wildcards or whitespace)
     * @return this builder
     * @throws NullPointerException if {@code name} is null ("name == null")
     * @throws IllegalArgumentException if {@code name} is empty or has a dot, wildcard or whitespace
     */
    public NatsPipeBuilder stream(String name) {
        this.stream = name(name, "name", true);
        return this;
    }

    /**
     * JetStream: the consumer group this pipe reads in. Pipes of one group share the messages of
     * a key (each goes to one of them); every group gets every message. A group is a set of
     * durable consumers on the server: it keeps its position while no pipe of it runs.
     *
     * @param group the group name (no dots, wildcards or whitespace)
     * @return this builder
     * @throws NullPointerException if {@code group} is null ("group == null")
     * @throws IllegalArgumentException if {@code group} is empty or has a dot, wildcard or whitespace
     */
    public NatsPipeBuilder consumerGroup(String group) {
        this.consumerGroup = name(group, "group", true);
        return this;
    }

    /**
     * JetStream: where a group new to a key starts reading: {@link StartPosition#NEW} (messages
     * stored from then on), {@link StartPosition#ALL} (a replay from the start), a time or a
     * stream sequence. A group that read the key before resumes where it stopped.
     *
     * @param start the position
     * @return this builder
     * @throws NullPointerException if {@code start} is null ("start == null")
     */
    public NatsPipeBuilder startPosition(StartPosition start) {
        this.start = Objects.requireNonNull(start, "start == null");
        return this;
    }

    /**
     * JetStream: how long the server waits for a delivered message's acknowledgement before it
     * redelivers it (to any pipe of the group): after a consumer died, its messages come back
     * after this long.
     *
     * @param wait the wait, above zero
     * @return this builder
     * @throws NullPointerException if {@code wait} is null ("wait == null")
     * @throws IllegalArgumentException if {@code wait} is zero or negative
     */
    public NatsPipeBuilder ackWait(Duration wait) {
        this.ackWait = positive(wait, "wait");
        return this;
    }

    /**
     * JetStream: how many times a message whose handlers threw is delivered again before it goes
     * to the dead-letter key (and is acknowledged).
     *
     * @param retries at least 0
     * @return this builder
     * @throws IllegalArgumentException if {@code retries} is negative
     */
    public NatsPipeBuilder retries(int retries) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0: " + retries);
        }
        this.retries = retries;
        return this;
    }

    /**
     * JetStream: the key messages go to after their retries failed (or that could not be decoded),
     * with headers {@code Lilt-Key} (the original key) and {@code Lilt-Reason}.
     *
     * @param key a key
     * @return this builder
     * @throws NullPointerException if {@code key} is null ("key == null")
     * @throws IllegalArgumentException if {@code key} is not a literal subject
     */
    public NatsPipeBuilder deadLetterKey(String key) {
        Objects.requireNonNull(key, "key == null");
        new Subjects("").subject(key);
        this.deadLetterKey = key;
        return this;
    }

    /**
     * JetStream: the stream's bound on messages when the pipe creates it (the oldest go first).
     *
     * @param messages at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code messages} is below 1
     */
    public NatsPipeBuilder maxStreamMessages(long messages) {
        if (messages < 1) {
            throw new IllegalArgumentException("maxStreamMessages must be >= 1: " + messages);
        }
        this.maxStreamMessages = messages;
        return this;
    }

    /**
     * JetStream: how long the server remembers message ids when the pipe creates the stream; a
     * publish resent within it is stored once.
     *
     * @param window the window, above zero
     * @return this builder
     * @throws NullPointerException if {@code window} is null ("window == null")
     * @throws IllegalArgumentException if {@code window} is zero or negative
     */
    public NatsPipeBuilder duplicateWindow(Duration window) {
        this.duplicateWindow = positive(window, "window");
        return this;
    }

    /**
     * Authenticates with a user name and password (the server's {@code authorization { user,
     * password }}). The array is copied.
     *
     * @param user the user name
     * @param password the password
     * @return this builder
     * @throws NullPointerException if {@code user} ("user == null") or {@code password}
     *     ("password == null") is null
     */
    public NatsPipeBuilder userInfo(String user, char[] password) {
        this.user = Objects.requireNonNull(user, "user == null");
        this.password = Objects.requireNonNull(password, "password == null").clone();
        return this;
    }

    /**
     * Authenticates with a token (the server's {@code authorization { token }}). The array is copied.
     *
     * @param token the token
     * @return this builder
     * @throws NullPointerException if {@code token} is null ("token == null")
     */
    public NatsPipeBuilder token(char[] token) {
        this.token = Objects.requireNonNull(token, "token == null").clone();
        return this;
    }

    /**
     * Authenticates as an NKey user: the seed ({@code SU...}) signs the server's challenge; the
     * server lists the user's public key ({@code U...}). The array is copied.
     *
     * @param seed the user's NKey seed
     * @return this builder
     * @throws NullPointerException if {@code seed} is null ("seed == null")
     * @throws IllegalArgumentException if it is not a user NKey seed
     */
    public NatsPipeBuilder nkeySeed(char[] seed) {
        Objects.requireNonNull(seed, "seed == null");
        if (seed.length < 2 || seed[0] != 'S' || seed[1] != 'U') {
            throw new IllegalArgumentException("nkeySeed must be a user NKey seed (starting with SU), of length "
                    + seed.length);
        }
        this.nkeySeed = seed.clone();
        return this;
    }

    /**
     * Authenticates with a {@code .creds} file (a user JWT and its NKey seed, as {@code nsc}
     * writes them), for servers run with an operator.
     *
     * @param file the file
     * @return this builder
     * @throws NullPointerException if {@code file} is null ("file == null")
     * @throws IllegalArgumentException if the file cannot be read (the message names it)
     */
    public NatsPipeBuilder credentials(Path file) {
        this.credentials = readable(file, "credentials");
        return this;
    }

    /**
     * TLS: trusts the certificates of a PEM file (instead of the JDK's).
     *
     * @param pemFile the file
     * @return this builder
     * @throws NullPointerException if {@code pemFile} is null ("file == null")
     * @throws IllegalArgumentException if the file cannot be read (the message names it)
     */
    public NatsPipeBuilder tlsTrustCertificates(Path pemFile) {
        this.trustCertificates = readable(pemFile, "tlsTrustCertificates");
        return this;
    }

    /**
     * TLS: trusts the certificates of a JKS or PKCS#12 trust store (instead of the JDK's).
     *
     * @param file the store
     * @param password its password (copied), or null
     * @return this builder
     * @throws NullPointerException if {@code file} is null ("file == null")
     * @throws IllegalArgumentException if the file cannot be read (the message names it)
     */
    public NatsPipeBuilder tlsTrustStore(Path file, char[] password) {
        this.trustStore = readable(file, "tlsTrustStore");
        this.trustStorePassword = password == null ? null : password.clone();
        return this;
    }

    /**
     * TLS: the client certificate, for a server that verifies clients ({@code verify: true}).
     *
     * @param file a JKS or PKCS#12 key store
     * @param password its password (copied), or null
     * @return this builder
     * @throws NullPointerException if {@code file} is null ("file == null")
     * @throws IllegalArgumentException if the file cannot be read (the message names it)
     */
    public NatsPipeBuilder tlsKeyStore(Path file, char[] password) {
        this.keyStore = readable(file, "tlsKeyStore");
        this.keyStorePassword = password == null ? null : password.clone();
        return this;
    }

    /**
     * Connects and returns the pipe. In JetStream mode it also makes the stream when missing.
     *
     * @return the pipe
     * @throws IllegalStateException if the server cannot be reached, refuses the credentials
     *     ({@code "cannot connect to NATS at URL: authentication failed (...)"}) or, in JetStream
     *     mode, has no JetStream or refuses the stream; nothing is left open
     * @throws IllegalArgumentException if the JetStream mode is used with an empty subject prefix,
     *     or the TLS files cannot be used
     */
    public DistributedPipe build() {
        String prefix = subjectPrefix != null ? subjectPrefix : mode == NatsMode.CORE ? "lilt" : "lilt-js";
        if (mode == NatsMode.JETSTREAM && prefix.isEmpty()) {
            throw new IllegalArgumentException("subjectPrefix must not be empty in JETSTREAM mode:"
                    + " the stream holds \"prefix.>\"");
        }
        SSLContext tls = trustCertificates == null && trustStore == null && keyStore == null ? null
                : NatsTls.context(trustCertificates, trustStore, trustStorePassword, keyStore, keyStorePassword);
        NatsOptions options = new NatsOptions(servers, mode, prefix, user, password, token, nkeySeed,
                credentials == null ? null : credentials.toString(), tls, backoffMin, backoffMax, timeout,
                maxPendingPublishes, queueGroup, stream, consumerGroup, ackWait, start, maxStreamMessages,
                duplicateWindow, deadLetterKey);
        PipeSettings settings = new PipeSettings("nats", mode.guarantee(), maxMessageBytes, errorHandler, filters,
                retries);
        return NatsEngine.open(settings, options);
    }

    private static Duration positive(Duration value, String name) {
        Objects.requireNonNull(value, name + " == null");
        if (value.isZero() || value.isNegative()) {
            throw new IllegalArgumentException(name + " must be > 0: " + value);
        }
        return value;
    }

    private static String name(String value, String name, boolean strict) {
        Objects.requireNonNull(value, name + " == null");
        if (value.isEmpty()) {
            throw new IllegalArgumentException(name + " must not be empty");
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isWhitespace(c) || (strict && (c == '.' || c == '*' || c == '>'))) {
                throw new IllegalArgumentException(name + " must not hold whitespace"
                        + (strict ? ", '.', '*' or '>'" : "") + ": \"" + value + "\"");
            }
        }
        return value;
    }

    private static Path readable(Path file, String what) {
        Objects.requireNonNull(file, "file == null");
        if (!Files.isReadable(file)) {
            throw new IllegalArgumentException(what + " file cannot be read: " + file);
        }
        return file;
    }
}
