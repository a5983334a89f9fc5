package dev.lilt.motion.internal;

import dev.lilt.motion.internal.math.FlingMath;
import dev.lilt.motion.internal.math.SpringMath;

/**
 * Fling motions of 1, 2 or 3 components: each component decays from its start velocity by
 * friction until its speed falls to a threshold, optionally bounded, stopping at a bound or
 * springing back to it. This class holds one-component flings; {@link Of2} and {@link Of3} the
 * vector ones (the engine keys storages by class).
 */
public class FlingStorage extends PhysicsStorage {
    /*
     * Design note.
     *
     * Each component has up to two phases on the motion's clock (progress * duration): the decay
     * (FlingMath) from 0 to `cross`, then, for spring-back, a damped spring (SpringMath) towards
     * the bound from `cross` to `end`, starting from displacement `springD0` and velocity
     * `springV0`: 0 and the decay's velocity at the crossing, so position and velocity are
     * continuous there; a start outside the bounds springs from the start at time 0. Stopping at a
     * bound is a decay whose end is the crossing time. Without a crossing, `cross` is infinite and
     * `end` the time the speed falls to the threshold. Every phase is closed form, so a frame, a
     * seek and a sequence all evaluate the same function of the clock. The motion's duration is the
     * largest component's end; a component past its end holds its resting value (`to`), and
     * progress 1 is the resting value exactly.
     */

    /** No bounds. */
    public static final int UNBOUNDED = 0;
    /** The motion ends where it reaches a bound. */
    public static final int STOP = 1;
    /** A damped spring pulls the motion back to the bound it went past. */
    public static final int SPRING_BACK = 2;

    private double[] velocity0;
    private double[] cross;
    private double[] end;
    private double[] springD0;
    private double[] springV0;
    private double[] friction;
    private double[] omega;
    private double[] zeta;
    /** One planned component before the motion's row exists: cross, end, rest, springD0, springV0. */
    private final double[] plan = new double[5 * 3];

    /**
     * Creates the storage of one-component flings.
     *
     * @param parts the storage's parts
     */
    public FlingStorage(Parts parts) {
        this(parts, 1, "fling");
    }

    private FlingStorage(Parts parts, int width, String kind) {
        super(parts, width, kind);
    }

