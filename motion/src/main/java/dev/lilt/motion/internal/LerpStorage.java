package dev.lilt.motion.internal;

/**
 * Vector motions ({@code Float2}, {@code Float3}, {@code Float4}): each component interpolated
 * linearly, without clamping. One nested class per width, as the engine keys storages by class.
 */
public abstract class LerpStorage extends VectorStorage {
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

    @Override
    protected final int fusedRun(double dt, int start, int n) {
        byte[] lane = this.lane;
        double[] clock = this.clock;
        double[] speed = this.speed;
        double[] progress = this.progress;
        Object[] binder = this.binder;
        if (fusedNext != start) {
            return start;
        }
        int i = start;
        for (; i < n; i++) {
            if (!advanceFast(dt, i, lane, clock, speed, progress)) {
                break;
            }
            fusedNext = i + 1;
            lerp(i, i + 1);
            bindNow(i);
            if (fusedNext != i + 1 || this.binder != binder) {
                // A catch-up advanced the rest, or a new motion grew the columns.
                i++;
                break;
            }
        }
        fastMotions += i - start;
        return i;
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
    }
}
