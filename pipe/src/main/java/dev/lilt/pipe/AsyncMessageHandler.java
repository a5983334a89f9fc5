package dev.lilt.pipe;

import java.util.concurrent.CompletionStage;

/**
 * Handles a message asynchronously.
 *
 * @param <T> the message type
 */
@FunctionalInterface
public interface AsyncMessageHandler<T> {
    /**
     * Starts handling one message. Throwing here, returning null, or returning a stage that fails
     * all count as this handler's failure; none stops the other handlers.
     *
     * @param message the message, never null
     * @return a stage that completes when the message has been handled
     */
    CompletionStage<?> handle(T message);
}