    /**
     * Adds and starts a fling motion; components beyond the width are ignored. The spec's duration
     * is replaced by the largest component's end time. The caller has checked the arguments (a
     * start outside the bounds only with {@link #SPRING_BACK}).
     *
     * @param spec          the motion's parameters
     * @param start         the start position, per component
     * @param velocity      the start velocity, units per second, per component
     * @param min           the lower bounds, per component (ignored when unbounded)
     * @param max           the upper bounds, per component (ignored when unbounded)
     * @param behaviour     {@link #UNBOUNDED}, {@link #STOP} or {@link #SPRING_BACK}
     * @param k             the friction, per second, &gt; 0
     * @param threshold     the speed at which the decay ends, units per second, &gt; 0
     * @param stiffness     the spring-back's stiffness, per second squared (unit mass)
     * @param dampingRatio  the spring-back's damping ratio, &gt; 0
     * @param restTolerance the spring-back's rest tolerance, &gt; 0, in the value's units
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, float[] start, double[] velocity, float[] min, float[] max, int behaviour,
                         double k, double threshold, double stiffness, double dampingRatio,
                         double restTolerance) {
        double w = Math.sqrt(stiffness);
        double duration = 0;
        double[] p = plan;
        for (int c = 0; c < width; c++) {
            planComponent(p, 5 * c, start[c], velocity[c], min[c], max[c], behaviour, k, threshold, w, dampingRatio,
                    restTolerance);
            duration = Math.max(duration, p[5 * c + 1]);
        }
        if (!(duration < Double.POSITIVE_INFINITY)) {
            // a friction near 0 stretches ln(|v| / threshold) / k past any double
            throw new IllegalArgumentException("the fling must come to rest in a finite time: friction " + k
                    + ", threshold " + threshold + " give a duration of " + duration + " s");
        }
        // a positive duration keeps the timing maths well defined
        spec.duration = Math.max(1e-6, duration);
        int i = addVector(spec, start[0], width > 1 ? start[1] : 0, width > 2 ? start[2] : 0, 0,
                (float) p[2], (float) p[7], (float) p[12], 0);
        int b = i * width;
        for (int c = 0; c < width; c++) {
            velocity0[b + c] = velocity[c];
            cross[b + c] = p[5 * c];
            end[b + c] = p[5 * c + 1];
            springD0[b + c] = p[5 * c + 3];
            springV0[b + c] = p[5 * c + 4];
        }
        friction[i] = k;
        omega[i] = w;
        zeta[i] = dampingRatio;
        start(i);
        return i;
    }

    private static void planComponent(double[] p, int o, double x0, double v0, double min, double max, int behaviour,
                                      double k, double threshold, double w, double z, double tol) {
        double cross = Double.POSITIVE_INFINITY;
        double end = FlingMath.stopTime(v0, k, threshold);
        double rest = FlingMath.restingPosition(x0, v0, k, threshold);
        double d0 = 0;
        double vs = 0;
        if (behaviour != UNBOUNDED) {
            if (x0 < min || x0 > max) {
                double bound = x0 < min ? min : max;
                cross = 0;
                d0 = x0 - bound;
                vs = v0;
                rest = bound;
                end = settleTime("the spring-back", d0, vs, w, z, tol);
            } else if (rest > max || rest < min) {
                double bound = rest > max ? max : min;
                cross = FlingMath.crossingTime(x0, v0, k, bound);
                rest = bound;
                if (behaviour == STOP) {
                    end = cross;
                } else {
                    vs = FlingMath.velocity(v0, k, cross);
                    end = cross + settleTime("the spring-back", 0, vs, w, z, tol);
                }
            }
        }
        p[o] = cross;
        p[o + 1] = end;
        p[o + 2] = rest;
        p[o + 3] = d0;
        p[o + 4] = vs;
    }

    /**
     * One component of the current velocity (along the fling's own clock).
     *
     * @param i         a live dense index
     * @param component 0 to width - 1
     * @return units per second, 0 once at rest
     */
    public final double velocity(int i, int component) {
        double t = table.progress[i];
        if (t >= 1) {
            return 0;
        }
        int c = i * width + component;
        double clock = Math.max(0, t) * duration(i);
        if (clock >= end[c]) {
            return 0;
        }
        if (clock < cross[c]) {
            return FlingMath.velocity(velocity0[c], friction[i], clock);
        }
        return SpringMath.velocity(springD0[c], springV0[c], omega[i], zeta[i], clock - cross[c]);
    }

    /**
     * One component of the resting value.
     *
     * @param i         a live dense index
     * @param component 0 to width - 1
     * @return where the component ends
     */
    public final float restingValue(int i, int component) {
        return to[i * width + component];
    }

    @Override
    protected final void resizeValues(int capacity) {
        super.resizeValues(capacity);
        int n = capacity * width;
        velocity0 = Resize.to(velocity0, n);
        cross = Resize.to(cross, n);
        end = Resize.to(end, n);
        springD0 = Resize.to(springD0, n);
        springV0 = Resize.to(springV0, n);
        friction = Resize.to(friction, capacity);
        omega = Resize.to(omega, capacity);
        zeta = Resize.to(zeta, capacity);
    }

    @Override
    protected final void moveValues(int src, int dst) {
        super.moveValues(src, dst);
        int w = width;
        System.arraycopy(velocity0, src * w, velocity0, dst * w, w);
        System.arraycopy(cross, src * w, cross, dst * w, w);
        System.arraycopy(end, src * w, end, dst * w, w);
        System.arraycopy(springD0, src * w, springD0, dst * w, w);
        System.arraycopy(springV0, src * w, springV0, dst * w, w);
        friction[dst] = friction[src];
        omega[dst] = omega[src];
        zeta[dst] = zeta[src];
    }

    @Override
    final double componentAt(int c, int i, double clock) {
        if (clock >= end[c]) {
            return to[c];
        }
        double tc = cross[c];
        if (clock < tc) {
            return FlingMath.position(from[c], velocity0[c], friction[i], clock);
        }
        return to[c] + SpringMath.displacement(springD0[c], springV0[c], omega[i], zeta[i], clock - tc);
    }

    /** Two-component flings. */
    public static final class Of2 extends FlingStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of2(Parts parts) {
            super(parts, 2, "Float2 fling");
        }
    }

    /** Three-component flings. */
    public static final class Of3 extends FlingStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of3(Parts parts) {
            super(parts, 3, "Float3 fling");
        }
    }
}
