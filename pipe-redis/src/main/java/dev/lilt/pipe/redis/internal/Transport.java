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
