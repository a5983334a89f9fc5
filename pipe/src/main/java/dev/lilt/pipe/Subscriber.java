package dev.lilt.pipe;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

/**
 * Subscribes handlers to the messages of one type.
 *
 * <p>Thread-safe: any thread may subscribe and close at any time (both take a short lock). Once
 * {@code subscribe} returns, every publish that starts afterwards, on any thread, calls the handler
 * (see {@link MessagePipe} for the memory ordering).
 *
 * @param <T> the message type
 */
public interface Subscriber<T> {
    /**
     * Subscribes a handler. Handlers are called in subscription order.
     *
     * @param handler the handler
     * @return the subscription; close it to stop receiving
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    Subscription subscribe(MessageHandler<? super T> handler);

    /**
     * Subscribes a handler that is called only for the messages the predicate accepts.
     *
     * @param handler the handler
     * @param predicate tests each message before the handler; an exception it throws counts as
     *     the handler's
     * @return the subscription
     * @throws NullPointerException if {@code handler} ("handler == null") or {@code predicate}
     *     ("predicate == null") is null
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    Subscription subscribe(MessageHandler<? super T> handler, Predicate<? super T> predicate);

    /**
     * Subscribes a handler behind filters. The filters, together with the pipe's global filters,
     * are sorted by {@link MessageFilter#order()} (lower first, outermost; ties keep global filters
     * first, then this list's order) and chained once, here; a publish calls the chain.
     *
     * @param handler the handler
     * @param filters the filters for this subscription, possibly empty
     * @return the subscription
     * @throws NullPointerException if {@code handler} ("handler == null"), {@code filters}
     *     ("filters == null") or one of the filters ("filter == null") is null
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    Subscription subscribe(MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters);

    /**
     * Waits for the next message: the returned future completes with it, then the subscription
     * behind it closes. Cancelling (or otherwise completing) the future closes the subscription
     * too. On a buffered subscriber the buffered message, if any, is the next message.
     *
     * @return a future completed with the next message
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    CompletableFuture<T> first();
}
