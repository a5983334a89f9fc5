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
        double p = progress[i];
        return (float) ((1 - p) * from[i] + p * to[i]);
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
        byte[] lane = this.lane;
        double[] clock = this.clock;
        double[] speed = this.speed;
        double[] progress = this.progress;
        float[] a = from;
        float[] b = to;
        Object[] binder = this.binder;
        Object[] state = this.state;
        if (fusedNext != start) {
            return start;
        }
        int i = start;
        for (; i < n; i++) {
            if (!advanceFast(dt, i, lane, clock, speed, progress)) {
                break;
            }
            double p = progress[i];
            fusedNext = i + 1;
            // computeValues and bindValue for one motion.
            float x = (float) ((1 - p) * a[i] + p * b[i]);
            Object bound = binder[i];
            if (bound == null) {
                continue;
            }
            try {
                ((FloatBinder<Object>) bound).accept(x, state[i]);
            } catch (Throwable e) {
                bindFailed(i, e);
            }
            if (fusedNext != i + 1 || this.binder != binder) {
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
    protected void valueAndBind(int i) {
        // A sequence seeks each of its children every frame: no one-motion value loop per child.
        double p = progress[i];
        float v = (float) ((1 - p) * from[i] + p * to[i]);
        Object b = binder[i];
        if (b != null) {
            try {
                ((FloatBinder<Object>) b).accept(v, state[i]);
            } catch (Throwable e) {
                bindFailed(i, e);
            }
        }
    }

    @Override
    protected void bindDue(int n) {
        // The base loop, repeated so that bindValue binds statically: see MotionStorage.bindDue.
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
        ((FloatBinder<Object>) binder[i]).accept(valueAt(i), state[i]);
    }
}
