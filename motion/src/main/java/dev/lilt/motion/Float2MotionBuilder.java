package dev.lilt.motion;

import dev.lilt.motion.internal.LerpStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import java.util.Objects;

/**
 * Builds a {@link Float2} motion, each component interpolated linearly without clamping:
 * {@code Motion.create(from, to, seconds)}, settings, then one terminal call, {@code bind} or
 * {@code run}. Single-use.
 */
public final class Float2MotionBuilder extends MotionBuilder<Float2MotionBuilder> {
    private static final Float2Binder<Float2Consumer> CONSUMER = (x, y, c) -> c.accept(x, y);

    private final Float2 from;
    private final Float2 to;

    Float2MotionBuilder(Float2 from, Float2 to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    /**
     * Starts the motion, writing each frame's components to {@code consumer}.
     *
     * @param consumer receives the components
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle bind(Float2Consumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(CONSUMER, consumer);
    }

    /**
     * Starts the motion, writing each frame's components through {@code binder} with
     * {@code state}: a non-capturing binder makes this allocation-free, e.g.
     * {@code bind(sprite, (x, y, s) -> s.moveTo(x, y))}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the components and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public <S> MotionHandle bind(S state, Float2Binder<S> binder) {
        Objects.requireNonNull(binder, "binder == null");
        return start(binder, state);
    }

    /**
     * Starts the motion without a binder (for a sequence, or for its callbacks).
     *
     * @return the motion's handle
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle run() {
        return start(null, null);
    }

    private MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            LerpStorage s = engine.storage(LerpStorage.Of2.class, LerpStorage.Of2::new);
            return MotionHandle.of(s, s.add(spec, from.x(), from.y(), 0, 0, to.x(), to.y(), 0, 0));
        } finally {
            spec.clearReferences();
        }
    }
}
