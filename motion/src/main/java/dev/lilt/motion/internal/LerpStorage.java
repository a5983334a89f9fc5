package dev.lilt.motion.internal;

import dev.lilt.motion.Float2Binder;
import dev.lilt.motion.Float3Binder;
import dev.lilt.motion.Float4Binder;

/**
 * Vector motions ({@code Float2}, {@code Float3}, {@code Float4}): each component interpolated
 * linearly, without clamping. One nested class per width, as the engine keys storages by class,
 * each with its own blend and binder call for the fused loops (see BlendStorage).
 */
public abstract class LerpStorage extends BlendStorage {
    private LerpStorage(MotionEngine engine, int width, String kind) {
        super(engine, width, kind);
    }

    /**
     * Adds and starts a motion; components beyond the width are ignored.
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
    public final int add(MotionSpec spec, float s0, float s1, float s2, float s3,
                         float e0, float e1, float e2, float e3) {
        int i = addVector(spec, s0, s1, s2, s3, e0, e1, e2, e3);
        start(i);
        return i;
    }

    @Override
    protected final void computeValues(int start, int end) {
        lerp(start, end);
    }

    /** Two components. */
    public static final class Of2 extends LerpStorage {
        /**
         * Creates the storage.
         *
         * @param engine the owner
         */
        public Of2(MotionEngine engine) {
            super(engine, 2, "Float2");
        }

        @Override
        @SuppressWarnings("unchecked")
        void blendAndBind(int i, double t, float[] a, float[] b, float[] v, Object[] binder, Object[] state) {
            int c = 2 * i;
            float x = blend(a[c], b[c], t);
            float y = blend(a[c + 1], b[c + 1], t);
            v[c] = x;
            v[c + 1] = y;
            Object bound = binder[i];
            if (bound != null) {
                try {
                    ((Float2Binder<Object>) bound).accept(x, y, state[i]);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
        }
    }

    /** Three components. */
    public static final class Of3 extends LerpStorage {
        /**
         * Creates the storage.
         *
         * @param engine the owner
         */
        public Of3(MotionEngine engine) {
            super(engine, 3, "Float3");
        }

        @Override
        @SuppressWarnings("unchecked")
        void blendAndBind(int i, double t, float[] a, float[] b, float[] v, Object[] binder, Object[] state) {
            int c = 3 * i;
            float x = blend(a[c], b[c], t);
            float y = blend(a[c + 1], b[c + 1], t);
            float z = blend(a[c + 2], b[c + 2], t);
            v[c] = x;
            v[c + 1] = y;
            v[c + 2] = z;
            Object bound = binder[i];
            if (bound != null) {
                try {
                    ((Float3Binder<Object>) bound).accept(x, y, z, state[i]);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
        }
    }

    /** Four components. */
    public static final class Of4 extends LerpStorage {
        /**
         * Creates the storage.
         *
         * @param engine the owner
         */
        public Of4(MotionEngine engine) {
            super(engine, 4, "Float4");
        }

        @Override
        @SuppressWarnings("unchecked")
        void blendAndBind(int i, double t, float[] a, float[] b, float[] v, Object[] binder, Object[] state) {
            int c = 4 * i;
            float x = blend(a[c], b[c], t);
            float y = blend(a[c + 1], b[c + 1], t);
            float z = blend(a[c + 2], b[c + 2], t);
            float w = blend(a[c + 3], b[c + 3], t);
            v[c] = x;
            v[c + 1] = y;
            v[c + 2] = z;
            v[c + 3] = w;
            Object bound = binder[i];
            if (bound != null) {
                try {
                    ((Float4Binder<Object>) bound).accept(x, y, z, w, state[i]);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
        }
    }
}
