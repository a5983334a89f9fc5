package dev.lilt.pipe;

/**
 * Publishes messages of one type under a string key to the handlers whose key pattern matches it;
 * obtain with {@link MessagePipe#patternPublisher(Class)}. See {@link PatternSubscriber} for the
 * pattern syntax.
 *
 * <p>Thread-safe and lock-free: a publish walks a trie of the patterns along the key's segments,
 * so its cost depends on the key and on the patterns that match it, not on the number of
 * unrelated patterns. It allocates nothing unless a handler fails.
 *
 * @param <T> the message type
 */
public interface PatternPublisher<T> {
    /**
     * Calls every handler whose pattern matches {@code key} and that was subscribed before this
     * call started, on the calling thread. One pattern's handlers run in subscription order; the
     * order across patterns is the one {@link PatternSubscriber} documents. A handler that throws
     * does not stop the others.
     *
     * @param key the key: any string, split into segments at every {@code '.'}
     * @param message the message
     * @throws NullPointerException if {@code key} ("key == null") or {@code message}
     *     ("message == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     * @throws MessageDeliveryException after every matching handler has run, if one or more threw
     *     and the pipe has no error handler
     */
    void publish(String key, T message);
}
