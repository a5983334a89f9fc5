package dev.lilt.pipe.redis;

import dev.lilt.pipe.redis.internal.InMemoryHub;
import java.util.List;
import java.util.Objects;

/**
 * An in-memory stand-in for a Redis server, for unit tests without Redis: pipes built with
 * {@link RedisPipeBuilder#buildInMemory(InMemoryServer)} on the same server exchange messages
 * as pipes on one Redis do, through the same codecs, size limit, patterns, local brokers,
 * filters, error handling and (in {@link DeliveryMode#STREAMS} mode) retry and dead-letter policy.
 *
 * <p>Differences from Redis, on purpose, to keep tests simple: the stage returned by a publish
 * completes only after every receiving pipe has run its handlers for the message (so
 * {@code publish(...).toCompletableFuture().join()} is enough before asserting); the connection
 * never drops; Streams mode delivers each message once to every subscribed pipe (consumer groups
 * are not modelled). Thread-safe.
 */
public final class InMemoryServer {
    private final InMemoryHub hub = new InMemoryHub();

    /** Creates an empty server. */
    public InMemoryServer() {
    }

    /**
     * The messages dead-lettered so far by Streams-mode pipes of this server, oldest first.
     *
     * @param deadLetterKey the pipes' dead-letter key ({@link RedisPipeBuilder#deadLetterKey(String)})
     * @return the raw payloads of the dead-lettered messages, copies
     * @throws NullPointerException if {@code deadLetterKey} is null ("deadLetterKey == null")
     */
    public List<byte[]> deadLetters(String deadLetterKey) {
        return hub.deadLetters(Objects.requireNonNull(deadLetterKey, "deadLetterKey == null"));
    }

    InMemoryHub hub() {
        return hub;
    }
}
