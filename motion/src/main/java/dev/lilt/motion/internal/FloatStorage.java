package dev.lilt.motion.internal;

import dev.lilt.motion.FloatBinder;

/** Float motions: start and end per motion; the current value is computed from the progress where it is read. */
public final class FloatStorage extends MotionStorage {
    private float[] from;
    private float[] to;

    /**
     * Creates the storage.
     *
     * @param engine the owner
     */
    public FloatStorage(MotionEngine engine) {
        super(engine);
        resizeValues(capacity());
    }

    @Override
    protected String kind() {
        return "float";
    }

    /**
     * Adds a motion.
     *
     * @param spec  its parameters
     * @param start the start value
     * @param end   the end value
     * @return its dense index
     */
    public int add(MotionSpec spec, float start, float end) {
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
    public float value(int i) {
        return valueAt(i);
    }

    /** Motion i's value, a function of its progress alone: no value column to store or move. */
    private float valueAt(int i) {
        return lerp(from[i], to[i], table.progress[i]);
    }

    /**
     * The value at progress p, the one formula of every path (so they bind the same bits): in
     * double, exact at both ends.
     */
    private static float lerp(float a, float b, double p) {
        return (float) ((1 - p) * a + p * b);
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
        float[] a = from;
        float[] b = to;
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
            float x = lerp(a[i], b[i], p);
            Object bound = binder[i];
            if (bound == null) {
                continue;
            }
            try {
                ((FloatBinder<Object>) bound).accept(x, state[i]);
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
        // The sequence's counterpart of fusedRun: time, progress, value and bind per child in one
        // loop over the columns held in locals; every other child takes the general seek.
        MotionTable tb = table;
        byte[] seekLane = tb.seekLane;
        double[] clock = tb.clock;
        double[] progress = tb.progress;
        float[] a = from;
        float[] b = to;
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
            float x = lerp(a[i], b[i], p);
            Object bound = binder[i];
            if (bound != null) {
                try {
                    ((FloatBinder<Object>) bound).accept(x, state[i]);
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
        ((FloatBinder<Object>) table.binder[i]).accept(valueAt(i), table.state[i]);
    }
}
