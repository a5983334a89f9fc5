package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.ADVANCED;
import static dev.lilt.motion.internal.MotionColumns.BIND_DUE;
import static dev.lilt.motion.internal.MotionColumns.CLOCK;
import static dev.lilt.motion.internal.MotionColumns.COMPLETED;
import static dev.lilt.motion.internal.MotionColumns.COMPLETE_EVER;
import static dev.lilt.motion.internal.MotionColumns.COMPLETE_FIRED;
import static dev.lilt.motion.internal.MotionColumns.DELAY;
import static dev.lilt.motion.internal.MotionColumns.DELAYED;
import static dev.lilt.motion.internal.MotionColumns.DURATION;
import static dev.lilt.motion.internal.MotionColumns.NO_LANE;
import static dev.lilt.motion.internal.MotionColumns.OWNED;
import static dev.lilt.motion.internal.MotionColumns.PLAYING;
import static dev.lilt.motion.internal.MotionColumns.PRESERVE;
import static dev.lilt.motion.internal.MotionColumns.SCHEDULED;
import static dev.lilt.motion.internal.MotionColumns.STARTED;
import static dev.lilt.motion.internal.MotionColumns.START_DUE;

import dev.lilt.motion.internal.math.EaseMath;
import dev.lilt.motion.internal.math.Timing;

/**
 * The motions of one value kind on one engine, as handles see them: lookups, the operations on
 * one motion (seek, complete, rewind) and the reads of its row. The frame, creation and removal
 * are {@link MotionFrame}'s; each kind's final subclass adds its value columns and its own loops.
 */
public abstract class MotionStorage extends MotionFrame {
    /*
     * Design note.
     *
     * Every operation here is one motion's: it brackets itself in the table's enter()/exit() (no
     * row moves while it may run user code), writes the motion's columns through the timeline,
     * computes and binds its value through the kind, and fires the callbacks it crossed through
     * the callbacks part, in that order. Outside a frame, cancel(), complete() and seek() are
     * O(1) and move no row: a motion that dies is released at once and its row removed by the
     * next sweep. The reads are the table's columns, as the handle's methods name them.
     *
     * Threading: confined to the engine's thread; every entry point is reached through the
     * engine's thread check.
     */


    /** Flag: during a skipped delay, write no value (the builder's names for the table's flags). */
    public static final int SKIP_DELAY_VALUES = MotionColumns.SKIP_DELAY_VALUES;
    /** Flag: a throwing binder or callback cancels the motion. */
    public static final int CANCEL_ON_ERROR = MotionColumns.CANCEL_ON_ERROR;
    /** Flag: write the start value at creation. */
    public static final int IMMEDIATE_BIND = MotionColumns.IMMEDIATE_BIND;
    /** Flag: advance by the unscaled delta, ignoring the scheduler's time scale. */
    public static final int IGNORE_TIME_SCALE = MotionColumns.IGNORE_TIME_SCALE;


    /**
     * Creates a storage with the engine's initial capacity; the kind then sizes its own columns
     * with {@code resizeValues(capacity())} in its constructor.
     *
     * @param engine the owner
     */
    protected MotionStorage(MotionEngine engine) {
        super(engine);
    }

    // ---------------------------------------------------------------- handle lookups

    /**
     * The dense index of a live motion, or -1.
     *
     * @param slot    handle slot
     * @param version handle version
     * @return the dense index, or -1 if the handle is dead
     */
    public final int find(int slot, int version) {
        engine.checkThread("a handle call");
        return findOnOwnerThread(slot, version);
    }

    /**
     * {@link #find(int, int)} without the thread check, for the engine's own code already on the
     * owner thread (a sequence's clock binder, once per child per frame).
     */
    final int findOnOwnerThread(int slot, int version) {
        int i = slots.resolve(slot, version);
        if (i < 0) {
            return -1;
        }
        catchUpFrame(i); // before the liveness test: the frame may complete the motion
        return table.isAlive(i) ? i : -1;
    }

    /**
     * The dense index of a live motion the user may control.
     *
     * @param slot      handle slot
     * @param version   handle version
     * @param operation the operation's name, for the message
     * @return the dense index
     * @throws IllegalStateException if the handle is dead or the motion belongs to a sequence
     */
    public final int require(int slot, int version, String operation) {
        int i = find(slot, version);
        if (i < 0) {
            throw new IllegalStateException(operation + ": the motion has ended (the handle is dead)");
        }
        if ((table.flags[i] & OWNED) != 0) {
            throw new IllegalStateException(operation + ": motion '" + nameOf(i)
                    + "' belongs to a sequence; control the sequence's handle instead");
        }
        return i;
    }

