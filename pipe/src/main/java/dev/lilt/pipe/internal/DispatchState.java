package dev.lilt.pipe.internal;

/**
 * What one publish on this thread has learnt so far, for the publishes that need more than "call
 * every handler": whether a consuming handler took the message, whether a handler was reached
 * past its filters, how many live subscriptions were offered it. One per thread; a publish made
 * from inside a handler saves the outer publish's state and puts it back (see {@link #current()}).
 * Only the opt-in paths touch it: a plain publish never does.
 */
final class DispatchState {
    private static final ThreadLocal<DispatchState> CURRENT = ThreadLocal.withInitial(DispatchState::new);

    /** A consuming handler returned true: deliver no further. */
    boolean consumed;
    /** A handler (past its filters) or a delivery queue received the message. */
    boolean reached;
    /** Live subscriptions the message was handed to (filtered or not). */
    int offered;

    private DispatchState() {
    }

    /**
     * This thread's state. A publish keeps {@link #saved()}, then {@link #clear()}s it, and hands
     * the saved value to {@link #exit(long)} in a finally block; a leaf only marks it.
     */
    static DispatchState current() {
        return CURRENT.get();
    }

    /** The state as one value, to put back after a nested publish. */
    long saved() {
        return (long) offered << 2 | (reached ? 2 : 0) | (consumed ? 1 : 0);
    }

    /** Clears the state for a new publish. */
    void clear() {
        consumed = false;
        reached = false;
        offered = 0;
    }

    /** Puts back what {@link #saved()} returned. */
    void exit(long saved) {
        consumed = (saved & 1) != 0;
        reached = (saved & 2) != 0;
        offered = (int) (saved >>> 2);
    }
}
