package dev.lilt.motion;

import java.util.Objects;

/**
 * The terminal operations of builders whose motions bind 1 float ({@code bind} and {@code run}):
 * the kinds differ only in how they compute the value.
 *
 * @param <B> the concrete builder type
 */
abstract class FloatBuilder<B extends FloatBuilder<B>> extends MotionBuilder<B> {
    private static final FloatBinder<FloatConsumer> CONSUMER = (value, c) -> c.accept(value);

    FloatBuilder(double durationSeconds) {
        super(durationSeconds);
    }

    /**
     * Starts the motion, writing each frame's value to {@code consumer}.
     *
     * @param consumer receives the value
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public final MotionHandle bind(FloatConsumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(CONSUMER, consumer);
    }

    /**
     * Starts the motion, writing each frame's value through {@code binder} with
     * {@code state}: a non-capturing binder makes this allocation-free, e.g.
     * {@code bind(sprite, (value, s) -> s.set(value))}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the value and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public final <S> MotionHandle bind(S state, FloatBinder<S> binder) {
        Objects.requireNonNull(binder, "binder == null");
        return start(binder, state);
    }

    /**
     * Starts the motion without a binder (for a sequence, or for its callbacks).
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