    /**
     * Brings motion {@code i}'s progress to its time before a read of its row (an open lane's is
     * not written by the frame: see MotionTable). Cancel, complete and seek overwrite it and need
     * no settle.
     *
     * @param i a live dense index
     */
    public final void settleLane(int i) {
        table.settleLane(i);
    }

    /**
     * Attaches internal lifecycle hooks.
     *
     * @param i   a live dense index
     * @param obs the hooks
     */
    public final void setObserver(int i, MotionObserver obs) {
        table.extrasOf(i).observer = obs;
    }

    /**
     * The internal lifecycle hooks attached to a motion.
     *
     * @param i a live dense index
     * @return the hooks, or null
     */
    public final MotionObserver observer(int i) {
        MotionExtras x = table.extras[i];
        return x == null ? null : x.observer;
    }

    /**
     * Attaches the motion's lifetime hooks (one object per motion).
     *
     * @param i     a live dense index
     * @param hooks the hooks
     */
    public final void setLifecycle(int i, MotionLifecycle hooks) {
        table.extrasOf(i).lifecycle = hooks;
        table.seekLane[i] = NO_LANE; // a seek must now go through the event pass for the started hook
    }

    /**
     * Fires onComplete now if it has never fired in the motion's life; the value stays.
     *
     * @param i a live dense index
     */
    public final void fireCompleteOnce(int i) {
        if ((table.flags[i] & COMPLETE_EVER) != 0) {
            return;
        }
        enter();
        try {
            callbacks.ended(i, true);
            table.seekLane[i] = NO_LANE; // its completion is now on record: the next seek clears it
        } finally {
            exit();
        }
    }

    /**
     * Ends the motion silently: no callback; its handle dies.
     *
     * @param i a live dense index
     */
    public final void discard(int i) {
        enter();
        try {
            markCanceled(i);
            callbacks.cancelledHook(i);
        } finally {
            exit();
        }
    }

    /**
     * Number of live motions.
     *
     * @return live motions, preserved completed ones included
     */
    public final int activeCount() {
        catchUpFrame(-1);
        return table.count - table.deadCount;
    }

    /**
     * Whether user code of this storage is running (a binder or callback): the engine refuses a
     * re-entrant update then.
     *
     * @return true inside an operation
     */
    public final boolean isBusy() {
        return table.isBusy();
    }

    /** Rows removed or reused so far (see {@link MotionTable#removals()}). */
    final long removals() {
        return table.removals();
    }

    /**
     * Ends the engine's update: motions created during it will be advanced from the next one on.
     * Called once per engine update, after every storage's {@link #update(double, double)}.
     */
    public final void endUpdate() {
        table.endUpdate();
    }

    // ---------------------------------------------------------------- single-motion operations

    /**
     * Seeks: sets the time, evaluates and binds at once, fires the callbacks the seek crossed.
     *
     * @param i a live dense index
     * @param t seconds, finite and non-negative
     */
    public final void seek(int i, double t) {
        enter();
        try {
            seekEntered(i, t);
        } finally {
            exit();
        }
    }

    /**
     * Seeks a sequence's children [from, to) in one operation, in order, each to its local time at
     * clock time {@code t}, {@code min(t - position, total)}, also stored in {@code locals[c]}.
     * {@code dense[c]} is child c's dense index here (-1 once it died), valid while
     * {@link #removals()} is unchanged. Called by the sequence's clock binder, on the owner
     * thread; the arguments are those of {@link #seekChildRun}.
     */
    final void seekChildren(int[] dense, double[] spans, double[] locals, double t, int from, int to) {
        enter();
        try {
            for (int c = from; c < to; ) {
                c = seekChildRun(dense, spans, locals, t, c, to);
            }
        } finally {
            exit();
        }
    }

    /**
     * The loop of {@link #seekChildren}, from child {@code start}: a kind whose sequences are hot
     * writes it with the columns in locals and its value and binder inline (as in its fused
     * frame), taking {@link MotionTimeline#seekFast} for each child and {@link #seekChild} for the
     * rest. It returns the next child after user code that may have grown the columns, so that it
     * is restarted over the new arrays; otherwise {@code end}. By default: the same loop with the
     * value and binder through {@link #valueAndBind(int)}.
     *
     * @param dense  each child's dense index, or -1
     * @param spans  each child's start on the clock and total duration, seconds, at [2c] and [2c + 1]
     * @param locals receives each child's local time, seconds
     * @param t      the clock's time, seconds
     * @param start  first child
     * @param end    end child, exclusive
     * @return where it stopped
     */
    protected int seekChildRun(int[] dense, double[] spans, double[] locals, double t, int start, int end) {
        MotionTable tb = table;
        for (int c = start; c < end; c++) {
            double local = SequenceRuntime.localTime(t, spans, c);
            locals[c] = local;
            int i = dense[c];
            if (MotionTimeline.seekFast(i, local, tb.seekLane, tb.clock, tb.progress)) {
                valueAndBind(i);
            } else {
                seekChild(i, local);
            }
        }
        return end;
    }

