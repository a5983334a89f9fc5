package dev.lilt.motion.internal;

import dev.lilt.motion.IntBinder;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Int motions: start, end, current value and rounding mode per motion. Interpolation runs in
 * double and is rounded once.
 */
public final class IntStorage extends MotionStorage {
    /** Adapts a {@link IntConsumer}, passed as the state, to a binder: no allocation per motion. */
    public static final IntBinder<IntConsumer> CONSUMER = (v, c) -> c.accept(v);

    private int[] from;
    private int[] to;
    private int[] value;
    private byte[] rounding;

    /**
     * Creates the storage.
     *
     * @param engine the owner
     */
    public IntStorage(MotionEngine engine) {
        super(engine, 16);
        resizeValues(capacity());
    }

    @Override
    protected String kind() {
        return "int";
    }

    /**
     * Adds a motion.
     *
     * @param spec     its parameters
     * @param start    the start value
     * @param end      the end value
     * @param mode     a {@link Rounding} code
     * @return its dense index
     */
    public int add(MotionSpec spec, int start, int end, byte mode) {
        int i = addCore(spec);
        from[i] = start;
        to[i] = end;
        value[i] = start;
        rounding[i] = mode;
        start(i);
        return i;
    }

    /**
     * The current value.
     *
     * @param i a live dense index
     * @return the value
     */
    public int value(int i) {
        return value[i];
    }

    @Override
    public double valueAsDouble(int i) {
        return value[i];
    }

    @Override
    protected void resizeValues(int capacity) {
        from = from == null ? new int[capacity] : Arrays.copyOf(from, capacity);
        to = to == null ? new int[capacity] : Arrays.copyOf(to, capacity);
        value = value == null ? new int[capacity] : Arrays.copyOf(value, capacity);
        rounding = rounding == null ? new byte[capacity] : Arrays.copyOf(rounding, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        from[dst] = from[src];
        to[dst] = to[src];
        value[dst] = value[src];
        rounding[dst] = rounding[src];
    }

    @Override
    protected void clearValues(int i) {
    }

    @Override
    protected boolean computesInParallel() {
        return true;
    }

    @Override
    protected void computeValues(int start, int end) {
        int[] a = from;
        int[] b = to;
        int[] v = value;
        byte[] r = rounding;
        double[] p = progress;
        for (int i = start; i < end; i++) {
            double t = p[i];
            v[i] = (int) Rounding.round((1 - t) * a[i] + t * b[i], r[i]);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void bindValue(int i) {
        ((IntBinder<Object>) binder[i]).accept(value[i], state[i]);
    }
}
