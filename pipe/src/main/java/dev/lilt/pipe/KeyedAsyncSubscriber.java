package dev.lilt.pipe;

import dev.lilt.pipe.internal.Firsts;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

/**
 * Subscribes asynchronous handlers to the messages of one type published for one key. A key's
 * entry exists only while it has subscribers. The pipe's global async filters wrap every
 * subscription.
 *
 * @param <K> the key type
 * @param <T> the message type
 */
public interface KeyedAsyncSubscriber<K, T> {
    /**
     * Subscribes an asynchronous handler for a key.
     *
     * @param key the key
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code key} ("key == null") or {@code handler}
     *     ("handler == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(K key, AsyncMessageHandler<? super T> handler);

    /**
     * Subscribes an asynchronous handler for a key, started only for the messages the predicate
     * accepts (an async filter of order 0).
     *
     * @param key the key
     * @param handler the handler
     * @param predicate tests each message first
     * @return the subscription
     * @throws NullPointerException if {@code key} ("key == null"), {@code handler}
     *     ("handler == null") or {@code predicate} ("predicate == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(K key, AsyncMessageHandler<? super T> handler, Predicate<? super T> predicate);

    /**
     * Subscribes an asynchronous handler for a key behind async filters, as
     * {@link AsyncSubscriber#subscribe(AsyncMessageHandler, List)}.
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
    Subscription subscribe(K key, AsyncMessageHandler<? super T> handler,
            List<? extends AsyncMessageFilter<T>> filters);

    /**
     * Subscribes a handler that receives each publish's {@link CancellationToken}.
     *
     * @param key the key
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code key} ("key == null") or {@code handler}
     *     ("handler == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(K key, CancellableMessageHandler<? super T> handler);

    /**
     * Waits for the next message for a key, as {@link AsyncSubscriber#first()}.
     *
     * @param key the key
     * @return a future completed with the next message for {@code key}
     * @throws NullPointerException if {@code key} is null ("key == null")
     * @throws IllegalStateException if the pipe or scope is closed
     */
    default CompletableFuture<T> first(K key) {
        Objects.requireNonNull(key, "key == null");
        return Firsts.firstAsync(handler -> subscribe(key, handler));
    }

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
        return Firsts.firstAsync(predicate, handler -> subscribe(key, handler, predicate));
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
}
