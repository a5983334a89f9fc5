package dev.lilt.pipe;

import dev.lilt.pipe.internal.Firsts;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
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

    /**
     * Subscribes a handler that receives each publish's {@link CancellationToken}.
     *
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    default Subscription subscribe(CancellableMessageHandler<? super T> handler) {
        return subscribe(handler, List.of());
    }

    /**
     * Subscribes a handler that receives each publish's {@link CancellationToken}, behind async
     * filters, as {@link #subscribe(AsyncMessageHandler, List)}.
     *
     * @param handler the handler
     * @param filters the filters for this subscription, possibly empty
     * @return the subscription
     * @throws NullPointerException if {@code handler} ("handler == null"), {@code filters}
     *     ("filters == null") or one of the filters ("filter == null") is null
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    default Subscription subscribe(CancellableMessageHandler<? super T> handler,
            List<? extends AsyncMessageFilter<T>> filters) {
        Objects.requireNonNull(handler, "handler == null");
        return subscribe(message -> handler.handle(message, CancellationToken.NONE), filters);
    }

    /**
     * Waits for the next message: the returned future completes with it (the handler's stage
     * completes at once), then the subscription behind it closes. Cancelling (or otherwise
     * completing) the future closes the subscription too.
     *
     * @return a future completed with the next message
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    default CompletableFuture<T> first() {
        return Firsts.firstAsync(handler -> subscribe(handler));
    }

    /**
     * Waits for the next message the predicate accepts, as {@link #first()}.
     *
     * @param predicate tests each message
     * @return a future completed with the first message it accepts
     * @throws NullPointerException if {@code predicate} is null ("predicate == null")
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    default CompletableFuture<T> first(Predicate<? super T> predicate) {
        return Firsts.firstAsync(predicate, handler -> subscribe(handler, predicate));
    }

    /**
     * Waits for the next message at most {@code timeout}, then fails with
     * {@link java.util.concurrent.TimeoutException} and closes the subscription.
     *
     * @param timeout how long to wait, above zero
     * @return a future completed with the next message
     * @throws NullPointerException if {@code timeout} is null ("timeout == null")
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    default CompletableFuture<T> first(Duration timeout) {
        return Firsts.within(timeout, () -> first());
    }

    /**
     * Waits for the next message the predicate accepts, at most {@code timeout}.
     *
     * @param predicate tests each message
     * @param timeout how long to wait, above zero
     * @return a future completed with that message, or failed with
     *     {@link java.util.concurrent.TimeoutException}
     * @throws NullPointerException if {@code predicate} ("predicate == null") or {@code timeout}
     *     ("timeout == null") is null
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    default CompletableFuture<T> first(Predicate<? super T> predicate, Duration timeout) {
        return Firsts.within(predicate, timeout, p -> first(p));
    }
}
