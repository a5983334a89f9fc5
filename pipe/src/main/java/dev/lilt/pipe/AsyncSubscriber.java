package dev.lilt.pipe;

import java.util.List;
import java.util.function.Predicate;

/**
 * Subscribes asynchronous handlers. The pipe's global async filters
 * ({@link MessagePipeBuilder#asyncFilter(AsyncMessageFilter)}) wrap every subscription; its
 * synchronous global filters ({@link MessagePipeBuilder#filter(MessageFilter)}) do not apply.
 *
 * <p>Thread-safe, with the ordering of {@link Subscriber}: once {@code subscribe} returns, every
 * {@code publishAsync} that starts afterwards, on any thread, starts the handler.
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
     * Subscribes an asynchronous handler called only for the messages the predicate accepts; a
     * message it rejects counts as handled at once. The predicate is an async filter of order 0.
     *
     * @param handler the handler
     * @param predicate tests each message first
     * @return the subscription
     * @throws NullPointerException if {@code handler} ("handler == null") or {@code predicate}
     *     ("predicate == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(AsyncMessageHandler<? super T> handler, Predicate<? super T> predicate);

    /**
     * Subscribes an asynchronous handler behind async filters. The filters, together with the
     * pipe's global async filters, are sorted by {@link AsyncMessageFilter#order()} (lower first,
     * outermost; ties keep global filters first, then this list's order) and chained once, here.
     *
     * @param handler the handler
     * @param filters the filters for this subscription, possibly empty
     * @return the subscription
     * @throws NullPointerException if {@code handler} ("handler == null"), {@code filters}
     *     ("filters == null") or one of the filters ("filter == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(AsyncMessageHandler<? super T> handler, List<? extends AsyncMessageFilter<T>> filters);
}
