package dev.lilt.motion;

import java.util.Objects;

/**
 * The terminal operations of builders whose motions bind 4 floats ({@code bind} and {@code run}):
 * the kinds differ only in how they compute the value.
 *
 * @param <B> the concrete builder type
 */
abstract class Float4Builder<B extends Float4Builder<B>> extends MotionBuilder<B> {
    private static final Float4Binder<Float4Consumer> CONSUMER = (x, y, z, w, c) -> c.accept(x, y, z, w);

    Float4Builder(double durationSeconds) {
        super(durationSeconds);
    }

    /**
     * Starts the motion, writing each frame's components to {@code consumer}.
     *
     * @param consumer receives the components
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public final MotionHandle bind(Float4Consumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(CONSUMER, consumer);
    }

    /**
     * Starts the motion, writing each frame's components through {@code binder} with
     * {@code state}: a non-capturing binder makes this allocation-free, e.g.
     * {@code bind(sprite, (x, y, z, w, s) -> s.set(x, y, z, w))}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the components and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public final <S> MotionHandle bind(S state, Float4Binder<S> binder) {
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
