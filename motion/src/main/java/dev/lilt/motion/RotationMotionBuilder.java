package dev.lilt.motion;

import dev.lilt.motion.internal.RotationStorage;
import java.util.Objects;

/**
 * Builds a rotation motion: {@code Motion.create(Quaternion from, Quaternion to, seconds)},
 * settings, then one terminal call. Binders receive the unit quaternion (x, y, z, w). By default
 * the motion takes the shortest arc at constant angular speed ({@link RotationInterpolation#SLERP}).
 * Single-use.
 */
public final class RotationMotionBuilder extends Float4Builder<RotationMotionBuilder> {
    private final Quaternion from;
    private final Quaternion to;
    private RotationInterpolation interpolation = RotationInterpolation.SLERP;
    private boolean shortestPath = true;

    RotationMotionBuilder(Quaternion from, Quaternion to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    /**
     * Sets how the rotation moves between its end points (default
     * {@link RotationInterpolation#SLERP}).
     *
     * @param interpolation the interpolation
     * @return this builder
     * @throws NullPointerException  if {@code interpolation} is null
     * @throws IllegalStateException if the builder was used
     */
    public RotationMotionBuilder withInterpolation(RotationInterpolation interpolation) {
        Objects.requireNonNull(interpolation, "interpolation == null");
        checkUnused();
        this.interpolation = interpolation;
        return this;
    }

    /**
     * Whether to turn the shorter way (default true). With false the motion follows the arc from
     * {@code from} to {@code to} as given, which is the long way round when their dot product is
     * negative.
     *
     * @param shortestPath true for the shorter arc
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public RotationMotionBuilder withShortestPath(boolean shortestPath) {
        checkUnused();
        this.shortestPath = shortestPath;
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        byte how = interpolation == RotationInterpolation.SLERP ? RotationStorage.SLERP : RotationStorage.NLERP;
        return startIn(binder, state, RotationStorage.class, RotationStorage::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), from.z(), from.w(), to.x(), to.y(), to.z(), to.w(),
                        how, shortestPath));
    }
}
