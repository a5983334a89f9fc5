package dev.lilt.motion;

import dev.lilt.motion.internal.SpringStorage;
import java.util.Objects;

/**
 * Builds a {@link Float2} spring motion: {@code Motion.spring(from, to)}, settings (see
 * {@link SpringBuilder}), then one terminal call. Each component follows a damped spring of unit
 * mass towards its target, evaluated in closed form; the motion completes when every component is
 * at rest (its duration is the largest component's analytic settle time).
 * {@link Spring#retarget(MotionHandle, Float2)} moves the target while it runs, keeping position and
 * velocity. Leave the ease at {@link Ease#LINEAR} (another ease warps the spring's time).
 * Single-use.
 */
public final class Float2SpringBuilder extends Float2Builder<Float2SpringBuilder>
        implements SpringBuilder<Float2SpringBuilder> {
    private final Float2 from;
    private final Float2 to;
    private final SpringParams params = new SpringParams();
    private Float2 velocity = Float2.ZERO;

    Float2SpringBuilder(Float2 from, Float2 to) {
        // the duration is the settle time, known only at start; 1 s stands in until then
        super(1);
        this.from = from;
        this.to = to;
    }

    @Override
    public Float2SpringBuilder withStiffness(double stiffness) {
        checkUnused();
        params.stiffness(stiffness);
        return this;
    }

    @Override
    public Float2SpringBuilder withResponse(double responseSeconds) {
        checkUnused();
        params.response(responseSeconds);
        return this;
    }

    @Override
    public Float2SpringBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        params.dampingRatio(dampingRatio);
        return this;
    }

    /**
     * Sets the velocity at the start (default zero), e.g. a fling's, per component.
     *
     * @param unitsPerSecond the velocity
     * @return this builder
     * @throws NullPointerException  if {@code unitsPerSecond} is null
     * @throws IllegalStateException if the builder was used
     */
    public Float2SpringBuilder withInitialVelocity(Float2 unitsPerSecond) {
        Objects.requireNonNull(unitsPerSecond, "unitsPerSecond == null");
        checkUnused();
        this.velocity = unitsPerSecond;
        return this;
    }

    @Override
    public Float2SpringBuilder withRestTolerance(double units) {
        checkUnused();
        params.restTolerance(units);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        double tolerance = params.restToleranceFor(distance());
        Float2 v = velocity;
        return startIn(binder, state, SpringStorage.Of2.class, SpringStorage.Of2::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), 0,
                        to.x(), to.y(), 0,
                        v.x(), v.y(), 0, params.stiffness, params.dampingRatio, tolerance));
    }

    private double distance() {
        double dx = (double) to.x() - from.x();
        double dy = (double) to.y() - from.y();
        return Math.sqrt(dx * dx + dy * dy);
    }
}
