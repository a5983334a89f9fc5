package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.CANCELED;
import static dev.lilt.motion.internal.MotionColumns.CANCEL_ON_ERROR;
import static dev.lilt.motion.internal.MotionColumns.COMPLETED;
import static dev.lilt.motion.internal.MotionColumns.COMPLETE_EVER;
import static dev.lilt.motion.internal.MotionColumns.COMPLETE_FIRED;
import static dev.lilt.motion.internal.MotionColumns.MAX_LOOP_CALLS;
import static dev.lilt.motion.internal.MotionColumns.START_DUE;

/**
 * The calls from a storage into the motions' callbacks: the started hook, onLoopComplete,
 * onComplete / onCancel, and the report of what user code throws. One per storage, over its table.
 */
final class MotionCallbacks {
    /*
     * Design note.
     *
     * Every callback goes through this part, so that three rules hold in one place: a throwing
     * binder or callback is reported to the engine's handler (and cancels its motion with
     * cancelOnError) and never unwinds the frame; a VirtualMachineError is not swallowed; and
     * while a FrameProbe is lent for the frame (diagnostics), the time of each callback is the
     * user code alone. The storage decides when these run: after the frame's binds, in its event
     * pass, and at the end of a handle operation. A report that cancels takes the storage's own
     * cancel, the entry a user's cancel() takes, re-entered like any callback's call into it.
     */

    /** The storage whose motions these are: a report names the motion and may cancel it. */
    final MotionStorage storage;
    private final MotionTable table;
    /** The frame's instrumentation (see FrameProbe), lent by the engine for one update; null when off. */
    FrameProbe probe;

    MotionCallbacks(MotionStorage storage, MotionTable table) {
        this.storage = storage;
        this.table = table;
    }

    /** The started hook, the loops finished and the end of motion i, as its advance queued them. */
    void fireEvents(int i) {
        MotionTable tb = table;
        if ((tb.flags[i] & START_DUE) != 0) {
            // Decided once, in the advance (MotionTimeline.started); a motion cancelled since does not start.
            tb.flags[i] &= ~START_DUE;
            MotionLifecycle hooks = tb.lifecycle(i);
            if (hooks != null && tb.status[i] != CANCELED) {
                try {
                    hooks.started();
                } catch (Throwable e) {
                    report(i, e);
                }
            }
        }
        if (tb.completedLoops[i] - tb.firedLoops[i] > MAX_LOOP_CALLS) {
            // A step over many loops reports only the last MAX_LOOP_CALLS: bounded work per step.
            tb.firedLoops[i] = tb.completedLoops[i] - MAX_LOOP_CALLS;
        }
        while (tb.firedLoops[i] < tb.completedLoops[i] && tb.status[i] != CANCELED) {
            long n = ++tb.firedLoops[i];
            MotionExtras x = tb.extras[i];
            if (x != null && x.onLoopComplete != null) {
                FrameProbe p = probe;
                Object timing = p == null ? null : p.callbackBegin();
                Throwable failure = null;
                try {
                    x.loopCompleted((int) Math.min(n, Integer.MAX_VALUE));
                } catch (Throwable e) {
                    failure = e;
                }
                if (p != null) {
                    p.callbackEnd(timing, storage, i, "onLoopComplete"); // times the user code alone
                }
                if (failure != null) {
                    report(i, failure);
                }
            }
        }
        if (tb.status[i] == COMPLETED && (tb.flags[i] & COMPLETE_FIRED) == 0) {
            ended(i, true);
        }
    }

    /**
     * The one point where a motion's end is reported: completed (its sequence's hooks, then
     * onComplete) or cancelled before its completion was reported (onCancel). Each end is
     * reported once: the storage's cancel counts a completion as reported only after this ran
     * for it, so a motion ends with exactly one of the two callbacks. A preserved motion that is
     * played again after completing may complete (and be reported) again.
     *
     * @param i         a dense index
     * @param completed true for completion, false for cancellation
     */
    void ended(int i, boolean completed) {
        MotionTable tb = table;
        if (completed) {
            tb.flags[i] |= COMPLETE_FIRED | COMPLETE_EVER;
        }
        MotionExtras x = tb.extras[i];
        if (x == null) {
            return;
        }
        if (completed && x.observer != null) {
            x.observer.beforeComplete();
        }
        Object r = completed ? x.onComplete : x.onCancel;
        if (r != null) {
            FrameProbe p = probe;
            Object timing = p == null ? null : p.callbackBegin();
            Throwable failure = null;
            try {
                x.run(r);
            } catch (Throwable e) {
                failure = e;
            }
            if (p != null) {
                p.callbackEnd(timing, storage, i, completed ? "onComplete" : "onCancel"); // the user code alone
            }
            if (failure != null) {
                report(i, failure);
            }
        }
        if (completed && x.lifecycle != null && tb.status[i] != CANCELED) {
            x.lifecycle.completed();
        }
    }

    /** The lifetime hooks' cancelled(), after a cancel or discard. */
    void cancelledHook(int i) {
        MotionLifecycle hooks = table.lifecycle(i);
        if (hooks != null) {
            hooks.cancelled();
        }
    }

    /**
     * Reports what user code of motion i threw to the engine, and cancels the motion if it asked
     * for that; a VirtualMachineError is rethrown.
     */
    void report(int i, Throwable e) {
        if (e instanceof VirtualMachineError) {
            throw (VirtualMachineError) e;
        }
        MotionTable tb = table;
        MotionExtras x = tb.extrasOf(i); // the count is kept per motion (its extras made on its first error)
        int errors = x.errors == Integer.MAX_VALUE ? x.errors : ++x.errors;
        boolean cancels = (tb.flags[i] & CANCEL_ON_ERROR) != 0;
        storage.engine.reportMotionError(storage, i, errors, cancels, e);
        if (cancels && tb.status[i] != CANCELED) {
            storage.cancel(i);
        }
    }
}
