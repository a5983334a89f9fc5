package dev.lilt.motion.internal;

import java.util.Arrays;

/**
 * The per-motion columns of a storage, listed once: how they are allocated, grown, moved on
 * removal, cleared and trimmed. The frame, handle operations and callbacks live in
 * {@link MotionStorage}; the value columns of each kind in its subclass.
 */
public abstract class MotionColumns {
    /*
     * Design note.
     *
     * Layout: struct of arrays, dense and packed: motion i's fields are clock[i * CLOCK + TIME], clock[i * CLOCK + DURATION], ...
     * for i in [0, count). A SlotTable maps handles (slot, version) to dense indices; removal
     * moves the last motion into the hole and re-points its slot (removeRows, a sweep's batch at
     * a time).
     *
     * Hot and cold: the arrays here are what a frame reads for every motion (time, timing,
     * status, flags, progress, the binder and its state). What few motions have and no frame
     * reads on its fast path (callbacks, a custom ease, the debug name, a sequence's observer)
     * lives in one MotionExtras object per motion, null for a plain motion: a typed record, not a
     * column per feature, so adding a per-motion feature touches one class and costs nothing to
     * motions without it.
     *
     * Every column appears in exactly three lists below: allocate/grow/trim (resizeColumns),
     * move (removeRows) and clear (clearRows). A new column is added to those three methods and
     * nowhere else; kinds add theirs through resizeValues/moveValues/clearValues.
     *
     * The lane column is the fused frame's whole test of a motion's state: motion i's ease id
     * when it may take the common case (playing, advanced at least once, not a sequence's child,
     * not born in this update, a built-in ease, speed >= 0, time past its first delay), NO_LANE
     * otherwise. It is a cache of those fields, so its rule is strict: every write to a motion's
     * status, ownership, speed or timing ends with refreshLane(i) (or clears the lane), and the
     * advance pass refreshes it for every motion it takes the slow way. One byte read instead of
     * status, flags, ease id and speed: fewer streams for the frame to read (FrameCpuTime).
     *
     * Memory: columns double when full and shrink only on trim(), to the live count (or the
     * engine's initial capacity): a burst's memory comes back when the user asks for it.
     *
     * Threading: confined to the engine's thread, like the storage.
     */

    /** The lane of a motion that the fused frame must hand to the general step. */
    static final byte NO_LANE = -1;

    /** Slot freed or motion removed. */
    static final byte FREE = 0;
    /** Created, not yet advanced by an update. */
    static final byte SCHEDULED = 1;
    /** In a delay. */
    static final byte DELAYED = 2;
    /** Running. */
    static final byte PLAYING = 3;
    /** Finished; alive only if preserved. */
    static final byte COMPLETED = 4;
    /** Cancelled: dead. */
    static final byte CANCELED = 5;

    /** Flag: during a skipped delay, write no value. */
    public static final int SKIP_DELAY_VALUES = 1;
    /** Flag: keep the motion after it completes. */
    public static final int PRESERVE = 1 << 1;
    /** Flag: a throwing binder or callback cancels the motion. */
    public static final int CANCEL_ON_ERROR = 1 << 2;
    /** Flag: write the start value at creation. */
    public static final int IMMEDIATE_BIND = 1 << 3;
    /** Flag: the motion belongs to a sequence; the scheduler does not advance it and users may not control it. */
    static final int OWNED = 1 << 4;
    /** Flag: onComplete has fired for the current completion. */
    static final int COMPLETE_FIRED = 1 << 5;
    /** Flag: the value must be computed and bound in this pass. */
    static final int BIND_DUE = 1 << 6;
    /** Flag: the motion is in this frame's event queue. */
    static final int EVENT_QUEUED = 1 << 7;
    /** Flag: an update has advanced the motion at least once. */
    static final int ADVANCED = 1 << 8;
    /** Flag: onComplete has fired at least once in the motion's life. */
    static final int COMPLETE_EVER = 1 << 9;
    /** Flag: created during its engine's update; first advanced by the next one. */
    static final int BORN_IN_UPDATE = 1 << 10;
    /** Flag: a parallel pass left this motion's advance to the scheduler's thread. */
    static final int DEFERRED = 1 << 11;
    /** Flag: the delay opens every loop (DelayType.EVERY_LOOP). */
    static final int EVERY_LOOP_DELAY = 1 << 12;
    /** Flag: the motion has started playing (its first delay is over); see MotionTimeline.started. */
    static final int STARTED = 1 << 13;
    /** Flag: the motion started in this step; its started hook runs in the event pass. */
    static final int START_DUE = 1 << 14;

