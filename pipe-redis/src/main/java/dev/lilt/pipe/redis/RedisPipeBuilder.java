package dev.lilt.pipe.redis;

import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.redis.internal.PipeOptions;
import dev.lilt.pipe.redis.internal.RedisEngine;
import dev.lilt.pipe.redis.internal.Tls;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.InMemoryPipeBuilder;
import dev.lilt.pipe.remote.InMemoryServer;
import dev.lilt.pipe.remote.MessageDecodeException;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageTooLargeException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Configures a {@link DistributedPipe}; obtain with {@link RedisPipe#builder()}. Not thread-safe;
 * {@link #build()} copies the options.
 *
 * <table>
 * <caption>Options and defaults</caption>
 * <tr><th>option</th><th>default</th></tr>
 * <tr><td>{@link #uri(String)}</td><td>{@code redis://127.0.0.1:6379}</td></tr>
 * <tr><td>{@link #cluster(boolean)}</td><td>false</td></tr>
 * <tr><td>{@link #mode(DeliveryMode)}</td><td>{@link DeliveryMode#PUB_SUB}</td></tr>
 * <tr><td>{@link #maxMessageBytes(int)}</td><td>1 MiB</td></tr>
 * <tr><td>{@link #errorHandler(MessageErrorHandler)}</td><td>log at WARNING</td></tr>
 * <tr><td>{@link #reconnectBackoff(Duration, Duration)}</td><td>50 ms doubling to 2 s</td></tr>
 * <tr><td>{@link #commandTimeout(Duration)}</td><td>10 s</td></tr>
 * <tr><td>{@link #consumerGroup(String)}</td><td>{@code lilt}</td></tr>
 * <tr><td>{@link #consumerName(String)}</td><td>unique per pipe</td></tr>
 * <tr><td>{@link #maxStreamLength(long)}</td><td>100,000 entries (approximate)</td></tr>
 * <tr><td>{@link #retries(int)}</td><td>3</td></tr>
 * <tr><td>{@link #deadLetterKey(String)}</td><td>{@code lilt:dead-letter}</td></tr>
 * <tr><td>{@link #claimIdle(Duration)}</td><td>30 s</td></tr>
 * <tr><td>{@link #streamBatchSize(int)}</td><td>100</td></tr>
 * <tr><td>{@link #maxPendingPublishes(int)}</td><td>10,000</td></tr>
 * <tr><td>{@link #tlsVerification(TlsVerification)}</td><td>the URI's {@code verifyPeer}, else FULL</td></tr>
 * <tr><td>{@link #tlsTrustStore(Path, char[])}, {@link #tlsTrustCertificates(Path)},
 *     {@link #tlsKeyStore(Path, char[])}</td><td>the JDK's trusted certificates; no client certificate</td></tr>
 * </table>
 *
 * <p>Times are {@link Duration}s, as everywhere in lilt-pipe and lilt-pipe-redis (lilt-motion, a
 * frame-based engine, takes seconds as {@code double}).
 */
public final class RedisPipeBuilder {
    private String uri = "redis://127.0.0.1:6379";
    private boolean cluster;
    private DeliveryMode mode = DeliveryMode.PUB_SUB;
    private int maxMessageBytes = 1 << 20;
    private MessageErrorHandler errorHandler;
    private final List<MessageFilter<Object>> filters = new ArrayList<>();
    private Duration backoffMin = Duration.ofMillis(50);
    private Duration backoffMax = Duration.ofSeconds(2);
    private Duration commandTimeout = Duration.ofSeconds(10);
    private String consumerGroup = "lilt";
    private String consumerName;
    private long maxStreamLength = 100_000;
    private int retries = 3;
    private String deadLetterKey = "lilt:dead-letter";
    private Duration claimIdle = Duration.ofSeconds(30);
    private int streamBatchSize = 100;
    private int maxPendingPublishes = 10_000;
    private TlsVerification tlsVerification;
    private Path trustStore;
    private char[] trustStorePassword;
    private Path trustCertificates;
    private Path keyStore;
    private char[] keyStorePassword;

    RedisPipeBuilder() {
    }

    /**
     * The Redis server, as a Lettuce URI ({@code redis://[password@]host[:port][/database]},
     * {@code rediss://} for TLS). On a cluster: any one node (the others are discovered). A
     * {@code rediss://} URI may end in {@code ?verifyPeer=} {@code true}, {@code false}, {@code full},
     * {@code ca} or {@code none} (see {@link TlsVerification}; {@link #tlsVerification} overrides it).
     *
     * @param uri the URI
     * @return this builder
     * @throws NullPointerException if {@code uri} is null ("uri == null")
     * @throws IllegalArgumentException if {@code uri} does not start with redis:// or rediss://, has
     *     another {@code verifyPeer} value, or Lettuce cannot parse it (the message names it)
     */
    public RedisPipeBuilder uri(String uri) {
        Objects.requireNonNull(uri, "uri == null");
        if (!uri.startsWith("redis://") && !uri.startsWith("rediss://")) {
            throw new IllegalArgumentException("uri must start with redis:// or rediss://: " + uri);
        }
        Tls.check(uri);
        this.uri = uri;
        return this;
    }

    /**
     * Talks to a Redis Cluster: Pub/Sub becomes sharded ({@code SPUBLISH}/{@code SSUBSCRIBE}, Redis
     * 7+), each key served by the node owning its slot; patterns are not available. Streams work,
     * each stream on the node owning its slot (read key by key).
     *
     * @param cluster true for a cluster
     * @return this builder
     */
    public RedisPipeBuilder cluster(boolean cluster) {
        this.cluster = cluster;
        return this;
    }

    /**
     * The delivery mode and its guarantees.
     *
     * @param mode PUB_SUB (at most once) or STREAMS (at least once)
     * @return this builder
     * @throws NullPointerException if {@code mode} is null ("mode == null")
     */
    public RedisPipeBuilder mode(DeliveryMode mode) {
        this.mode = Objects.requireNonNull(mode, "mode == null");
        return this;
    }

    /**
     * The largest encoded message a publish accepts; a larger one throws
     * {@link MessageTooLargeException} at the call.
     *
     * @param bytes the limit in bytes, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code bytes} is below 1
     */
    public RedisPipeBuilder maxMessageBytes(int bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("maxMessageBytes must be >= 1: " + bytes);
        }
        this.maxMessageBytes = bytes;
        return this;
    }

    /**
     * Receives each failure of a local handler or filter (with the decoded message) and each
     * {@link MessageDecodeException} (with the raw bytes), on the delivery thread.
     *
     * @param handler the error handler
     * @return this builder
     * @throws NullPointerException if {@code handler} is null ("errorHandler == null")
     */
    public RedisPipeBuilder errorHandler(MessageErrorHandler handler) {
        this.errorHandler = Objects.requireNonNull(handler, "errorHandler == null");
        return this;
    }

    /**
     * Adds a global filter around every local subscription, as
     * {@link dev.lilt.pipe.MessagePipeBuilder#filter(MessageFilter)}.
     *
     * @param filter the filter
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public RedisPipeBuilder filter(MessageFilter<Object> filter) {
        filters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * The delay between reconnect attempts: {@code min}, doubling up to {@code max}. Also the pause
     * bounds of the Streams reader after a failed read, and how often a Streams key set aside is
     * probed ({@code max}).
     *
     * @param min the first delay, above zero
     * @param max the largest delay, at least {@code min}
     * @return this builder
     * @throws NullPointerException if {@code min} or {@code max} is null ("min == null", "max == null")
     * @throws IllegalArgumentException if {@code min} is zero or negative, or {@code max} is below
     *     {@code min} (the message names the argument and its value); nothing is changed then
     */
    public RedisPipeBuilder reconnectBackoff(Duration min, Duration max) {
        positive(min, "min");
        Objects.requireNonNull(max, "max == null");
        if (max.compareTo(min) < 0) {
            throw new IllegalArgumentException("max must be >= min (" + min + "): " + max);
        }
        this.backoffMin = min;
        this.backoffMax = max;
        return this;
    }

    /**
     * How long {@link #build()} waits to connect, a command waits for its answer, and a publish
     * waits in the queue for the connection (then it fails with {@link MessageNotSentException}).
     *
     * @param timeout the timeout, above zero
     * @return this builder
     * @throws NullPointerException if {@code timeout} is null ("timeout == null")
     * @throws IllegalArgumentException if {@code timeout} is zero or negative (the message has its value)
     */
    public RedisPipeBuilder commandTimeout(Duration timeout) {
        this.commandTimeout = positive(timeout, "timeout");
        return this;
    }

    /**
     * Streams mode: the consumer group this pipe reads in. Pipes of one group share the work (each
     * message goes to one of them); each group gets every message. A new group starts at the
     * messages published after it was created.
     *
     * @param group the group name, not empty
     * @return this builder
     * @throws NullPointerException if {@code group} is null ("group == null")
     * @throws IllegalArgumentException if {@code group} is empty
     */
    public RedisPipeBuilder consumerGroup(String group) {
        this.consumerGroup = nonEmpty(group, "group");
        return this;
    }

    /**
     * Streams mode: this pipe's consumer name in its group. A restarted process that reuses its
     * name first gets the messages it had received and not acknowledged.
     *
     * @param name the consumer name, not empty
     * @return this builder
     * @throws NullPointerException if {@code name} is null ("name == null")
     * @throws IllegalArgumentException if {@code name} is empty
     */
    public RedisPipeBuilder consumerName(String name) {
        this.consumerName = nonEmpty(name, "name");
        return this;
    }

    /**
     * Streams mode: each publish trims its stream to about this many entries ({@code MAXLEN ~}).
     * Entries trimmed before a slow group read them are lost for it.
     *
     * @param entries the bound, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code entries} is below 1
     */
    public RedisPipeBuilder maxStreamLength(long entries) {
        if (entries < 1) {
            throw new IllegalArgumentException("maxStreamLength must be >= 1: " + entries);
        }
        this.maxStreamLength = entries;
        return this;
    }

    /**
     * Streams mode: how many times a message whose local handlers threw is delivered again before
     * it goes to the dead-letter key. A retry runs every local handler of the key again.
     *
     * @param retries the number of retries, at least 0
     * @return this builder
     * @throws IllegalArgumentException if {@code retries} is negative
     */
    public RedisPipeBuilder retries(int retries) {
        if (retries < 0) {
            throw new IllegalArgumentException("retries must be >= 0: " + retries);
        }
        this.retries = retries;
        return this;
    }

    /**
     * Streams mode: the stream that receives messages that failed every retry or could not be
     * decoded, with fields {@code key}, {@code id}, {@code error} and {@code d} (the payload).
     *
     * @param key the dead-letter stream key, not empty
     * @return this builder
     * @throws NullPointerException if {@code key} is null ("key == null")
     * @throws IllegalArgumentException if {@code key} is empty
     */
    public RedisPipeBuilder deadLetterKey(String key) {
        this.deadLetterKey = nonEmpty(key, "key");
        return this;
    }

    /**
     * Streams mode: a message delivered to a consumer of the group and not acknowledged for this
     * long is claimed by this pipe ({@code XAUTOCLAIM}) and delivered again here: the way messages
     * of a consumer that died are not lost. Keep it above your slowest handler.
     *
     * @param idle the idle time, above zero
     * @return this builder
     * @throws NullPointerException if {@code idle} is null ("idle == null")
     * @throws IllegalArgumentException if {@code idle} is zero or negative (the message has its value)
     */
    public RedisPipeBuilder claimIdle(Duration idle) {
        this.claimIdle = positive(idle, "idle");
        return this;
    }

    /**
     * Streams mode: the most entries one read ({@code XREADGROUP COUNT}) returns.
     *
     * @param entries the batch size, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code entries} is below 1
     */
    public RedisPipeBuilder streamBatchSize(int entries) {
        if (entries < 1) {
            throw new IllegalArgumentException("streamBatchSize must be >= 1: " + entries);
        }
        this.streamBatchSize = entries;
        return this;
    }

    /**
     * How many publishes may wait for the connection (while it is down or slower than the
     * publishers). A publish never blocks its caller: beyond this bound its stage fails at once with
     * {@link MessageNotSentException}; a queued one that waits longer than the command timeout fails
     * the same way, and is never sent later.
     *
     * @param messages the queue's capacity, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code messages} is below 1
     */
    public RedisPipeBuilder maxPendingPublishes(int messages) {
        if (messages < 1) {
            throw new IllegalArgumentException("maxPendingPublishes must be >= 1: " + messages);
        }
        this.maxPendingPublishes = messages;
        return this;
    }

    /**
     * TLS ({@code rediss://}): how the server's certificate is checked; overrides the URI's
     * {@code verifyPeer}.
     *
     * @param verification FULL (chain and host name), CA (chain only) or NONE (tests only)
     * @return this builder
     * @throws NullPointerException if {@code verification} is null ("verification == null")
     */
    public RedisPipeBuilder tlsVerification(TlsVerification verification) {
        this.tlsVerification = Objects.requireNonNull(verification, "verification == null");
        return this;
    }

    /**
     * TLS: trust the certificates of a JKS or PKCS#12 trust store instead of the JDK's.
     *
     * @param file the trust store file, readable when {@link #build()} runs
     * @param password its password, or null for none (the array is copied)
     * @return this builder
     * @throws NullPointerException if {@code file} is null ("file == null")
     * @throws IllegalArgumentException if {@code file} is not a readable file (the message names it)
     */
    public RedisPipeBuilder tlsTrustStore(Path file, char[] password) {
        this.trustStore = readable(file);
        this.trustStorePassword = password == null ? null : password.clone();
        return this;
    }

    /**
     * TLS: trust the certificates of a PEM file (for example a self-signed server certificate or
     * a private CA) instead of the JDK's.
     *
     * @param pemFile the PEM file of X.509 certificates
     * @return this builder
     * @throws NullPointerException if {@code pemFile} is null ("file == null")
     * @throws IllegalArgumentException if {@code pemFile} is not a readable file (the message names it)
     */
    public RedisPipeBuilder tlsTrustCertificates(Path pemFile) {
        this.trustCertificates = readable(pemFile);
        return this;
    }

    /**
     * TLS: present the client certificate of a JKS or PKCS#12 key store (for a server with
     * {@code tls-auth-clients yes}, Redis's default).
     *
     * @param file the key store file
     * @param password its password, or null for none (the array is copied)
     * @return this builder
     * @throws NullPointerException if {@code file} is null ("file == null")
     * @throws IllegalArgumentException if {@code file} is not a readable file (the message names it)
     */
    public RedisPipeBuilder tlsKeyStore(Path file, char[] password) {
        this.keyStore = readable(file);
        this.keyStorePassword = password == null ? null : password.clone();
        return this;
    }

    /**
     * Connects to Redis and builds the pipe: a publish connection, and a subscription connection
     * (Pub/Sub) or a control and a reader connection (Streams), all reconnecting by themselves.
     *
     * @return the open pipe
     * @throws IllegalStateException if Redis cannot be reached within the command timeout (the
     *     message names the URI and the cause); nothing is left open
     */
    public DistributedPipe build() {
        return RedisEngine.open(options());
    }

    /**
     * Builds a pipe on an in-memory server instead of Redis, with the options that mean something
     * there: the mode (as its {@link DeliveryMode#guarantee()}), size limit, error handler,
     * filters, retries and dead-letter key; the URI and the connection options are ignored.
     * The same as {@link InMemoryServer#pipeBuilder()} with those options.
     *
     * @param server the in-memory server
     * @return the open pipe
     * @throws NullPointerException if {@code server} is null ("server == null")
     */
    public DistributedPipe buildInMemory(InMemoryServer server) {
        Objects.requireNonNull(server, "server == null");
        InMemoryPipeBuilder builder = server.pipeBuilder().guarantee(mode.guarantee())
                .maxMessageBytes(maxMessageBytes).retries(retries).deadLetterKey(deadLetterKey);
        if (errorHandler != null) {
            builder.errorHandler(errorHandler);
        }
        filters.forEach(builder::filter);
        return builder.build();
    }

    private PipeOptions options() {
        return new PipeOptions(uri, cluster, mode, maxMessageBytes, errorHandler, List.copyOf(filters),
                backoffMin, backoffMax, commandTimeout, consumerGroup,
                consumerName, maxStreamLength, retries, deadLetterKey, claimIdle, streamBatchSize,
                maxPendingPublishes, new Tls.Settings(tlsVerification, trustStore,
                        trustStorePassword == null ? null : trustStorePassword.clone(), trustCertificates,
                        keyStore, keyStorePassword == null ? null : keyStorePassword.clone()));
    }

    private static Path readable(Path file) {
        Objects.requireNonNull(file, "file == null");
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new IllegalArgumentException("not a readable file: " + file);
        }
        return file;
    }

    private static Duration positive(Duration value, String name) {
        Objects.requireNonNull(value, name + " == null");
        if (value.isZero() || value.isNegative()) {
            throw new IllegalArgumentException(name + " must be > 0: " + value);
        }
        return value;
    }

    private static String nonEmpty(String value, String name) {
        Objects.requireNonNull(value, name + " == null");
        if (value.isEmpty()) {
            throw new IllegalArgumentException(name + " must not be empty");
        }
        return value;
    }
}
