package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.BIND_DUE;
import static dev.lilt.motion.internal.MotionColumns.BORN_IN_UPDATE;
import static dev.lilt.motion.internal.MotionColumns.CANCELED;
import static dev.lilt.motion.internal.MotionColumns.CLOCK;
import static dev.lilt.motion.internal.MotionColumns.COMPLETED;
import static dev.lilt.motion.internal.MotionColumns.COMPLETE_FIRED;
import static dev.lilt.motion.internal.MotionColumns.DEFERRED;
import static dev.lilt.motion.internal.MotionColumns.DELAY;
import static dev.lilt.motion.internal.MotionColumns.DURATION;
import static dev.lilt.motion.internal.MotionColumns.EVENT_QUEUED;
import static dev.lilt.motion.internal.MotionColumns.EVERY_LOOP_DELAY;
import static dev.lilt.motion.internal.MotionColumns.FREE;
import static dev.lilt.motion.internal.MotionColumns.IMMEDIATE_BIND;
import static dev.lilt.motion.internal.MotionColumns.NO_LANE;
import static dev.lilt.motion.internal.MotionColumns.OWNED;
import static dev.lilt.motion.internal.MotionColumns.PLAY_END;
import static dev.lilt.motion.internal.MotionColumns.PRESERVE;
import static dev.lilt.motion.internal.MotionColumns.SCHEDULED;
import static dev.lilt.motion.internal.MotionColumns.SKIP_DELAY_VALUES;

import dev.lilt.motion.internal.math.Timing;

/**
 * The rows of one value kind on one engine through a frame: creation, the frame, cancellation and
 * removal. It holds the parts that do the work: the {@link MotionTable} (columns, growth, removal),
 * the {@link MotionTimeline} (the advance pass) and the {@link MotionCallbacks} (user callbacks).
 * {@link MotionStorage} adds what a handle does to one motion; each kind's final subclass adds its
 * value columns and its own loops.
 */
public abstract class MotionFrame {
    /*
     * Design note.
     *
     * One frame (update), top to bottom:
     *   1. advance (timeline): time += dt * speed, progress, status, loop counters; flags mark
     *      what to bind and which motions have events due (queued in the table's events[]).
     *   2. computeValues (the kind): value = lerp(start, end, progress).
     *   3. bindDue (the kind): one binder call per marked motion; exceptions are reported. Each
     *      common kind writes this loop in its own class, so its binder call binds statically.
     *   4. events (callbacks): the started hook, onLoopComplete(n) for the loops finished (at
     *      most MAX_LOOP_CALLS per step), then the end (onComplete).
     *   5. sweep: remove the dead (cancelled, or completed and not preserved), O(1) each; the
     *      motions that died since the last frame are removed before step 1.
     * Steps 1-3 run as three passes (generalFrame, and the parallel frame), or, where the kind
     * has one and the gate allows it, as one fused loop (fusedFrame): the kind's fusedRun takes
     * the common case from the static Lane.advance and computes and binds at once;
     * every other motion takes generalStep. User code that looks up a motion the fused loop has
     * not reached makes it catch up first (catchUpFrame), so both ways give the same frame
     * (FusedFrameProperties). User code runs only in 3 and 4 (and in handle operations). While
     * any of it runs (the table's bracket), nothing moves in the arrays: removal waits for the
     * sweep, so indices held by the loops stay valid, whatever the callbacks do. After a
     * callback, arrays are re-read from the table: creating a motion may have grown them.
     *
     * No part calls back into the storage but the callbacks' report, whose cancelOnError takes
     * the same cancel() a user's call takes. The table tells the storage when to grow, move and
     * clear the kind's value columns (grow/trim return a capacity; removeRows takes the holes the
     * storage moved its own rows with).
     *
     * Guarantees: every motion ends with exactly one of onComplete and onCancel; a throwing
     * binder or callback is reported to the engine's handler and never corrupts the storage
     * (and cancels the motion with cancelOnError). Outside a frame, cancel(), complete() and
     * seek() are O(1) and move no row.
     *
     * Threading: confined to the engine's thread; every entry point is reached through the
     * engine's thread check.
     */

