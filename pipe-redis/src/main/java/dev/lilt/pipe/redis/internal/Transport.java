package dev.lilt.pipe.redis.internal;

import java.util.concurrent.CompletableFuture;

/**
 * What a distributed pipe needs from a server: send bytes to a key, and start or stop receiving a
 * topic. Redis Pub/Sub, Redis Streams and the in-memory server implement it. {@link #listen} and
 * {@link #unlisten} are called under the pipe's interest lock, so for one topic they alternate and
 * reach the server in call order.
 */
interface Transport {
    /**
     * Starts the transport's own threads (publish sender, Streams reader). Called once, after the
     * pipe holds the transport, so that those threads see a fully built pipe: a handler running on
     * them may close a subscription, which reads the pipe's transport.
     */
    default void start() {
    }

    /**
     * Sends a payload.
     *
     * @param key the key
     * @param payload the encoded message, not modified afterwards
     * @return the receiver count, when the server answered
     */
    CompletableFuture<Long> send(String key, byte[] payload);

    /**
     * Starts receiving a topic: called when its first local subscriber arrives.
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

    /** Closes the connections; pending sends fail. */
    void close();
}
