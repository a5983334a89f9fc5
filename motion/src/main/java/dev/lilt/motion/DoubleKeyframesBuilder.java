package dev.lilt.motion;

import dev.lilt.motion.internal.DoubleKeyTrack;
import dev.lilt.motion.internal.DoubleKeyframeStorage;

/**
 * Builds a keyframe motion of {@link DoubleKeyframes}: {@code Motion.keyframes(keys)}, settings,
 * then one terminal call, {@code bind} or {@code run}. Single-use.
 *
 * <p>The motion lasts the keys' duration; loops, loop types, delays, speed and seeks play that
 * timeline as for any motion. A whole-motion ease ({@code withEase}) warps the time at which the
 * keys are read, on top of each segment's own ease.
 */
public final class DoubleKeyframesBuilder extends DoubleBuilder<DoubleKeyframesBuilder> {
    private final DoubleKeyTrack track;

    DoubleKeyframesBuilder(DoubleKeyframes keys) {
        super(keys.durationSeconds());
        this.track = keys.data().doubleTrack();
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        DoubleKeyTrack keys = track;
        return startIn(binder, state, DoubleKeyframeStorage.class, DoubleKeyframeStorage::new,
                (s, spec) -> s.add(spec, keys));
    }
}
