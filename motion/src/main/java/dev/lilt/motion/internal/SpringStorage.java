package dev.lilt.motion.internal;

import dev.lilt.motion.internal.math.SpringMath;

/**
 * Spring motions of 1, 2 or 3 components: each component follows a damped spring from its start
 * to its target, the motion completing when every component is at rest. The target can change
 * mid-flight, keeping position and velocity. This class holds one-component springs; {@link Of2}
 * and {@link Of3} the vector ones (the engine keys storages by class).
 */
public class SpringStorage extends PhysicsStorage {
    /*
     * Design note.
     *
     * Per motion: from (the position at the last start or retarget), to (the target), the
     * velocity there (per component, flat like the values), omega = sqrt(stiffness), the damping
     * ratio and the rest tolerance (shared by the components). The components of a vector spring
     * are independent springs with the same omega and damping, so a 2D spring moves along a
     * straight line only when its initial velocity is parallel to the displacement: a retarget
     * mid-flight curves, as a thrown object pulled elsewhere does. The motion's duration is the
     * largest component's analytic settle time (SpringMath.settleTime); the spring's clock is
     * progress * duration, so a frame is one closed-form evaluation per component and progress 1 is
     * the target exactly. Retarget reads the position and velocity at the current clock, makes them
     * the new initial state, recomputes the settle time and restarts the motion's timing as one
     * loop from time 0 (MotionValues.restart): the position does not jump and the velocity
     * carries over.
     */

    private double[] velocity0;
    private double[] omega;
    private double[] zeta;
    private double[] tolerance;

    /**
     * Creates the storage of one-component springs.
     *
     * @param parts the storage's parts
     */
    public SpringStorage(Parts parts) {
        this(parts, 1, "spring");
    }

    private SpringStorage(Parts parts, int width, String kind) {
        super(parts, width, kind);
    }

    /**
     * Adds and starts a one-component spring motion. The spec's duration is replaced by the settle time.
     *
     * @param spec          the motion's parameters
     * @param start         the start position
     * @param target        the target
     * @param velocity      the initial velocity, units per second
     * @param stiffness     &gt; 0, per second squared (unit mass)
     * @param dampingRatio  &gt; 0
     * @param restTolerance &gt; 0, in the value's units
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, float start, float target, double velocity, double stiffness,
                         double dampingRatio, double restTolerance) {
        return add(spec, start, 0, 0, target, 0, 0, velocity, 0, 0, stiffness, dampingRatio, restTolerance);
    }

    /**
     * Adds and starts a spring motion of up to 3 components (those beyond the width are ignored).
     * The spec's duration is replaced by the settle time.
     *
     * @param spec          the motion's parameters
     * @param s0            start component 0
     * @param s1            start component 1
     * @param s2            start component 2
     * @param e0            target component 0
     * @param e1            target component 1
     * @param e2            target component 2
     * @param v0            initial velocity component 0, units per second
     * @param v1            initial velocity component 1
     * @param v2            initial velocity component 2
     * @param stiffness     &gt; 0, per second squared (unit mass)
     * @param dampingRatio  &gt; 0
     * @param restTolerance &gt; 0, in the value's units
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, float s0, float s1, float s2, float e0, float e1, float e2,
                         double v0, double v1, double v2, double stiffness, double dampingRatio,
                         double restTolerance) {
        double w = Math.sqrt(stiffness);
        double settle = settle(s0 - (double) e0, v0, w, dampingRatio, restTolerance);
        if (width > 1) {
            settle = Math.max(settle, settle(s1 - (double) e1, v1, w, dampingRatio, restTolerance));
        }
        if (width > 2) {
            settle = Math.max(settle, settle(s2 - (double) e2, v2, w, dampingRatio, restTolerance));
        }
        spec.duration = settle;
        int i = addVector(spec, s0, s1, s2, 0, e0, e1, e2, 0);
        int b = i * width;
        velocity0[b] = v0;
        if (width > 1) {
            velocity0[b + 1] = v1;
        }
        if (width > 2) {
            velocity0[b + 2] = v2;
        }
        omega[i] = w;
        zeta[i] = dampingRatio;
        tolerance[i] = restTolerance;
        start(i);
        return i;
    }

    private static double settle(double d0, double v0, double w, double z, double tol) {
        // a positive duration keeps the timing maths of every loop type well defined
        return Math.max(1e-6, settleTime("the spring", d0, v0, w, z, tol));
    }

    private double clock(int i) {
        return table.progress[i] * duration(i);
    }

    /**
     * The current velocity of a one-component spring.
     *
     * @param i a live dense index
     * @return units per second, 0 once at rest
     */
    public final double velocity(int i) {
        return velocity(i, 0);
    }

    /**
     * One component of the current velocity.
     *
     * @param i         a live dense index
     * @param component 0 to width - 1
     * @return units per second, 0 once at rest
     */
    public final double velocity(int i, int component) {
        if (table.progress[i] >= 1) {
            return 0;
        }
        int c = i * width + component;
        return SpringMath.velocity(from[c] - (double) to[c], velocity0[c], omega[i], zeta[i], clock(i));
    }

    /**
     * One component of the current target.
     *
     * @param i         a live dense index
     * @param component 0 to width - 1
     * @return the target component
     */
    public final float target(int i, int component) {
        return to[i * width + component];
    }

    /**
     * Changes the target from the current position and velocity, restarting the motion's timing.
     * Components beyond the width are ignored.
     *
     * @param i  a live dense index
     * @param t0 target component 0
     * @param t1 target component 1
     * @param t2 target component 2
     */
    public final void retarget(int i, float t0, float t1, float t2) {
        double settle = 0;
        int b = i * width;
        for (int c = 0; c < width; c++) {
            double v = velocity(i, c);
            float x = value[b + c];
            float t = c == 0 ? t0 : c == 1 ? t1 : t2;
            from[b + c] = x;
            to[b + c] = t;
            velocity0[b + c] = v;
            settle = Math.max(settle, settle(x - (double) t, v, omega[i], zeta[i], tolerance[i]));
        }
        restart(i, settle);
    }

    @Override
    protected final void resizeValues(int capacity) {
        super.resizeValues(capacity);
        velocity0 = Resize.to(velocity0, capacity * width);
        omega = Resize.to(omega, capacity);
        zeta = Resize.to(zeta, capacity);
        tolerance = Resize.to(tolerance, capacity);
    }

    @Override
    protected final void moveValues(int src, int dst) {
        super.moveValues(src, dst);
        System.arraycopy(velocity0, src * width, velocity0, dst * width, width);
        omega[dst] = omega[src];
        zeta[dst] = zeta[src];
        tolerance[dst] = tolerance[src];
    }

    @Override
    final double componentAt(int c, int i, double clock) {
        double d = SpringMath.displacement(from[c] - (double) to[c], velocity0[c], omega[i], zeta[i], clock);
        return to[c] + d;
    }

    /** Two-component springs. */
    public static final class Of2 extends SpringStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of2(Parts parts) {
            super(parts, 2, "Float2 spring");
        }
    }

    /** Three-component springs. */
    public static final class Of3 extends SpringStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of3(Parts parts) {
            super(parts, 3, "Float3 spring");
        }
    }
}
