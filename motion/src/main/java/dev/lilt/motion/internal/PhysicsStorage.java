package dev.lilt.motion.internal;

import dev.lilt.motion.internal.math.SpringMath;

/**
 * Vector kinds driven by physics (springs, flings): each component is a closed-form function of
 * the motion's clock (progress times duration) and rests on its end value from progress 1. The
 * pass over the motions is written once here, around each kind's {@link #componentAt}.
 */
abstract class PhysicsStorage extends VectorStorage {
    PhysicsStorage(Parts parts, int width, String kind) {
        super(parts, width, kind);
    }

    /**
     * Components per motion.
     *
     * @return 1 to 3
     */
    public final int width() {
        return width;
    }

    /**
     * Component {@code c} of motion {@code i} at its clock, before progress 1.
     *
     * @param c     the component's index in the value columns
     * @param i     the motion's dense index
     * @param clock seconds on the motion's clock, at least 0
     * @return the component
     */
    abstract double componentAt(int c, int i, double clock);

    @Override
    protected final void computeValues(int start, int end) {
        float[] rest = to;
        float[] v = value;
        double[] p = table.progress;
        int w = width;
        for (int i = start; i < end; i++) {
            double t = p[i];
            int first = i * w;
            if (t >= 1) {
                System.arraycopy(rest, first, v, first, w);
                continue;
            }
            double clock = Math.max(0, t) * duration(i);
            for (int c = first; c < first + w; c++) {
                v[c] = (float) componentAt(c, i, clock);
            }
        }
    }

    /**
     * A damped spring's settle time ({@link SpringMath#settleTime}); an infinite one throws.
     *
     * @param what the spring, for the message
     * @param d0   the start displacement
     * @param v0   the start velocity
     * @param w    omega, the square root of the stiffness
     * @param z    the damping ratio
     * @param tol  the rest tolerance
     * @return seconds, finite
     * @throws IllegalArgumentException if the spring never comes to rest
     */
    static double settleTime(String what, double d0, double v0, double w, double z, double tol) {
        double settle = SpringMath.settleTime(d0, v0, w, z, tol);
        if (!(settle < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(what + " must come to rest in a finite time: stiffness " + w * w
                    + ", dampingRatio " + z + ", rest tolerance " + tol + " give a settle time of " + settle + " s");
        }
        return settle;
    }
}
