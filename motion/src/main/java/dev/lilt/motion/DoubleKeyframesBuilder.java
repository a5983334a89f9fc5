package dev.lilt.motion;

import dev.lilt.motion.internal.DoubleKeyTrack;
import dev.lilt.motion.internal.DoubleKeyframeStorage;
import dev.lilt.motion.internal.DoubleStorage;
import dev.lilt.motion.value.DoubleBinder;
import java.util.Objects;
import java.util.function.DoubleConsumer;

/**
 * Builds a keyframe motion of {@link DoubleKeyframes}: {@code Motion.keyframes(keys)}, settings,
 * then one terminal call, {@code bind} or {@code run}. Single-use.
 *
 * <p>The motion lasts the keys' duration; loops, loop types, delays, speed and seeks play that
 * timeline as for any motion. A whole-motion ease ({@code withEase}) warps the time at which the
 * keys are read, on top of each segment's own ease.
 */
public final class DoubleKeyframesBuilder extends MotionBuilder<DoubleKeyframesBuilder> {
    private final DoubleKeyTrack track;

    DoubleKeyframesBuilder(DoubleKeyframes keys) {
        super(keys.durationSeconds());
        this.track = keys.data().doubleTrack();
    }

    /**
     * Starts the motion, writing each frame's value to {@code consumer}.
     *
     * @param consumer receives the value
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle bind(DoubleConsumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(DoubleStorage.CONSUMER, consumer);
    }

    /**
     * Starts the motion, writing each frame's value through {@code binder} with {@code state}: a
     * non-capturing binder makes this allocation-free, e.g. {@code bind(sprite, (v, s) -> s.x = v)}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the value and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public <S> MotionHandle bind(S state, DoubleBinder<S> binder) {
        Objects.requireNonNull(binder, "binder == null");
        return start(binder, state);
    }

    /**
     * Starts the motion without a binder; read its value with {@link MotionHandle#value()}.
     *
     * @return the motion's handle
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle run() {
        return start(null, null);
    }

    private MotionHandle start(Object binder, Object state) {
        DoubleKeyTrack keys = track;
        return startIn(binder, state, DoubleKeyframeStorage.class, DoubleKeyframeStorage::new,
                (s, spec) -> s.add(spec, keys));
    }
}
