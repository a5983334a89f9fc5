package dev.lilt.motion;

import dev.lilt.motion.internal.DoubleStorage;
import dev.lilt.motion.value.DoubleBinder;
import java.util.Objects;
import java.util.function.DoubleConsumer;

/**
 * The terminal operations of builders whose motions bind one double ({@code bind} and
 * {@code run}): the kinds differ only in how they compute the value.
 *
 * @param <B> the concrete builder type
 */
abstract class DoubleBuilder<B extends DoubleBuilder<B>> extends MotionBuilder<B> {
    DoubleBuilder(double durationSeconds) {
        super(durationSeconds);
    }

    /** A builder without a duration, for a speed-based motion. */
    DoubleBuilder() {
    }

    /**
     * Starts the motion, writing each frame's value to {@code consumer}.
     *
     * @param consumer receives the value
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public final MotionHandle bind(DoubleConsumer consumer) {
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
    public final <S> MotionHandle bind(S state, DoubleBinder<S> binder) {
        Objects.requireNonNull(binder, "binder == null");
        return start(binder, state);
    }

    /**
     * Starts the motion without a binder; read its value with {@link MotionHandle#value()}.
     *
     * @return the motion's handle
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public final MotionHandle run() {
        return start(null, null);
    }

    /**
     * Adds the motion to its storage.
     *
     * @param binder the kind's binder, or null
     * @param state  the binder's state
     * @return the handle
     */
    abstract MotionHandle start(Object binder, Object state);
}
