package dev.lilt.pipe;

import java.util.List;
import java.util.concurrent.CompletableFuture;
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
}
