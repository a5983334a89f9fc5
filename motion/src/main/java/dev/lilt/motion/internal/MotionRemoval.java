package dev.lilt.motion.internal;

import java.util.Arrays;

/**
 * The removal of dead motions from a storage's columns, and the bracket around every operation
 * that may run user code, during which nothing may move: the frame and the handle operations live
 * in {@link MotionStorage}.
 */
public abstract class MotionRemoval extends MotionCallbacks {
    /*
     * Design note.
     *
     * A motion dies when it is cancelled or completes without PRESERVE (died() pushes its slot on
     * deadSlots, once). Operations that may run user code are bracketed by enter()/exit(): while
     * depth > 0 no row moves, so the indices the frame's loops and a callback's caller hold stay
     * valid. Rows move only in sweep(), which runs when nothing is entered: before and after a
     * storage's frame, when a full storage must grow, and when the engine trims, clears or closes.
     * Between frames a death only releases (releaseDead) and its row waits; a creation between
     * frames may take that row (reusableRow). Removal copies column by column
     * (MotionColumns.removeRows).
     *
     * Threading: confined to the engine's thread, like the storage.
     */

    private int depth;
    private boolean sweeping;
    /** Deaths in deadSlots[0, releasedCount) whose release hooks have run (see releaseDead). */
    private int releasedCount;

    /**
     * Creates the storage's columns.
     *
     * @param engine the owner
     */
    protected MotionRemoval(MotionEngine engine) {
        super(engine);
    }

    /*
     * A creation outside any frame and any user code takes the row of the motion that died last
     * outside a frame, if its row still waits for the sweep: the row is cleared as the sweep
     * would leave it, the dead motion's slot freed (its handles stay dead), and the new motion
     * written there. The common pattern of a game, ending a motion and starting another, then
     * moves no row at all, neither at the call nor in the next frame's sweep
     * (HandleOpsBenchmark.cancel). Inside an update new motions are appended instead, past the
     * frame's count.
     */
    final int reusableRow() {
        if (deadCount == 0 || releasedCount != deadCount || depth > 0 || sweeping || engine.isUpdating()) {
            return -1;
        }
        int slot = deadSlots[deadCount - 1];
        int i = slots.denseIndex(slot);
        if (i < 0 || !isDead(i)) {
            return -1;
        }
        deadCount--;
        releasedCount--;
        slots.free(slot);
        clearRows(i, i + 1);
        return i;
    }

    /** Enters user code or an operation that may run it: nothing moves in the arrays until the matching exit. */
    final void enter() {
        depth++;
    }

    /** Ends an operation outside the frame: the dead it left are released now, removed by the next sweep. */
    final void exit() {
        if (leave() && releasedCount < deadCount && !sweeping) {
            releaseDead();
        }
    }

    /** Leaves one level of user code; returns true when none is left running. */
    final boolean leave() {
        if (--depth > 0) {
            return false;
        }
        // Every queued motion was settled by its own operation, or by the frame's event pass: drop the queue.
        for (int q = 0; q < eventCount; q++) {
            flags[events[q]] &= ~EVENT_QUEUED;
        }
        eventCount = 0;
        return true;
    }

    /**
     * Removes the rows of the dead motions now, unless user code of this storage is running or a
     * sweep is under way: before and after a frame, before the columns grow, and when the engine
     * trims, clears or closes (so removed motions keep no user object alive).
     */
    final void sweepPending() {
        if (deadCount > 0 && depth == 0 && !sweeping) {
            sweep();
        }
    }

    /*
     * A motion that dies outside this storage's frame (cancel(), complete(), a sequence
     * discarding its child) keeps its row until the next sweep, dead by its status: handles to it
     * fail at once (find() tests the status), activeCount() counts it out (deadCount), and no
     * frame advances or binds it (the sweep before each frame removes it). What its removal tells
     * other code runs at once, as when the row was removed at once: a sequence's children are
     * discarded, a target tag is unregistered (the release hooks, nulled as they run, so the
     * sweep does not run them again). The row and its slot stay: its slot still resolves it for
     * the sweep, and no handle can reach it. So ending a motion costs its lookup, a status write
     * and a push, not the copy of the last row's ~20 columns over it, cache misses among many
     * motions (HandleOpsBenchmark.cancelOnly); the frame after pays the removals in one sorted
     * batch (docs/BENCHMARKS.md).
     */
    private void releaseDead() {
        while (releasedCount < deadCount) {
            int i = slots.denseIndex(deadSlots[releasedCount++]);
            if (i >= 0 && isDead(i)) {
                release(i);
            }
        }
    }

    /**
     * Whether user code of this storage is running (a binder or callback): the engine refuses a
     * re-entrant update then.
     *
     * @return true inside an operation
     */
    public final boolean isBusy() {
        return depth > 0;
    }

    /*
     * Removal is O(1) per dead motion (plus a sort of the frame's dead): every motion that dies
     * (cancelled, or completed and not preserved) pushes its slot on deadSlots once. The sweep
     * takes the pushed slots as a batch, resolves each to the motion's dense index, and removes
     * them from the highest index down. A removal moves only the last motion into the hole, and
     * every dead motion above the hole is already gone, so the lower indices of the batch stay
     * valid; and the layout after the sweep depends only on which motions died, not on the order
     * they died in. That order differs between the fused and the general frame (a motion completes
     * in the advance, another is cancelled by a binder), and the layout decides the next frames'
     * bind order, so the two frames must not leave different layouts. A removal can release a
     * sequence's children, which may live here too and die during the sweep (an observer's
     * released()): they are pushed after the batch and form the next one; nested exits do not
     * start a second sweep. Deaths outside a frame wait here for the sweep before the next frame
     * (see releaseDead), so the sweep's sort and batch also decide their layout.
     */
    private void sweep() {
        sweeping = true;
        try {
            int start = 0;
            while (start < deadCount) {
                int end = deadCount;
                for (int k = start; k < end; k++) {
                    deadSlots[k] = slots.denseIndex(deadSlots[k]);
                }
                Arrays.sort(deadSlots, start, end);
                int holes = start;
                int previous = -1;
                for (int k = start; k < end; k++) {
                    int i = deadSlots[k];
                    if (i >= 0 && i != previous && isDead(i)) {
                        deadSlots[holes++] = i;
                    }
                    previous = i;
                }
                // The hooks may run user code (a future's dependents), which may create motions
                // (appended past count) or end others (pushed past end, the next batch); no row moves.
                for (int k = holes - 1; k >= start; k--) {
                    release(deadSlots[k]);
                }
                removeRows(deadSlots, start, holes);
                start = end;
            }
        } finally {
            deadCount = 0;
            releasedCount = 0;
            sweeping = false;
        }
    }

    /** Runs motion i's release hooks once: a sequence discards its children, a target tag is dropped. */
    private void release(int i) {
        slots.markEnded(slotOf[i]); // its end is reported: other threads may now see it ended
        MotionExtras x = extras[i];
        if (x != null && x.observer != null) {
            MotionObserver obs = x.observer;
            x.observer = null;
            obs.released();
        }
        if (x != null && x.lifecycle != null) {
            MotionLifecycle hooks = x.lifecycle;
            x.lifecycle = null;
            hooks.released();
        }
    }
}
