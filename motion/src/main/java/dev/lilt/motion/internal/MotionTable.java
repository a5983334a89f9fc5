package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.ADVANCED;
import static dev.lilt.motion.internal.MotionColumns.BIND_DUE;
import static dev.lilt.motion.internal.MotionColumns.BORN_IN_UPDATE;
import static dev.lilt.motion.internal.MotionColumns.CANCELED;
import static dev.lilt.motion.internal.MotionColumns.CLOCK;
import static dev.lilt.motion.internal.MotionColumns.COMPLETED;
import static dev.lilt.motion.internal.MotionColumns.COMPLETE_FIRED;
import static dev.lilt.motion.internal.MotionColumns.DELAY;
import static dev.lilt.motion.internal.MotionColumns.DELAYED;
import static dev.lilt.motion.internal.MotionColumns.DURATION;
import static dev.lilt.motion.internal.MotionColumns.EVENT_QUEUED;
import static dev.lilt.motion.internal.MotionColumns.EVERY_LOOP_DELAY;
import static dev.lilt.motion.internal.MotionColumns.FREE;
import static dev.lilt.motion.internal.MotionColumns.IGNORE_TIME_SCALE;
import static dev.lilt.motion.internal.MotionColumns.NO_LANE;
import static dev.lilt.motion.internal.MotionColumns.OWNED;
import static dev.lilt.motion.internal.MotionColumns.PLAYING;
import static dev.lilt.motion.internal.MotionColumns.PLAY_END;
import static dev.lilt.motion.internal.MotionColumns.PRESERVE;
import static dev.lilt.motion.internal.MotionColumns.SCALED;
import static dev.lilt.motion.internal.MotionColumns.SCHEDULED;
import static dev.lilt.motion.internal.MotionColumns.STARTED;
import static dev.lilt.motion.internal.MotionColumns.TIME;

import dev.lilt.motion.internal.math.EaseMath;
import dev.lilt.motion.internal.math.Timing;
import java.util.Arrays;

/**
 * The per-motion columns of one storage and the rules that keep them whole: allocation and
 * growth, the dead list and the removal of dead rows, the bracket around user code during which
 * no row moves, and the cached lanes. It runs no kind's code: a kind's storage holds one table,
 * grows and moves its own value columns when the table says so, and reads and writes the columns
 * here directly in its loops.
 */