    /**
     * The general seek of a sequence's child, if it is alive.
     *
     * @param i its dense index, or -1 once it died
     * @param t seconds, finite and non-negative
     */
    protected final void seekChild(int i, double t) {
        if (i >= 0 && table.isAlive(i)) {
            seekEntered(i, t);
        }
    }

    private void seekEntered(int i, double t) {
        MotionTable tb = table;
        tb.setTime(i, t);
        if (tb.staysPlayingInLoop0(i, t)) {
            timeline.seekInLoop0(i, t);
            valueAndBind(i);
            if (timeline.errorCount() > 0) {
                reportEaseErrors();
            }
        } else {
            timeline.advance(i, true);
            settle(i);
        }
        if ((tb.flags[i] & OWNED) != 0) {
            tb.refreshSeekLane(i);
        }
    }

    /**
     * Puts a sequence's child back before its start: time 0, playing, the start value bound, no
     * callback. Unlike {@code seek(i, 0)} it does not complete a zero-length motion, whose time 0
     * is also its end.
     *
     * @param i a live dense index, owned by a sequence
     */
    public final void rewind(int i) {
        MotionTable tb = table;
        enter();
        try {
            tb.setTime(i, 0);
            tb.completedLoops[i] = 0;
            tb.firedLoops[i] = 0;
            tb.status[i] = PLAYING;
            tb.flags[i] = (tb.flags[i] & ~COMPLETE_FIRED) | BIND_DUE;
            tb.progress[i] = timeline.easedProgress(i, 0, 0);
            settle(i);
            tb.refreshSeekLane(i);
        } finally {
            exit();
        }
    }

    /**
     * Jumps to the end, binds the end value, fires the remaining loop callbacks and onComplete.
     *
     * @param i a live, playing dense index with finite loops
     */
    public final void complete(int i) {
        double total = table.totalDuration[i];
        if (table.status[i] == PLAYING && table.extras[i] == null) {
            completePlain(i, total);
        } else {
            seek(i, total);
        }
    }

    /*
     * complete() of a plain playing motion (no extras: no callback, hook, observer or custom
     * ease): the seek to the end without its general branches, equal to it bit for bit
     * (EndBetweenFramesProperties). With no extras its ease is built in. At its total duration
     * Timing.locate reports it done at its loop count, so its progress is the eased end of its
     * last loop: for one loop (k = 0, where every loop type gives ease(1)) that is the built-in
     * ease at 1, whose id the lane holds while it is open (a line the frame keeps warm). When it
     * is not preserved it is dead once marked: no handle reaches it and it has no callback, so
     * fireEvents would only count its loops and mark its completion reported; that is written
     * without reading the loop counters, unless its binder cancelled it. Among many motions each
     * column read is a cache miss, and they overlap only when the reads are issued close
     * together, before the binder call.
     */
    private void completePlain(int i, double total) {
        MotionTable tb = table;
        int f = tb.flags[i];
        int loopCount = tb.loops[i];
        int open = tb.lane[i];
        double end = loopCount == 1
                ? EaseMath.ofBuiltIn(open >= 0 ? Lane.ease(open) : tb.easeId[i], 1)
                : timeline.easedProgress(i, 1, loopCount - 1);
        enter();
        try {
            tb.setTime(i, total);
            tb.completedLoops[i] = loopCount;
            tb.progress[i] = end;
            tb.status[i] = COMPLETED;
            tb.lane[i] = NO_LANE;
            tb.flags[i] = (f & ~(COMPLETE_FIRED | BIND_DUE)) | STARTED;
            boolean preserved = (f & PRESERVE) != 0;
            if (!preserved) {
                tb.died(i);
            }
            valueAndBind(i);
            if (!preserved && tb.status[i] == COMPLETED) {
                tb.firedLoops[i] = loopCount;
                tb.flags[i] = (tb.flags[i] & ~START_DUE) | COMPLETE_FIRED | COMPLETE_EVER;
            } else {
                callbacks.fireEvents(i);
            }
        } finally {
            exit();
        }
    }