    /** The engine that owns this storage. */
    final MotionEngine engine;
    /** The columns. */
    final MotionTable table;
    /** The table's handles to dense indices. */
    final SlotTable slots;
    final MotionTimeline timeline;
    final MotionCallbacks callbacks;
    /**
     * During a fused frame over [0, fusedEnd): the first motion it has not advanced yet; motions
     * from fusedNext on are advanced by the loop, or all at once by {@link #catchUpFrame(int)}.
     * Outside a fused frame fusedEnd is 0, so no index is in it.
     */
    int fusedNext;
    private int fusedEnd;
    private double fusedDt;
    /** Motions that took the common case in the storage's last serial frame: decides the next one's way. */
    int fastMotions;

    /**
     * Creates a storage with the engine's initial capacity; the kind then sizes its own columns
     * with {@code resizeValues(capacity())} in its constructor.
     *
     * @param engine the owner
     */
    MotionFrame(MotionEngine engine) {
        this.engine = engine;
        this.table = new MotionTable(engine.initialCapacity());
        this.slots = table.slots;
        this.timeline = new MotionTimeline(table);
        this.callbacks = new MotionCallbacks(this, table);
    }

    // ---------------------------------------------------------------- what each kind writes

    /** Resizes the kind's value columns to {@code capacity} motions, at least the count. */
    protected abstract void resizeValues(int capacity);

    /** Copies the kind's data of motion {@code from} to index {@code to} (removal). */
    protected abstract void moveValues(int from, int to);

    /** Drops references the kind holds at freed index {@code i}; a no-op for primitive values. */
    protected void clearValues(int i) {
    }

    /** The value kind's name, for messages, e.g. "float". */
    protected abstract String kind();

    /**
     * The value kind's name, for diagnostics outside the storage.
     *
     * @return e.g. "float"
     */
    public final String kindName() {
        return kind();
    }

    /**
     * Computes the current values of the motions in [from, to) from their progress; a kind may
     * compute every motion in the range (branch-free) or only those whose bind is due.
     */
    protected abstract void computeValues(int from, int to);

    /** Calls the binder of motion {@code i} with its current value. */
    protected abstract void bindValue(int i);

    /**
     * Whether {@link #computeValues(int, int)} may run on disjoint ranges in several threads at
     * once (it writes only its range's values and calls no user code). Kinds that say so get the
     * parallel frame of {@code ManualMotionScheduler.setParallelism}.
     *
     * @return false unless the kind overrides it
     */
    protected boolean computesInParallel() {
        return false;
    }

    /**
     * The fewest motions of this kind for which a parallel frame beats the serial one: a kind's
     * per-motion cost sets where the hand-off pays (see {@link ParallelUpdate}).
     *
     * @return a motion count; {@link ParallelUpdate#LIGHT_THRESHOLD} unless the kind overrides it
     */
    protected int parallelThreshold() {
        return ParallelUpdate.LIGHT_THRESHOLD;
    }

    /**
     * The current value of a scalar motion, widened to double.
     *
     * @param i a live dense index
     * @return the value
     * @throws IllegalStateException for kinds that are not a single number
     */
    public double valueAsDouble(int i) {
        throw new IllegalStateException("a " + kind() + " motion has no single numeric value");
    }

    // ---------------------------------------------------------------- creation and columns

    /** The length of the columns. */
    protected final int capacity() {
        return table.capacity();
    }

