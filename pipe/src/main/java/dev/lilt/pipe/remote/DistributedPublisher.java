package dev.lilt.pipe.remote;

import java.util.concurrent.CompletionStage;

/**
 * Publishes messages of one type to a key, across processes. Thread-safe.
 *
 * @param <T> the message type
 */
public interface DistributedPublisher<T> {
    /** The receiver count of an engine that cannot count receivers (its publish reports no number). */
    long UNKNOWN_RECEIVERS = -1;

    /**
     * Encodes {@code message} and queues it for {@code key}; never waits for the server or the
     * connection.
     *
     * <p>The stage completes with the number of receivers the engine reports, or
     * {@link #UNKNOWN_RECEIVERS} when it cannot count them; what is counted is in the engine's
     * guarantee table. At most once, it is typically the server-side subscriptions the message
     * reached at that moment: one per subscribed key and one per subscribed pattern of each pipe,
     * however many local handlers share it (so a pipe subscribed to a key both directly and through
     * a matching pattern counts twice). At least once, it is typically 1 once the message is
     * stored. The in-memory engine counts the (pipe, key or pattern) subscriptions that match,
     * and completes the stage only after their handlers ran. While the connection is down the
     * message waits in the pipe's bounded queue and is sent after the reconnect, in publish order.
     *
     * <p>The stage fails with {@link MessageNotSentException} if the message was not delivered: the
     * queue was full (at once), it waited longer than the engine's timeout, the pipe closed first,
     * or the server refused it. It fails with {@link MessageOutcomeUnknownException} if the
     * message was written and no answer came (the connection dropped, the timeout passed): it may
     * have been delivered.
     *
     * @param key the key (a dot-separated name such as {@code "game.7.moves"}; the engine maps it
     *     to its channel, subject or stream)
     * @param message the message
     * @return the receiver count, when the server answered
     * @throws NullPointerException if {@code key} ("key == null") or {@code message}
     *     ("message == null") is null, or the codec returned null
     * @throws MessageTooLargeException if the message encodes to more than the pipe's limit
     * @throws IllegalStateException if the pipe is closed
     */
    CompletionStage<Long> publish(String key, T message);
}