    /** Binds motion i if due, then fires its due callbacks, outside the frame's queue. */
    private void settle(int i) {
        if ((table.flags[i] & BIND_DUE) != 0) {
            table.flags[i] &= ~BIND_DUE;
            computeValues(i, i + 1);
            invokeBinder(i);
        }
        reportEaseErrors();
        callbacks.fireEvents(i);
    }

    // ---------------------------------------------------------------- row reads and writes for handles

    /** The slot of the motion at dense index {@code i}. */
    public final int slotOf(int i) {
        return table.slotOf[i];
    }

    /** The version of {@code slot}, for making a handle. */
    public final int version(int slot) {
        return slots.version(slot);
    }

    /** Whether motion {@code i} has not finished: scheduled, delayed or playing. */
    public final boolean isPlaying(int i) {
        byte s = table.status[i];
        return s == SCHEDULED || s == DELAYED || s == PLAYING;
    }

    /** Whether an update has advanced motion {@code i}. */
    public final boolean wasAdvanced(int i) {
        return (table.flags[i] & ADVANCED) != 0;
    }

    /** Whether motion {@code i} belongs to a sequence. */
    public final boolean isOwned(int i) {
        return (table.flags[i] & OWNED) != 0;
    }

    /**
     * Hands the motion to a sequence: preserved, no longer advanced by the scheduler, and no
     * longer controllable through its handle.
     *
     * @param i a live dense index
     */
    public final void own(int i) {
        table.own(i);
    }

    /**
     * Gives a motion back after a failed hand-over: advanced by the scheduler again.
     *
     * @param i         a live dense index
     * @param preserved whether it was preserved before
     */
    public final void disown(int i, boolean preserved) {
        table.disown(i, preserved);
    }

    /** Whether motion {@code i} is kept after it completes. */
    public final boolean isPreserved(int i) {
        return (table.flags[i] & PRESERVE) != 0;
    }

    /** Keeps motion {@code i} after it completes. */
    public final void preserve(int i) {
        table.flags[i] |= PRESERVE;
    }

    /** Motion {@code i}'s elapsed time, seconds, delay and loops included. */
    public final double time(int i) {
        return table.time(i);
    }

    /** One loop's duration of motion {@code i}, seconds; NaN while {@link #durationPending(int)}. */
    public final double duration(int i) {
        return durationPending(i) ? Double.NaN : table.clock[i * CLOCK + DURATION];
    }

    /**
     * Whether motion {@code i}'s duration is known only once it starts (a speed-based motion from
     * the current value of a property, not read yet).
     *
     * @param i a live dense index
     * @return false unless the kind says so
     */
    public boolean durationPending(int i) {
        return false;
    }

    /** Motion {@code i}'s delay, seconds. */
    public final double delay(int i) {
        return table.clock[i * CLOCK + DELAY];
    }

    /** Motion {@code i}'s total duration, seconds, infinite for endless loops; NaN while its duration is pending. */
    public final double totalDuration(int i) {
        return durationPending(i) ? Double.NaN : table.totalDuration[i];
    }

    /** Motion {@code i}'s loop count, -1 for endless. */
    public final int loops(int i) {
        return table.loops[i];
    }

    /** Loops motion {@code i} completed so far (fewer after a seek back), saturated at Integer.MAX_VALUE. */
    public final int completedLoops(int i) {
        return (int) Math.min(table.completedLoops[i], Integer.MAX_VALUE);
    }

    /** Motion {@code i}'s playback speed factor. */
    public final double speed(int i) {
        return table.speed[i];
    }

    /**
     * Sets the playback speed.
     *
     * @param i     a live dense index
     * @param value the speed factor, finite
     */
    public final void setSpeed(int i, double value) {
        table.settleLane(i);
        table.speed[i] = value;
        table.refreshLane(i);
    }

    /**
     * Motion {@code i}'s eased, loop-adjusted progress of the last evaluation: what its value is
     * interpolated with, outside [0, 1] for overshooting eases and incremental loops.
     */
    public final double easedProgress(int i) {
        table.settleLane(i);
        return table.progress[i];
    }

    /** Motion {@code i}'s linear progress in its current loop, in [0, 1]: 0 in a delay, 1 once completed. */
    public final double rawProgress(int i) {
        return table.rawProgress(i);
    }

    /** Motion {@code i}'s lifetime hooks, or null. */
    public final MotionLifecycle lifecycle(int i) {
        return table.lifecycle(i);
    }

    /**
     * Whether a handle's motion is known to have ended, its end reported; safe from any thread
     * (see {@link SlotTable#hasEnded}).
     *
     * @param slot    handle slot
     * @param version handle version
     * @return true once the end has been reported; false may be stale
     */
    public final boolean hasEnded(int slot, int version) {
        return slots.hasEnded(slot, version);
    }

}