    /**
     * Adds a motion's timing and callbacks; the kind then writes its values and calls
     * {@link #start(int)}. Arguments are validated by the builder.
     *
     * @param spec the motion's parameters
     * @return the new motion's dense index
     */
    protected final int addCore(MotionSpec spec) {
        MotionSpec.checkTotalDuration(spec.duration, spec.delay, spec.everyLoopDelay, spec.loops);
        MotionTable tb = table;
        int i = tb.reusableRow(engine.isUpdating());
        if (i >= 0) {
            clearValues(i);
        } else {
            if (tb.count == tb.capacity()) {
                // Rows of motions that died since the last frame are freed before the columns grow.
                sweepPending();
            }
            int grown = tb.grow();
            if (grown > 0) {
                resizeValues(grown);
            }
            i = tb.count++;
        }
        int slot = slots.allocate(i);
        tb.slotOf[i] = slot;
        double[] clock = tb.clock;
        tb.setTime(i, 0);
        clock[i * CLOCK + DURATION] = spec.duration;
        clock[i * CLOCK + DELAY] = spec.delay;
        tb.loops[i] = spec.loops;
        double total = spec.totalDuration();
        tb.totalDuration[i] = total;
        clock[i * CLOCK + PLAY_END] =
                Timing.loop0End(spec.duration, spec.delay, spec.everyLoopDelay, spec.loops, total);
        tb.speed[i] = 1;
        tb.progress[i] = 0;
        tb.completedLoops[i] = 0;
        tb.firedLoops[i] = 0;
        tb.flags[i] = spec.flags | (spec.everyLoopDelay ? EVERY_LOOP_DELAY : 0);
        if (engine.isUpdating()) {
            tb.flags[i] |= BORN_IN_UPDATE;
            tb.bornInUpdate = true;
        }
        tb.status[i] = SCHEDULED;
        tb.lane[i] = NO_LANE;
        tb.loopType[i] = spec.loopType;
        tb.easeId[i] = (byte) spec.easeId;
        tb.extras[i] = MotionExtras.of(spec);
        tb.binder[i] = spec.binder;
        tb.state[i] = spec.state;
        return i;
    }

    /**
     * Finishes creation: writes the start value if asked to.
     *
     * @param i the new motion's dense index
     */
    protected final void start(int i) {
        MotionTable tb = table;
        if ((tb.flags[i] & IMMEDIATE_BIND) != 0 && tb.binder[i] != null) {
            tb.enter();
            try {
                long at = timeline.locate(i, 0);
                if (!(Timing.inDelay(at) && (tb.flags[i] & SKIP_DELAY_VALUES) != 0)) {
                    if (tb.clock[i * CLOCK + DURATION] == 0) {
                        tb.progress[i] = timeline.easedProgress(i, 0, 0);
                    }
                    computeValues(i, i + 1);
                    invokeBinder(i);
                }
                reportEaseErrors();
            } finally {
                // The caller makes the handle from index i next: a motion that its own immediate
                // bind cancelled (cancelOnError) keeps its row and slot, dead, until the next sweep.
                exit();
            }
        }
    }

    /**
     * Restarts a live motion's timing as one loop of {@code newDuration} seconds from time 0 (see
     * {@link MotionTimeline#restart}); for kinds that recompute a motion mid-flight.
     */
    protected final void restart(int i, double newDuration) {
        timeline.restart(i, newDuration);
    }

    /** Enters an operation that may run user code: no row moves until the matching exit. */
    final void enter() {
        table.enter();
    }

    /** Ends an operation outside the frame: the dead it left are released now. */
    final void exit() {
        table.exit();
    }

    /**
     * Removes the rows of the dead motions now, unless user code of this storage is running or a
     * sweep is under way: before and after a frame, before the columns grow, and when the engine
     * trims, clears or closes (so removed motions keep no user object alive).
     */
    final void sweepPending() {
        if (table.sweepDue()) {
            sweep();
        }
    }

    /*
     * The batches of the table's dead list, in the order they were pushed (see
     * MotionTable.deadBatch): the release hooks may run user code (a future's dependents), which
     * may create motions (appended past count) or end others (pushed past end, the next batch);
     * no row moves while they run. Then the kind's rows and the table's move the same way.
     */
    private void sweep() {
        MotionTable tb = table;
        tb.sweeping = true;
        try {
            int start = 0;
            while (start < tb.deadCount) {
                int end = tb.deadCount;
                int holes = tb.deadBatch(start, end);
                for (int k = holes - 1; k >= start; k--) {
                    tb.release(tb.deadSlots[k]);
                }
                removeRows(tb.deadSlots, start, holes);
                start = end;
            }
        } finally {
            tb.sweepDone();
        }
    }

