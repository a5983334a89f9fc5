package dev.lilt.motion.internal;

import dev.lilt.motion.EaseFunction;
import java.util.function.IntConsumer;

/**
 * The rarely used references of one motion: its callbacks, custom ease, debug name and a
 * sequence's hooks. A motion that has none of them has no MotionExtras (null in its column).
 */
final class MotionExtras {
    /*
     * Design note. These fields are read only off the frame's fast path: at a loop or completion
     * event, on cancel, on an error, for a custom ease. Keeping them here instead of in one column
     * each shrinks what the frame's arrays cost per motion (and what growing them copies), and
     * gives a per-motion feature one typed field to add: its value is set from the MotionSpec in
     * of(), and MotionStorage reads it at the named points of a motion's life (started, ended).
     * Mutable only by the owning storage, on the engine's thread.
     */
    Runnable onComplete;
    Runnable onCancel;
    IntConsumer onLoopComplete;
    EaseFunction easeFunction;
    String debugName;
    MotionObserver observer;
    /** The API's lifetime features (onStart, futures, target tags, pause), or null. */
    MotionLifecycle lifecycle;

    /**
     * The extras a spec asks for, or null when it asks for none.
     *
     * @param spec the creation spec
     * @return a new record, or null
     */
    static MotionExtras of(MotionSpec spec) {
        if (spec.onComplete == null && spec.onCancel == null && spec.onLoopComplete == null
                && spec.easeFunction == null && spec.debugName == null) {
            return null;
        }
        MotionExtras x = new MotionExtras();
        x.onComplete = spec.onComplete;
        x.onCancel = spec.onCancel;
        x.onLoopComplete = spec.onLoopComplete;
        x.easeFunction = spec.easeFunction;
        x.debugName = spec.debugName;
        return x;
    }
}