final class MotionTable {
    /*
     * Invariants (every method keeps them; read them before changing one).
     *
     * Layout: struct of arrays, dense and packed. Motion i's fields are clock[i * CLOCK + TIME],
     * clock[i * CLOCK + DURATION], ..., status[i], flags[i], ... for i in [0, count). The slot
     * table maps handles (slot, version) to dense indices; slotOf[i] is the inverse.
     *
     * Hot and cold: the arrays here are what a frame reads for every motion (time, timing,
     * status, flags, progress, the binder and its state). What few motions have and no frame
     * reads on its fast path (callbacks, a custom ease, the debug name, a sequence's observer)
     * lives in one MotionExtras object per motion, null for a plain motion: a typed record, not a
     * column per feature, so adding a per-motion feature touches one class and costs nothing to
     * motions without it.
     *
     * Columns: every column appears in exactly three lists below: allocate/grow/trim
     * (resizeColumns), move (removeRows) and clear (clearRows). A new column is added to those
     * three methods and nowhere else. A kind's own value columns are its storage's: the table's
     * grow() and trim() return the new capacity for it, and the storage moves its rows with the
     * same holes it hands to removeRows.
     *
     * Lanes: lane[i] is the fused frame's whole test of a motion's state: its ease id when it may
     * take the common case (playing, advanced at least once, not a sequence's child, not born in
     * this update, not ignoring the time scale (the lane takes the scaled delta), a built-in
     * ease, speed > 0, time inside loop 0's play window [delay, playEnd)), plus SCALED when its
     * speed is not 1; NO_LANE otherwise. It is a cache of those fields, so its rule is strict:
     * every write to a motion's status, ownership, speed or time ends with refreshLane(i) (or
     * clears the lane), and the advance pass refreshes it for every motion it takes the slow way.
     * seekLane[i] is the same for a sequence's child's seek (refreshSeekLane). One byte read
     * instead of status, flags, ease id and speed: fewer streams for the frame to read.
     *
     * Time: a motion's time is its own sum, clock[i * CLOCK + TIME], written by every pass that
     * advances it as time + dt * speed (a seek writes it outright). It is never derived from a
     * clock shared by the table, whose resolution would fall as the table aged: the same seek and
     * deltas give the same bits on a fresh table and on one that has run for days. An open
     * lane's common case reads the clock record, the lane, the kind's values, the binder and its
     * state, and writes the time (into the record it read) and the bound value. It does not write
     * progress[i]: for an open lane that column may be behind the time, and settleLane(i)
     * recomputes it from the time. Every reader of it outside the frame's loops settles first (a
     * handle's reads, the storage's accessors, a sequence taking the motion), and a lane closes
     * only with the progress fresh. Values stay pure functions of time: the frame computes the
     * time first, then the fraction (t - delay) / duration as a seek to that time does, so both
     * give the same bits.
     *
     * Death and removal: a motion dies when it is cancelled or completes without PRESERVE; died()
     * pushes its slot on deadSlots, once. While depth > 0 (enter() .. exit(): an operation that
     * may run user code) no row moves, so the indices the frame's loops and a callback's caller
     * hold stay valid. Rows move only in a sweep (the storage's, over deadBatch and removeRows),
     * run when nothing is entered: before and after a frame, when a full storage must grow, and
     * when the engine trims, clears or closes. Between frames a death only releases (releaseDead)
     * and its row waits; a creation between frames may take that row (reusableRow). Every
     * removal or reuse of a row counts in removals, so a dense index kept outside (a sequence's
     * child's) is valid while that count is unchanged.
     *
     * Memory: columns double when full and shrink only on trim(), to the live count (or the
     * initial capacity): a burst's memory comes back when the user asks for it.
     *
     * Threading: confined to the engine's thread, like the storage that holds it; the slot
     * table's ended marks are the one thing other threads read.
     */

    /** Handles to dense indices. */
    final SlotTable slots;
    private final int initialCapacity;

    /** Number of motions, live or awaiting removal. */
    int count;

    int[] slotOf;
    /**
     * The timing a frame reads for every motion, interleaved: motion i's time (see Time in the invariants),
     * delay, playEnd (the end, exclusive, of loop 0's play window [delay, playEnd): the fast
     * path's bound) and duration at [i * CLOCK + TIME ... DURATION]. One stream of 32 bytes per
     * motion instead of four arrays, whose equal lengths put element i of each in the same cache
     * set; the frame writes the time back into the line it read.
     */
    double[] clock;
    /** Playback speed factors. */
    double[] speed;
    double[] totalDuration;
    /** Eased progress of the last locate, per motion; the kinds interpolate with it. */
    double[] progress;
    int[] loops;
    /** Loops completed, as located; endless motions saturate at Timing.MAX_LOOPS. */
    long[] completedLoops;
    /** Loops whose onLoopComplete has been called (or skipped over, see MotionCallbacks.fireEvents). */
    long[] firedLoops;
    int[] flags;
    byte[] status;
    byte[] loopType;
    /** Ease ids (EaseMath), all below 32: one byte each. */
    byte[] easeId;
    /** The fused frame's test of each motion: its ease id if it may take the common case, else NO_LANE. */
    byte[] lane;
    /**
     * A sequence's child's test for the seek's fast path, like {@link #lane} for the frame's: its
     * ease id while a seek inside loop 0's play window needs only the progress, the value and the
     * binder, NO_LANE otherwise (see {@link #refreshSeekLane}).
     */
    byte[] seekLane;
    /** Binder objects, cast by each kind to its binder type. */
    Object[] binder;
    /** State objects passed to binders. */
    Object[] state;
    /** The rarely used per-motion references, null for a motion that has none. */
    MotionExtras[] extras;

