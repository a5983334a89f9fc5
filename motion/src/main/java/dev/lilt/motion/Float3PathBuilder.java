package dev.lilt.motion;

import dev.lilt.motion.internal.PathStorage;
import java.util.Objects;

/**
 * Builds a motion along a {@link Path3}: {@code Motion.path(path, seconds)}, settings, then one
 * terminal call: {@code bind} for the position, {@link #bindWithTangent} for the position and the
 * direction of travel, or {@code run}. The eased progress picks the point: by default each segment
 * takes an equal share of the time; {@link #withConstantSpeed(boolean)} moves at constant speed
 * along the curve instead. Progress 0 is exactly the first point and 1 the last; an overshooting
 * ease extrapolates the end segments. Single-use.
 */
public final class Float3PathBuilder extends Float3Builder<Float3PathBuilder> {
    private final Path3 path;
    private boolean constantSpeed;
    private boolean tangentBinder;

    Float3PathBuilder(Path3 path, double durationSeconds) {
        super(durationSeconds);
        this.path = path;
    }

    /**
     * Whether the motion moves at constant speed along the curve (arc-length parametrisation from
     * the path's precomputed table) rather than giving each segment equal time (default false).
     *
     * @param constantSpeed true for constant speed
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public Float3PathBuilder withConstantSpeed(boolean constantSpeed) {
        checkUnused();
        this.constantSpeed = constantSpeed;
        return this;
    }

    /**
     * Starts the motion, writing each frame's position and unit tangent (the direction of travel;
     * never NaN, also where control points coincide) through {@code binder} with {@code state}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the position, the tangent and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public <S> MotionHandle bindWithTangent(S state, Path3Binder<S> binder) {
        Objects.requireNonNull(binder, "binder == null");
        checkUnused();
        tangentBinder = true;
        return start(binder, state);
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, PathStorage.Of3.class, PathStorage.Of3::new,
                (s, spec) -> s.add(spec, path.spline(), constantSpeed, tangentBinder));
    }
}
