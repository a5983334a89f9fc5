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
public final class SpringMotionBuilder extends FloatBuilder<SpringMotionBuilder>
        implements SpringBuilder<SpringMotionBuilder> {
    private final float from;
    private final float to;
    private final SpringParams params = new SpringParams();
    private double velocity;

    SpringMotionBuilder(float from, float to) {
        // the duration is the settle time, known only at start; 1 s stands in until then
        super(1);
        this.from = from;
        this.to = to;
    }

    @Override
    public SpringMotionBuilder withStiffness(double stiffness) {
        checkUnused();
        params.stiffness(stiffness);
        return this;
    }

    @Override
    public SpringMotionBuilder withResponse(double responseSeconds) {
        checkUnused();
        params.response(responseSeconds);
        return this;
    }

    @Override
    public SpringMotionBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        params.dampingRatio(dampingRatio);
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
        ArgumentChecks.requireFinite("unitsPerSecond", unitsPerSecond);
        checkUnused();
        this.velocity = unitsPerSecond;
        return this;
    }

    @Override
    public SpringMotionBuilder withRestTolerance(double units) {
        checkUnused();
        params.restTolerance(units);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        double tolerance = params.restToleranceFor(Math.abs((double) to - from));
        return startIn(binder, state, SpringStorage.class, SpringStorage::new,
                (s, spec) -> s.add(spec, from, to, velocity, params.stiffness, params.dampingRatio, tolerance));
    }
}