    /** Frame buffer sized with the columns: a frame queues each motion once (a callback's seek may queue it again). */
    int[] events;
    /** Motions in events: queued for the event pass. */
    int eventCount;
    /** Slots of the dead motions awaiting removal, sized with the columns (a motion dies once). */
    int[] deadSlots;
    /** Motions in deadSlots: dead, awaiting removal. */
    int deadCount;
    /** Live motions that belong to a sequence (own(), until disowned or cancelled). */
    int ownedCount;
    /** Row removals and reuses so far (see {@link #removals()}). */
    long removals;
    /** Whether motions were created during the engine's current update. */
    boolean bornInUpdate;

    private int depth;
    /** Whether a sweep is under way: nested exits do not start another. */
    boolean sweeping;
    /** Deaths in deadSlots[0, releasedCount) whose release hooks have run (see releaseDead). */
    private int releasedCount;

    /**
     * Creates the columns.
     *
     * @param initialCapacity the engine's initial capacity: the columns' first length, and the
     *                        least that {@link #trim()} shrinks them to
     */
    MotionTable(int initialCapacity) {
        this.initialCapacity = initialCapacity;
        int c = Math.max(1, initialCapacity);
        this.slots = new SlotTable(c);
        resizeColumns(c);
    }

    /**
     * The length of the columns.
     *
     * @return the capacity
     */
    int capacity() {
        return slotOf.length;
    }

    private void resizeColumns(int c) {
        slotOf = Resize.to(slotOf, c);
        clock = Resize.to(clock, c * CLOCK);
        speed = Resize.to(speed, c);
        totalDuration = Resize.to(totalDuration, c);
        progress = Resize.to(progress, c);
        loops = Resize.to(loops, c);
        completedLoops = Resize.to(completedLoops, c);
        firedLoops = Resize.to(firedLoops, c);
        flags = Resize.to(flags, c);
        status = Resize.to(status, c);
        loopType = Resize.to(loopType, c);
        easeId = Resize.to(easeId, c);
        lane = Resize.to(lane, c);
        binder = Resize.to(binder, c);
        state = Resize.to(state, c);
        extras = extras == null ? new MotionExtras[c] : Arrays.copyOf(extras, c);
        seekLane = Resize.to(seekLane, c);
        events = Resize.to(events, Math.max(c, eventCount)); // a resize mid-frame keeps what is queued
        deadSlots = Resize.to(deadSlots, c);
    }

    /**
     * Makes room for one more motion: doubles the columns when they are full.
     *
     * @return the new capacity, for the kind's own columns, or -1 when there was room
     */
    int grow() {
        if (count < slotOf.length) {
            return -1;
        }
        int c = slotOf.length * 2;
        resizeColumns(c);
        return c;
    }

    /**
     * Shrinks the columns and the slot table to the live motions (at least the initial
     * capacity). Call only outside any frame or callback and with no motion awaiting removal.
     *
     * @return the new capacity, for the kind's own columns, or -1 when the columns kept theirs
     */
    int trim() {
        int c = Math.max(Math.max(1, count), initialCapacity);
        int resized = -1;
        if (c < slotOf.length) {
            resizeColumns(c);
            resized = c;
        }
        slots.trim(c);
        return resized;
    }

