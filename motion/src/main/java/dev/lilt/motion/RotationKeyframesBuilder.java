package dev.lilt.motion;

import dev.lilt.motion.internal.KeyTrack;
import dev.lilt.motion.internal.KeyframeStorage;

/**
 * Builds a keyframe motion of {@link RotationKeyframes}: {@code Motion.keyframes(keys)}, settings,
 * then one terminal call. Binders receive the unit quaternion (x, y, z, w). Each segment turns at
 * constant angular speed in its eased local time (SLERP), along the shorter arc unless
 * {@link #withShortestPath(boolean) withShortestPath(false)}. Single-use.
 *
 * <p>The motion lasts the keys' duration; loops, loop types, delays, speed and seeks play that
 * timeline as for any motion. A whole-motion ease ({@code withEase}) warps the time at which the
 * keys are read. Beyond the ends of the track (an overshooting ease, {@link LoopType#INCREMENTAL}
 * loops) the track repeats, turned each time by the rotation from the first key to the last, so
 * an incremental loop starts where the last one ended.
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

    @Override
    MotionHandle start(Object binder, Object state) {
        KeyTrack track = keys.data().track(shortestPath ? KeyTrack.SLERP : KeyTrack.SLERP_LONG);
        return startIn(binder, state, KeyframeStorage.Of4.class, KeyframeStorage.Of4::new,
                (s, spec) -> s.add(spec, track));
    }
}
