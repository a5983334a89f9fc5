package dev.lilt.pipe;

/**
 * A registration that can be undone: a subscribed handler, a request handler, a bag of them.
 *
 * <p>{@link #close()} is idempotent, may be called from any thread, and throws nothing. Once it
 * returns, no publish that starts afterwards, on any thread, calls the handler (close ends with a
 * full fence; see {@link MessagePipe}); a publish already past this subscription's position is
 * not affected. A close that returns because another thread closed the subscription first gives
 * the same promise.
 */
public interface Subscription extends AutoCloseable {
    /**
     * Ends this subscription. Calling it again does nothing.
     */
    @Override
    void close();

    /**
     * Tells whether this subscription has ended, by {@link #close()} or because its pipe, scope
     * or event was closed.
     *
     * @return true once closed
     */
    boolean isClosed();
}
