package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.BIND_DUE;
import static dev.lilt.motion.internal.MotionColumns.CANCELED;
import static dev.lilt.motion.internal.MotionColumns.CLOCK;
import static dev.lilt.motion.internal.MotionColumns.DURATION;

/**
 * The value columns of one kind (float, colour, spring, path...), a part of its
 * {@link MotionStorage}: how a motion's progress becomes its value, and the loops that bind it.
 * Each kind is a final subclass; the storage calls it, it never calls the storage.
 */
public abstract class MotionValues {
    /*
     * Design note.
     *
     * What a kind writes: its columns (resize, move, clear, in step with the table's rows), how
     * progress becomes a value (computeValues), one binder call (bindValue), and, for the hot
     * kinds, its own copies of three short loops (fusedRun, bindDue, seekChildRun) so that the
     * value and binder calls in them bind statically whichever kinds a program runs.
     *
     * What it reads: the table's columns (progress, binder, state, flags), and the timeline for
     * the kinds that retime a motion (springs, property motions). Whom it tells: the callbacks
     * part, which reports what a binder threw. A creation goes through the storage's rows
     * (Rows.open, then the kind's columns, then Rows.start), and a kind that finds a motion
     * cannot go on cancels it there (Rows.cancel): the only ways a kind reaches its storage,
     * both outside the frame's passes.
     *
     * Threading: confined to the engine's thread, as its storage.
     */

    /** The rows' columns, shared with the storage. */
    final MotionTable table;
    /** The advance of the rows, for kinds that retime a motion. */
    final MotionTimeline timeline;
    /** Reports what a binder throws. */
    final MotionCallbacks callbacks;
    private final Rows rows;

    /**
     * Creates the part; the kind then sizes its columns with {@code resizeValues(capacity())} in
     * its constructor.
     *
     * @param parts the storage's parts
     */
    protected MotionValues(Parts parts) {
        this.table = parts.table;
        this.timeline = parts.timeline;
        this.callbacks = parts.callbacks;
        this.rows = parts.rows;
    }

    /** What a kind's constructor receives from its storage: the parts it reads and its rows. */
    public static final class Parts {
        final MotionTable table;
        final MotionTimeline timeline;
        final MotionCallbacks callbacks;
        final Rows rows;

        Parts(MotionTable table, MotionTimeline timeline, MotionCallbacks callbacks, Rows rows) {
            this.table = table;
            this.timeline = timeline;
            this.callbacks = callbacks;
            this.rows = rows;
        }
    }

    /**
     * A kind's ways back to its storage, outside any frame: a creation's two steps around the
     * kind's own columns (a new row, then its start), and the cancel of a motion the kind finds
     * cannot go on.
     */
    interface Rows {
        /** A new row with the spec's timing and callbacks; returns its dense index. */
        int open(MotionSpec spec);

        /** Finishes a creation: writes the start value if asked to. */
        void start(int i);

        /** Cancels motion {@code i} as a user's cancel would. */
        void cancel(int i);
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

    /**
     * Whether motion {@code i}'s duration is known only once it starts (a speed-based motion from
     * the current value of a property, not read yet).
     *
     * @param i a live dense index
     * @return false unless the kind says so
     */
    protected boolean durationPending(int i) {
        return false;
    }

    /**
     * The kind's fused loop from motion {@code start} (at once if a catch-up already advanced
     * it: {@code cursor.next != start}): per motion in index order that takes the common case
     * ({@link Lane#advance}), its value and its binder, with {@code cursor.next} moved past it
     * before the binder runs. It stops at the first motion off the common case, or after a binder
     * made the frame catch up ({@code cursor.next} moved on; tested after the binder, where C2
     * folds the test away when the binder is inlined) or grew the columns (by creating a motion)
     * so that it is restarted over the new arrays; it adds the motions it ran to
     * {@code cursor.fastMotions} and returns where it stopped. The loop holds no call but the
     * binder's: everything else is the frame's.
     *
     * @param cursor the frame's progress through its motions
     * @param dt     seconds
     * @param start  the first motion to run
     * @param n      the frame's motion count
     * @return where it stopped, or -1: the kind has no fused loop, the frame takes the general passes
     */
    protected int fusedRun(FusedCursor cursor, double dt, int start, int n) {
        return -1;
    }

