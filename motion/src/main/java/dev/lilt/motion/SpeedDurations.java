package dev.lilt.motion;

import dev.lilt.motion.internal.MotionSpec;

/** The checks of a speed-based duration, distance / speed, shared by every builder's {@code atSpeed}. */
final class SpeedDurations {
    private SpeedDurations() {
    }

    /**
     * Checks a speed: &gt; 0 and finite.
     *
     * @param name  the argument's name, for the message
     * @param speed distance units per second
     * @return {@code speed}
     * @throws IllegalArgumentException if {@code speed} is 0, negative, NaN or infinite
     */
    static double requireSpeed(String name, double speed) {
        if (!(speed > 0) || speed == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(name + " must be > 0 and finite: " + speed);
        }
        return speed;
    }

    /**
     * The duration of one loop at {@code speed}: {@code distance / speed}.
     *
     * @param name     the speed argument's name, for the messages
     * @param speed    distance units per second
     * @param distance &gt;= 0, infinite when the end points' difference overflowed
     * @param endless  whether the motion loops forever (its loop needs
     *                 {@link MotionSpec#MIN_ENDLESS_DURATION} at least)
     * @return seconds
     * @throws IllegalArgumentException if the speed is bad, the duration overflows to infinity, or
     *                                  an endless motion's is below {@link MotionSpec#MIN_ENDLESS_DURATION}
     */
    static double of(String name, double speed, double distance, boolean endless) {
        requireSpeed(name, speed);
        double d = distance / speed;
        if (d == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("distance / " + name + " overflows to an infinite duration: "
                    + distance + " / " + speed);
        }
        if (endless && !(d >= MotionSpec.MIN_ENDLESS_DURATION)) {
            throw new IllegalArgumentException("count -1 (forever) needs a duration >= "
                    + MotionSpec.MIN_ENDLESS_DURATION + " s; duration from distance / " + name + ": " + distance
                    + " / " + speed + " = " + d);
        }
        return d;
    }
}
