package dev.lilt.pipe;

/**
 * Publishes messages of one type to the handlers subscribed for a key.
 *
 * <p>Thread-safe; the key lookup takes no lock and a publish allocates nothing unless a handler
 * fails. Keys are compared with {@code equals}.
 *
 * @param <K> the key type
 * @param <T> the message type
 */
public interface KeyedPublisher<K, T> {
    /**
     * Calls every handler subscribed for {@code key} before this call, in subscription order.
     * The delivery rules of {@link Publisher#publish} apply.
     *
     * @param key the key
     * @param message the message
     * @throws NullPointerException if {@code key} ("key == null") or {@code message}
     *     ("message == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     * @throws MessageDeliveryException after every handler has run, if one or more threw and the
     *     pipe has no error handler
     */
    void publish(K key, T message);
}
