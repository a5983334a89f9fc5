package dev.lilt.motion.internal;

import dev.lilt.motion.DoubleBinder;
import java.util.function.DoubleConsumer;

/** Double motions: start and end per motion; the current value is computed from the progress where it is read. */
public final class DoubleStorage extends MotionStorage {
    /** Adapts a {@link DoubleConsumer}, passed as the state, to a binder: no allocation per motion. */
    public static final DoubleBinder<DoubleConsumer> CONSUMER = (v, c) -> c.accept(v);

    private double[] from;
    private double[] to;

    /**
     * Creates the storage.
     *
     * @param engine the owner
     */
    public DoubleStorage(MotionEngine engine) {
        super(engine);
        resizeValues(capacity());
    }

    @Override
    protected String kind() {
        return "double";
    }

    /**
     * Adds a motion.
     *
     * @param spec  its parameters
     * @param start the start value
     * @param end   the end value
     * @return its dense index
     */
    public int add(MotionSpec spec, double start, double end) {
        int i = addCore(spec);
        from[i] = start;
        to[i] = end;
        start(i);
        return i;
    }

    /**
     * The current value.
     *
     * @param i a live dense index
     * @return the value
     */
    public double value(int i) {
        return valueAt(i);
    }

    /** Motion i's value, a function of its progress alone: no value column to store or move. */
    private double valueAt(int i) {
        return lerp(from[i], to[i], table.progress[i]);
    }

    /** The value at progress p, the one formula of every path (so they bind the same bits): exact at both ends. */
    private static double lerp(double a, double b, double p) {
        return (1 - p) * a + p * b;
    }

    @Override
    public double valueAsDouble(int i) {
        return valueAt(i);
    }

    @Override
    protected void resizeValues(int capacity) {
        from = Resize.to(from, capacity);
        to = Resize.to(to, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        from[dst] = from[src];
        to[dst] = to[src];
    }

    @Override
    protected boolean computesInParallel() {
        return true;
    }

    @Override
    protected void computeValues(int start, int end) {
        // Nothing to store: a value is read from the progress where it is used (valueAt).
    }

    @Override
    @SuppressWarnings("unchecked")
    protected int fusedRun(double dt, int start, int n) {
        MotionTable tb = table; // one local: the exit test below re-reads only its binder column
        byte[] lane = tb.lane;
        double[] clock = tb.clock;
        double[] speed = tb.speed;
        double[] progress = tb.progress;
        double[] a = from;
        double[] b = to;
        Object[] binder = tb.binder;
        Object[] state = tb.state;
        if (fusedNext != start) {
            return start;
        }
        int i = start;
        for (; i < n; i++) {
            if (!MotionTimeline.advanceFast(dt, i, lane, clock, speed, progress)) {
                break;
            }
            double p = progress[i];
            fusedNext = i + 1;
            // computeValues and bindValue for one motion.
            double x = lerp(a[i], b[i], p);
            Object bound = binder[i];
            if (bound == null) {
                continue;
            }
            try {
                ((DoubleBinder<Object>) bound).accept(x, state[i]);
            } catch (Throwable e) {
                bindFailed(i, e);
            }
            if (fusedNext != i + 1 || tb.binder != binder) {
                // A catch-up advanced the rest, or a new motion grew the columns.
                i++;
                break;
            }
        }
        fastMotions += i - start;
        return i;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected int seekChildRun(int[] dense, double[] spans, double[] locals, double t,
                               int start, int end) {
        // FloatStorage.seekChildRun for doubles: a nested sequence's clock is a double child too.
        MotionTable tb = table;
        byte[] seekLane = tb.seekLane;
        double[] clock = tb.clock;
        double[] progress = tb.progress;
        double[] a = from;
        double[] b = to;
        Object[] binder = tb.binder;
        Object[] state = tb.state;
        for (int c = start; c < end; c++) {
            double local = SequenceRuntime.localTime(t, spans, c);
            locals[c] = local;
            int i = dense[c];
            if (!MotionTimeline.seekFast(i, local, seekLane, clock, progress)) {
                seekChild(i, local);
                return c + 1; // user code ran: the columns may have grown
            }
            double p = progress[i];
            Object bound = binder[i];
            if (bound != null) {
                try {
                    ((DoubleBinder<Object>) bound).accept(lerp(a[i], b[i], p), state[i]);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
                if (tb.binder != binder) {
                    return c + 1;
                }
            }
        }
        return end;
    }

    @Override
    protected void bindDue(int n) {
        // The base loop, repeated so that bindValue binds statically: see MotionFrame.bindDue.
        for (int i = 0; i < n; i++) {
            if (takeBindDue(i)) {
                try {
                    bindValue(i);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void bindValue(int i) {
        ((DoubleBinder<Object>) table.binder[i]).accept(valueAt(i), table.state[i]);
    }
}
