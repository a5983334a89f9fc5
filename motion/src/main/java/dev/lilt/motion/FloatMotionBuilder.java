package dev.lilt.motion;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.FloatStorage;
import java.util.Objects;

/**
 * Builds a float motion: {@code Motion.create(from, to, seconds)}, settings, then one terminal
 * call, {@code bind} or {@code run}. Single-use.
 */
public final class FloatMotionBuilder extends MotionBuilder<FloatMotionBuilder> {
    private final float from;
    private final float to;

    FloatMotionBuilder(float from, float to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    /**
     * Starts the motion, writing each frame's value to {@code consumer}.
     *
     * @param consumer receives the value
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle bind(FloatConsumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(FloatStorage.CONSUMER, consumer);
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
    public <S> MotionHandle bind(S state, FloatBinder<S> binder) {
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
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            FloatStorage storage = engine.storage(FloatStorage.class, FloatStorage::new);
            return MotionHandle.of(storage, storage.add(spec, from, to));
        } finally {
            spec.clearReferences();
        }
    }
}
