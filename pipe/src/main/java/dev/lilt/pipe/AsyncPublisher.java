package dev.lilt.pipe;

import java.util.concurrent.CompletionStage;

/**
 * Publishes messages to asynchronous handlers.
 *
 * <p>The handlers are those subscribed before the call, in subscription order; a subscription
 * closed before its turn comes is skipped.
 *
 * @param <T> the message type
 */
public interface AsyncPublisher<T> {
    /**
     * Publishes with the pipe's default strategy
     * ({@link MessagePipeBuilder#asyncPublishStrategy(AsyncPublishStrategy)}, PARALLEL unless set).
     *
     * @param message the message
     * @return a stage that completes when every handler's stage has; it fails with
     *     {@link MessageDeliveryException} if one or more handlers failed and the pipe has no
     *     error handler
     * @throws NullPointerException if {@code message} is null ("message == null")
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<Void> publishAsync(T message);

    /**
     * Publishes with the given strategy.
     *
     * @param message the message
     * @param strategy SEQUENTIAL or PARALLEL
     * @return a stage that completes when every handler's stage has; it fails with
     *     {@link MessageDeliveryException} if one or more handlers failed and the pipe has no
     *     error handler
     * @throws NullPointerException if {@code message} ("message == null") or {@code strategy}
     *     ("strategy == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<Void> publishAsync(T message, AsyncPublishStrategy strategy);
}
