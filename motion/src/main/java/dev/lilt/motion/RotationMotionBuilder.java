package dev.lilt.motion;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.RotationStorage;
import dev.lilt.motion.value.Quaternion;
import java.util.Objects;

/**
 * Builds a rotation motion: {@code Motion.create(Quaternion from, Quaternion to, seconds)} (or
 * {@code Motion.create(from, to).atAngularSpeed(radiansPerSecond)}),
 * settings, then one terminal call. Binders receive the unit quaternion (x, y, z, w). By default
 * the motion takes the shortest arc at constant angular speed ({@link RotationInterpolation#SLERP}).
 * Single-use.
 */
public final class RotationMotionBuilder extends Float4Builder<RotationMotionBuilder> {
    /** The bit of the options that asks for the shortest path; the rest is the interpolation. */
    private static final int SHORTEST = RotationStorage.SHORTEST_PATH;
    // the end points' components, copied so that the builder keeps no Quaternion (the spec takes numbers)
    private final float fromX;
    private final float fromY;
    private final float fromZ;
    private final float fromW;
    private final float toX;
    private final float toY;
    private final float toZ;
    private final float toW;
    /** The interpolation ({@code RotationStorage.SLERP} or {@code NLERP}), and {@link #SHORTEST} if set. */
    private int options = RotationStorage.SLERP | SHORTEST;
    /** The speed atAngularSpeed gave, radians per second, or NaN. */
    private double radiansPerSecond = Double.NaN;

    RotationMotionBuilder(Quaternion from, Quaternion to, double durationSeconds) {
        super(durationSeconds);
        this.fromX = from.x();
        this.fromY = from.y();
        this.fromZ = from.z();
        this.fromW = from.w();
        this.toX = to.x();
        this.toY = to.y();
        this.toZ = to.z();
        this.toW = to.w();
    }

    /** A speed-based builder: {@link #atAngularSpeed} gives the duration. */
    RotationMotionBuilder(Quaternion from, Quaternion to) {
        this.fromX = from.x();
        this.fromY = from.y();
        this.fromZ = from.z();
        this.fromW = from.w();
        this.toX = to.x();
        this.toY = to.y();
        this.toZ = to.z();
        this.toW = to.w();
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
     *                                  loops forever and the duration is below the endless minimum of
     *                                  {@link MotionBuilder#withLoops(int)}
     * @throws IllegalStateException    if the builder was used
     */
    public RotationMotionBuilder atAngularSpeed(double radiansPerSecond) {
        speedDuration("radiansPerSecond", radiansPerSecond, arc((options & SHORTEST) != 0));
        this.radiansPerSecond = radiansPerSecond;
        return this;
    }

    /** The angle the motion turns through, radians. */
    private double arc(boolean shortest) {
        double angle = Quaternion.angleBetween(fromX, fromY, fromZ, fromW, toX, toY, toZ, toW);
        double dot = (double) fromX * toX + (double) fromY * toY + (double) fromZ * toZ + (double) fromW * toW;
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
        int how = interpolation == RotationInterpolation.SLERP ? RotationStorage.SLERP : RotationStorage.NLERP;
        this.options = how | options & SHORTEST;
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
     *                                  overflows to infinity or, for an endless motion, is below the
     *                                  endless minimum of {@link MotionBuilder#withLoops(int)}
     * @throws IllegalStateException    if the builder was used
     */
    public RotationMotionBuilder withShortestPath(boolean shortestPath) {
        checkUnused();
        if (!Double.isNaN(radiansPerSecond)) {
            speedDuration("radiansPerSecond", radiansPerSecond, arc(shortestPath));
        }
        this.options = shortestPath ? options | SHORTEST : options & ~SHORTEST;
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepareValues(engine);
        spec.vectorEnds(fromX, fromY, fromZ, fromW, toX, toY, toZ, toW);
        spec.options = options;
        return create(engine.storage(RotationStorage.class, RotationStorage::new), spec, binder, state);
    }

}
