package dev.lilt.motion;

/**
 * What starting a motion tagged with a target and key ({@link MotionBuilder#withTarget}) does to a
 * motion of the same scheduler already running with the same target and key.
 */
public enum ReplaceMode {
    /** Cancel the running motion ({@code onCancel} fires); the new one starts where it stopped. */
    CANCEL,
    /**
     * Complete the running motion (it jumps to its end and fires {@code onComplete}); one that
     * loops forever, having no end, is cancelled instead.
     */
    COMPLETE,
    /** Leave the running motion alone: both run (the one created later writes last). */
    KEEP
}
