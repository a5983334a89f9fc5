package dev.lilt.motion;

/**
 * A custom easing curve: maps progress in [0, 1] to eased progress.
 *
 * <p>Implementations must be pure (the same input gives the same output) and must not allocate:
 * they are called once per motion per frame. {@link Ease} constants and {@link EaseCurve} implement
 * this interface; prefer {@link Ease} constants where one fits, as the engine dispatches them
 * without an interface call.
 */
@FunctionalInterface
public interface EaseFunction {
    /**
     * Evaluates the curve.
     *
     * @param t progress in [0, 1]
     * @return the eased progress; values outside [0, 1] overshoot the motion's end points
     */
    float evaluate(float t);
}
