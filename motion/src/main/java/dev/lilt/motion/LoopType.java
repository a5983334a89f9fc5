package dev.lilt.motion;

/** How a motion with more than one loop plays its second and later loops. */
public enum LoopType {
    /** Every loop plays from start to end. */
    RESTART,
    /** Odd loops mirror the value: the eased progress {@code p} becomes {@code 1 - p}. */
    FLIP,
    /** Each loop continues from where the last ended: loop {@code k} adds {@code k × ease(1)} to the progress. */
    INCREMENTAL,
    /** Odd loops play the eased curve backwards in time: progress {@code p} becomes {@code ease(1 - t)}. */
    YOYO
}
