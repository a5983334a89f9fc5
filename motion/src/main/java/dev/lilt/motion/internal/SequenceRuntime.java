package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.CANCELED;
import static dev.lilt.motion.internal.MotionColumns.COMPLETED;
import static dev.lilt.motion.internal.MotionColumns.DELAYED;
import static dev.lilt.motion.internal.MotionColumns.FREE;
import static dev.lilt.motion.internal.MotionColumns.MAX_LOOP_CALLS;
import static dev.lilt.motion.internal.MotionColumns.RESTART;
import static dev.lilt.motion.internal.MotionColumns.SCHEDULED;
import static dev.lilt.motion.internal.MotionColumns.SKIP_DELAY_VALUES;
import static dev.lilt.motion.internal.MotionColumns.STARTED;
import static dev.lilt.motion.internal.math.SortedSearch.countAtOrBelow;
import static dev.lilt.motion.internal.math.SortedSearch.countBelow;

import dev.lilt.motion.value.DoubleBinder;

/**
 * A running sequence: the binder of its clock motion, which writes the clock's time to the children.
 */
public final class SequenceRuntime implements MotionObserver {
    /*
     * Design note (LitMotion's MotionSequence, with its pitfalls fixed).
     *
     * The sequence is a double motion from 0 to its duration (the clock); this object is the
     * clock's binder. Children are kept in parallel arrays sorted by (position, order added): a
     * stable order, so of two children at one position the one added last writes last.
     *
     * Writing clock time t, in two passes over the sorted children:
     *   1. children not yet started (position >= t), from the last position to the first, are set
     *      to their start (local time 0); within one position, in the order added. A zero-length
     *      child's time 0 is its end, so one the clock has not reached (position > t) is rewound
     *      instead (MotionStorage.rewind: start value, no completion), and one at position t is
     *      written after pass 2, as the child that owns the property at t;
     *   2. started children, first to last, are set to min(t - position, their total duration).
     * So the child that owns a shared property at t writes it last, on seek, rewind and loops.
     * The values written at clock time t are a function of t alone, whatever the history of
     * plays, seeks, loops and reversals: the child that writes a shared property last in the
     * write order above wins, as in a full write of every child. Writing is skipped only for the
     * prefix of the write order whose local times did not change (their values are in place and
     * every later writer is rewritten); from the first child whose local time changed on, every
     * child is written (sought, which evaluates and binds). So a clock that does not move writes
     * nothing, an idle prefix (children not yet started, children finished before the active
     * ones) costs one comparison each, and a finished child that follows an active one in write
     * order rewrites its end value, as it must to win over it.
     * A seek always binds, even inside a child's own skipped delay, so rewinding restores a
     * delayed child's start value (the original left it at its end value).
     *
     * Ownership: children are preserved and owned (the scheduler does not advance them and their
     * handles refuse control). Children fire onComplete as the clock carries them to their end; on
     * the sequence's completion each child that never fired it fires it once and keeps its value;
     * no child gets onCancel. On cancel, each unfinished child gets onCancel once. When the clock
     * is removed, every child is discarded silently. These hooks run before the clock's own user
     * callbacks.
     *
     * Cost: O(children) arrays allocated once at run(); nothing per frame. Pass 2 is the hot one
     * (a playing sequence rewrites every started child each frame) and runs like the fused
     * frame: each run of consecutive children of one storage is sought in one call
     * (MotionStorage.seekChildren), whose loop computes each child's local time and, for a child
     * whose seek lane is open (MotionTable.refreshSeekLane: playing in loop 0, nothing
     * pending) and whose local time is inside loop 0's play window, writes time and progress,
     * computes the value and calls the binder (FloatStorage, DoubleStorage: their own loop, the
     * binder bound statically; other kinds: the base loop through valueAndBind); every
     * other child takes the general seek. The children's dense indices are kept between writes,
     * per run with the storage's removal count they were found at (MotionTable.removals: only
     * a removal moves a motion, only a reused row puts another at an index), so a changed count
     * makes the run look its children up again. Positions and totals
     * sit side by side (spans) so the loop reads one stream for both. SequenceBenchmark and
     * SequenceCpuTime measure joined children against free motions (docs/BENCHMARKS.md).
     *
     * Timeline callbacks (SequenceBuilder.insertCallback). A callback at time c fires each time
     * the clock's value arrives at c: moving from a to b, every c in (a, b] in ascending order
     * when b > a, every c in [b, a) in descending order when b < a; leaving c fires nothing. So a
     * clock that stops on c and turns back fires it once, and the callbacks fired by any history
     * of plays and seeks are those of the path the clock's value took. The binder sees only that
     * value, so the runtime also reads where the clock is from its columns (clockPass): before
     * its start (never advanced or sought, or in its first delay: value "before 0", so a
     * callback at 0 fires as the sequence starts), or the loop whose pass the value belongs to.
     * A change of pass crosses the rest of the old pass to its end, the passes in between whole
     * (at most MAX_LOOP_CALLS of them, the last ones, as the engine's onLoopComplete), then the
     * new pass from its entry: a RESTART pass is entered from before 0 going forward and from
     * after its end going back (a wrap fires both ends); a YOYO or FLIP pass from the value where
     * the previous one stopped. At each crossed callback the children are first written at its
     * time (so their onComplete and onStart interleave with the callbacks in timeline order),
     * then it runs; last the clock's own time is written. A write that crosses nothing costs a
     * column read and one comparison with the neighbouring callback times. A callback that
     * seeks, completes or cancels the sequence ends the write it runs in: the nested operation
     * has done its own crossing and writing, and the outer one stops there. A callback's
     * exception goes to the clock's error report (cancelling it under cancelOnError); the rest
     * of the crossing goes on.
     */
    /** The clock's binder. */
    public static final DoubleBinder<SequenceRuntime> CLOCK = (t, r) -> r.write(t);

