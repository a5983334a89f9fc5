package dev.lilt.pipe;

/**
 * Publishes messages of one type to the handlers subscribed through the matching
 * {@link Subscriber}.
 *
 * <p>Thread-safe: any thread may publish at any time. Publishing takes no lock (a buffered
 * publish takes a short one, see {@link BufferedPublisher}) and allocates nothing unless a handler
 * fails.
 *
 * @param <T> the message type
 */
public interface Publisher<T> {
    /**
     * Calls every handler subscribed before this call started, in subscription order, on the
     * calling thread. A subscription made while this publish runs (by a handler, or by another
     * thread) is not called by it; one closed before this publish reaches it is not called.
     * A handler that throws does not stop the others.
     *
     * @param message the message
     * @throws NullPointerException if {@code message} is null ("message == null")
     * @throws IllegalStateException if the pipe, scope or event this publisher belongs to is closed
     * @throws MessageDeliveryException after every handler has run, if one or more threw and the
     *     pipe has no error handler
     */
    void publish(T message);
}
