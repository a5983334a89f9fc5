package dev.lilt.motion;

import dev.lilt.motion.internal.SpringStorage;
import java.util.Objects;

/**
 * Builds a {@link Float3} spring motion: {@code Motion.spring(from, to)}, settings (see
 * {@link SpringBuilder}), then one terminal call. Each component follows a damped spring of unit
 * mass towards its target, evaluated in closed form; the motion completes when every component is
 * at rest (its duration is the largest component's analytic settle time).
 * {@link Spring#retarget(MotionHandle, Float3)} moves the target while it runs, keeping position and
 * velocity. Leave the ease at {@link Ease#LINEAR} (another ease warps the spring's time).
 * Single-use.
 */
public final class Float3SpringBuilder extends Float3Builder<Float3SpringBuilder>
        implements SpringBuilder<Float3SpringBuilder> {
    private final Float3 from;
    private final Float3 to;
    private final SpringParams params = new SpringParams();
    private Float3 velocity = Float3.ZERO;

    Float3SpringBuilder(Float3 from, Float3 to) {
        // the duration is the settle time, known only at start; 1 s stands in until then
        super(1);
        this.from = from;
        this.to = to;
    }

    @Override
    public Float3SpringBuilder withStiffness(double stiffness) {
        checkUnused();
        params.stiffness(stiffness);
        return this;
    }

    @Override
    public Float3SpringBuilder withResponse(double responseSeconds) {
        checkUnused();
        params.response(responseSeconds);
        return this;
    }

    @Override
    public Float3SpringBuilder withDampingRatio(double dampingRatio) {
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
    public Float3SpringBuilder withInitialVelocity(Float3 unitsPerSecond) {
        Objects.requireNonNull(unitsPerSecond, "unitsPerSecond == null");
        checkUnused();
        this.velocity = unitsPerSecond;
        return this;
    }

    @Override
    public Float3SpringBuilder withRestTolerance(double units) {
        checkUnused();
        params.restTolerance(units);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        double tolerance = params.restToleranceFor(distance());
        Float3 v = velocity;
        return startIn(binder, state, SpringStorage.Of3.class, SpringStorage.Of3::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), from.z(),
                        to.x(), to.y(), to.z(),
                        v.x(), v.y(), v.z(), params.stiffness, params.dampingRatio, tolerance));
    }

    private double distance() {
        double dx = (double) to.x() - from.x();
        double dy = (double) to.y() - from.y();
        double dz = (double) to.z() - from.z();
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
}
