package dev.lilt.pipe;

import dev.lilt.pipe.internal.Firsts;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Predicate;

/**
 * Subscribes handlers to the messages of one type published for one key. A key's entry exists
 * only while it has subscribers, and the memory of a burst of keys is given back once most of
 * them have closed.
 *
 * <p>Thread-safe, with the ordering of {@link Subscriber}: once {@code subscribe} returns, every
 * publish for that key that starts afterwards, on any thread, calls the handler.
 *
 * @param <K> the key type
 * @param <T> the message type
 */
public interface KeyedSubscriber<K, T> {
    /**
     * Subscribes a handler for a key.
     *
     * @param key the key
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code key} ("key == null") or {@code handler}
     *     ("handler == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(K key, MessageHandler<? super T> handler);

    /**
     * Subscribes a handler for a key, called only for messages the predicate accepts.
     *
     * @param key the key
     * @param handler the handler
     * @param predicate tests each message before the handler
     * @return the subscription
     * @throws NullPointerException if {@code key} ("key == null"), {@code handler}
     *     ("handler == null") or {@code predicate} ("predicate == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(K key, MessageHandler<? super T> handler, Predicate<? super T> predicate);

    /**
     * Subscribes a handler for a key behind filters, as {@link Subscriber#subscribe(MessageHandler, List)}.
     *
     * @param key the key
     * @param handler the handler
     * @param filters the filters for this subscription, possibly empty
     * @return the subscription
     * @throws NullPointerException if {@code key} ("key == null"), {@code handler}
     *     ("handler == null"), {@code filters} ("filters == null") or a filter ("filter == null")
     *     is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(K key, MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters);

    /**
     * Waits for the next message for a key, as {@link Subscriber#first()}.
     *
     * @param key the key
     * @return a future completed with the next message for {@code key}
     * @throws NullPointerException if {@code key} is null ("key == null")
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletableFuture<T> first(K key);

    /**
     * Waits for the next message for a key that the predicate accepts.
     *
     * @param key the key
     * @param predicate tests each message
     * @return a future completed with that message
     * @throws NullPointerException if {@code key} ("key == null") or {@code predicate}
     *     ("predicate == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    default CompletableFuture<T> first(K key, Predicate<? super T> predicate) {
        Objects.requireNonNull(key, "key == null");
        return Firsts.first(predicate, handler -> subscribe(key, handler, predicate));
    }

    /**
     * Waits for the next message for a key at most {@code timeout}.
     *
     * @param key the key
     * @param timeout how long to wait, above zero
     * @return a future completed with the next message, or failed with
     *     {@link java.util.concurrent.TimeoutException}
     * @throws NullPointerException if {@code key} ("key == null") or {@code timeout}
     *     ("timeout == null") is null
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws IllegalStateException if the pipe or scope is closed
     */
    default CompletableFuture<T> first(K key, Duration timeout) {
        return Firsts.within(timeout, () -> first(key));
    }

    /**
     * Waits for the next message for a key that the predicate accepts, at most {@code timeout}.
     *
     * @param key the key
     * @param predicate tests each message
     * @param timeout how long to wait, above zero
     * @return a future completed with that message, or failed with
     *     {@link java.util.concurrent.TimeoutException}
     * @throws NullPointerException if {@code key} ("key == null"), {@code predicate}
     *     ("predicate == null") or {@code timeout} ("timeout == null") is null
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws IllegalStateException if the pipe or scope is closed
     */
    default CompletableFuture<T> first(K key, Predicate<? super T> predicate, Duration timeout) {
        return Firsts.within(timeout, () -> first(key, predicate));
    }

    /**
     * A view of this subscriber whose subscriptions run on {@code executor} with the pipe's
     * delivery queue, as {@link Subscriber#on(Executor)}.
     *
     * @param executor where the handlers run
     * @return the view
     * @throws NullPointerException if {@code executor} is null ("executor == null")
     * @throws UnsupportedOperationException if this subscriber does not support executors
     */
    default KeyedSubscriber<K, T> on(Executor executor) {
        throw new UnsupportedOperationException("executor delivery is not supported by " + getClass().getName());
    }

    /**
     * A view of this subscriber whose subscriptions run on {@code executor}, each with its own
     * queue, as {@link Subscriber#on(Executor, int, OverflowPolicy)}.
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
    default KeyedSubscriber<K, T> on(Executor executor, int queueCapacity, OverflowPolicy overflow) {
        throw new UnsupportedOperationException("executor delivery is not supported by " + getClass().getName());
    }

    /**
     * A view of this subscriber whose subscriptions run on the publishing thread even if the
     * pipe has a delivery executor.
     *
     * @return the view
     * @throws UnsupportedOperationException if this subscriber does not support executors
     */
    default KeyedSubscriber<K, T> onPublishingThread() {
        throw new UnsupportedOperationException("executor delivery is not supported by " + getClass().getName());
    }
}