    /**
     * Most onLoopComplete calls one step (a frame, seek or complete()) makes for one motion: a step
     * that finishes more loops reports the last this many, each with its true count.
     */
    public static final int MAX_LOOP_CALLS = 64;

    /** Loop type codes (LoopType ordinals). */
    public static final byte RESTART = 0;
    /** FLIP. */
    public static final byte FLIP = 1;
    /** INCREMENTAL. */
    public static final byte INCREMENTAL = 2;
    /** YOYO. */
    public static final byte YOYO = 3;

    /** The engine that owns this storage. */
    protected final MotionEngine engine;
    /** Handles to dense indices. */
    protected final SlotTable slots;
    /**
     * Doubles per motion in {@link #clock}, and the offset of each field. A power of two: C2
     * removes the range checks of {@code clock[i * CLOCK + k]} from a loop over i only when the
     * index is a shift of i (a multiply by 5 becomes {@code (i << 2) + i}, which it does not
     * recognise), so the speed has a column of its own.
     */
    static final int CLOCK = 4;
    static final int TIME = 0;
    static final int DELAY = 1;
    static final int PLAY_END = 2;
    static final int DURATION = 3;

    /** Number of motions, live or awaiting removal. */
    protected int count;

    int[] slotOf;
    /**
     * The timing a frame reads for every motion, interleaved: motion i's time, delay, playEnd
     * (the end, exclusive, of loop 0's play window [delay, playEnd): the fast path's bound) and
     * duration at [i * CLOCK + TIME ... DURATION]. One stream of 32 bytes per motion instead of
     * four arrays, whose equal lengths put element i of each in the same cache set.
     */
    double[] clock;
    /** Playback speed factors. */
    double[] speed;
    double[] totalDuration;
    /** Eased progress of the last locate, per motion; subclasses interpolate with it. */
    protected double[] progress;
    int[] loops;
    /** Loops completed, as located; endless motions saturate at Timing.MAX_LOOPS. */
    long[] completedLoops;
    /** Loops whose onLoopComplete has been called (or skipped over, see MotionStorage.fireEvents). */
    long[] firedLoops;
    int[] flags;
    byte[] status;
    byte[] loopType;
    /** Ease ids (EaseMath), all below 32: one byte each. */
    byte[] easeId;
    /** The fused frame's test of each motion: its ease id if it may take the common case, else NO_LANE (see the design note). */
    byte[] lane;
    /**
     * A sequence's child's test for the seek's fast path, like {@link #lane} for the frame's: its
     * ease id while a seek inside loop 0's play window needs only the progress, the value and the
     * binder, NO_LANE otherwise (see MotionTimeline.refreshSeekLane).
     */
    byte[] seekLane;
    /** Binder objects, cast by subclasses to their kind's binder type. */
    protected Object[] binder;
    /** State objects passed to binders. */
    protected Object[] state;
    /** The rarely used per-motion references, null for a motion that has none. */
    MotionExtras[] extras;

    /** Frame buffer sized with the columns: a frame queues each motion once (a callback's seek may queue it again). */
    int[] events;
    /** Motions in events: queued for the event pass. */
    int eventCount;
    /** Slots of the dead motions awaiting removal, sized with the columns (a motion dies once). */
    int[] deadSlots;

    /**
     * Creates the columns with the engine's initial capacity; subclasses then size theirs with
     * {@code resizeValues(capacity())} in their constructor.
     *
     * @param engine the owner
     */
    protected MotionColumns(MotionEngine engine) {
        this.engine = engine;
        int c = Math.max(1, engine.initialCapacity());
        this.slots = new SlotTable(c);
        resizeColumns(c);
    }

