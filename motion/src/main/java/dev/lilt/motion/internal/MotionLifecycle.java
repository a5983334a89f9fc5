package dev.lilt.motion.internal;

/**
 * Optional per-motion hooks for the API's lifetime features (onStart, futures and await, target
 * tags, pause), attached only to motions that use one of them, so the others pay nothing. Called on
 * the scheduler's thread, outside the frame's primitive passes: {@link #started()},
 * {@link #completed()} and {@link #cancelled()} from the callback pass or the operation that
 * caused them, in the order of the user's callbacks; {@link #released()} when the storage removes
 * the motion.
 */
public interface MotionLifecycle {
    /**
     * The motion is past its first delay (playing, or finished in one step): called once in the
     * motion's life, before its loop and completion callbacks of the same step, unless the motion
     * is cancelled first.
     */
    void started();

    /** The motion completed: called after its {@code onComplete}. */
    void completed();

    /**
     * The motion is being cancelled (by its handle, its scheduler's clear, its sequence, or an
     * error with cancel-on-error): called after its {@code onCancel}, if that fired.
     */
    void cancelled();

    /**
     * The motion has been removed from its storage (completed or cancelled); its handle is dead.
     * Called during the storage's sweep: must not run user code.
     */
    void released();
}
