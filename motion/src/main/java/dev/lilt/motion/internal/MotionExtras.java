package dev.lilt.motion.internal;

import dev.lilt.motion.EaseFunction;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.ObjIntConsumer;

/**
 * The rarely used references of one motion: its callbacks, custom ease, debug name and a
 * sequence's hooks. A motion that has none of them has no MotionExtras (null in its column).
 */
public final class MotionExtras {
    /*
     * Design note. These fields are read only off the frame's fast path: at a loop or completion
     * event, on cancel, on an error, for a custom ease. Keeping them here instead of in one column
     * each shrinks what the frame's arrays cost per motion (and what growing them copies), and
     * gives a per-motion feature one typed field to add: its value is set from the MotionSpec in
     * of(), and MotionStorage reads it at the named points of a motion's life (started, ended).
     * Mutable only by the owning storage, on the engine's thread.
     */
    /** Runnable, or Consumer of callbackState. */
    Object onComplete;
    /** Runnable, or Consumer of callbackState. */
    Object onCancel;
    /** IntConsumer, or ObjIntConsumer of callbackState. */
    Object onLoopComplete;
    /** The state of the state-taking callbacks. */
    Object callbackState;
    EaseFunction easeFunction;
    String debugName;
    MotionObserver observer;
    /** The API's lifetime features (onStart, futures, target tags, pause), or null. */
    MotionLifecycle lifecycle;
    /** Where the motion was created, innermost frame first; null unless its scheduler tracks creation sites. */
    StackTraceElement[] creationSite;
    /** The errors its user code has thrown, saturating; the default log is rate-limited by it. */
    int errors;

    /**
     * The extras a spec asks for, or null when it asks for none.
     *
     * @param spec the creation spec
     * @return a new record, or null
     */
    static MotionExtras of(MotionSpec spec) {
        if (spec.onComplete == null && spec.onCancel == null && spec.onLoopComplete == null
                && spec.easeFunction == null && spec.debugName == null && spec.creationSite == null) {
            return null;
        }
        MotionExtras x = new MotionExtras();
        x.onComplete = spec.onComplete;
        x.onCancel = spec.onCancel;
        x.onLoopComplete = spec.onLoopComplete;
        x.callbackState = spec.callbackState;
        x.easeFunction = spec.easeFunction;
        x.debugName = spec.debugName;
        x.creationSite = spec.creationSite;
        return x;
    }

    /**
     * Runs an onComplete or onCancel: a Runnable, or a Consumer of the callback state.
     *
     * @param callback the callback, not null
     */
    @SuppressWarnings("unchecked")
    void run(Object callback) {
        if (callback instanceof Runnable) {
            ((Runnable) callback).run();
        } else {
            ((Consumer<Object>) callback).accept(callbackState);
        }
    }

    /**
     * Runs the onLoopComplete, if any: an IntConsumer, or an ObjIntConsumer of the callback state.
     *
     * @param completedLoops the loops completed
     */
    @SuppressWarnings("unchecked")
    void loopCompleted(int completedLoops) {
        Object c = onLoopComplete;
        if (c instanceof IntConsumer) {
            ((IntConsumer) c).accept(completedLoops);
        } else if (c != null) {
            ((ObjIntConsumer<Object>) c).accept(callbackState, completedLoops);
        }
    }
}
