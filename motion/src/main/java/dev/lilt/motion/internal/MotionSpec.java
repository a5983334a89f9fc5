package dev.lilt.motion.internal;

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
    public Object easeFunction;
    /** {@link MotionStorage} flags. */
    public int flags;
    /** Runnable or null. */
    public Object onComplete;
    /** Runnable or null. */
    public Object onCancel;
    /** IntConsumer or null. */
    public Object onLoopComplete;
    /** Debug name or null. */
    public String debugName;
    /** The kind's binder, or null for {@code run()}. */
    public Object binder;
    /** The binder's state. */
    public Object state;

    /**
     * delay × (every loop ? loops : 1) + duration × loops; infinite for endless loops.
     *
     * @return seconds
     */
    public double totalDuration() {
        if (loops < 0) {
            return Double.POSITIVE_INFINITY;
        }
        return delay * (everyLoopDelay ? loops : 1) + duration * loops;
    }

    /** Drops references so the reused spec holds no user objects. */
    public void clearReferences() {
        easeFunction = null;
        onComplete = null;
        onCancel = null;
        onLoopComplete = null;
        debugName = null;
        binder = null;
        state = null;
    }
}
