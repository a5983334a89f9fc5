package dev.lilt.pipe.remote;

import dev.lilt.pipe.remote.internal.InMemoryHub;
import java.util.List;
import java.util.Objects;

/**
 * An in-memory engine: a stand-in for a server, for unit tests without one. Pipes made by
 * {@link #pipe()} or {@link #pipeBuilder()} on the same server exchange messages as pipes on one
 * real server do, through the same codecs, size limit, patterns, local brokers, filters, error
 * handling, remote requests and (at least once) retry and dead-letter policy. Engine modules can
 * build on it too (lilt-pipe-redis's {@code buildInMemory}).
 *
 * <pre>{@code
 * InMemoryServer server = new InMemoryServer();
 * try (DistributedPipe a = server.pipe(); DistributedPipe b = server.pipe()) {
 *     b.subscriber(MessageCodec.string()).subscribe("room.1", line -> show(line));
 *     a.publisher(MessageCodec.string()).publish("room.1", "hello").toCompletableFuture().join();
 * }
 * }</pre>
 *
 * <p>Differences from a network engine, on purpose, to keep tests simple: the stage returned by a
 * publish completes only after every receiving pipe has run its handlers for the message (so
 * {@code publish(...).toCompletableFuture().join()} is enough before asserting); the connection
 * never drops; at least once, each message goes once to every pipe subscribed at the time (no
 * storage while unsubscribed, no consumer groups). Thread-safe.
 */
public final class InMemoryServer {
    private final InMemoryHub hub = new InMemoryHub();

    /** Creates an empty server. */
    public InMemoryServer() {
    }

    /**
     * A pipe on this server with the defaults of {@link InMemoryPipeBuilder}: at most once.
     *
     * @return the open pipe
     */
    public DistributedPipe pipe() {
        return pipeBuilder().build();
    }

    /**
     * Starts configuring a pipe on this server.
     *
     * @return a builder with the defaults listed on {@link InMemoryPipeBuilder}
     */
    public InMemoryPipeBuilder pipeBuilder() {
        return new InMemoryPipeBuilder(hub);
    }

    /**
     * The messages dead-lettered so far by at-least-once pipes of this server, oldest first.
     *
     * @param deadLetterKey the pipes' dead-letter key ({@link InMemoryPipeBuilder#deadLetterKey(String)})
     * @return the raw payloads of the dead-lettered messages, copies
     * @throws NullPointerException if {@code deadLetterKey} is null ("deadLetterKey == null")
     */
    public List<byte[]> deadLetters(String deadLetterKey) {
        return hub.deadLetters(Objects.requireNonNull(deadLetterKey, "deadLetterKey == null"));
    }
}
