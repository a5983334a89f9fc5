package dev.lilt.motion.internal;

import dev.lilt.motion.value.Float2Binder;
import dev.lilt.motion.value.Float3Binder;
import dev.lilt.motion.value.Float4Binder;
import dev.lilt.motion.value.FloatBinder;

/**
 * Motions whose value is 1 to 4 float components: start, end and current value per motion, stored
 * flat. Subclasses decide how progress turns into a value (lerp, colour, rotation, vibration).
 */
abstract class VectorStorage extends MotionValues {
    /*
     * Design note.
     *
     * Layout: component c of motion i lives at [i * width + c] in three float arrays (from, to,
     * value), so a frame reads and writes contiguous primitives and creates no objects. The width
     * is fixed per storage; one storage class exists per (kind, width), as the engine keys
     * storages by class.
     *
     * Binding passes the components as primitives to the width's binder interface
     * (FloatBinder, Float2Binder, Float3Binder, Float4Binder); the switch on the final width
     * field is the same branch for every motion of the storage, so it predicts perfectly.
     *
     * Threading: as MotionStorage, confined to the engine's thread.
     */

    /** Components per motion, 1 to 4. */
    protected final int width;
    private final String kind;
    /** Start components, width per motion. */
    protected float[] from;
    /** End components, width per motion. */
    protected float[] to;
    /** Current components, width per motion. */
    protected float[] value;

    /**
     * Creates the storage.
     *
     * @param parts the storage's parts
     * @param width  components per motion, 1 to 4
     * @param kind   the kind's name, for messages
     */
    protected VectorStorage(Parts parts, int width, String kind) {
        super(parts);
        this.width = width;
        this.kind = kind;
        resizeValues(capacity());
    }

    @Override
    protected final String kind() {
        return kind;
    }

    /**
     * Adds a motion's timing and components without starting it; the subclass writes its own
     * per-motion data, then calls {@link #start(int)}. Components beyond the width are ignored.
     *
     * @param spec the motion's parameters
     * @param s0   start component 0
     * @param s1   start component 1
     * @param s2   start component 2
     * @param s3   start component 3
     * @param e0   end component 0
     * @param e1   end component 1
     * @param e2   end component 2
     * @param e3   end component 3
     * @return the new motion's dense index
     */
    protected final int addVector(MotionSpec spec, float s0, float s1, float s2, float s3,
                                  float e0, float e1, float e2, float e3) {
        int i = addCore(spec);
        int b = i * width;
        int w = width;
        from[b] = s0;
        to[b] = e0;
        if (w > 1) {
            from[b + 1] = s1;
            to[b + 1] = e1;
        }
        if (w > 2) {
            from[b + 2] = s2;
            to[b + 2] = e2;
        }
        if (w > 3) {
            from[b + 3] = s3;
            to[b + 3] = e3;
        }
        System.arraycopy(from, b, value, b, w);
        return i;
    }

    /**
     * Adds a motion's timing and the spec's end points ({@code from0..3}, {@code to0..3}, as
     * floats) without starting it, as {@link #addVector(MotionSpec, float, float, float, float,
     * float, float, float, float)}: the kinds made from two values.
     *
     * @param spec the motion's parameters and end points
     * @return the new motion's dense index
     */
    protected final int addVector(MotionSpec spec) {
        return addVector(spec, (float) spec.from0, (float) spec.from1, (float) spec.from2, (float) spec.from3,
                (float) spec.to0, (float) spec.to1, (float) spec.to2, (float) spec.to3);
    }

    /**
     * Every vector kind computes each motion from its own slots only, with pure functions (no user
     * code, no shared mutable state), so disjoint ranges may run in parallel.
     *
     * @return true
     */
    @Override
    protected final boolean computesInParallel() {
        return true;
    }

    @Override
    protected int parallelThreshold() {
        return ParallelUpdate.VECTOR_THRESHOLD;
    }

    @Override
    public double valueAsDouble(int i) {
        if (width == 1) {
            return value[i];
        }
        return super.valueAsDouble(i);
    }

    @Override
    protected void resizeValues(int capacity) {
        int n = capacity * width;
        from = Resize.to(from, n);
        to = Resize.to(to, n);
        value = Resize.to(value, n);
    }

    @Override
    protected void moveValues(int src, int dst) {
        int w = width;
        System.arraycopy(from, src * w, from, dst * w, w);
        System.arraycopy(to, src * w, to, dst * w, w);
        System.arraycopy(value, src * w, value, dst * w, w);
    }

    /**
     * Linear interpolation of every component of the motions in [start, end), unclamped; exact at
     * progress 0 and 1.
     *
     * @param start first index
     * @param end   end index, exclusive
     */
    protected final void lerp(int start, int end) {
        float[] a = from;
        float[] b = to;
        float[] v = value;
        double[] p = table.progress;
        int w = width;
        for (int i = start; i < end; i++) {
            double t = p[i];
            for (int c = i * w, last = c + w; c < last; c++) {
                v[c] = blend(a[c], b[c], t);
            }
        }
    }

    /**
     * One component at progress t, the one formula of every vector path (the passes, the fused
     * loop, the child run), so they write the same bits: in double, exact at both ends.
     *
     * @param a the start component
     * @param b the end component
     * @param t the progress
     * @return the component
     */
    static float blend(float a, float b, double t) {
        return (float) ((1 - t) * a + t * b);
    }

    @Override
    protected final void bindDue(int n) {
        BindDue.run(this, n); // its own copy of the loop, so that bindValue binds statically
    }

    @Override
    @SuppressWarnings("unchecked")
    protected final void bindValue(int i) {
        float[] v = value;
        Object s = table.state[i];
        int b = i * width;
        switch (width) {
            case 1:
                ((FloatBinder<Object>) table.binder[i]).accept(v[b], s);
                break;
            case 2:
                ((Float2Binder<Object>) table.binder[i]).accept(v[b], v[b + 1], s);
                break;
            case 3:
                ((Float3Binder<Object>) table.binder[i]).accept(v[b], v[b + 1], v[b + 2], s);
                break;
            default:
                ((Float4Binder<Object>) table.binder[i]).accept(v[b], v[b + 1], v[b + 2], v[b + 3], s);
                break;
        }
    }
}
