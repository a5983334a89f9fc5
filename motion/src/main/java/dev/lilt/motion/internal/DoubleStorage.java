package dev.lilt.motion.internal;

import dev.lilt.motion.DoubleBinder;
import java.util.function.DoubleConsumer;

/** Double motions: start, end and current value per motion. */
public final class DoubleStorage extends MotionStorage {
    /** Adapts a {@link DoubleConsumer}, passed as the state, to a binder: no allocation per motion. */
    public static final DoubleBinder<DoubleConsumer> CONSUMER = (v, c) -> c.accept(v);

    private double[] from;
    private double[] to;
    private double[] value;

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
        value[i] = start;
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
        return value[i];
    }

    @Override
    public double valueAsDouble(int i) {
        return value[i];
    }

    @Override
    protected void resizeValues(int capacity) {
        from = Resize.to(from, capacity);
        to = Resize.to(to, capacity);
        value = Resize.to(value, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        from[dst] = from[src];
        to[dst] = to[src];
        value[dst] = value[src];
    }

    @Override
    protected boolean computesInParallel() {
        return true;
    }

    @Override
    protected void computeValues(int start, int end) {
        double[] a = from;
        double[] b = to;
        double[] v = value;
        double[] p = progress;
        for (int i = start; i < end; i++) {
            double t = p[i];
            v[i] = (1 - t) * a[i] + t * b[i];
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    protected int fusedRun(double dt, int start, int n) {
        double[] clock = this.clock;
        byte[] status = this.status;
        int[] flags = this.flags;
        byte[] easeId = this.easeId;
        double[] progress = this.progress;
        double[] a = from;
        double[] b = to;
        double[] v = value;
        Object[] binder = this.binder;
        Object[] state = this.state;
        int fast = 0;
        int i = start;
        for (; i < n; i++) {
            if (!fusing(i)) {
                bindRest(i, n);
                i = n;
                break;
            }
            double p = advanceFast(dt, i, clock, status, flags, easeId, progress);
            if (p != p) {
                generalStep(dt, i);
            } else {
                // computeValues and bindValue for one motion.
                fast++;
                double x = (1 - p) * a[i] + p * b[i];
                v[i] = x;
                Object bound = binder[i];
                if (bound == null) {
                    continue;
                }
                try {
                    ((DoubleBinder<Object>) bound).accept(x, state[i]);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
            if (this.binder != binder) {
                i++;
                break;
            }
        }
        fastMotions += fast;
        return i;
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
        ((DoubleBinder<Object>) binder[i]).accept(value[i], state[i]);
    }
}
