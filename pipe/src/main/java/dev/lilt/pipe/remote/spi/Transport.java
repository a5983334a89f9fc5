package dev.lilt.pipe.remote.spi;

import java.util.concurrent.CompletableFuture;

/**
 * What a distributed pipe needs from an engine: send bytes to a key, and start or stop receiving
 * a topic. The pipe does the rest (codecs, size limit, local fan-out to handlers in subscription
 * order, filters, error isolation, remote requests, stats). {@link #listen} and {@link #unlisten}
 * are called under the pipe's interest lock, so for one topic they alternate and are issued in
 * call order; {@link #send} is called from any publishing thread.
 */
public interface Transport {
    /**
     * Starts the engine's own threads (a publish sender, a reader). Called once, after the pipe
     * holds the transport, so that those threads see a fully built pipe.
     */
    default void start() {
    }

    /**
     * Sends a payload. Never blocks the caller for the network.
     *
     * @param key the key
     * @param payload the encoded message, checked against the size limit; the caller does not
     *     modify it afterwards
     * @return completes with the receiver count (or
     *     {@link dev.lilt.pipe.remote.DistributedPublisher#UNKNOWN_RECEIVERS}), or fails with
     *     {@link dev.lilt.pipe.remote.MessageNotSentException} or
     *     {@link dev.lilt.pipe.remote.MessageOutcomeUnknownException}
     */
    CompletableFuture<Long> send(String key, byte[] payload);

    /**
     * Starts receiving a topic: called when its first local subscriber arrives. Received
     * messages go to {@link PipeCore#enqueue} or {@link PipeCore#deliverNow}. For a pattern the
     * engine may receive more keys than the pattern matches (a wider server pattern); the pipe
     * drops the keys the neutral pattern does not match.
     *
     * @param topic the topic
     * @return completes when the server has the subscription
     */
    CompletableFuture<Void> listen(Topic topic);

    /**
     * Stops receiving a topic: called when its last local subscriber left.
     *
     * @param topic the topic
     */
    void unlisten(Topic topic);

    /**
     * Refuses a pattern subscription the engine (or its mode) cannot carry. Called before
     * anything is subscribed; the default accepts every pattern.
     *
     * @param pattern the pattern, already checked against the neutral syntax
     * @throws UnsupportedOperationException saying why, and what to do instead
     */
    default void checkPattern(String pattern) {
    }

    /**
     * Refuses remote requests when the engine (or its mode) cannot carry them. The default
     * accepts them: requests and answers then travel through {@link #send} and {@link #listen}.
     *
     * @throws UnsupportedOperationException saying why
     */
    default void checkRequests() {
    }

    /** Closes the connections; pending sends fail. */
    void close();
}