    /**
     * Pass 3: calls the binder of every motion in [0, n) whose bind is due. The common kinds
     * override it with {@code BindDue.run(this, n)}, a copy of this loop generated per kind, so
     * that the {@link #bindValue(int)} call in it is bound to their own class: one shared loop
     * here sees every kind's {@code bindValue} at one call site, which goes megamorphic as soon as
     * a program uses several kinds.
     *
     * @param n the frame's motion count
     */
    protected void bindDue(int n) {
        for (int i = 0; i < n; i++) {
            bindIfDue(i);
        }
    }

    /**
     * The loop of a sequence's seek over its children, from child {@code start}: a kind whose
     * sequences are hot writes it with the columns in locals and its value and binder inline (as
     * in its fused loop), taking {@link MotionTimeline#seekFast} for each child. It stops at a
     * child the fast seek does not take, returning {@code -(c + 1)}: the storage seeks it the
     * general way and resumes after it. It returns the next child after user code that may have
     * grown the columns, so that it is restarted over the new arrays; otherwise {@code end}. By
     * default: the same loop with the value and binder through {@link #valueAndBind(int)}.
     *
     * @param dense  each child's dense index, or -1
     * @param spans  each child's start on the clock and total duration, seconds, at [2c] and [2c + 1]
     * @param locals receives each child's local time, seconds
     * @param t      the clock's time, seconds
     * @param start  first child
     * @param end    end child, exclusive
     * @return the next child, or {@code -(c + 1)} for child c to seek the general way
     */
    protected int seekChildRun(int[] dense, double[] spans, double[] locals, double t, int start, int end) {
        MotionTable tb = table;
        for (int c = start; c < end; c++) {
            double local = SequenceRuntime.localTime(t, spans, c);
            locals[c] = local;
            int i = dense[c];
            if (!MotionTimeline.seekFast(i, local, tb.seekLane, tb.clock, tb.progress)) {
                return -(c + 1);
            }
            valueAndBind(i);
        }
        return end;
    }

    /**
     * Adds and starts a motion whose values are the spec's end points ({@code from0..3},
     * {@code to0..3}, {@code fromLong}, {@code toLong}, {@code options}): the creation of the kinds
     * made from two values. Kinds with parameters of their own have add methods of their own.
     *
     * @param spec the motion's parameters and end points
     * @return the new motion's dense index
     * @throws UnsupportedOperationException for a kind not made from two values
     */
    public int add(MotionSpec spec) {
        throw new UnsupportedOperationException("a " + kind() + " motion is not made from two values");
    }

    // ---------------------------------------------------------------- what each kind is given

    /** The length of the columns. */
    protected final int capacity() {
        return table.capacity();
    }

    /**
     * A new row with the spec's timing and callbacks; the kind then writes its values and calls
     * {@link #start(int)}. Arguments are validated by the builder.
     *
     * @param spec the motion's parameters
     * @return the new motion's dense index
     */
    protected final int addCore(MotionSpec spec) {
        return rows.open(spec);
    }

    /**
     * Finishes a creation: writes the start value if asked to.
     *
     * @param i the new motion's dense index
     */
    protected final void start(int i) {
        rows.start(i);
    }

    /** One loop's duration of motion {@code i}, seconds. */
    protected final double duration(int i) {
        return table.clock[i * CLOCK + DURATION];
    }

    /** Cancels motion {@code i} as a user's cancel would (see {@link Rows#cancel}). */
    protected final void cancel(int i) {
        rows.cancel(i);
    }

    /**
     * Restarts a live motion's timing as one loop of {@code newDuration} seconds from time 0 (see
     * {@link MotionTimeline#restart}); for kinds that recompute a motion mid-flight.
     */
    protected final void restart(int i, double newDuration) {
        timeline.restart(i, newDuration);
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

    /** Calls motion {@code i}'s binder if its bind is due; a binder's exception is reported. */
    final void bindIfDue(int i) {
        if (takeBindDue(i)) {
            try {
                bindValue(i);
            } catch (Throwable e) {
                bindFailed(i, e);
            }
        }
    }

    /**
     * Computes motion {@code i}'s value from its progress and calls its binder (a binder's
     * exception is reported): what a seek does once the progress is known.
     */
    final void valueAndBind(int i) {
        computeValues(i, i + 1);
        invokeBinder(i);
    }

    /** Calls motion {@code i}'s binder, if it has one; a binder's exception is reported. */
    final void invokeBinder(int i) {
        if (table.binder[i] == null) {
            return;
        }
        try {
            bindValue(i);
        } catch (Throwable e) {
            bindFailed(i, e);
        }
    }
}
