package dev.lilt.motion;

import java.util.function.DoubleConsumer;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.DoubleStorage;
import java.util.Objects;

/**
 * Builds a double motion: {@code Motion.create(from, to, seconds)}, settings, then one terminal
 * call, {@code bind} or {@code run}. Single-use.
 */
public final class DoubleMotionBuilder extends MotionBuilder<DoubleMotionBuilder> {
    private final double from;
    private final double to;

    DoubleMotionBuilder(double from, double to, double durationSeconds) {
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
    public MotionHandle bind(DoubleConsumer consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(DoubleStorage.CONSUMER, consumer);
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
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            DoubleStorage storage = engine.storage(DoubleStorage.class, DoubleStorage::new);
            return started(MotionHandle.of(storage, storage.add(spec, from, to)));
        } finally {
            spec.clearReferences();
        }
    }
}