    private void removeRows(int[] holes, int from, int to) {
        int last = table.count - 1;
        for (int k = to - 1, l = last; k >= from; k--, l--) {
            int h = holes[k];
            if (h != l) {
                moveValues(l, h);
            }
        }
        table.removeRows(holes, from, to);
        for (int i = table.count; i <= last; i++) {
            clearValues(i);
        }
    }

    /**
     * Shrinks the columns to the live motions. Call only outside any frame or callback and with
     * no motion awaiting removal.
     */
    final void trim() {
        int c = table.trim();
        if (c > 0) {
            resizeValues(c);
        }
    }

    // ---------------------------------------------------------------- frame

    /**
     * Advances every playing motion by {@code dt} seconds (by {@code unscaledDt} those that ignore
     * the time scale), binds, fires callbacks, removes the dead.
     *
     * @param dt         seconds after the time scale, finite and non-negative
     * @param unscaledDt seconds before it, finite and non-negative
     */
    public final void update(double dt, double unscaledDt) {
        timeline.unscaledDt = unscaledDt;
        sweepPending(); // the motions that died since the last frame: the frame walks live rows only
        MotionTable tb = table;
        tb.enter();
        callbacks.probe = engine.frameProbe(); // read once per frame: null unless a recording wants the frame
        try {
            int n = tb.count;
            ParallelUpdate parallel = engine.parallelUpdate();
            if (tb.ownedCount == n) {
                // Every motion belongs to a sequence, whose clock writes it: nothing to advance,
                // no stale value, no bind due, so the frame skips the passes.
                fastMotions = 0;
            } else if (parallel != null && runsInParallel(n)) {
                parallel.run(this, dt, n);
                finishDeferred(n);
                bindDuePass(n);
            } else if (engine.fusedFrameAllowed() && (2 * fastMotions >= n || engine.fusedFrameForced())) {
                fusedDt = dt;
                fusedNext = 0;
                fusedEnd = n;
                try {
                    fusedFrame(dt, n);
                } finally {
                    fusedNext = 0;
                    fusedEnd = 0;
                }
            } else {
                generalFrame(dt, n);
            }
            reportEaseErrors();
            for (int q = 0; q < tb.eventCount; q++) {
                int i = tb.events[q];
                tb.flags[i] &= ~EVENT_QUEUED;
                callbacks.fireEvents(i);
            }
            tb.eventCount = 0;
        } finally {
            callbacks.probe = null;
            tb.leave();
            sweepPending(); // the frame's dead, in one sorted batch
        }
    }

    /**
     * Whether a frame of {@code n} motions of this kind runs in parallel once the engine has
     * workers: the kind computes in parallel and {@code n} reaches its threshold (or the engine's
     * override of it).
     *
     * @param n the frame's motion count
     * @return true for the parallel frame
     */
    final boolean runsInParallel(int n) {
        return computesInParallel() && n >= engine.parallelThreshold(parallelThreshold());
    }

    /**
     * The general passes over [0, n): advance every motion, compute every value, call the due
     * binders. Every frame can run this way; kinds whose frame is hot override
     * {@link #fusedRun(double, int, int)} to do the same work in one pass.
     */
    final void generalFrame(double dt, int n) {
        fastMotions = timeline.advanceRange(dt, 0, n, false);
        computeValues(0, n);
        bindDuePass(n);
    }

    /** Pass 3 of the general and parallel frames: the kind's own loop, or the probe's counting one. */
    private void bindDuePass(int n) {
        FrameProbe p = callbacks.probe;
        if (p == null) {
            bindDue(n);
        } else {
            p.bindDue(this, n);
        }
    }

    /**
     * One worker's share of a parallel frame: pass 1 and the values over [from, to). Touches
     * only these indices of the primitive arrays, runs no user code.
     */
    final void parallelRange(double dt, int from, int to) {
        timeline.advanceRange(dt, from, to, true);
        computeValues(from, to);
    }