    /** {@link #clockPass()}: the clock is dead or cancelled. */
    private static final long DEAD = Long.MIN_VALUE;

    /** The local time written to a zero-length child the clock has not reached. */
    private static final double BEFORE_START = -1;

    private final MotionStorage[] storages;
    private final int[] slots;
    private final int[] versions;
    private final double[] positions;
    private final double[] totals;
    private final SequenceLabels labels;
    /** Each child's position and total duration side by side, for pass 2: one stream instead of two. */
    private final double[] spans;
    private final double[] lastLocal;
    /**
     * Each child's dense index in its storage (-1 once it died), kept across writes: valid while
     * that storage's removal count is the one in {@link #runRemovals} for the child's run.
     */
    private final int[] dense;
    /** The end, exclusive, of child c's run (the consecutive children of one storage). */
    private final int[] runEnd;
    /** The first child of child c's run, where that run's removal count is kept. */
    private final int[] runStart;
    /** At each run's first child: its storage's removal count when the run's dense indices were found. */
    private final long[] runRemovals;
    private final int n;
    /** In this write, a child before the current one in write order was written. */
    private boolean writing;

    /** The timeline callbacks sorted by (time, order added); null without callbacks. */
    private final SequenceCallbacks callbacks;
    private final double[] cbTimes;
    /** The clock's end value: its duration. */
    private final double end;
    /** The clock, known once run() has bound it; null during that first write. */
    private MotionStorage clock;
    private int clockSlot;
    private int clockVersion;
    private boolean restartLoops;
    /** The pass the last crossing left the clock in; -1 before its start. */
    private long pass = -1;
    /** The value the last crossing left the clock at; -infinity before its start. */
    private double at = Double.NEGATIVE_INFINITY;
    /** Callbacks with a time below {@link #at}, and at or below it. */
    private int below;
    private int upTo;
    /** Writes entered through the binder: a callback that changes it has seeked the sequence. */
    private int writes;
    /** The clock was cancelled or removed: no callback fires any more. */
    private boolean stopped;

