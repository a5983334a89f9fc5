package dev.lilt.motion.internal;

import dev.lilt.motion.internal.math.Seeds;

/**
 * Punch and shake motions of 1 to 4 components: start is the origin, end the strength; the
 * value oscillates around the origin and ends exactly on it.
 */
public abstract class VibrationStorage extends VectorStorage {
    /*
     * Design note.
     *
     * Offset at progress t in (0, 1), per component c:
     *     envelope(t) = exp(-dampingRatio * frequency * t / (2 pi))
     *     wave(t)     = cos((frequency - 0.5) * pi * t)
     *     punch: origin + strength * envelope * wave
     *     shake: origin + strength * envelope * wave * r(seed, t, c), r uniform in [-1, 1)
     * (the shape LitMotion uses: a jump to the full strength just after the start, then a decaying
     * wave whose last zero, for a whole frequency, falls on t = 1). At t <= 0 and t >= 1 the value is
     * the origin exactly, so punches and shakes end where they started, loop after loop.
     *
     * Shake's r is a hash of (seed, bits of t, c) with no generator state (Seeds.signedUnit): the
     * same seed and time give the same value, so a seek or a replay reproduces the shake, and the
     * update can visit motions in any order. Unseeded shakes get a fresh seed each (Seeds.next).
     */

    private double[] frequency;
    private double[] damping;
    private long[] seed;
    private boolean[] shake;

    private VibrationStorage(Parts parts, int width, String kind) {
        super(parts, width, kind);
    }

    /**
     * Adds and starts a punch or shake; components beyond the width are ignored.
     *
     * @param spec         the motion's parameters
     * @param o0           origin component 0
     * @param o1           origin component 1
     * @param o2           origin component 2
     * @param s0           strength component 0
     * @param s1           strength component 1
     * @param s2           strength component 2
     * @param frequency    oscillation frequency, &gt; 0
     * @param dampingRatio envelope decay, &gt;= 0
     * @param isShake      true for a shake, false for a punch
     * @param randomSeed   the shake's seed
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, float o0, float o1, float o2, float s0, float s1, float s2,
                         double frequency, double dampingRatio, boolean isShake, long randomSeed) {
        return add(spec, o0, o1, o2, 0, s0, s1, s2, 0, frequency, dampingRatio, isShake, randomSeed);
    }

    /**
     * Adds and starts a punch or shake of up to 4 components; components beyond the width are ignored.
     *
     * @param spec         the motion's parameters
     * @param o0           origin component 0
     * @param o1           origin component 1
     * @param o2           origin component 2
     * @param o3           origin component 3
     * @param s0           strength component 0
     * @param s1           strength component 1
     * @param s2           strength component 2
     * @param s3           strength component 3
     * @param frequency    oscillation frequency, &gt; 0
     * @param dampingRatio envelope decay, &gt;= 0
     * @param isShake      true for a shake, false for a punch
     * @param randomSeed   the shake's seed
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, float o0, float o1, float o2, float o3, float s0, float s1, float s2,
                         float s3, double frequency, double dampingRatio, boolean isShake, long randomSeed) {
        int i = addVector(spec, o0, o1, o2, o3, s0, s1, s2, s3);
        this.frequency[i] = frequency;
        this.damping[i] = dampingRatio;
        this.shake[i] = isShake;
        this.seed[i] = randomSeed;
        start(i);
        return i;
    }

    @Override
    protected void resizeValues(int capacity) {
        super.resizeValues(capacity);
        frequency = Resize.to(frequency, capacity);
        damping = Resize.to(damping, capacity);
        seed = Resize.to(seed, capacity);
        shake = Resize.to(shake, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        super.moveValues(src, dst);
        frequency[dst] = frequency[src];
        damping[dst] = damping[src];
        seed[dst] = seed[src];
        shake[dst] = shake[src];
    }

    @Override
    protected final void computeValues(int start, int end) {
        float[] o = from;
        float[] s = to;
        float[] v = value;
        double[] p = table.progress;
        int w = width;
        for (int i = start; i < end; i++) {
            double t = p[i];
            int b = i * w;
            if (!(t > 0 && t < 1)) {
                System.arraycopy(o, b, v, b, w);
                continue;
            }
            double f = frequency[i];
            double k = Math.exp(-damping[i] * f * t / (2 * Math.PI)) * Math.cos((f - 0.5) * Math.PI * t);
            if (shake[i]) {
                long where = Double.doubleToLongBits(t);
                long sd = seed[i];
                for (int c = 0; c < w; c++) {
                    v[b + c] = (float) (o[b + c] + s[b + c] * k * Seeds.signedUnit(sd, where, c));
                }
            } else {
                for (int c = b; c < b + w; c++) {
                    v[c] = (float) (o[c] + s[c] * k);
                }
            }
        }
    }

    /** One component. */
    public static final class Of1 extends VibrationStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of1(Parts parts) {
            super(parts, 1, "float vibration");
        }
    }

    /** Two components. */
    public static final class Of2 extends VibrationStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of2(Parts parts) {
            super(parts, 2, "Float2 vibration");
        }
    }

    /** Three components. */
    public static final class Of3 extends VibrationStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of3(Parts parts) {
            super(parts, 3, "Float3 vibration");
        }
    }

    /** Four components. */
    public static final class Of4 extends VibrationStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of4(Parts parts) {
            super(parts, 4, "Float4 vibration");
        }
    }
}
