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
     * Layout: struct of arrays, dense and packed: motion i's fields are time[i], duration[i], ...
     * for i in [0, count). A SlotTable maps handles (slot, version) to dense indices; removal
     * moves the last motion into the hole (moveMotion) and re-points its slot.
     *
     * Hot and cold: the arrays here are what a frame reads for every motion (time, timing,
     * status, flags, progress, the binder and its state). What few motions have and no frame
     * reads on its fast path (callbacks, a custom ease, the debug name, a sequence's observer)
     * lives in one MotionExtras object per motion, null for a plain motion: a typed record, not a
     * column per feature, so adding a per-motion feature touches one class and costs nothing to
     * motions without it.
     *
     * Every column appears in exactly three lists below: allocate/grow/trim (resizeColumns),
     * move (moveMotion) and clear (clearMotion). A new column is added to those three methods and
     * nowhere else; kinds add theirs through resizeValues/moveValues/clearValues.
     *
     * Memory: columns double when full and shrink only on trim(), to the live count (or the
     * engine's initial capacity): a burst's memory comes back when the user asks for it.
     *
     * Threading: confined to the engine's thread, like the storage.
     */

    /** The engine that owns this storage. */
    protected final MotionEngine engine;
    /** Handles to dense indices. */
    protected final SlotTable slots;
    /** Number of motions, live or awaiting removal. */
    protected int count;

    int[] slotOf;
    double[] time;
    double[] duration;
    double[] delay;
    /** End (exclusive) of loop 0's play window [delay, playEnd): the fast path's bound. */
    double[] playEnd;
    double[] totalDuration;
    double[] speed;
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
    int[] easeId;
    /** Binder objects, cast by subclasses to their kind's binder type. */
    protected Object[] binder;
    /** State objects passed to binders. */
    protected Object[] state;
    /** The rarely used per-motion references, null for a motion that has none. */
    MotionExtras[] extras;

    /** Frame buffer sized with the columns: a motion is queued at most once per frame. */
    int[] events;
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
        time = Resize.to(time, c);
        duration = Resize.to(duration, c);
        delay = Resize.to(delay, c);
        playEnd = Resize.to(playEnd, c);
        totalDuration = Resize.to(totalDuration, c);
        speed = Resize.to(speed, c);
        progress = Resize.to(progress, c);
        loops = Resize.to(loops, c);
        completedLoops = Resize.to(completedLoops, c);
        firedLoops = Resize.to(firedLoops, c);
        flags = Resize.to(flags, c);
        status = Resize.to(status, c);
        loopType = Resize.to(loopType, c);
        easeId = Resize.to(easeId, c);
        binder = Resize.to(binder, c);
        state = Resize.to(state, c);
        extras = extras == null ? new MotionExtras[c] : Arrays.copyOf(extras, c);
        events = Resize.to(events, c);
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
     * Moves motion {@code from} to index {@code to}, over a removed one.
     *
     * @param from the last index
     * @param to   the freed index
     */
    final void moveMotion(int from, int to) {
        slotOf[to] = slotOf[from];
        slots.move(slotOf[to], to);
        time[to] = time[from];
        duration[to] = duration[from];
        delay[to] = delay[from];
        playEnd[to] = playEnd[from];
        totalDuration[to] = totalDuration[from];
        speed[to] = speed[from];
        progress[to] = progress[from];
        loops[to] = loops[from];
        completedLoops[to] = completedLoops[from];
        firedLoops[to] = firedLoops[from];
        flags[to] = flags[from];
        status[to] = status[from];
        loopType[to] = loopType[from];
        easeId[to] = easeId[from];
        binder[to] = binder[from];
        state[to] = state[from];
        extras[to] = extras[from];
        moveValues(from, to);
    }

    /**
     * Drops the references of a freed index, so removed motions keep no user object alive.
     *
     * @param i the freed index
     */
    final void clearMotion(int i) {
        status[i] = MotionStorage.FREE;
        binder[i] = null;
        state[i] = null;
        extras[i] = null;
        clearValues(i);
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
}
