package dev.lilt.pipe;

/**
 * A publisher whose broker keeps recent messages (by its {@link ReplayPolicy}) for new subscribers.
 *
 * <p>A replay publish takes the broker's lock for as long as it takes to store the message, drop
 * what the policy no longer keeps and read the handler list (never while handlers run), so that a
 * concurrent subscribe receives each message exactly once: by replay or by delivery, never both,
 * never neither. It allocates nothing once the broker's ring has grown to what the policy keeps.
 *
 * @param <T> the message type
 */
public interface ReplayPublisher<T> extends Publisher<T> {
}
