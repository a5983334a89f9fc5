package dev.lilt.motion;

import dev.lilt.motion.internal.SpringStorage;

/**
 * Builds a spring motion: {@code Motion.spring(from, to)}, settings, then one terminal call. The
 * value follows a damped spring (unit mass) from {@code from} towards {@code to}, evaluated in
 * closed form, and the motion completes when the spring is at rest: its duration is the analytic
 * time after which the distance to the target, and the velocity divided by the natural frequency,
 * stay within the rest tolerance. {@link Spring#retarget(MotionHandle, float)} moves the target
 * while it runs, keeping position and velocity.
 *
 * <p>Defaults follow SwiftUI's {@code .spring()}: response 0.55 s, damping ratio 0.825. The
 * spring's clock is the motion's progress times its duration, so leave the ease at
 * {@link Ease#LINEAR} (another ease warps the spring's time). Single-use.
 */
public final class SpringMotionBuilder extends FloatBuilder<SpringMotionBuilder> {
    /** SwiftUI's default response, seconds. */
    static final double DEFAULT_RESPONSE = 0.55;
    /** SwiftUI's default damping fraction. */
    static final double DEFAULT_DAMPING_RATIO = 0.825;

    private final float from;
    private final float to;
    private double stiffness = stiffnessOf(DEFAULT_RESPONSE);
    private double dampingRatio = DEFAULT_DAMPING_RATIO;
    private double velocity;
    private double tolerance;

    SpringMotionBuilder(float from, float to) {
        // the duration is the settle time, known only at start; 1 s stands in until then
        super(1);
        this.from = from;
        this.to = to;
    }

    private static double stiffnessOf(double responseSeconds) {
        double w = 2 * Math.PI / responseSeconds;
        return w * w;
    }

    private static double requirePositive(String name, double value) {
        if (!(value > 0) || value == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(name + " must be > 0 and finite: " + value);
        }
        return value;
    }

    /**
     * Sets the stiffness k of the spring (unit mass, so k = ω², ω the natural angular frequency).
     * Replaces a response set before.
     *
     * @param stiffness per second squared, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code stiffness} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public SpringMotionBuilder withStiffness(double stiffness) {
        requirePositive("stiffness", stiffness);
        checkUnused();
        this.stiffness = stiffness;
        return this;
    }

    /**
     * Sets the response, as SwiftUI does: the period of the undamped spring. Same as
     * {@code withStiffness((2π / responseSeconds)²)}.
     *
     * @param responseSeconds seconds, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code responseSeconds} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public SpringMotionBuilder withResponse(double responseSeconds) {
        requirePositive("responseSeconds", responseSeconds);
        checkUnused();
        this.stiffness = stiffnessOf(responseSeconds);
        return this;
    }

    /**
     * Sets the damping ratio (SwiftUI's damping fraction): below 1 the spring overshoots and
     * oscillates, 1 is critically damped (fastest without overshoot), above 1 it creeps in.
     *
     * @param dampingRatio &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code dampingRatio} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public SpringMotionBuilder withDampingRatio(double dampingRatio) {
        requirePositive("dampingRatio", dampingRatio);
        checkUnused();
        this.dampingRatio = dampingRatio;
        return this;
    }

    /**
     * Sets the velocity at the start (default 0), e.g. a fling's speed.
     *
     * @param unitsPerSecond the velocity, finite
     * @return this builder
     * @throws IllegalArgumentException if {@code unitsPerSecond} is NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public SpringMotionBuilder withInitialVelocity(double unitsPerSecond) {
        requireFinite("unitsPerSecond", unitsPerSecond);
        checkUnused();
        this.velocity = unitsPerSecond;
        return this;
    }

    /**
     * Sets how close to rest the spring must be to complete (default 0.001 × |to − from|, or
     * 0.001 when they are equal): the distance to the target, and the velocity divided by the
     * natural angular frequency, both within it. At completion the value snaps to the target.
     *
     * @param units the tolerance in the value's units, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code units} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public SpringMotionBuilder withRestTolerance(double units) {
        requirePositive("units", units);
        checkUnused();
        this.tolerance = units;
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, SpringStorage.class, SpringStorage::new,
                (s, spec) -> s.add(spec, from, to, velocity, stiffness, dampingRatio, restTolerance()));
    }

    private double restTolerance() {
        if (tolerance > 0) {
            return tolerance;
        }
        return from == to ? 1e-3 : 1e-3 * Math.abs((double) to - from);
    }
}
