package dev.lilt.pipe;

/**
 * A registration that can be undone: a subscribed handler, a request handler, a bag of them.
 *
 * <p>{@link #close()} is idempotent, may be called from any thread, and throws nothing. Once it
 * returns, no publish that starts afterwards calls the handler; a publish already past this
 * subscription's position is not affected.
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
