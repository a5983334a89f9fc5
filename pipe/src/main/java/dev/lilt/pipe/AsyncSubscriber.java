package dev.lilt.pipe;

import java.util.function.Predicate;

/**
 * Subscribes asynchronous handlers. Global filters do not apply to asynchronous handlers.
 *
 * @param <T> the message type
 */
public interface AsyncSubscriber<T> {
    /**
     * Subscribes an asynchronous handler.
     *
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(AsyncMessageHandler<? super T> handler);

    /**
     * Subscribes an asynchronous handler called only for the messages the predicate accepts.
     *
     * @param handler the handler
     * @param predicate tests each message first
     * @return the subscription
     * @throws NullPointerException if {@code handler} ("handler == null") or {@code predicate}
     *     ("predicate == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(AsyncMessageHandler<? super T> handler, Predicate<? super T> predicate);
}
