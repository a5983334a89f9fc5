package dev.lilt.motion;

import java.util.function.LongConsumer;
import dev.lilt.motion.internal.IntegralStorage;
import java.util.Objects;

/**
 * Builds a long motion: {@code Motion.create(from, to, seconds)}, settings, then one terminal
 * call, {@code bind} or {@code run}. Single-use.
 */
public final class LongMotionBuilder extends IntegralMotionBuilder<LongMotionBuilder> {
    LongMotionBuilder(long from, long to, double durationSeconds) {
        super(from, to, durationSeconds, true);
    }

    /**
     * Starts the motion, writing each frame's value to {@code consumer}.
     *
     * @param consumer receives the value
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle bind(LongConsumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(IntegralStorage.OfLong.CONSUMER, consumer);
    }

    /**
     * Starts the motion, writing each frame's value through {@code binder} with {@code state}: a
     * non-capturing binder makes this allocation-free, e.g.
     * {@code bind(sprite, (v, s) -> s.x = v)}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the value and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public <S> MotionHandle bind(S state, LongBinder<S> binder) {
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
}