    /** After a parallel frame: the deferred motions' advance, in index order, then their values. */
    private void finishDeferred(int n) {
        int[] flags = table.flags;
        for (int i = 0; i < n; i++) {
            int f = flags[i];
            if ((f & DEFERRED) != 0) {
                flags[i] = f & ~DEFERRED;
                timeline.advance(i, false);
                computeValues(i, i + 1);
            }
        }
    }

    /**
     * The fused frame over [0, n): the kind's {@link #fusedRun} from motion 0; where it stops, the
     * motion it stopped at takes the general step (or, once user code made the frame catch up,
     * the rest only have their binds left), and the loop resumes after it.
     */
    private void fusedFrame(double dt, int n) {
        fastMotions = 0;
        int i = 0;
        while (i < n) {
            i = fusedRun(dt, i, n);
            if (i < n) {
                if (fusedNext != i) {
                    bindRest(i, n);
                    return;
                }
                fusedNext = i + 1;
                generalStep(dt, i);
                i++;
            }
        }
    }

    /**
     * The kind's fused loop from motion {@code start} (at once if a catch-up already advanced
     * it: fusedNext != start): per motion in index order that takes the common case
     * ({@link Lane#advance}), its value and its binder, with fusedNext moved past it
     * before the binder runs. It stops at the first motion off the common case, or after a binder
     * made the frame catch up (fusedNext moved on; tested after the binder, where C2 folds the
     * test away when the binder is inlined) or grew the columns (by creating a motion) so that it
     * is restarted over the new arrays; it adds the motions it ran to {@code fastMotions} and
     * returns where it stopped. The loop holds no call but the binder's: everything else is the
     * frame's. Each kind has its own copy of this short loop, so that its value and binder calls
     * bind statically whichever kinds a program runs. By default: the general passes.
     *
     * @param dt    seconds
     * @param start the first motion to run
     * @param n     the frame's motion count
     * @return where it stopped
     */
    protected int fusedRun(double dt, int start, int n) {
        fusedNext = n; // the general passes advance every motion before any binder: no catch-up
        generalFrame(dt, n);
        return n;
    }

    /**
     * The fused frame's fallback for motion {@code i}: exactly the general passes' work for it
     * (advance, value, due bind), so a motion off the common case gets the same frame.
     */
    private void generalStep(double dt, int i) {
        if ((table.flags[i] & OWNED) == 0) {
            // A sequence's child is neither advanced by the frame nor left with a stale value (its
            // clock seeks it, value and bind at once): only a bind still due is left to do.
            timeline.advanceRange(dt, i, i + 1, false);
            computeValues(i, i + 1);
        }
        bindIfDue(i);
    }

    /** After a catch-up: the due binders of [from, n), as the general bind pass calls them. */
    private void bindRest(int from, int n) {
        for (int i = from; i < n; i++) {
            bindIfDue(i);
        }
    }

    private void bindIfDue(int i) {
        if (takeBindDue(i)) {
            try {
                bindValue(i);
            } catch (Throwable e) {
                bindFailed(i, e);
            }
        }
    }

    /**
     * Called when user code looks up motion {@code i} (or the storage's count) during a fused frame:
     * if the frame has not advanced that motion yet, advances every motion it has not reached (the
     * general pass's advance and values, binding nothing), so user code sees the frame's motions as
     * the general passes show them, all advanced before any binder runs. The fused loop then only
     * binds the rest, in index order.
     *
     * @param i a dense index, or -1 for a question about every motion
     */
    final void catchUpFrame(int i) {
        int from = fusedNext;
        int to = fusedEnd;
        // Owned motions are not the frame's to advance: a sequence writing its children needs no catch-up.
        if (from < to && (i < 0 || i >= from && i < to && (table.flags[i] & OWNED) == 0)) {
            fusedNext = to;
            timeline.advanceRange(fusedDt, from, to, false);
            computeValues(from, to);
        }
    }

