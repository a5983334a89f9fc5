package dev.lilt.motion;

/** How int and long motions round their interpolated value. */
public enum RoundingMode {
    /** Half to even (banker's rounding): 0.5 → 0, 1.5 → 2, -0.5 → -0. The default. */
    TO_EVEN,
    /** Half away from zero: 0.5 → 1, -0.5 → -1, 2.5 → 3. */
    AWAY_FROM_ZERO,
    /** Towards zero (truncation): 1.7 → 1, -1.7 → -1. */
    TO_ZERO,
    /** Towards positive infinity (ceiling): 1.2 → 2, -1.7 → -1. */
    TO_POSITIVE_INFINITY,
    /** Towards negative infinity (floor): 1.7 → 1, -1.2 → -2. */
    TO_NEGATIVE_INFINITY
}
