package dev.lilt.pipe;

import java.util.concurrent.CancellationException;

/**
 * Tells an asynchronous handler that nobody waits for its work any more: the publish's stage was
 * cancelled, its timeout passed, or the pipe, scope or event closed. A handler may poll
 * {@link #isCancelled()} between steps or register a listener with {@link #onCancel(Runnable)}.
 * Cancellation is advisory: the pipe does not interrupt a handler.
 *
 * <p>Thread-safe. Once cancelled, a token stays cancelled.
 */
public interface CancellationToken {
    /** A token that is never cancelled. */
    CancellationToken NONE = new CancellationToken() {
        @Override
        public boolean isCancelled() {
            return false;
        }

        @Override
        public Subscription onCancel(Runnable listener) {
            java.util.Objects.requireNonNull(listener, "listener == null");
            return Subscriptions.CLOSED;
        }
    };

    /**
     * Tells whether the work was cancelled.
     *
     * @return true once cancelled
     */
    boolean isCancelled();

    /**
     * Runs {@code listener} once when the token is cancelled, on the cancelling thread; at once,
     * on the calling thread, if it is cancelled already. A listener that throws does not stop
     * the others (what it throws is dropped).
     *
     * @param listener what to run
     * @return a subscription that removes the listener when closed
     * @throws NullPointerException if {@code listener} is null ("listener == null")
     */
    Subscription onCancel(Runnable listener);

    /**
     * Throws if the work was cancelled; for handlers that check between steps.
     *
     * @throws CancellationException if {@link #isCancelled()} is true
     */
    default void throwIfCancelled() {
        if (isCancelled()) {
            throw new CancellationException("cancelled");
        }
    }
}
