package dev.lilt.pipe;

import java.time.Duration;
import java.util.concurrent.CompletionStage;

/**
 * Publishes messages of one type to the asynchronous handlers subscribed for a key; the rules of
 * {@link AsyncPublisher} apply per key. Keys are compared with {@code equals}.
 *
 * @param <K> the key type
 * @param <T> the message type
 */
public interface KeyedAsyncPublisher<K, T> {
    /**
     * Publishes for a key with the pipe's default strategy.
     *
     * @param key the key
     * @param message the message
     * @return a stage that completes when every handler for {@code key} has; completed at once
     *     if the key has none
     * @throws NullPointerException if {@code key} ("key == null") or {@code message}
     *     ("message == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<Void> publishAsync(K key, T message);

    /**
     * Publishes for a key with the given strategy.
     *
     * @param key the key
     * @param message the message
     * @param strategy SEQUENTIAL or PARALLEL
     * @return a stage that completes when every handler for {@code key} has
     * @throws NullPointerException if {@code key} ("key == null"), {@code message}
     *     ("message == null") or {@code strategy} ("strategy == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<Void> publishAsync(K key, T message, AsyncPublishStrategy strategy);

    /**
     * Publishes for a key with a strategy and a time limit, as
     * {@link AsyncPublisher#publishAsync(Object, AsyncPublishStrategy, Duration)}.
     *
     * @param key the key
     * @param message the message
     * @param strategy SEQUENTIAL or PARALLEL
     * @param timeout how long to wait, above zero
     * @return a stage that completes when every handler for {@code key} has, or fails with
     *     {@link java.util.concurrent.TimeoutException}
     * @throws NullPointerException if {@code key} ("key == null"), {@code message}
     *     ("message == null"), {@code strategy} ("strategy == null") or {@code timeout}
     *     ("timeout == null") is null
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<Void> publishAsync(K key, T message, AsyncPublishStrategy strategy, Duration timeout);
}
