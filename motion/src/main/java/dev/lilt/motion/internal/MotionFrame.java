package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.DEFERRED;
import static dev.lilt.motion.internal.MotionColumns.EVENT_QUEUED;
import static dev.lilt.motion.internal.MotionColumns.OWNED;

/**
 * One kind's frame, a part of its {@link MotionStorage}: advance, values, binds, callbacks and
 * removal of the dead, over the storage's other parts.
 */
final class MotionFrame {
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
     * The frame calls down into its siblings (timeline, values, callbacks, table) and never up
     * into the storage; the table tells it when the kind's columns grow, move and clear.
     *
     * Threading: confined to the engine's thread; every entry point is reached through the
     * engine's thread check.
     */

    private final MotionEngine engine;
    private final MotionTable table;
    private final MotionTimeline timeline;
    private final MotionCallbacks callbacks;
    private final MotionValues values;
    private final FusedCursor cursor = new FusedCursor();

    MotionFrame(MotionEngine engine, MotionTable table, MotionTimeline timeline, MotionCallbacks callbacks,
                MotionValues values) {
        this.engine = engine;
        this.table = table;
        this.timeline = timeline;
        this.callbacks = callbacks;
        this.values = values;
    }

    /**
     * Advances every playing motion by {@code dt} seconds (by {@code unscaledDt} those that ignore
     * the time scale), binds, fires callbacks, removes the dead.
     *
     * @param dt         seconds after the time scale, finite and non-negative
     * @param unscaledDt seconds before it, finite and non-negative
     */
    void update(double dt, double unscaledDt) {
        timeline.unscaledDt = unscaledDt;
        sweepPending(); // the motions that died since the last frame: the frame walks live rows only
        MotionTable tb = table;
        tb.enter();
        callbacks.probe = engine.frameProbe(); // read once per frame: null unless a recording wants the frame
        try {
            int n = tb.count;
            ParallelUpdate parallel = engine.parallelUpdate();
            FusedCursor cur = cursor;
            if (tb.ownedCount == n) {
                // Every motion belongs to a sequence, whose clock writes it: nothing to advance,
                // no stale value, no bind due, so the frame skips the passes.
                cur.fastMotions = 0;
            } else if (parallel != null && runsInParallel(n)) {
                parallel.run(this, dt, n);
                finishDeferred(n);
                bindDuePass(n);
            } else if (engine.fusedFrameAllowed() && (2 * cur.fastMotions >= n || engine.fusedFrameForced())) {
                cur.dt = dt;
                cur.next = 0;
                cur.end = n;
                try {
                    fusedFrame(dt, n);
                } finally {
                    cur.next = 0;
                    cur.end = 0;
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
    boolean runsInParallel(int n) {
        return values.computesInParallel() && n >= engine.parallelThreshold(values.parallelThreshold());
    }

    /**
     * The general passes over [0, n): advance every motion, compute every value, call the due
     * binders. Every frame can run this way; kinds whose frame is hot write a fused loop
     * ({@link MotionValues#fusedRun}) that does the same work in one pass.
     */
    void generalFrame(double dt, int n) {
        cursor.fastMotions = timeline.advanceRange(dt, 0, n, false);
        values.computeValues(0, n);
        bindDuePass(n);
    }

    /** Pass 3 of the general and parallel frames: the kind's own loop, or the probe's counting one. */
    private void bindDuePass(int n) {
        FrameProbe p = callbacks.probe;
        if (p == null) {
            values.bindDue(n);
        } else {
            p.bindDue(values, n);
        }
    }

    /**
     * One worker's share of a parallel frame: pass 1 and the values over [from, to). Touches
     * only these indices of the primitive arrays, runs no user code.
     */
    void parallelRange(double dt, int from, int to) {
        timeline.advanceRange(dt, from, to, true);
        values.computeValues(from, to);
    }

    /** After a parallel frame: the deferred motions' advance, in index order, then their values. */
    private void finishDeferred(int n) {
        int[] flags = table.flags;
        for (int i = 0; i < n; i++) {
            int f = flags[i];
            if ((f & DEFERRED) != 0) {
                flags[i] = f & ~DEFERRED;
                timeline.advance(i, false);
                values.computeValues(i, i + 1);
            }
        }
    }

    /**
     * The fused frame over [0, n): the kind's fused loop from motion 0; where it stops, the motion
     * it stopped at takes the general step (or, once user code made the frame catch up, the rest
     * only have their binds left), and the loop resumes after it.
     */
    private void fusedFrame(double dt, int n) {
        FusedCursor cur = cursor;
        cur.fastMotions = 0;
        int i = 0;
        while (i < n) {
            i = values.fusedRun(cur, dt, i, n);
            if (i < 0) {
                cur.next = n; // the general passes advance every motion before any binder: no catch-up
                generalFrame(dt, n);
                return;
            }
            if (i < n) {
                if (cur.next != i) {
                    bindRest(i, n);
                    return;
                }
                cur.next = i + 1;
                generalStep(dt, i);
                i++;
            }
        }
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
            values.computeValues(i, i + 1);
        }
        values.bindIfDue(i);
    }

    /** After a catch-up: the due binders of [from, n), as the general bind pass calls them. */
    private void bindRest(int from, int n) {
        for (int i = from; i < n; i++) {
            values.bindIfDue(i);
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
    void catchUp(int i) {
        FusedCursor cur = cursor;
        int from = cur.next;
        int to = cur.end;
        // Owned motions are not the frame's to advance: a sequence writing its children needs no catch-up.
        if (from < to && (i < 0 || i >= from && i < to && (table.flags[i] & OWNED) == 0)) {
            cur.next = to;
            timeline.advanceRange(cur.dt, from, to, false);
            values.computeValues(from, to);
        }
    }

    /** Reports the ease failures collected in the advance pass. */
    void reportEaseErrors() {
        MotionTimeline tl = timeline;
        for (int q = 0; q < tl.errorCount(); q++) {
            callbacks.report(tl.errorIndex(q), tl.takeError(q));
        }
        tl.clearErrors();
    }

    // ---------------------------------------------------------------- removal

    /**
     * Removes the rows of the dead motions now, unless user code of this storage is running or a
     * sweep is under way: before and after a frame, before the columns grow, and when the engine
     * trims, clears or closes (so removed motions keep no user object alive).
     */
    void sweepPending() {
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
                values.moveValues(l, h);
            }
        }
        table.removeRows(holes, from, to);
        for (int i = table.count; i <= last; i++) {
            values.clearValues(i);
        }
    }

    /**
     * Shrinks the columns to the live motions. Call only outside any frame or callback and with
     * no motion awaiting removal.
     */
    void trim() {
        int c = table.trim();
        if (c > 0) {
            values.resizeValues(c);
        }
    }
}
