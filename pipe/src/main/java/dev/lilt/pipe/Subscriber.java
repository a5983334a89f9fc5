package dev.lilt.pipe;

import dev.lilt.pipe.internal.Firsts;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Predicate;

/**
 * Subscribes handlers to the messages of one type.
 *
 * <p>Thread-safe: any thread may subscribe and close at any time (both take a short lock). Once
 * {@code subscribe} returns, every publish that starts afterwards, on any thread, calls the handler
 * (see {@link MessagePipe} for the memory ordering).
 *
 * <p>Handlers run on the publishing thread unless the pipe has a delivery executor
 * ({@link MessagePipeBuilder#deliveryExecutor(Executor)}) or the subscription is made through
 * {@link #on(Executor)}.
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
     * Subscribes a handler at a priority: a publish calls the handlers of higher priority first,
     * and those of equal priority in subscription order. The other {@code subscribe} methods use
     * priority 0, so a negative priority runs after them. Ordering is settled at subscribe (a
     * subscribe above the lowest live priority copies the list once); a publish costs the same
     * with or without priorities. On a pipe built with
     * {@link MessagePipeBuilder#deliverToSupertypes(boolean)}, priorities order the handlers of
     * one message type; the types are visited in the order that option documents.
     *
     * @param handler the handler
     * @param priority higher runs earlier; any int
     * @return the subscription
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     * @throws IllegalStateException if the pipe, scope or event is closed
     * @throws UnsupportedOperationException if this subscriber does not rank handlers (only the
     *     plain subscribers of {@link MessagePipe#subscriber(Class)} do)
     */
    default Subscription subscribe(MessageHandler<? super T> handler, int priority) {
        throw new UnsupportedOperationException("priorities need a plain subscriber (MessagePipe.subscriber), not "
                + getClass().getName());
    }

    /**
     * Subscribes a handler that may consume a message, at a priority (as
     * {@link #subscribe(MessageHandler, int)}): when it returns true, no handler after it in the
     * delivery order receives that message in this publish. For input dispatch. A list that
     * holds a consuming handler publishes through a loop that tests after each handler whether
     * one consumed; other lists keep the plain loop. The handler runs on the publishing thread,
     * during the publish.
     *
     * @param handler the handler; return true to consume the message
     * @param priority higher runs earlier; any int
     * @return the subscription
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     * @throws IllegalStateException if the pipe, scope or event is closed, or if this subscriber
     *     delivers on an executor (subscribe through {@link #onPublishingThread()})
     * @throws UnsupportedOperationException if this subscriber does not rank handlers (only the
     *     plain subscribers of {@link MessagePipe#subscriber(Class)} do)
     */
    default Subscription subscribeConsuming(ConsumingHandler<? super T> handler, int priority) {
        throw new UnsupportedOperationException("consuming handlers need a plain subscriber"
                + " (MessagePipe.subscriber), not " + getClass().getName());
    }

    /**
     * Waits for the next message: the returned future completes with it, then the subscription
     * behind it closes. Cancelling (or otherwise completing) the future closes the subscription
     * too. On a buffered subscriber the buffered message, if any, is the next message.
     *
     * @return a future completed with the next message
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    CompletableFuture<T> first();

    /**
     * Waits for the next message the predicate accepts, as {@link #first()}.
     *
     * @param predicate tests each message; the first it accepts completes the future
     * @return a future completed with that message
     * @throws NullPointerException if {@code predicate} is null ("predicate == null")
     * @throws IllegalStateException if the pipe, scope or event is closed
     */
    default CompletableFuture<T> first(Predicate<? super T> predicate) {
        return Firsts.first(predicate, handler -> subscribe(handler, predicate));
    }

    /**
     * Waits for the next message, as {@link #first()}, at most {@code timeout}: then the future
     * fails with {@link java.util.concurrent.TimeoutException} and the subscription closes.
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
     * @param predicate tests each message; the first it accepts completes the future
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

    /**
     * A view of this subscriber whose subscriptions run their handlers (and filters) on
     * {@code executor}, with the pipe's delivery queue capacity and overflow policy
     * ({@link MessagePipeBuilder#deliveryQueue(int, OverflowPolicy)}).
     *
     * @param executor where the handlers run: a pool, a virtual-thread executor,
     *     {@code SwingUtilities::invokeLater}, {@code Platform::runLater}
     * @return the view; its subscriptions are this subscriber's
     * @throws NullPointerException if {@code executor} is null ("executor == null")
     * @throws UnsupportedOperationException if this subscriber does not support executors
     */
    default Subscriber<T> on(Executor executor) {
        throw new UnsupportedOperationException("executor delivery is not supported by " + getClass().getName());
    }

    /**
     * A view of this subscriber whose subscriptions run their handlers on {@code executor}.
     *
     * <p>Each subscription has its own queue: its messages run one at a time, in publish order,
     * never two at once, whatever the executor. A publish only queues the message (the handler
     * does not run during the publish); when the queue holds {@code queueCapacity} messages
     * the next one is handled by {@code overflow}. If the executor rejects the drain task, the
     * publish counts the {@link java.util.concurrent.RejectedExecutionException} as this
     * subscription's failure; the queued messages stay queued for the next publish to try
     * again. Closing the subscription (or its pipe, scope or event) drops the messages whose
     * handler has not started. A handler failure on the executor goes to the pipe's error
     * handler, or without one to the executor thread's uncaught exception handler, wrapped in
     * {@link MessageDeliveryException}.
     *
     * @param executor where the handlers run
     * @param queueCapacity how many messages each subscription may hold waiting, at least 1
     * @param overflow what a full queue does with the next message
     * @return the view
     * @throws NullPointerException if {@code executor} ("executor == null") or {@code overflow}
     *     ("overflow == null") is null
     * @throws IllegalArgumentException if {@code queueCapacity} is below 1
     * @throws UnsupportedOperationException if this subscriber does not support executors
     */
    default Subscriber<T> on(Executor executor, int queueCapacity, OverflowPolicy overflow) {
        throw new UnsupportedOperationException("executor delivery is not supported by " + getClass().getName());
    }

    /**
     * A view of this subscriber whose subscriptions run on the publishing thread, during the
     * publish, even if the pipe has a delivery executor.
     *
     * @return the view
     * @throws UnsupportedOperationException if this subscriber does not support executors
     */
    default Subscriber<T> onPublishingThread() {
        throw new UnsupportedOperationException("executor delivery is not supported by " + getClass().getName());
    }

    /**
     * This subscriber as a {@link Flow.Publisher}: each Flow subscriber gets its own subscription
     * and a buffer of {@code bufferCapacity} messages, emptied as fast as it requests.
     *
     * <p>A Flow subscriber receives the messages published after its {@code onSubscribe}, in
     * publish order, never more than it requested. Its buffer is filled during the publish, on
     * the publishing thread (the pipe's filters run there too). Without an executor,
     * {@code onNext}, {@code onError} and {@code onComplete} run on the publishing thread or on
     * the thread calling {@code request}; with one (of {@link #on(Executor)} or of the pipe),
     * they all run on that executor, whoever requests; never two at once in either case. With an
     * executor the buffer takes the place of the delivery queue: the queue capacity and overflow
     * of {@link #on(Executor, int, OverflowPolicy)} do not apply. A message that arrives with the
     * buffer full is handled by {@code overflow} ({@link OverflowPolicy#FAIL}: {@code onError}
     * with an {@link IllegalStateException}). {@code cancel} closes the subscription. Closing
     * the pipe, scope or event completes every Flow subscriber after every message published
     * before the close (and not dropped by {@code overflow}) has been delivered, as demand
     * allows, in every delivery mode. An executor that rejects the drain ends the Flow
     * subscriber with {@code onError} (the rejection), signalled on the rejected thread.
     * Subscribing to a closed one signals {@code onError}. Verified with the Reactive Streams
     * TCK, on the publishing thread and on an executor.
     *
     * @param bufferCapacity the buffer per Flow subscriber, at least 1
     * @param overflow what a full buffer does with the next message
     * @return the publisher
     * @throws NullPointerException if {@code overflow} is null ("overflow == null")
     * @throws IllegalArgumentException if {@code bufferCapacity} is below 1
     * @throws UnsupportedOperationException if this subscriber does not support Flow
     */
    default Flow.Publisher<T> asFlowPublisher(int bufferCapacity, OverflowPolicy overflow) {
        throw new UnsupportedOperationException("Flow is not supported by " + getClass().getName());
    }
}
