package dev.lilt.motion;

import dev.lilt.motion.internal.KeyTrack;
import dev.lilt.motion.internal.KeyframeStorage;

/**
 * Builds a keyframe motion of {@link RotationKeyframes}: {@code Motion.keyframes(keys)}, settings,
 * then one terminal call. Binders receive the unit quaternion (x, y, z, w). Each segment turns at
 * constant angular speed in its eased local time (SLERP), along the shorter arc unless
 * {@link #withShortestPath(boolean) withShortestPath(false)}. Single-use.
 *
 * <p>The motion lasts the keys' duration; loops, delays, speed and seeks play that timeline as for
 * any motion. A whole-motion ease ({@code withEase}) warps the time at which the keys are read;
 * where it overshoots (below 0 or above 1) the rotation holds the first or last key, and
 * {@link LoopType#INCREMENTAL} is refused, as orientations do not add up.
 */
public final class RotationKeyframesBuilder extends Float4Builder<RotationKeyframesBuilder> {
    private final RotationKeyframes keys;
    private boolean shortestPath = true;

    RotationKeyframesBuilder(RotationKeyframes keys) {
        super(keys.durationSeconds());
        this.keys = keys;
    }

    /**
     * Whether each segment turns the shorter way (default true). With false a segment follows the
     * arc between its keys as given, the long way round when their dot product is negative.
     *
     * @param shortestPath true for the shorter arcs
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public RotationKeyframesBuilder withShortestPath(boolean shortestPath) {
        checkUnused();
        this.shortestPath = shortestPath;
        return this;
    }

    /**
     * Plays the motion {@code count} times in the given way, except {@link LoopType#INCREMENTAL}.
     *
     * @param count the number of loops, at least 1, or -1 to loop forever
     * @param type  how later loops play
     * @return this builder
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} is {@link LoopType#INCREMENTAL}, or
     *                                  {@code count} is 0 or below -1, or -1 for a motion shorter
     *                                  than 1 µs
     * @throws IllegalStateException    if the builder was used
     */
    @Override
    public RotationKeyframesBuilder withLoops(int count, LoopType type) {
        if (type == LoopType.INCREMENTAL) {
            throw new IllegalArgumentException("rotation keyframes cannot loop INCREMENTAL (orientations do not"
                    + " add up): type " + type);
        }
        return super.withLoops(count, type);
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        KeyTrack track = keys.data().track(shortestPath ? KeyTrack.SLERP : KeyTrack.SLERP_LONG);
        return startIn(binder, state, KeyframeStorage.Of4.class, KeyframeStorage.Of4::new,
                (s, spec) -> s.add(spec, track));
    }
}
