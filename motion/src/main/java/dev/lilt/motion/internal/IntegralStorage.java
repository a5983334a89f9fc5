package dev.lilt.motion.internal;

import dev.lilt.motion.value.IntBinder;
import dev.lilt.motion.value.LongBinder;
import dev.lilt.motion.internal.math.Rounding;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Int and long motions: start, end, current value and rounding mode per motion, held as longs.
 * Interpolation runs in double and is rounded once; exact for values within ±2^53. One nested
 * class per kind, as the engine keys storages by class; they differ only in how they bind.
 */
public abstract class IntegralStorage extends MotionValues {
    /** Values, start and end as longs (an int motion's fit exactly). */
    long[] from;
    long[] to;
    long[] value;
    private byte[] rounding;

    private IntegralStorage(Parts parts) {
        super(parts);
        resizeValues(capacity());
    }

    /**
     * Adds a motion from {@code fromLong} to {@code toLong}, rounded by the {@link Rounding} code
     * in {@code options}.
     *
     * @param spec its parameters and end points
     * @return its dense index
     */
    @Override
    public final int add(MotionSpec spec) {
        int i = addCore(spec);
        from[i] = spec.fromLong;
        to[i] = spec.toLong;
        value[i] = spec.fromLong;
        rounding[i] = (byte) spec.options;
        start(i);
        return i;
    }

    @Override
    public double valueAsDouble(int i) {
        return value[i];
    }

    @Override
    protected final void resizeValues(int capacity) {
        from = Resize.to(from, capacity);
        to = Resize.to(to, capacity);
        value = Resize.to(value, capacity);
        rounding = Resize.to(rounding, capacity);
    }

    @Override
    protected final void moveValues(int src, int dst) {
        from[dst] = from[src];
        to[dst] = to[src];
        value[dst] = value[src];
        rounding[dst] = rounding[src];
    }

    @Override
    protected final boolean computesInParallel() {
        return true;
    }

    @Override
    protected final void computeValues(int start, int end) {
        long[] a = from;
        long[] b = to;
        long[] v = value;
        byte[] r = rounding;
        double[] p = table.progress;
        for (int i = start; i < end; i++) {
            double t = p[i];
            v[i] = (long) Rounding.round((1 - t) * a[i] + t * b[i], r[i]);
        }
    }

    @Override
    protected final void bindDue(int n) {
        BindDue.run(this, n); // its own copy of the loop, so that bindValue binds to one of two kinds
    }

    /** Int motions; a value that overshoots the int range (an unclamped ease) saturates. */
    public static final class OfInt extends IntegralStorage {
        /** Adapts an {@link IntConsumer}, passed as the state, to a binder: no allocation per motion. */
        public static final IntBinder<IntConsumer> CONSUMER = (v, c) -> c.accept(v);

        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public OfInt(Parts parts) {
            super(parts);
        }

        @Override
        protected String kind() {
            return "int";
        }

        /** The value the binder receives: clamped to the int range. */
        @Override
        public double valueAsDouble(int i) {
            return clamped(value[i]);
        }

        @Override
        @SuppressWarnings("unchecked")
        protected void bindValue(int i) {
            ((IntBinder<Object>) table.binder[i]).accept(clamped(value[i]), table.state[i]);
        }

        private static int clamped(long v) {
            return v > Integer.MAX_VALUE ? Integer.MAX_VALUE : v < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) v;
        }
    }

    /** Long motions. */
    public static final class OfLong extends IntegralStorage {
        /** Adapts a {@link LongConsumer}, passed as the state, to a binder: no allocation per motion. */
        public static final LongBinder<LongConsumer> CONSUMER = (v, c) -> c.accept(v);

        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public OfLong(Parts parts) {
            super(parts);
        }

        @Override
        protected String kind() {
            return "long";
        }

        @Override
        @SuppressWarnings("unchecked")
        protected void bindValue(int i) {
            ((LongBinder<Object>) table.binder[i]).accept(value[i], table.state[i]);
        }
    }
}
