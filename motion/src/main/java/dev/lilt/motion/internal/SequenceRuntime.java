package dev.lilt.motion.internal;

import dev.lilt.motion.DoubleBinder;

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
     */
    /** The clock's binder. */
    public static final DoubleBinder<SequenceRuntime> CLOCK = (t, r) -> r.write(t);

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

    /**
     * Creates a runtime over children already sorted by (position, order added).
     *
     * @param storages  each child's storage
     * @param slots     each child's slot
     * @param versions  each child's version
     * @param positions each child's start on the clock, seconds
     * @param totals    each child's total duration, seconds
     * @param labels    the sequence's labels, for seeks by name
     */
    public SequenceRuntime(MotionStorage[] storages, int[] slots, int[] versions, double[] positions, double[] totals,
                           SequenceLabels labels) {
        this.labels = labels;
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

    private void write(double t) {
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
        for (int c = 0; c < n; c++) {
            MotionStorage s = storages[c];
            int i = s.find(slots[c], versions[c]);
            if (i >= 0) {
                s.discard(i);
            }
        }
    }
}