    /**
     * Creates a runtime over children already sorted by (position, order added).
     *
     * @param storages  each child's storage
     * @param slots     each child's slot
     * @param versions  each child's version
     * @param positions each child's start on the clock, seconds
     * @param totals    each child's total duration, seconds
     * @param labels    the sequence's labels, for seeks by name
     * @param callbacks the timeline callbacks, sorted by (time, order added); empty for none
     * @param duration  the sequence's duration, seconds: the clock's end value
     */
    public SequenceRuntime(MotionStorage[] storages, int[] slots, int[] versions, double[] positions, double[] totals,
                           SequenceLabels labels, SequenceCallbacks callbacks, double duration) {
        this.labels = labels;
        this.callbacks = callbacks.size() == 0 ? null : callbacks;
        this.cbTimes = callbacks.times();
        this.end = duration;
        this.storages = storages;
        this.slots = slots;
        this.versions = versions;
        this.positions = positions;
        this.totals = totals;
        this.n = storages.length;
        this.spans = new double[2 * n];
        for (int c = 0; c < n; c++) {
            spans[2 * c] = positions[c];
            spans[2 * c + 1] = totals[c];
        }
        this.lastLocal = new double[n];
        this.dense = new int[n];
        this.runEnd = new int[n];
        this.runStart = new int[n];
        this.runRemovals = new long[n];
        java.util.Arrays.fill(lastLocal, Double.NaN);
        java.util.Arrays.fill(runRemovals, -1); // no dense index found yet
        for (int c = 0; c < n; ) {
            int end = c + 1;
            while (end < n && storages[end] == storages[c]) {
                end++;
            }
            java.util.Arrays.fill(runStart, c, end, c);
            java.util.Arrays.fill(runEnd, c, end, end);
            c = end;
        }
    }

    /**
     * The sequence's labels.
     *
     * @return the labels set on its builder
     */
    public SequenceLabels labels() {
        return labels;
    }

    /** Receives one child of a sequence (for diagnostics). */
    interface ChildVisitor {
        /**
         * One child.
         *
         * @param storage  the child's storage
         * @param slot     the child's slot
         * @param position the child's start on the clock, seconds
         */
        void child(MotionStorage storage, int slot, double position);
    }

    /**
     * Calls {@code visitor} with each child's storage, slot and start on the clock (for diagnostics).
     *
     * @param visitor receives each child
     */
    void forEachChild(ChildVisitor visitor) {
        for (int c = 0; c < n; c++) {
            visitor.child(storages[c], slots[c], positions[c]);
        }
    }

    /**
     * Tells the runtime which motion is its clock, once run() has bound it: from then on the
     * clock's writes cross the callbacks (the first write, inside the bind, is the clock before
     * its start).
     *
     * @param storage the clock's storage
     * @param slot    its slot
     * @param version its version
     */
    public void attachClock(MotionStorage storage, int slot, int version) {
        clock = storage;
        clockSlot = slot;
        clockVersion = version;
        int i = storage.slots.resolve(slot, version);
        restartLoops = i < 0 || storage.table.loopType[i] == RESTART;
    }

    private void write(double t) {
        if (callbacks == null || clock == null || stopped) {
            writeAt(t);
            return;
        }
        writes++;
        long k = clockPass();
        if (k == DEAD) {
            writeAt(t);
            return;
        }
        double b = k < 0 ? Double.NEGATIVE_INFINITY : t;
        if (k == pass) {
            double[] ts = cbTimes;
            if (b > at ? upTo == ts.length || ts[upTo] > b : b == at || below == 0 || ts[below - 1] < b) {
                // Nothing crossed: the common frame.
                if (b > at) {
                    below = upTo;
                } else if (b < at) {
                    upTo = below;
                }
                at = b;
                writeAt(t);
                return;
            }
        }
        if (cross(k, b)) {
            moveTo(k, b);
            writeAt(t);
        }
    }