    /**
     * Removes a sweep's batch of dead rows from the table's columns: {@code holes[from, to)},
     * distinct dense indices in ascending order. From the highest hole down, each is filled with
     * the last row at its turn (or dropped, if it is the last), as one swap-remove after another
     * would do; their slots are freed, the moved rows' slots re-pointed, the rows left past the
     * new count cleared. The j-th hole from the top takes row {@code count - 1 - j}: the caller
     * moves its own columns the same way, before this call.
     *
     * @param holes the dead rows, ascending
     * @param from  first entry of the batch
     * @param to    end entry, exclusive
     */
    void removeRows(int[] holes, int from, int to) {
        /*
         * Column by column, not row by row: the holes are scattered, so among many motions each
         * column's entry at a hole is a cache miss. Row by row, G1's post-write barrier on the
         * first reference column (a StoreLoad fence after a store to a clean card) waits for every
         * store miss of the row before the next row starts; a column at a time, the primitive
         * columns' misses overlap, and the reference columns are first only read at the holes
         * (loads with no fence between them, so their misses overlap too) before the stores,
         * which then hit the cache. The j-th hole from the top takes row last - j, which is
         * alive: every hole above it is already filled or dropped.
         */
        int last = count - 1;
        for (int k = from; k < to; k++) {
            slots.free(slotOf[holes[k]]);
        }
        Compaction.move(slotOf, holes, from, to, last);
        for (int k = to - 1, l = last; k >= from; k--, l--) {
            int h = holes[k];
            if (h != l) {
                slots.move(slotOf[h], h);
            }
        }
        Compaction.moveClock(clock, holes, from, to, last);
        Compaction.move(speed, holes, from, to, last);
        Compaction.move(totalDuration, holes, from, to, last);
        Compaction.move(progress, holes, from, to, last);
        Compaction.move(loops, holes, from, to, last);
        Compaction.move(completedLoops, holes, from, to, last);
        Compaction.move(firedLoops, holes, from, to, last);
        Compaction.move(flags, holes, from, to, last);
        Compaction.move(status, holes, from, to, last);
        Compaction.move(loopType, holes, from, to, last);
        Compaction.move(easeId, holes, from, to, last);
        Compaction.move(lane, holes, from, to, last);
        Compaction.move(binder, holes, from, to, last);
        Compaction.move(state, holes, from, to, last);
        Compaction.move(extras, holes, from, to, last);
        Compaction.move(seekLane, holes, from, to, last);
        count -= to - from;
        clearRows(count, last + 1);
    }

    /** Drops the references of freed rows [from, to), so removed motions keep no user object alive. */
    private void clearRows(int from, int to) {
        Arrays.fill(status, from, to, FREE);
        Arrays.fill(lane, from, to, NO_LANE);
        Arrays.fill(binder, from, to, null);
        Arrays.fill(state, from, to, null);
        Arrays.fill(extras, from, to, null);
        Arrays.fill(seekLane, from, to, NO_LANE);
        removals++; // rows moved or about to be reused: dense indices kept outside are stale
    }

    // ---------------------------------------------------------------- death, release and the bracket

    /** Marks motion i dead: it is removed by the next sweep. */
    void died(int i) {
        if (deadCount == deadSlots.length) {
            // Only while a sweep runs: motions created and killed by its release hooks.
            deadSlots = Arrays.copyOf(deadSlots, deadCount + (deadCount >> 1) + 16);
        }
        deadSlots[deadCount++] = slotOf[i];
    }

    boolean isDead(int i) {
        byte s = status[i];
        return s == CANCELED || (s == COMPLETED && (flags[i] & PRESERVE) == 0);
    }

    boolean isAlive(int i) {
        byte s = status[i];
        return s == SCHEDULED || s == DELAYED || s == PLAYING || (s == COMPLETED && (flags[i] & PRESERVE) != 0);
    }

