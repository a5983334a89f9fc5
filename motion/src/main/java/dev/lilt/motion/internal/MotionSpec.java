package dev.lilt.motion.internal;

import dev.lilt.motion.internal.math.EaseMath;

/**
 * The parameters of one motion on their way from a builder to a storage. One instance per engine
 * is reused for every creation (the engine is single-threaded), so creation allocates no spec.
 */
public final class MotionSpec {
    /** One loop, seconds. */
    public double duration;
    /** Delay, seconds. */
    public double delay;
    /** Loop count, -1 for endless. */
    public int loops;
    /** Whether the delay precedes every loop. */
    public boolean everyLoopDelay;
    /** Loop type code (a {@code LoopType} ordinal). */
    public byte loopType;
    /** Ease id: an {@code Ease} ordinal or {@link EaseMath#CUSTOM}. */
    public int easeId;
    /** The custom ease, when {@code easeId} is CUSTOM. */
    public dev.lilt.motion.EaseFunction easeFunction;
    /** {@link MotionStorage} flags. */
    public int flags;
    /** Runnable, Consumer of the callback state, or null. */
    public Object onComplete;
    /** Runnable, Consumer of the callback state, or null. */
    public Object onCancel;
    /** IntConsumer, ObjIntConsumer of the callback state, or null. */
    public Object onLoopComplete;
    /** The state passed to state-taking callbacks. */
    public Object callbackState;
    /** Debug name or null. */
    public String debugName;
    /** The kind's binder, or null for {@code run()}. */
    public Object binder;
    /** The binder's state. */
    public Object state;
    /** Where the motion is being created; set only by a scheduler that tracks creation sites. */
    public StackTraceElement[] creationSite;

    // The values of a kind made from two end points (MotionValues.add(MotionSpec)), written by its
    // builder as numbers: a float widens to double exactly, so one set of fields serves both.

    /** Start component 0 (the value of a scalar kind). */
    public double from0;
    /** Start component 1. */
    public double from1;
    /** Start component 2. */
    public double from2;
    /** Start component 3. */
    public double from3;
    /** End component 0 (the value of a scalar kind). */
    public double to0;
    /** End component 1. */
    public double to1;
    /** End component 2. */
    public double to2;
    /** End component 3. */
    public double to3;
    /** Start of an integral kind. */
    public long fromLong;
    /** End of an integral kind. */
    public long toLong;
    /** The kind's options: a colour space, a rotation's interpolation and path, a rounding mode. */
    public int options;

    /**
     * Writes a vector kind's end points, component by component; components past a kind's
     * width are 0.
     *
     * @param s0 start component 0
     * @param s1 start component 1
     * @param s2 start component 2
     * @param s3 start component 3
     * @param e0 end component 0
     * @param e1 end component 1
     * @param e2 end component 2
     * @param e3 end component 3
     */
    public void vectorEnds(float s0, float s1, float s2, float s3, float e0, float e1, float e2, float e3) {
        from0 = s0;
        from1 = s1;
        from2 = s2;
        from3 = s3;
        to0 = e0;
        to1 = e1;
        to2 = e2;
        to3 = e3;
    }

    /**
     * Shortest loop duration an endless motion may have, seconds: its loop count must stay
     * countable (and its values finite) for as long as it can play.
     */
    public static final double MIN_ENDLESS_DURATION = 1e-6;

    /**
     * Checks that a finite motion's total duration is a finite number of seconds.
     *
     * @param duration       one loop, seconds
     * @param delay          the delay, seconds
     * @param everyLoopDelay whether the delay opens every loop
     * @param loops          loop count, -1 for endless
     * @throws IllegalArgumentException if the total overflows to infinity
     */
    public static void checkTotalDuration(double duration, double delay, boolean everyLoopDelay, int loops) {
        if (loops >= 0 && Double.isInfinite(totalDuration(duration, delay, everyLoopDelay, loops))) {
            throw new IllegalArgumentException("total duration must be finite: duration " + duration + " s x "
                    + loops + " loops + delay " + delay + " s" + (everyLoopDelay ? " per loop" : "")
                    + " overflows to Infinity");
        }
    }

    private static double totalDuration(double duration, double delay, boolean everyLoopDelay, int loops) {
        if (loops < 0) {
            return Double.POSITIVE_INFINITY;
        }
        return delay * (everyLoopDelay ? loops : 1) + duration * loops;
    }

    /**
     * delay × (every loop ? loops : 1) + duration × loops; infinite for endless loops.
     *
     * @return seconds
     */
    public double totalDuration() {
        return totalDuration(duration, delay, everyLoopDelay, loops);
    }

    /** Drops references so the reused spec holds no user objects. */
    public void clearReferences() {
        easeFunction = null;
        onComplete = null;
        onCancel = null;
        onLoopComplete = null;
        callbackState = null;
        debugName = null;
        binder = null;
        state = null;
        creationSite = null;
    }
}