    /**
     * Where the clock is, from its columns: -1 before its start (never advanced or sought, or in
     * its first delay), {@link #DEAD}, or the loop whose pass its current value belongs to (in a
     * pause between loops that holds the last loop's end, that loop).
     */
    private long clockPass() {
        MotionStorage s = clock;
        int i = s.slots.resolve(clockSlot, clockVersion);
        if (i < 0) {
            return DEAD;
        }
        MotionTable tb = s.table;
        byte status = tb.status[i];
        if (status == CANCELED || status == FREE) {
            return DEAD;
        }
        long k = tb.completedLoops[i];
        if (status == SCHEDULED || (tb.flags[i] & STARTED) == 0) {
            return -1;
        }
        if (status == COMPLETED) {
            int loops = tb.loops[i];
            return loops > 0 ? Math.max(0, Math.min(k, loops - 1)) : k;
        }
        if (status == DELAYED) {
            if (k == 0) {
                return -1;
            }
            return (tb.flags[i] & SKIP_DELAY_VALUES) != 0 ? k - 1 : k;
        }
        return k;
    }

    /**
     * Crosses the callbacks from (pass, at) to (k, b), passes in between included; false if a
     * callback ended this write (see the design note).
     */
    private boolean cross(long k, double b) {
        long j = pass;
        double a = at;
        if (k == j) {
            return sweep(j, a, b);
        }
        if (k > j) {
            if (j >= 0 && !sweep(j, a, finish(j))) {
                return false;
            }
            long first = Math.max(j + 1, k - MAX_LOOP_CALLS);
            for (long p = first; p < k; p++) {
                if (!sweep(p, entryForward(p), finish(p))) {
                    return false;
                }
            }
            return sweep(k, entryForward(k), b);
        }
        if (!sweep(j, a, begin(j))) {
            return false;
        }
        long last = Math.min(j - 1, Math.max(k, 0) + MAX_LOOP_CALLS);
        for (long p = last; p > k && p >= 0; p--) {
            if (!sweep(p, entryBackward(p), begin(p))) {
                return false;
            }
        }
        return k < 0 || sweep(k, entryBackward(k), b);
    }

    /** The value pass p starts at: 0, or the end for a YOYO or FLIP loop's way back. */
    private double begin(long p) {
        return restartLoops || (p & 1) == 0 ? 0 : end;
    }

    /** The value pass p ends at. */
    private double finish(long p) {
        return restartLoops || (p & 1) == 0 ? end : 0;
    }

    /** Where playing forward enters pass p from: before 0 for the first pass and a RESTART loop. */
    private double entryForward(long p) {
        return p == 0 || restartLoops ? Double.NEGATIVE_INFINITY : begin(p);
    }

    /** Where playing backwards enters pass p from its end: past it for a RESTART loop. */
    private double entryBackward(long p) {
        return restartLoops ? Double.POSITIVE_INFINITY : finish(p);
    }

