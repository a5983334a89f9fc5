package dev.lilt.motion;

/**
 * The settings shared by spring builders ({@link SpringMotionBuilder}, {@link Float2SpringBuilder},
 * {@link Float3SpringBuilder}), made by {@code Motion.spring}. Each component follows a damped
 * spring of unit mass, all with the same stiffness and damping; the motion completes when every
 * component is at rest. Defaults follow SwiftUI's {@code .spring()}: response 0.55 s, damping
 * ratio 0.825.
 *
 * @param <B> the concrete builder type
 */
public interface SpringBuilder<B extends SpringBuilder<B>> {
    /**
     * Sets the stiffness k of the spring (unit mass, so k = ω², ω the natural angular frequency).
     * Replaces a response set before.
     *
     * @param stiffness per second squared, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code stiffness} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    B withStiffness(double stiffness);

    /**
     * Sets the response, as SwiftUI does: the period of the undamped spring. Same as
     * {@code withStiffness((2π / responseSeconds)²)}.
     *
     * @param responseSeconds seconds, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code responseSeconds} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    B withResponse(double responseSeconds);

    /**
     * Sets the damping ratio (SwiftUI's damping fraction): below 1 the spring overshoots and
     * oscillates, 1 is critically damped (fastest without overshoot), above 1 it creeps in.
     *
     * @param dampingRatio &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code dampingRatio} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    B withDampingRatio(double dampingRatio);

    /**
     * Sets how close to rest the spring must be to complete (default 0.001 × the distance from
     * start to target, or 0.001 when they are equal): per component, the distance to the target
     * and the velocity divided by the natural angular frequency, both within it. At completion the
     * value snaps to the target.
     *
     * @param units the tolerance in the value's units, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code units} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    B withRestTolerance(double units);
}
