package dev.lilt.pipe;

/**
 * The publishing side of an {@link AsyncEvent}. Closing it closes every subscription of the
 * event and cancels the tokens of the publishes still running; after that, publishing or
 * subscribing throws {@link IllegalStateException}.
 *
 * @param <T> the message type
 */
public interface AsyncEventPublisher<T> extends AsyncPublisher<T>, AutoCloseable {
    /**
     * Closes the event and all its subscriptions. Idempotent; throws nothing.
     */
    @Override
    void close();

    /**
     * Tells whether the event is closed.
     *
     * @return true once {@link #close()} was called
     */
    boolean isClosed();
}
