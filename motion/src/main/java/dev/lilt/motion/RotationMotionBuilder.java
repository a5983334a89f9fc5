package dev.lilt.motion;

import dev.lilt.motion.internal.RotationStorage;
import java.util.Objects;

/**
 * Builds a rotation motion: {@code Motion.create(Quaternion from, Quaternion to, seconds)} (or
 * {@code Motion.create(from, to).atAngularSpeed(radiansPerSecond)}),
 * settings, then one terminal call. Binders receive the unit quaternion (x, y, z, w). By default
 * the motion takes the shortest arc at constant angular speed ({@link RotationInterpolation#SLERP}).
 * Single-use.
 */
public final class RotationMotionBuilder extends Float4Builder<RotationMotionBuilder> {
    private final Quaternion from;
    private final Quaternion to;
    private RotationInterpolation interpolation = RotationInterpolation.SLERP;
    private boolean shortestPath = true;
    /** The speed atAngularSpeed gave, radians per second, or NaN. */
    private double radiansPerSecond = Double.NaN;

    RotationMotionBuilder(Quaternion from, Quaternion to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    /** A speed-based builder: {@link #atAngularSpeed} gives the duration. */
    RotationMotionBuilder(Quaternion from, Quaternion to) {
        this.from = from;
        this.to = to;
    }

    /**
     * Makes the duration speed-based: one loop lasts the angle turned / {@code radiansPerSecond}
     * seconds, replacing the duration given to {@code Motion.create}, if any. The angle is the
     * arc the motion follows: {@link Quaternion#angleTo} on the shortest path (at most π), and
     * 2π minus it when {@code withShortestPath(false)} takes the long way round (a later
     * {@code withShortestPath} recomputes the duration). The end points are known, so the
     * duration is fixed here, as if given in seconds; the delay is not speed-based. With
     * {@link RotationInterpolation#NLERP} the speed is the average one. Equal orientations give a
     * duration of 0.
     *
     * @param radiansPerSecond the angular speed, radians per second, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code radiansPerSecond} is 0, negative, NaN or infinite,
     *                                  if the duration overflows to infinity, or if the motion
     *                                  loops forever and the duration is below 1 µs
     * @throws IllegalStateException    if the builder was used
     */
    public RotationMotionBuilder atAngularSpeed(double radiansPerSecond) {
        speedDuration("radiansPerSecond", radiansPerSecond, arc(shortestPath));
        this.radiansPerSecond = radiansPerSecond;
        return this;
    }

    /** The angle the motion turns through, radians. */
    private double arc(boolean shortest) {
        double angle = from.angleTo(to);
        double dot = (double) from.x() * to.x() + (double) from.y() * to.y() + (double) from.z() * to.z()
                + (double) from.w() * to.w();
        return shortest || dot >= 0 ? angle : 2 * Math.PI - angle;
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
     * @throws IllegalArgumentException after {@code atAngularSpeed}, if the new arc's duration
     *                                  overflows to infinity or is below 1 µs for an endless motion
     * @throws IllegalStateException    if the builder was used
     */
    public RotationMotionBuilder withShortestPath(boolean shortestPath) {
        checkUnused();
        if (!Double.isNaN(radiansPerSecond)) {
            speedDuration("radiansPerSecond", radiansPerSecond, arc(shortestPath));
        }
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
