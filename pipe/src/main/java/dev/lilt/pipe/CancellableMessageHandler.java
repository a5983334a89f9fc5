package dev.lilt.pipe;

import java.util.concurrent.CompletionStage;

/**
 * Handles a message asynchronously and hears when its work is no longer wanted: an
 * {@link AsyncMessageHandler} that also receives a {@link CancellationToken}.
 *
 * @param <T> the message type
 */
@FunctionalInterface
public interface CancellableMessageHandler<T> {
    /**
     * Starts handling one message. Failures count as for {@link AsyncMessageHandler#handle}.
     *
     * @param message the message, never null
     * @param cancellation cancelled when the publish's stage is cancelled or times out, or the
     *     pipe, scope or event closes; never null
     * @return a stage that completes when the message has been handled
     */
    CompletionStage<?> handle(T message, CancellationToken cancellation);
}
