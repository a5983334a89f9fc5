package dev.lilt.pipe;

import java.time.Duration;
import java.util.concurrent.CompletionStage;

/**
 * Publishes messages to asynchronous handlers.
 *
 * <p>The handlers are those subscribed before the call, in subscription order; a subscription
 * closed before its turn comes is skipped.
 *
 * <p>Each publish has a {@link CancellationToken}, given to {@link CancellableMessageHandler}s:
 * it is cancelled when the returned stage is cancelled ({@code toCompletableFuture().cancel}),
 * when a timeout passes, or when the pipe, scope or event closes.
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

    /**
     * Publishes with the given strategy and a time limit: if the handlers have not all completed
     * after {@code timeout}, the returned stage fails with
     * {@link java.util.concurrent.TimeoutException} and the publish's cancellation token is
     * cancelled (SEQUENTIAL starts no further handler).
     *
     * @param message the message
     * @param strategy SEQUENTIAL or PARALLEL
     * @param timeout how long to wait, above zero
     * @return a stage as {@link #publishAsync(Object, AsyncPublishStrategy)}'s, or failed with
     *     {@code TimeoutException}
     * @throws NullPointerException if {@code message} ("message == null"), {@code strategy}
     *     ("strategy == null") or {@code timeout} ("timeout == null") is null
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<Void> publishAsync(T message, AsyncPublishStrategy strategy, Duration timeout);
}