    /**
     * Pass 3: calls the binder of every motion in [0, n) whose bind is due. The common kinds
     * write this loop in their own class, so that the {@link #bindValue(int)} call in it is bound
     * to their own class: one shared loop here sees every kind's {@code bindValue} at one call
     * site, which goes megamorphic as soon as a program uses several kinds.
     *
     * @param n the frame's motion count
     */
    protected void bindDue(int n) {
        for (int i = 0; i < n; i++) {
            bindIfDue(i);
        }
    }

    /**
     * Clears motion {@code i}'s bind mark and says whether to call its binder: the bind was due,
     * the motion was not cancelled meanwhile (by an earlier binder), and it has a binder.
     */
    protected final boolean takeBindDue(int i) {
        MotionTable tb = table;
        int f = tb.flags[i];
        if ((f & BIND_DUE) == 0) {
            return false;
        }
        tb.flags[i] = f & ~BIND_DUE;
        return tb.status[i] != CANCELED && tb.binder[i] != null;
    }

    /** Reports a binder's exception (and cancels the motion if it asked for that). */
    protected final void bindFailed(int i, Throwable e) {
        callbacks.report(i, e);
    }

    /**
     * Computes motion {@code i}'s value from its progress and calls its binder (a binder's
     * exception is reported): what a seek does once the progress is known.
     */
    protected void valueAndBind(int i) {
        computeValues(i, i + 1);
        invokeBinder(i);
    }

    final void invokeBinder(int i) {
        if (table.binder[i] == null) {
            return;
        }
        try {
            bindValue(i);
        } catch (Throwable e) {
            callbacks.report(i, e);
        }
    }

    /** Reports the ease failures collected in the advance pass. */
    final void reportEaseErrors() {
        MotionTimeline tl = timeline;
        for (int q = 0; q < tl.errorCount(); q++) {
            callbacks.report(tl.errorIndex(q), tl.takeError(q));
        }
        tl.clearErrors();
    }

    // ---------------------------------------------------------------- ending

    /**
     * Cancels: the motion dies; onCancel fires if it had not finished.
     *
     * @param i a live dense index
     */
    public final void cancel(int i) {
        enter();
        try {
            // Finished means its completion was reported: a motion that reached its end in this
            // frame but is cancelled before its onComplete ran gets onCancel instead, so every
            // motion ends with exactly one of the two.
            boolean finished = table.status[i] == COMPLETED && (table.flags[i] & COMPLETE_FIRED) != 0;
            markCanceled(i);
            MotionExtras x = table.extras[i];
            if (x != null && x.observer != null) {
                x.observer.beforeCancel(finished);
            }
            if (!finished) {
                callbacks.ended(i, false);
            }
            callbacks.cancelledHook(i);
        } finally {
            exit();
        }
    }

    final void markCanceled(int i) {
        MotionTable tb = table;
        byte s = tb.status[i];
        if (s == CANCELED || s == FREE) {
            return;
        }
        if (!(s == COMPLETED && (tb.flags[i] & PRESERVE) == 0)) {
            tb.died(i);
        }
        tb.status[i] = CANCELED;
        tb.seekLane[i] = NO_LANE;
        tb.lane[i] = NO_LANE;
        if ((tb.flags[i] & OWNED) != 0) {
            tb.ownedCount--; // an owned motion is preserved: it dies only here
        }
    }

    /** Cancels every live motion, firing onCancel for unfinished ones. */
    public final void cancelAll() {
        catchUpFrame(-1);
        enter();
        try {
            // Motions that onCancel callbacks create meanwhile (appended past n) survive the clear.
            for (int i = 0, n = table.count; i < n; i++) {
                if (table.isAlive(i)) {
                    cancel(i);
                }
            }
        } finally {
            exit();
        }
    }

    /** Motion {@code i}'s debug name: the one given, or the kind and slot. */
    public final String nameOf(int i) {
        MotionExtras x = table.extras[i];
        String n = x == null ? null : x.debugName;
        return n != null ? n : kind() + " motion #" + table.slotOf[i];
    }


    /** The engine that owns this storage. */
    public final MotionEngine engine() {
        return engine;
    }
}
