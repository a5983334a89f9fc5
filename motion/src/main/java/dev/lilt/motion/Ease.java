package dev.lilt.motion;

import dev.lilt.motion.internal.math.EaseMath;

/**
 * The standard easing curves (Robert Penner's equations, as published on easings.net).
 *
 * <p>Each constant maps a progress {@code t} in [0, 1] to an eased progress. Most return 0 at 0 and
 * 1 at 1; {@code BACK} and {@code ELASTIC} curves leave [0, 1] on the way, and motions do not clamp
 * the result, so {@link #OUT_BACK} overshoots the end value. Constants are stateless and thread-safe.
 */
public enum Ease implements EaseFunction {
    /** {@code t}. */
    LINEAR,
    /** {@code 1 - cos(t·π/2)}. */
    IN_SINE,
    /** {@code sin(t·π/2)}. */
    OUT_SINE,
    /** {@code -(cos(π·t) - 1) / 2}. */
    IN_OUT_SINE,
    /** {@code t²}. */
    IN_QUAD,
    /** {@code 1 - (1 - t)²}. */
    OUT_QUAD,
    /** Quadratic in, then out. */
    IN_OUT_QUAD,
    /** {@code t³}. */
    IN_CUBIC,
    /** {@code 1 - (1 - t)³}. */
    OUT_CUBIC,
    /** Cubic in, then out. */
    IN_OUT_CUBIC,
    /** {@code t⁴}. */
    IN_QUART,
    /** {@code 1 - (1 - t)⁴}. */
    OUT_QUART,
    /** Quartic in, then out. */
    IN_OUT_QUART,
    /** {@code t⁵}. */
    IN_QUINT,
    /** {@code 1 - (1 - t)⁵}. */
    OUT_QUINT,
    /** Quintic in, then out. */
    IN_OUT_QUINT,
    /** {@code 2^(10t - 10)}, exactly 0 at 0. */
    IN_EXPO,
    /** {@code 1 - 2^(-10t)}, exactly 1 at 1. */
    OUT_EXPO,
    /** Exponential in, then out. */
    IN_OUT_EXPO,
    /** {@code 1 - sqrt(1 - t²)}. */
    IN_CIRC,
    /** {@code sqrt(1 - (t - 1)²)}. */
    OUT_CIRC,
    /** Circular in, then out. */
    IN_OUT_CIRC,
    /** Elastic pull-in, {@code c4 = 2π/3}. */
    IN_ELASTIC,
    /** Elastic overshoot and settle, {@code c4 = 2π/3}. */
    OUT_ELASTIC,
    /** Elastic in, then out, {@code c5 = 2π/4.5}. */
    IN_OUT_ELASTIC,
    /** Back-off before moving, overshoot constant 1.70158. */
    IN_BACK,
    /** Overshoot the end and come back, overshoot constant 1.70158. */
    OUT_BACK,
    /** Back in, then out, overshoot constant 1.70158 × 1.525. */
    IN_OUT_BACK,
    /** Bounce at the start: {@code 1 - OUT_BOUNCE(1 - t)}. */
    IN_BOUNCE,
    /** Bounce at the end, {@code n1 = 7.5625, d1 = 2.75}. */
    OUT_BOUNCE,
    /** Bounce in, then out. */
    IN_OUT_BOUNCE;

    /**
     * Evaluates this curve.
     *
     * @param t progress, normally in [0, 1]
     * @return the eased progress
     */
    @Override
    public float evaluate(float t) {
        return EaseMath.evaluate(ordinal(), t);
    }
}
