package dev.lilt.motion.internal;

/**
 * The calls from a storage into user code: binders, onStart / onLoopComplete / onComplete /
 * onCancel, and the report of what they throw.
 */
public abstract class MotionCallbacks extends MotionTimeline {
    /*
     * Design note.
     *
     * Every call into user code goes through this class, so that three rules hold in one place:
     * a throwing binder or callback is reported to the engine's handler (and cancels its motion
     * with cancelOnError) and never unwinds the frame; a VirtualMachineError is not swallowed;
     * and while a FrameProbe is lent for the frame (diagnostics), the time of each callback is
     * the user code alone. The storage (MotionStorage) decides when these run; the kinds repeat
     * bindDue so that their binder calls bind statically.
     */

    /** The frame's instrumentation (see FrameProbe), lent by the engine for one update; null when off. */
    FrameProbe probe;

    /**
     * Creates the storage's columns.
     *
     * @param engine the owner
     */
    protected MotionCallbacks(MotionEngine engine) {
        super(engine);
    }

    /**
     * Calls the binder of motion {@code i} with its current value.
     *
     * @param i the dense index
     */
    protected abstract void bindValue(int i);

    /**
     * Cancels motion {@code i}: it ends with onCancel, unless its completion was already reported.
     *
     * @param i a live dense index
     */
    public abstract void cancel(int i);

    /**
     * Pass 3: calls the binder of every motion in [0, n) whose bind is due.
     *
     * <p>The storages of the common kinds override this with the same few lines, so that the
     * {@link #bindValue(int)} call in the loop is bound to their own class: one shared loop here
     * sees every kind's {@code bindValue} at one call site, which goes megamorphic as soon as a
     * program uses several kinds, and a float frame then slows once other kinds have run in the
     * same JVM (FrameCpuTime's mixed shape).
     *
     * @param n the frame's motion count
     */
    protected void bindDue(int n) {
        for (int i = 0; i < n; i++) {
            if (takeBindDue(i)) {
                try {
                    bindValue(i);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
        }
    }

    /**
     * Clears motion {@code i}'s bind mark and says whether to call its binder: the bind was due,
     * the motion was not cancelled meanwhile (by an earlier binder), and it has a binder.
     *
     * @param i a dense index
     * @return true to call {@link #bindValue(int)}
     */
    protected final boolean takeBindDue(int i) {
        int f = flags[i];
        if ((f & BIND_DUE) == 0) {
            return false;
        }
        flags[i] = f & ~BIND_DUE;
        return status[i] != CANCELED && binder[i] != null;
    }

    /**
     * Computes motion {@code i}'s value from its progress and calls its binder (a binder's
     * exception is reported): what a seek does once the progress is known. A kind whose frame is
     * hot may do both in a few lines of its own, without the one-motion value loop.
     *
     * @param i a live dense index
     */
    protected void valueAndBind(int i) {
        computeValues(i, i + 1);
        invokeBinder(i);
    }

    /**
     * Reports a binder's exception (and cancels the motion if it asked for that).
     *
     * @param i a dense index
     * @param e what the binder threw
     */
    protected final void bindFailed(int i, Throwable e) {
        report(i, e);
    }

    final void invokeBinder(int i) {
        if (binder[i] == null) {
            return;
        }
        try {
            bindValue(i);
        } catch (Throwable e) {
            report(i, e);
        }
    }

    final void fireEvents(int i) {
        if ((flags[i] & START_DUE) != 0) {
            // Decided once, in the advance (MotionTimeline.started); a motion cancelled since does not start.
            flags[i] &= ~START_DUE;
            MotionLifecycle hooks = lifecycle(i);
            if (hooks != null && status[i] != CANCELED) {
                try {
                    hooks.started();
                } catch (Throwable e) {
                    report(i, e);
                }
            }
        }
        if (completedLoops[i] - firedLoops[i] > MAX_LOOP_CALLS) {
            // A step over many loops reports only the last MAX_LOOP_CALLS: bounded work per step.
            firedLoops[i] = completedLoops[i] - MAX_LOOP_CALLS;
        }
        while (firedLoops[i] < completedLoops[i] && status[i] != CANCELED) {
            long n = ++firedLoops[i];
            MotionExtras x = extras[i];
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
                    p.callbackEnd(timing, this, i, "onLoopComplete"); // times the user code alone
                }
                if (failure != null) {
                    report(i, failure);
                }
            }
        }
        if (status[i] == COMPLETED && (flags[i] & COMPLETE_FIRED) == 0) {
            ended(i, true);
        }
    }

    /**
     * The one point where a motion's end is reported: completed (its sequence's hooks, then
     * onComplete) or cancelled before its completion was reported (onCancel). Each end is
     * reported once: {@link #cancel(int)} counts a completion as reported only after this ran
     * for it, so a motion ends with exactly one of the two callbacks. A preserved motion that is
     * played again after completing may complete (and be reported) again.
     *
     * @param i         a dense index
     * @param completed true for completion, false for cancellation
     */
    final void ended(int i, boolean completed) {
        if (completed) {
            flags[i] |= COMPLETE_FIRED | COMPLETE_EVER;
        }
        MotionExtras x = extras[i];
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
                p.callbackEnd(timing, this, i, completed ? "onComplete" : "onCancel"); // the user code alone
            }
            if (failure != null) {
                report(i, failure);
            }
        }
        if (completed && x.lifecycle != null && status[i] != CANCELED) {
            x.lifecycle.completed();
        }
    }

    final void cancelledHook(int i) {
        MotionLifecycle hooks = lifecycle(i);
        if (hooks != null) {
            hooks.cancelled();
        }
    }

    final void report(int i, Throwable e) {
        if (e instanceof VirtualMachineError) {
            throw (VirtualMachineError) e;
        }
        MotionExtras x = extrasOf(i); // the count is kept per motion (its extras made on its first error)
        int count = x.errors == Integer.MAX_VALUE ? x.errors : ++x.errors;
        engine.reportMotionError(this, i, count, (flags[i] & CANCEL_ON_ERROR) != 0, e);
        if ((flags[i] & CANCEL_ON_ERROR) != 0 && status[i] != CANCELED) {
            cancel(i);
        }
    }
}
