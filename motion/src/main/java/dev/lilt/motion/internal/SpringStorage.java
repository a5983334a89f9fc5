package dev.lilt.motion.internal;

/**
 * Spring motions: a float that follows a damped spring from its start to its target, completing
 * at rest. The target can change mid-flight, keeping position and velocity.
 */
public final class SpringStorage extends VectorStorage {
    /*
     * Design note.
     *
     * Per motion: from (the position at the last start or retarget), to (the target), the
     * velocity there, omega = sqrt(stiffness), the damping ratio and the rest tolerance. The
     * motion's duration is the analytic settle time (SpringMath.settleTime); the spring's clock is
     * progress * duration, so a frame is one closed-form evaluation and progress 1 is the target
     * exactly. Retarget reads the position and velocity at the current clock, makes them the new
     * initial state, recomputes the settle time and restarts the motion's timing as one loop from
     * time 0 (MotionStorage.restart): the position does not jump and the velocity carries over.
     */

    private double[] velocity0;
    private double[] omega;
    private double[] zeta;
    private double[] tolerance;

    /**
     * Creates the storage.
     *
     * @param engine the owner
     */
    public SpringStorage(MotionEngine engine) {
        super(engine, 1, "spring");
    }

    /**
     * Adds and starts a spring motion. The spec's duration is replaced by the settle time.
     *
     * @param spec         the motion's parameters
     * @param start        the start position
     * @param target       the target
     * @param velocity     the initial velocity, units per second
     * @param stiffness    &gt; 0, per second squared (unit mass)
     * @param dampingRatio &gt; 0
     * @param restTolerance &gt; 0, in the value's units
     * @return the new motion's dense index
     */
    public int add(MotionSpec spec, float start, float target, double velocity, double stiffness,
                   double dampingRatio, double restTolerance) {
        double w = Math.sqrt(stiffness);
        spec.duration = durationFor(start - (double) target, velocity, w, dampingRatio, restTolerance);
        int i = addVector(spec, start, 0, 0, 0, target, 0, 0, 0);
        velocity0[i] = velocity;
        omega[i] = w;
        zeta[i] = dampingRatio;
        tolerance[i] = restTolerance;
        start(i);
        return i;
    }

    private static double durationFor(double d0, double v0, double w, double z, double tol) {
        double settle = SpringMath.settleTime(d0, v0, w, z, tol);
        if (!(settle < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("the spring must come to rest in a finite time: stiffness " + w * w
                    + ", dampingRatio " + z + ", rest tolerance " + tol + " give a settle time of " + settle + " s");
        }
        // a positive duration keeps the timing maths of every loop type well defined
        return Math.max(1e-6, settle);
    }

    private double clock(int i) {
        return progress[i] * duration(i);
    }

    /**
     * The current velocity.
     *
     * @param i a live dense index
     * @return units per second, 0 once at rest
     */
    public double velocity(int i) {
        double t = progress[i];
        if (t >= 1) {
            return 0;
        }
        return SpringMath.velocity(from[i] - (double) to[i], velocity0[i], omega[i], zeta[i], clock(i));
    }

    /**
     * The current target.
     *
     * @param i a live dense index
     * @return the target
     */
    public float target(int i) {
        return to[i];
    }

    /**
     * Changes the target from the current position and velocity, restarting the motion's timing.
     *
     * @param i      a live dense index
     * @param target the new target
     */
    public void retarget(int i, float target) {
        float x = value[i];
        double v = velocity(i);
        from[i] = x;
        to[i] = target;
        velocity0[i] = v;
        restart(i, durationFor(x - (double) target, v, omega[i], zeta[i], tolerance[i]));
    }

    @Override
    protected void resizeValues(int capacity) {
        super.resizeValues(capacity);
        velocity0 = Resize.to(velocity0, capacity);
        omega = Resize.to(omega, capacity);
        zeta = Resize.to(zeta, capacity);
        tolerance = Resize.to(tolerance, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        super.moveValues(src, dst);
        velocity0[dst] = velocity0[src];
        omega[dst] = omega[src];
        zeta[dst] = zeta[src];
        tolerance[dst] = tolerance[src];
    }

    @Override
    protected void computeValues(int start, int end) {
        float[] a = from;
        float[] b = to;
        float[] v = value;
        double[] p = progress;
        for (int i = start; i < end; i++) {
            double t = p[i];
            if (t >= 1) {
                v[i] = b[i];
            } else {
                double d = SpringMath.displacement(a[i] - (double) b[i], velocity0[i], omega[i], zeta[i],
                        Math.max(0, t) * duration(i));
                v[i] = (float) (b[i] + d);
            }
        }
    }
}
