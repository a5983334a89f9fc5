package dev.lilt.motion.internal.math;

/**
 * The closed-form damped spring of unit mass: displacement and velocity at time t from an initial
 * displacement and velocity, and the time after which it stays within a tolerance.
 */
public final class SpringMath {
    /*
     * Design note.
     *
     * x'' = -w^2 x - 2 z w x', x(0) = d0, x'(0) = v0, with w = sqrt(stiffness), z the damping
     * ratio. Three closed forms, no numeric integration, so any time can be evaluated directly
     * (seeks, uneven frames):
     *   under-damped (z < 1): s = z w, wd = w sqrt(1 - z^2), B = (v0 + s d0) / wd,
     *       x = e^(-s t) (d0 cos wd t + B sin wd t)
     *   critical (|z - 1| < 1e-6): b = v0 + w d0, x = e^(-w t) (d0 + b t)
     *   over-damped (z > 1): r1,2 = -z w +- w sqrt(z^2 - 1), c2 = (v0 - r1 d0) / (r2 - r1),
     *       c1 = d0 - c2, x = c1 e^(r1 t) + c2 e^(r2 t)
     * Settle time: each case has an envelope E(t) >= max(|x(t)|, |x'(t)| / w) that decreases after
     * its peak (at 0, except for critical damping); the settle time is where E falls to the
     * tolerance, found by doubling then bisection (done once per start or retarget, not per frame).
     * At rest the motion snaps to the target: a jump no larger than the tolerance.
     */
    private static final double CRITICAL_BAND = 1e-6;

    private SpringMath() {
    }

    /**
     * Displacement from the target at time t.
     *
     * @param d0    displacement at 0
     * @param v0    velocity at 0, units per second
     * @param omega natural angular frequency, sqrt(stiffness), &gt; 0
     * @param zeta  damping ratio, &gt; 0
     * @param t     seconds since 0
     * @return the displacement
     */
    public static double displacement(double d0, double v0, double omega, double zeta, double t) {
        if (zeta < 1 - CRITICAL_BAND) {
            double s = zeta * omega;
            double wd = omega * Math.sqrt(1 - zeta * zeta);
            double b = (v0 + s * d0) / wd;
            return Math.exp(-s * t) * (d0 * Math.cos(wd * t) + b * Math.sin(wd * t));
        }
        if (zeta <= 1 + CRITICAL_BAND) {
            return Math.exp(-omega * t) * (d0 + (v0 + omega * d0) * t);
        }
        double r1 = slowRoot(omega, zeta);
        double r2 = fastRoot(omega, zeta);
        double c2 = (v0 - r1 * d0) / (r2 - r1);
        return (d0 - c2) * Math.exp(r1 * t) + c2 * Math.exp(r2 * t);
    }

    /**
     * Velocity at time t.
     *
     * @param d0    displacement at 0
     * @param v0    velocity at 0, units per second
     * @param omega natural angular frequency, &gt; 0
     * @param zeta  damping ratio, &gt; 0
     * @param t     seconds since 0
     * @return units per second
     */
    public static double velocity(double d0, double v0, double omega, double zeta, double t) {
        if (zeta < 1 - CRITICAL_BAND) {
            double s = zeta * omega;
            double wd = omega * Math.sqrt(1 - zeta * zeta);
            double b = (v0 + s * d0) / wd;
            return Math.exp(-s * t) * ((b * wd - s * d0) * Math.cos(wd * t) - (s * b + d0 * wd) * Math.sin(wd * t));
        }
        if (zeta <= 1 + CRITICAL_BAND) {
            return Math.exp(-omega * t) * (v0 - omega * (v0 + omega * d0) * t);
        }
        double r1 = slowRoot(omega, zeta);
        double r2 = fastRoot(omega, zeta);
        double c2 = (v0 - r1 * d0) / (r2 - r1);
        return (d0 - c2) * r1 * Math.exp(r1 * t) + c2 * r2 * Math.exp(r2 * t);
    }

    /**
     * The over-damped root nearer 0, -w / (z + sqrt(z^2 - 1)): the textbook -z w + w sqrt(z^2 - 1)
     * cancels to 0 for large z (1e17 gave an infinite settle time and NaN values).
     */
    private static double slowRoot(double omega, double zeta) {
        return -omega / (zeta + zeta * Math.sqrt(1 - 1 / (zeta * zeta)));
    }

    /** The over-damped root further from 0, -w (z + sqrt(z^2 - 1)), without overflowing z^2. */
    private static double fastRoot(double omega, double zeta) {
        return -omega * (zeta + zeta * Math.sqrt(1 - 1 / (zeta * zeta)));
    }

    /**
     * The time after which displacement and velocity / omega stay within {@code tolerance}.
     *
     * @param d0        displacement at 0
     * @param v0        velocity at 0, units per second
     * @param omega     natural angular frequency, &gt; 0
     * @param zeta      damping ratio, &gt; 0
     * @param tolerance the rest tolerance, &gt; 0
     * @return seconds, &gt;= 0
     */
    public static double settleTime(double d0, double v0, double omega, double zeta, double tolerance) {
        double from = 0;
        if (Math.abs(zeta - 1) <= CRITICAL_BAND) {
            double m = Math.max(Math.abs(d0), Math.abs(v0) / omega);
            double b = Math.abs(v0 + omega * d0);
            from = b == 0 ? 0 : Math.max(0, 1 / omega - m / b);
        }
        if (envelope(d0, v0, omega, zeta, from) <= tolerance) {
            return 0;
        }
        double lo = from;
        double hi = from + 1 / omega;
        while (envelope(d0, v0, omega, zeta, hi) > tolerance) {
            lo = hi;
            hi = from + 2 * (hi - from);
        }
        for (int k = 0; k < 64 && hi - lo > 1e-9 * hi; k++) {
            double mid = 0.5 * (lo + hi);
            if (envelope(d0, v0, omega, zeta, mid) > tolerance) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return hi;
    }

    private static double envelope(double d0, double v0, double omega, double zeta, double t) {
        if (zeta < 1 - CRITICAL_BAND) {
            double s = zeta * omega;
            double wd = omega * Math.sqrt(1 - zeta * zeta);
            double b = (v0 + s * d0) / wd;
            return Math.sqrt(d0 * d0 + b * b) * Math.exp(-s * t);
        }
        if (zeta <= 1 + CRITICAL_BAND) {
            double m = Math.max(Math.abs(d0), Math.abs(v0) / omega);
            return (m + Math.abs(v0 + omega * d0) * t) * Math.exp(-omega * t);
        }
        double r1 = slowRoot(omega, zeta);
        double r2 = fastRoot(omega, zeta);
        double c2 = (v0 - r1 * d0) / (r2 - r1);
        double scale = Math.max(1, -r2 / omega);
        return scale * (Math.abs(d0 - c2) * Math.exp(r1 * t) + Math.abs(c2) * Math.exp(r2 * t));
    }
}
