package dev.lilt.motion.internal.math;

/**
 * The closed-form exponential decay of a fling: position and velocity at time t from a start
 * position and velocity, the time at which the speed falls to a threshold, where it rests, and
 * when it crosses a bound.
 */
public final class FlingMath {
    /*
     * Design note.
     *
     * x' = -k x' (friction proportional to velocity, as Compose's exponentialDecay and Android's
     * FlingAnimation), so v(t) = v0 e^(-k t) and x(t) = x0 + v0 / k (1 - e^(-k t)). The decay never
     * stops on its own; it ends where |v| falls to the threshold vmin, at T = ln(|v0| / vmin) / k,
     * resting at x(T) = x0 + (v0 - sign(v0) vmin) / k. A bound b ahead of the motion is crossed
     * when x(t) = b: e^(-k t) = 1 - (b - x0) k / v0, so t = -log1p(-(b - x0) k / v0) / k.
     * expm1 and log1p keep short times and bounds near the start exact to the last bits.
     */

    private FlingMath() {
    }

    /**
     * Position at time t.
     *
     * @param x0       the start position
     * @param v0       the start velocity, units per second
     * @param friction k, per second, &gt; 0
     * @param t        seconds since the start, &gt;= 0
     * @return the position
     */
    public static double position(double x0, double v0, double friction, double t) {
        return x0 - v0 / friction * Math.expm1(-friction * t);
    }

    /**
     * Velocity at time t.
     *
     * @param v0       the start velocity, units per second
     * @param friction k, per second, &gt; 0
     * @param t        seconds since the start
     * @return units per second
     */
    public static double velocity(double v0, double friction, double t) {
        return v0 * Math.exp(-friction * t);
    }

    /**
     * The time at which the speed falls to the threshold: 0 if it starts at or below it.
     *
     * @param v0        the start velocity, units per second
     * @param friction  k, per second, &gt; 0
     * @param threshold the speed at which the decay ends, units per second, &gt; 0
     * @return seconds, &gt;= 0
     */
    public static double stopTime(double v0, double friction, double threshold) {
        double speed = Math.abs(v0);
        return speed <= threshold ? 0 : Math.log(speed / threshold) / friction;
    }

    /**
     * Where the unbounded decay rests: its position at {@link #stopTime}.
     *
     * @param x0        the start position
     * @param v0        the start velocity, units per second
     * @param friction  k, per second, &gt; 0
     * @param threshold the speed at which the decay ends, units per second, &gt; 0
     * @return the resting position
     */
    public static double restingPosition(double x0, double v0, double friction, double threshold) {
        if (Math.abs(v0) <= threshold) {
            return x0;
        }
        return x0 + (v0 - Math.copySign(threshold, v0)) / friction;
    }

    /**
     * Where a bounded fling rests: the unbounded resting position when it lies within
     * [min, max], else the bound it goes past; a start outside the bounds rests at the nearer bound.
     *
     * @param x0        the start position
     * @param v0        the start velocity, units per second
     * @param friction  k, per second, &gt; 0
     * @param threshold the speed at which the decay ends, units per second, &gt; 0
     * @param min       the lower bound, or negative infinity
     * @param max       the upper bound, &gt;= min, or positive infinity
     * @return the resting position
     */
    public static double restingPosition(double x0, double v0, double friction, double threshold, double min,
                                         double max) {
        if (x0 < min) {
            return min;
        }
        if (x0 > max) {
            return max;
        }
        return Math.min(max, Math.max(min, restingPosition(x0, v0, friction, threshold)));
    }

    /**
     * The time at which the decay reaches {@code bound}, or positive infinity if it never does (the
     * bound is behind the motion, or further than the decay can go).
     *
     * @param x0       the start position
     * @param v0       the start velocity, units per second
     * @param friction k, per second, &gt; 0
     * @param bound    the position to reach
     * @return seconds, &gt;= 0, or positive infinity
     */
    public static double crossingTime(double x0, double v0, double friction, double bound) {
        double u = (bound - x0) * friction / v0;
        if (!(u >= 0 && u < 1)) {
            return bound == x0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return -Math.log1p(-u) / friction;
    }
}
