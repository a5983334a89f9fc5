package dev.lilt.motion;

import dev.lilt.motion.internal.Finite;
import dev.lilt.motion.internal.MotionSpec;

/**
 * The argument checks the builders share. Static and small, so that a
 * builder method that calls one stays small enough to inline into its caller.
 */
final class ArgumentChecks {
    private ArgumentChecks() {
    }

    /**
     * Checks a time in seconds.
     *
     * @return {@code seconds}
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    static double requireTime(String name, double seconds) {
        if (!(seconds >= 0) || seconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(name + " must be >= 0 and finite: " + seconds);
        }
        return seconds;
    }

    /**
     * Checks a finite value.
     *
     * @throws IllegalArgumentException if {@code value} is NaN or infinite
     */
    static void requireFinite(String name, double value) {
        Finite.require(name, value);
    }

    /**
     * Checks two values that must be finite.
     *
     * @throws IllegalArgumentException if {@code a} or {@code b} is NaN or infinite, naming it
     */
    static void requireFinite(String aName, double a, String bName, double b) {
        requireFinite(aName, a);
        requireFinite(bName, b);
    }

    /**
     * Checks two arguments that must not be null.
     *
     * @throws NullPointerException if {@code a} or {@code b} is null, naming it
     */
    static void requireNonNull(Object a, String aName, Object b, String bName) {
        if (a == null) {
            throw new NullPointerException(aName + " == null");
        }
        if (b == null) {
            throw new NullPointerException(bName + " == null");
        }
    }

    /**
     * Checks a loop count against the duration of one loop.
     *
     * @param duration one loop, seconds; NaN while a speed is still to give it (checked then)
     * @throws IllegalArgumentException if {@code count} is 0 or below -1, or -1 for a duration
     *                                  shorter than {@link MotionSpec#MIN_ENDLESS_DURATION}
     */
    static void requireLoops(int count, double duration) {
        if (count == 0 || count < -1) {
            throw new IllegalArgumentException("count must be >= 1, or -1 to loop forever: " + count);
        }
        if (count == -1 && !Double.isNaN(duration) && !(duration >= MotionSpec.MIN_ENDLESS_DURATION)) {
            throw new IllegalArgumentException("count -1 (forever) needs a duration >= "
                    + MotionSpec.MIN_ENDLESS_DURATION + " s; duration: " + duration);
        }
    }

    /**
     * The exception for a state-taking callback given another state than the one before: the
     * state-taking callbacks of one motion share one state object.
     */
    static IllegalArgumentException stateMismatch(Object state, Object previous) {
        return new IllegalArgumentException("the state-taking callbacks of one motion share one state object;"
                + " this one (" + typeOf(state) + ") is not the one given before (" + typeOf(previous) + ")");
    }

    private static String typeOf(Object o) {
        return o == null ? "null" : o.getClass().getName();
    }
}
