package dev.lilt.motion;

/** When a motion's delay applies. */
public enum DelayType {
    /** Once, before the first loop. */
    FIRST_LOOP,
    /** Before every loop. */
    EVERY_LOOP
}
