package dev.lilt.motion;

import dev.lilt.motion.internal.LerpStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import java.util.Objects;

/**
 * Builds a {@link Float4} motion, each component interpolated linearly without clamping:
 * {@code Motion.create(from, to, seconds)}, settings, then one terminal call, {@code bind} or
 * {@code run}. Single-use.
 */
public final class Float4MotionBuilder extends MotionBuilder<Float4MotionBuilder> {
    private static final Float4Binder<Float4Consumer> CONSUMER = (x, y, z, w, c) -> c.accept(x, y, z, w);

    private final Float4 from;
    private final Float4 to;

    Float4MotionBuilder(Float4 from, Float4 to, double durationSeconds) {
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
    public MotionHandle bind(Float4Consumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(CONSUMER, consumer);
    }

    /**
     * Starts the motion, writing each frame's components through {@code binder} with
     * {@code state}: a non-capturing binder makes this allocation-free, e.g.
     * {@code bind(sprite, (x, y, z, w, s) -> s.moveTo(x, y, z, w))}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the components and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public <S> MotionHandle bind(S state, Float4Binder<S> binder) {
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
            LerpStorage s = engine.storage(LerpStorage.Of4.class, LerpStorage.Of4::new);
            return MotionHandle.of(s, s.add(spec, from.x(), from.y(), from.z(), from.w(), to.x(), to.y(), to.z(), to.w()));
        } finally {
            spec.clearReferences();
        }
    }
}
