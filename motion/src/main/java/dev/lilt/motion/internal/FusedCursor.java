package dev.lilt.motion.internal;

/**
 * Where a fused frame is in its motions, shared by the frame and the kind's fused loop (see
 * {@link MotionValues#fusedRun}).
 */
final class FusedCursor {
    /**
     * During a fused frame over [0, end): the first motion it has not advanced yet; motions from
     * next on are advanced by the kind's loop, or all at once by a catch-up. Outside a fused frame
     * end is 0, so no index is in it.
     */
    int next;
    /** The fused frame's motion count; 0 outside one. */
    int end;
    /** The fused frame's delta, seconds, for a catch-up. */
    double dt;
    /** Motions that took the common case in the storage's last serial frame: decides the next one's way. */
    int fastMotions;
}
