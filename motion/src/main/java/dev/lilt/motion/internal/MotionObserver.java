package dev.lilt.motion.internal;

/**
 * Engine-internal hooks on one motion's life, called on the scheduler's thread. A sequence uses
 * them to act on its children before the sequence's own user callbacks run; they are separate from
 * the user's callbacks, so configuring a sequence's {@code onComplete} cannot unhook its children.
 */
interface MotionObserver {
    /** The motion completed; called before its {@code onComplete}. */
    void beforeComplete();

    /**
     * The motion is being cancelled; called before its {@code onCancel}.
     *
     * @param finished whether it had completed (preserved) before the cancel
     */
    void beforeCancel(boolean finished);

    /** The motion has been removed from its storage; its handle is dead. */
    void released();
}