    /** Fires the callbacks from a to b within pass p, in crossing order; false if one ended the write. */
    private boolean sweep(long p, double a, double b) {
        double[] ts = cbTimes;
        if (b > a) {
            for (int q = countAtOrBelow(ts, a); q < ts.length && ts[q] <= b; q++) {
                if (!fire(p, q)) {
                    return false;
                }
            }
        } else if (b < a) {
            for (int q = countBelow(ts, a) - 1; q >= 0 && ts[q] >= b; q--) {
                if (!fire(p, q)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Writes the children at callback q's time, then runs it; false if it ended the write (it
     * seeked, completed or cancelled the sequence).
     */
    private boolean fire(long p, int q) {
        double c = cbTimes[q];
        int before = writes;
        writeAt(c);
        if (writes != before || stopped) {
            return false; // a child's callback seeked or ended the sequence
        }
        moveTo(p, c);
        try {
            callbacks.run(q);
        } catch (Throwable e) {
            reportFailure(e);
        }
        return writes == before && !stopped;
    }

    /** Reports through the clock (which rethrows a VirtualMachineError), or rethrows if it is gone. */
    private void reportFailure(Throwable e) {
        int i = clock.slots.resolve(clockSlot, clockVersion);
        if (i >= 0) {
            clock.values().bindFailed(i, e);
        } else if (e instanceof RuntimeException) {
            throw (RuntimeException) e;
        } else if (e instanceof Error) {
            throw (Error) e;
        } else {
            throw new IllegalStateException("a timeline callback failed", e);
        }
    }

    private void moveTo(long p, double b) {
        pass = p;
        at = b;
        below = countBelow(cbTimes, b);
        upTo = countAtOrBelow(cbTimes, b);
    }

    private void writeAt(double t) {
        writing = false;
        double[] pos = positions;
        int i = n - 1;
        while (i >= 0 && pos[i] >= t) {
            int groupStart = i;
            while (groupStart > 0 && pos[groupStart - 1] == pos[i]) {
                groupStart--;
            }
            for (int c = groupStart; c <= i; c++) {
                if (totals[c] > 0) {
                    writeChild(c, 0);
                } else if (pos[c] > t) {
                    writeChild(c, BEFORE_START);
                }
            }
            i = groupStart - 1;
        }
        writeStarted(t, i + 1);
        // Zero-length children the clock has just reached are at their end: they write last.
        for (int c = i + 1; c < n && pos[c] == t; c++) {
            if (totals[c] == 0) {
                writeChild(c, 0);
            }
        }
    }

    /**
     * Pass 2 over the started children [0, end): from the first child whose local time changed
     * (or all of them once an earlier child was written), each run of consecutive children of one
     * storage is sought in one call, which computes and records their local times as it goes.
     */
    private void writeStarted(double t, int end) {
        int first = writing ? 0 : firstChanged(t, end);
        if (first == end) {
            return;
        }
        writing = true;
        for (int c = first; c < end; ) {
            MotionStorage s = storages[c];
            int r = runStart[c];
            if (runRemovals[r] != s.removals()) {
                findRun(s, r);
            }
            int stop = Math.min(runEnd[c], end);
            s.seekChildren(dense, spans, lastLocal, t, c, stop);
            c = stop;
        }
    }

    /**
     * Started child c's local time at clock time t: {@code min(t - position, total)}, without
     * Math.min's NaN and signed-zero cases (t is finite and past the position).
     *
     * @param t     the clock's time, seconds
     * @param spans each child's position and total duration, seconds, at [2c] and [2c + 1]
     * @param c     the child
     * @return seconds
     */
    static double localTime(double t, double[] spans, int c) {
        double local = t - spans[2 * c];
        double total = spans[2 * c + 1];
        return local < total ? local : total;
    }

    /** The first started child in [0, end) whose local time at t differs from its last written one, or end. */
    private int firstChanged(double t, int end) {
        double[] span = spans;
        double[] last = lastLocal;
        for (int c = 0; c < end; c++) {
            if (localTime(t, span, c) != last[c]) {
                return c;
            }
        }
        return end;
    }

    /** Finds the dense indices of the run starting at child r (after a removal in its storage). */
    private void findRun(MotionStorage s, int r) {
        for (int c = r, e = runEnd[r]; c < e; c++) {
            dense[c] = s.findOnOwnerThread(slots[c], versions[c]);
        }
        runRemovals[r] = s.removals();
    }

    private void writeChild(int c, double local) {
        if (!writing && local == lastLocal[c]) {
            return;
        }
        MotionStorage s = storages[c];
        int i = s.find(slots[c], versions[c]);
        if (i < 0) {
            return;
        }
        lastLocal[c] = local;
        writing = true;
        if (local == BEFORE_START) {
            s.rewind(i);
        } else {
            s.seek(i, local);
        }
    }

    @Override
    public void beforeComplete() {
        for (int c = 0; c < n; c++) {
            MotionStorage s = storages[c];
            int i = s.find(slots[c], versions[c]);
            if (i >= 0) {
                s.fireCompleteOnce(i);
            }
        }
    }

    @Override
    public void beforeCancel(boolean finished) {
        stopped = true;
        for (int c = 0; c < n; c++) {
            MotionStorage s = storages[c];
            int i = s.find(slots[c], versions[c]);
            if (i >= 0 && s.isPlaying(i)) {
                s.cancel(i);
            }
        }
    }

    @Override
    public void released() {
        stopped = true;
        for (int c = 0; c < n; c++) {
            MotionStorage s = storages[c];
            int i = s.find(slots[c], versions[c]);
            if (i >= 0) {
                s.discard(i);
            }
        }
    }
}
