package dev.lilt.motion.internal.math;

/** Rounding of interpolated values for int and long motions; codes are {@code RoundingMode} ordinals. */
public final class Rounding {
    /** Half to even. */
    public static final byte TO_EVEN = 0;
    /** Half away from zero. */
    public static final byte AWAY_FROM_ZERO = 1;
    /** Truncation. */
    public static final byte TO_ZERO = 2;
    /** Ceiling. */
    public static final byte TO_POSITIVE_INFINITY = 3;
    /** Floor. */
    public static final byte TO_NEGATIVE_INFINITY = 4;

    private Rounding() {
    }

    /**
     * Rounds {@code x} to an integral double.
     *
     * @param x    the value
     * @param mode a mode code
     * @return the rounded value
     */
    public static double round(double x, byte mode) {
        switch (mode) {
            case AWAY_FROM_ZERO:
                return awayFromZero(x);
            case TO_ZERO:
                return x < 0 ? Math.ceil(x) : Math.floor(x);
            case TO_POSITIVE_INFINITY:
                return Math.ceil(x);
            case TO_NEGATIVE_INFINITY:
                return Math.floor(x);
            default:
                return Math.rint(x);
        }
    }

    /** Half away from zero. |x| - floor(|x|) is exact, where floor(x + 0.5) rounds 0.49999999999999994 up. */
    private static double awayFromZero(double x) {
        double magnitude = Math.abs(x);
        double floor = Math.floor(magnitude);
        return Math.copySign(magnitude - floor >= 0.5 ? floor + 1 : floor, x);
    }
}