    /**
     * Resizes the kind's value columns.
     *
     * @param capacity the new capacity, at least the count
     */
    protected abstract void resizeValues(int capacity);

    /**
     * Copies the kind's data of motion {@code from} to index {@code to} (removal).
     *
     * @param from source index
     * @param to   target index
     */
    protected abstract void moveValues(int from, int to);

    /**
     * Drops references the kind holds at {@code i} after removal. Kinds whose values are
     * primitives keep this no-op.
     *
     * @param i the freed index
     */
    protected void clearValues(int i) {
    }

    /**
     * The length of the columns.
     *
     * @return the capacity
     */
    protected final int capacity() {
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

    /** Makes room for one more motion. */
    final void ensureRoom() {
        if (count == slotOf.length) {
            int c = slotOf.length * 2;
            resizeColumns(c);
            resizeValues(c);
        }
    }

    /**
     * Removes a sweep's batch of dead rows: {@code holes[from, to)}, distinct dense indices in
     * ascending order. From the highest hole down, each is filled with the last row at its turn
     * (or dropped, if it is the last), as one swap-remove after another would do; their slots are
     * freed, the moved rows' slots re-pointed, the rows left past the new count cleared.
     *
     * @param holes the dead rows, ascending
     * @param from  first entry of the batch
     * @param to    end entry, exclusive
     */
    final void removeRows(int[] holes, int from, int to) {
        /*
         * Column by column, not row by row: the holes are scattered, so among 100,000 motions each
         * column's entry at a hole is a cache miss. Row by row, G1's post-write barrier on the
         * first reference column (a StoreLoad fence after a store to a clean card) waits for every
         * store miss of the row before the next row starts; a column at a time, the primitive
         * columns' misses overlap, and the reference columns are first only read at the holes
         * (loads with no fence between them, so their misses overlap too) before the stores,
         * which then hit the cache. The j-th hole from the top takes row last - j, which is
         * alive: every hole above it is already filled or dropped. Column by column measured
         * several times faster than row by row (docs/BENCHMARKS.md).
         */
        int last = count - 1;
        for (int k = from; k < to; k++) {
            slots.free(slotOf[holes[k]]);
        }
        move(slotOf, holes, from, to, last);
        for (int k = to - 1, l = last; k >= from; k--, l--) {
            int h = holes[k];
            if (h != l) {
                slots.move(slotOf[h], h);
                moveValues(l, h);
            }
        }
        double[] clock = this.clock;
        for (int k = to - 1, l = last; k >= from; k--, l--) {
            int h = holes[k] * CLOCK;
            int src = l * CLOCK;
            for (int f = 0; f < CLOCK; f++) { // CLOCK is a constant: unrolled, no arraycopy call per row
                clock[h + f] = clock[src + f];
            }
        }
        move(speed, holes, from, to, last);
        move(totalDuration, holes, from, to, last);
        move(progress, holes, from, to, last);
        move(loops, holes, from, to, last);
        move(completedLoops, holes, from, to, last);
        move(firedLoops, holes, from, to, last);
        move(flags, holes, from, to, last);
        move(status, holes, from, to, last);
        move(loopType, holes, from, to, last);
        move(easeId, holes, from, to, last);
        move(lane, holes, from, to, last);
        move(binder, holes, from, to, last);
        move(state, holes, from, to, last);
        move(extras, holes, from, to, last);
        move(seekLane, holes, from, to, last);
        count -= to - from;
        clearRows(count, last + 1);
    }

    /** Drops the references of freed rows [from, to), so removed motions keep no user object alive. */
    final void clearRows(int from, int to) {
        Arrays.fill(status, from, to, FREE);
        Arrays.fill(lane, from, to, NO_LANE);
        Arrays.fill(binder, from, to, null);
        Arrays.fill(state, from, to, null);
        Arrays.fill(extras, from, to, null);
        Arrays.fill(seekLane, from, to, NO_LANE);
        removals++; // rows moved or about to be reused: dense indices kept outside are stale
        for (int i = from; i < to; i++) {
            clearValues(i);
        }
    }

    // One column of removeRows: the j-th hole from the top (k = to - 1 - j) takes row last - j.

    private static void move(int[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    private static void move(long[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    private static void move(double[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    private static void move(byte[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    /**
     * A reference column: first the loads at the holes, overlapping their misses (and finding
     * whether any entry differs: motions often share a binder), then the stores, each hitting the
     * cache, so the G1 barrier's fence after each waits for no miss.
     */
    private static void move(Object[] a, int[] holes, int from, int to, int last) {
        int differ = 0;
        for (int k = to - 1, l = last; k >= from; k--, l--) {
            if (a[holes[k]] != a[l]) {
                differ++;
            }
        }
        if (differ == 0) {
            return;
        }
        for (int k = to - 1; k >= from; k--, last--) {
            Object v = a[last];
            int h = holes[k];
            if (a[h] != v) {
                a[h] = v;
            }
        }
    }

    /**
     * Shrinks the columns and the slot table to the live motions (at least the engine's initial
     * capacity). Call only outside any frame or callback and with no motion awaiting removal.
     */
    final void trim() {
        int c = Math.max(Math.max(1, count), engine.initialCapacity());
        if (c < slotOf.length) {
            resizeColumns(c);
            resizeValues(c);
        }
        slots.trim(c);
    }

    // ---------------------------------------------------------------- column reads and writes

    /**
     * The slot of the motion at a dense index.
     *
     * @param i a dense index
     * @return its slot
     */
    public final int slotOf(int i) {
        return slotOf[i];
    }

    /**
     * The version of a slot, for making a handle.
     *
     * @param slot a slot
     * @return its version
     */
    public final int version(int slot) {
        return slots.version(slot);
    }

    /**
     * Whether the motion at {@code i} has not finished.
     *
     * @param i a live dense index
     * @return true while scheduled, delayed or playing
     */
    public final boolean isPlaying(int i) {
        byte s = status[i];
        return s == SCHEDULED || s == DELAYED || s == PLAYING;
    }

    /**
     * Whether an update has advanced the motion.
     *
     * @param i a live dense index
     * @return true once advanced
     */
    public final boolean wasAdvanced(int i) {
        return (flags[i] & ADVANCED) != 0;
    }

    /**
     * Whether the motion belongs to a sequence.
     *
     * @param i a live dense index
     * @return true if owned
     */
    public final boolean isOwned(int i) {
        return (flags[i] & OWNED) != 0;
    }

    /** Live motions that belong to a sequence (own(), until disowned or cancelled). */
    int ownedCount;
    /** Row removals and reuses so far (see MotionTimeline.removals()). */
    long removals;

    /**
     * Hands the motion to a sequence: preserved, no longer advanced by the scheduler, and no
     * longer controllable through its handle.
     *
     * @param i a live dense index
     */
    public final void own(int i) {
        if ((flags[i] & OWNED) == 0) {
            ownedCount++;
        }
        flags[i] |= OWNED | PRESERVE;
        lane[i] = NO_LANE;
        seekLane[i] = NO_LANE; // until the sequence's first seek of it
    }

    /**
     * Gives a motion back after a failed hand-over: advanced by the scheduler again.
     *
     * @param i          a live dense index
     * @param preserved  whether it was preserved before
     */
    public final void disown(int i, boolean preserved) {
        if ((flags[i] & OWNED) != 0) {
            ownedCount--;
        }
        flags[i] &= ~(OWNED | (preserved ? 0 : PRESERVE));
        refreshLane(i);
    }

    /**
     * Whether the motion is preserved.
     *
     * @param i a live dense index
     * @return true if preserved
     */
    public final boolean isPreserved(int i) {
        return (flags[i] & PRESERVE) != 0;
    }

    /**
     * Elapsed time.
     *
     * @param i a live dense index
     * @return seconds, delay and loops included
     */
    public final double time(int i) {
        return clock[i * CLOCK + TIME];
    }

    /**
     * One loop's duration.
     *
     * @param i a live dense index
     * @return seconds
     */
    public final double duration(int i) {
        return clock[i * CLOCK + DURATION];
    }

    /**
     * Total duration.
     *
     * @param i a live dense index
     * @return seconds, infinite for endless loops
     */
    public final double totalDuration(int i) {
        return totalDuration[i];
    }

    /**
     * Playback speed.
     *
     * @param i a live dense index
     * @return the speed factor
     */
    public final double speed(int i) {
        return speed[i];
    }

    /**
     * Sets the playback speed.
     *
     * @param i     a live dense index
     * @param value the speed factor, finite
     */
    public final void setSpeed(int i, double value) {
        speed[i] = value;
        refreshLane(i);
    }

    /**
     * Recomputes motion {@code i}'s lane from its status, flags, ease and clock: call after any
     * write to them outside the advance pass (which refreshes the lanes itself).
     *
     * @param i a live dense index
     */
    final void refreshLane(int i) {
        int f = flags[i];
        int id = easeId[i];
        int c = i * CLOCK;
        boolean common = status[i] == PLAYING && (f & (OWNED | BORN_IN_UPDATE)) == 0 && (f & ADVANCED) != 0
                && id != EaseMath.CUSTOM && speed[i] >= 0 && clock[c + TIME] >= clock[c + DELAY];
        lane[i] = common ? (byte) id : NO_LANE;
    }

    /**
     * Keeps the motion after it completes.
     *
     * @param i a live dense index
     */
    public final void preserve(int i) {
        flags[i] |= PRESERVE;
    }

    /**
     * The motion's debug name.
     *
     * @param i a dense index
     * @return the name given, or the kind and slot
     */
    public final String nameOf(int i) {
        MotionExtras x = extras[i];
        String n = x == null ? null : x.debugName;
        return n != null ? n : kind() + " motion #" + slotOf[i];
    }

    /**
     * The value kind's name, for messages.
     *
     * @return e.g. "float"
     */
    protected abstract String kind();

    /** Motion i's extras, made if it has none yet. */
    final MotionExtras extrasOf(int i) {
        MotionExtras x = extras[i];
        if (x == null) {
            x = new MotionExtras();
            extras[i] = x;
        }
        return x;
    }

    /**
     * The motion's lifetime hooks.
     *
     * @param i a live dense index
     * @return the hooks, or null
     */
    public final MotionLifecycle lifecycle(int i) {
        MotionExtras x = extras[i];
        return x == null ? null : x.lifecycle;
    }

    /**
     * The delay.
     *
     * @param i a live dense index
     * @return seconds
     */
    public final double delay(int i) {
        return clock[i * CLOCK + DELAY];
    }

    /**
     * The loop count.
     *
     * @param i a live dense index
     * @return loops, -1 for endless
     */
    public final int loops(int i) {
        return loops[i];
    }

    /**
     * Loops completed so far (of the current play, after a seek back: fewer).
     *
     * @param i a live dense index
     * @return the count, saturated at {@link Integer#MAX_VALUE}
     */
    public final int completedLoops(int i) {
        return (int) Math.min(completedLoops[i], Integer.MAX_VALUE);
    }

    /**
     * The eased, loop-adjusted progress of the last evaluation: what the value is interpolated with.
     *
     * @param i a live dense index
     * @return progress, outside [0, 1] for overshooting eases and incremental loops
     */
    public final double easedProgress(int i) {
        return progress[i];
    }

    /**
     * The linear progress of the current loop, from {@link Timing#locate} like everything else: 0
     * in a delay, 1 once completed.
     *
     * @param i a live dense index
     * @return progress in [0, 1], before ease and loop type
     */
    public final double rawProgress(int i) {
        if (status[i] == COMPLETED) {
            return 1;
        }
        double d = clock[i * CLOCK + DURATION];
        double dl = clock[i * CLOCK + DELAY];
        boolean every = (flags[i] & EVERY_LOOP_DELAY) != 0;
        long at = Timing.locate(clock[i * CLOCK + TIME], d, dl, every, loops[i], totalDuration[i]);
        if (Timing.done(at)) {
            return 1;
        }
        if (Timing.inDelay(at) || d == 0) {
            return 0;
        }
        return Math.min(1, Timing.loopFraction(clock[i * CLOCK + TIME], at, d, dl, every));
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

    /**
     * The engine that owns this storage.
     *
     * @return the engine
     */
    public final MotionEngine engine() {
        return engine;
    }
}