    /*
     * A creation outside any frame and any user code takes the row of the motion that died last
     * outside a frame, if its row still waits for the sweep: the row is cleared as the sweep
     * would leave it, the dead motion's slot freed (its handles stay dead), and the new motion
     * written there. The common pattern of a game, ending a motion and starting another, then
     * moves no row at all, neither at the call nor in the next frame's sweep. Inside an update
     * new motions are appended instead, past the frame's count.
     */
    int reusableRow(boolean updating) {
        if (deadCount == 0 || releasedCount != deadCount || depth > 0 || sweeping || updating) {
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

    /**
     * Writes a new motion's row: its slot, the spec's timing, flags and references, time 0,
     * scheduled. Every column the kind does not own is written here, so a reused row keeps
     * nothing of the motion before it.
     *
     * @param i        the row
     * @param slot     its slot
     * @param spec     the motion's parameters
     * @param updating whether an update is running: the motion is advanced from the next one on
     */
    void writeRow(int i, int slot, MotionSpec spec, boolean updating) {
        slotOf[i] = slot;
        setTime(i, 0);
        clock[i * CLOCK + DURATION] = spec.duration;
        clock[i * CLOCK + DELAY] = spec.delay;
        loops[i] = spec.loops;
        double total = spec.totalDuration();
        totalDuration[i] = total;
        clock[i * CLOCK + PLAY_END] =
                Timing.loop0End(spec.duration, spec.delay, spec.everyLoopDelay, spec.loops, total);
        speed[i] = 1;
        progress[i] = 0;
        completedLoops[i] = 0;
        firedLoops[i] = 0;
        flags[i] = spec.flags | (spec.everyLoopDelay ? EVERY_LOOP_DELAY : 0);
        if (updating) {
            flags[i] |= BORN_IN_UPDATE;
            bornInUpdate = true;
        }
        status[i] = SCHEDULED;
        lane[i] = NO_LANE;
        loopType[i] = spec.loopType;
        easeId[i] = (byte) spec.easeId;
        extras[i] = MotionExtras.of(spec);
        binder[i] = spec.binder;
        state[i] = spec.state;
    }

    /**
     * Marks motion {@code i} cancelled: dead (unless it had already died completing), its lanes
     * closed, and no longer counted as a sequence's; a no-op for a motion already cancelled or
     * freed. The callbacks are the storage's to fire.
     *
     * @param i a dense index
     */
    void markCanceled(int i) {
        byte s = status[i];
        if (s == CANCELED || s == FREE) {
            return;
        }
        if (!(s == COMPLETED && (flags[i] & PRESERVE) == 0)) {
            died(i);
        }
        status[i] = CANCELED;
        seekLane[i] = NO_LANE;
        lane[i] = NO_LANE;
        if ((flags[i] & OWNED) != 0) {
            ownedCount--; // an owned motion is preserved: it dies only here
        }
    }

    /** Enters user code or an operation that may run it: nothing moves in the arrays until the matching exit. */
    void enter() {
        depth++;
    }

    /** Ends an operation outside the frame: the dead it left are released now, removed by the next sweep. */
    void exit() {
        if (leave() && releasedCount < deadCount && !sweeping) {
            releaseDead();
        }
    }

    /** Leaves one level of user code; returns true when none is left running. */
    boolean leave() {
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

    /** Whether user code of this table's storage is running: no row may move then. */
    boolean isBusy() {
        return depth > 0;
    }

    /** Whether a sweep may run now: motions await removal and nothing is entered or sweeping. */
    boolean sweepDue() {
        return deadCount > 0 && depth == 0 && !sweeping;
    }

    /*
     * A motion that dies outside its storage's frame (cancel(), complete(), a sequence
     * discarding its child) keeps its row until the next sweep, dead by its status: handles to it
     * fail at once (find() tests the status), activeCount() counts it out (deadCount), and no
     * frame advances or binds it (the sweep before each frame removes it). What its removal tells
     * other code runs at once, as when the row was removed at once: a sequence's children are
     * discarded, a target tag is unregistered (the release hooks, nulled as they run, so the
     * sweep does not run them again). The row and its slot stay: its slot still resolves it for
     * the sweep, and no handle can reach it. So ending a motion costs its lookup, a status write
     * and a push, not the copy of the last row's columns over it; the frame after pays the
     * removals in one sorted batch.
     */
    private void releaseDead() {
        while (releasedCount < deadCount) {
            int i = slots.denseIndex(deadSlots[releasedCount++]);
            if (i >= 0 && isDead(i)) {
                release(i);
            }
        }
    }

    /*
     * The sweep's batch: removal is O(1) per dead motion (plus a sort of the batch). The pushed
     * slots [start, end) are resolved to dense indices, sorted and cleared of duplicates and of
     * motions no longer dead; the storage then releases them and removes them from the highest
     * index down. A removal moves only the last motion into the hole, and every dead motion above
     * the hole is already gone, so the lower indices of the batch stay valid; and the layout
     * after the sweep depends only on which motions died, not on the order they died in. That
     * order differs between the fused and the general frame (a motion completes in the advance,
     * another is cancelled by a binder), and the layout decides the next frames' bind order, so
     * the two frames must not leave different layouts. A release can end a sequence's children,
     * which may live here too: they are pushed after the batch and form the next one.
     */
    int deadBatch(int start, int end) {
        int[] dead = deadSlots;
        for (int k = start; k < end; k++) {
            dead[k] = slots.denseIndex(dead[k]);
        }
        Arrays.sort(dead, start, end);
        int holes = start;
        int previous = -1;
        for (int k = start; k < end; k++) {
            int i = dead[k];
            if (i >= 0 && i != previous && isDead(i)) {
                dead[holes++] = i;
            }
            previous = i;
        }
        return holes;
    }

    /** Ends a sweep: every pushed death was removed. */
    void sweepDone() {
        deadCount = 0;
        releasedCount = 0;
        sweeping = false;
    }

    /** Runs motion i's release hooks once: a sequence discards its children, a target tag is dropped. */
    void release(int i) {
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

    /** Queues motion i for the event pass, once per pass. */
    void queueEvent(int i) {
        if ((flags[i] & EVENT_QUEUED) == 0) {
            flags[i] |= EVENT_QUEUED;
            // events is sized with the columns, so a frame's own queue never grows it; only a
            // callback that seeks a motion whose event already ran this frame queues it again.
            if (eventCount == events.length) {
                events = Arrays.copyOf(events, eventCount * 2);
            }
            events[eventCount++] = i;
        }
    }

    /** Ends the engine's update: motions created during it are advanced from the next one on. */
    void endUpdate() {
        if (bornInUpdate) {
            bornInUpdate = false;
            for (int i = 0; i < count; i++) {
                flags[i] &= ~BORN_IN_UPDATE;
            }
        }
    }

    // ---------------------------------------------------------------- ownership and lanes

    void own(int i) {
        settleLane(i);
        if ((flags[i] & OWNED) == 0) {
            ownedCount++;
        }
        flags[i] |= OWNED | PRESERVE;
        lane[i] = NO_LANE;
        seekLane[i] = NO_LANE; // until the sequence's first seek of it
    }

    void disown(int i, boolean preserved) {
        if ((flags[i] & OWNED) != 0) {
            ownedCount--;
        }
        flags[i] &= ~(OWNED | (preserved ? 0 : PRESERVE));
        refreshLane(i);
    }

    /**
     * Recomputes motion {@code i}'s lane from its status, flags, ease, speed and time: call after
     * any write to them outside the advance pass (which refreshes the lanes itself), with
     * progress[i] fresh (settled, or just written).
     *
     * @param i a live dense index
     */
    void refreshLane(int i) {
        int f = flags[i];
        int id = easeId[i];
        int c = i * CLOCK;
        double t = clock[c + TIME];
        double sp = speed[i];
        boolean common = status[i] == PLAYING && (f & (OWNED | BORN_IN_UPDATE | IGNORE_TIME_SCALE)) == 0
                && (f & ADVANCED) != 0 && id != EaseMath.CUSTOM && sp > 0
                && t >= clock[c + DELAY] && t < clock[c + PLAY_END];
        lane[i] = common ? (byte) (sp == 1 ? id : id | SCALED) : NO_LANE;
    }

    /**
     * Brings an open lane's progress column to its time (see Time above); changes nothing for a
     * motion without a lane. The same arithmetic as the frame's {@link Lane#advance}, so a reader
     * sees the bits the binder got.
     *
     * @param i a dense index
     */
    void settleLane(int i) {
        int id = lane[i];
        if (id >= 0) {
            progress[i] = Lane.eased(i, id, clock[i * CLOCK + TIME], clock);
        }
    }

    /**
     * Motion {@code i}'s time, seconds (see Time above).
     *
     * @param i a dense index
     * @return its time
     */
    double time(int i) {
        return clock[i * CLOCK + TIME];
    }

    /**
     * Writes motion {@code i}'s time, seconds: a seek, a start or an end, never a frame's sum.
     *
     * @param i a dense index
     * @param t seconds, finite
     */
    void setTime(int i, double t) {
        clock[i * CLOCK + TIME] = t;
    }

    /**
     * Recomputes a sequence's child's seek lane: its ease id if it is playing in loop 0 (started,
     * no loop finished), with a built-in ease, no lifetime hooks and no completion or bind
     * pending, so that a seek inside loop 0's play window only writes its time and progress, then
     * binds; NO_LANE otherwise. A cache of those fields, so its rule is strict: every write to
     * them on an owned motion ends with this call or clears the lane (a seek, rewind, the
     * sequence's completion, new lifetime hooks, a cancel).
     *
     * @param i a live dense index, owned by a sequence
     */
    void refreshSeekLane(int i) {
        int id = easeId[i];
        MotionExtras x = extras[i];
        boolean fast = status[i] == PLAYING && completedLoops[i] == 0
                && (flags[i] & (STARTED | COMPLETE_FIRED | BIND_DUE)) == STARTED
                && id != EaseMath.CUSTOM && (x == null || x.lifecycle == null);
        seekLane[i] = fast ? (byte) id : NO_LANE;
    }

    /*
     * The seek's fast path, the counterpart of the frame's: a motion playing in loop 0 (started,
     * no loop finished, so no event pending) sought to another time inside loop 0's play window
     * [delay, playEnd) stays exactly there: Timing.locate would report loop 0 playing, no event
     * is due and the progress is the eased (t - delay) / duration whatever the loop and delay
     * types. What is left is the progress, the value and the binder; the direction of the seek
     * does not matter. A motion with lifetime hooks takes the full path (its started hook runs
     * from the event pass).
     */
    boolean staysPlayingInLoop0(int i, double t) {
        int c = i * CLOCK;
        return status[i] == PLAYING && completedLoops[i] == 0 && (flags[i] & STARTED) != 0
                && t >= clock[c + DELAY] && t < clock[c + PLAY_END] && lifecycle(i) == null;
    }

    /**
     * Rows removed or reused so far: a dense index kept outside the table (a sequence's child's)
     * stays valid while this is unchanged, since only a removal moves a motion and only a reused
     * row (a creation taking a dead motion's row) puts another motion at an index.
     *
     * @return the removal count
     */
    long removals() {
        return removals;
    }

    // ---------------------------------------------------------------- reads

    /** Motion i's extras, made if it has none yet. */
    MotionExtras extrasOf(int i) {
        MotionExtras x = extras[i];
        if (x == null) {
            x = new MotionExtras();
            extras[i] = x;
        }
        return x;
    }

    MotionLifecycle lifecycle(int i) {
        MotionExtras x = extras[i];
        return x == null ? null : x.lifecycle;
    }

    /**
     * The linear progress of motion i's current loop, from {@link Timing#locate} like everything
     * else: 0 in a delay, 1 once completed.
     */
    double rawProgress(int i) {
        if (status[i] == COMPLETED) {
            return 1;
        }
        int c = i * CLOCK;
        double d = clock[c + DURATION];
        double dl = clock[c + DELAY];
        boolean every = (flags[i] & EVERY_LOOP_DELAY) != 0;
        long at = Timing.locate(clock[c + TIME], d, dl, every, loops[i], totalDuration[i]);
        if (Timing.done(at)) {
            return 1;
        }
        if (Timing.inDelay(at) || d == 0) {
            return 0;
        }
        return Math.min(1, Timing.loopFraction(clock[c + TIME], at, d, dl, every));
    }
}
