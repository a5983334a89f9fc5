package dev.lilt.pipe.redis;

import java.util.concurrent.CompletionStage;

/**
 * Publishes messages of one type to a key, across processes. Thread-safe.
 *
 * @param <T> the message type
 */
public interface DistributedPublisher<T> {
    /**
     * Encodes {@code message} and queues it for {@code key}; never waits for the server or the
     * connection.
     *
     * <p>The stage completes with the number of receivers the server reports: in
     * {@link DeliveryMode#PUB_SUB}, the server-side subscriptions the message reached at that
     * moment: each pipe has one per key or pattern, however many local handlers share it; in
     * {@link DeliveryMode#STREAMS}, 1 once the message is stored in the stream (every consumer
     * group reads it, present or later). While the connection is down the message waits in the
     * pipe's bounded queue and is sent after the reconnect, in publish order.
     *
     * <p>The stage fails with {@link MessageNotSentException} if the message was not delivered: the
     * queue was full ({@link RedisPipeBuilder#maxPendingPublishes}, at once), it waited longer than
     * the command timeout, the pipe closed first, or Redis refused it. It fails with
     * {@link MessageOutcomeUnknownException} if the message was written and no answer came (the
     * connection dropped, the timeout passed): it may have been delivered.
     *
     * @param key the key (a Redis channel or stream key)
     * @param message the message
     * @return the receiver count, when the server answered
     * @throws NullPointerException if {@code key} ("key == null") or {@code message}
     *     ("message == null") is null, or the codec returned null
     * @throws MessageTooLargeException if the message encodes to more than the pipe's limit
     * @throws IllegalStateException if the pipe is closed
     */
    CompletionStage<Long> publish(String key, T message);
}
