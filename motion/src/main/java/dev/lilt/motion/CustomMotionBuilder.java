package dev.lilt.motion;

import dev.lilt.motion.internal.CustomStorage;
import dev.lilt.motion.value.ValueBinder;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Builds a motion of a user type valued by a {@link MotionAdapter}:
 * {@code Motion.create(from, to, seconds, adapter)}, settings (options included), then one
 * terminal call. Single-use.
 *
 * @param <V> the value type
 * @param <O> the adapter's options type
 */
public final class CustomMotionBuilder<V, O> extends MotionBuilder<CustomMotionBuilder<V, O>> {
    private static final ValueBinder<Object, Consumer<Object>> CONSUMER = (v, c) -> c.accept(v);

    private final V from;
    private final V to;
    private final MotionAdapter<V, O> adapter;
    private O options;

    CustomMotionBuilder(V from, V to, double durationSeconds, MotionAdapter<V, O> adapter) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
        this.adapter = adapter;
    }

    /**
     * Sets this motion's options, passed to every call of the adapter (default null). Options are
     * where per-motion data goes, since the adapter is shared and stateless; treat them as
     * immutable once given.
     *
     * @param options the options
     * @return this builder
     * @throws NullPointerException  if {@code options} is null
     * @throws IllegalStateException if the builder was used
     */
    public CustomMotionBuilder<V, O> withOptions(O options) {
        Objects.requireNonNull(options, "options == null");
        checkUnused();
        this.options = options;
        return this;
    }

    /**
     * Starts the motion, writing each frame's value to {@code consumer}.
     *
     * @param consumer receives the value
     * @return the motion's handle
     * @throws NullPointerException  if {@code consumer} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle bind(Consumer<? super V> consumer) {
        Objects.requireNonNull(consumer, "consumer == null");
        return start(CONSUMER, consumer);
    }

    /**
     * Starts the motion, writing each frame's value through {@code binder} with {@code state}.
     *
     * @param state  passed to the binder (may be null)
     * @param binder receives the value and the state
     * @param <S>    the state type
     * @return the motion's handle
     * @throws NullPointerException  if {@code binder} is null
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public <S> MotionHandle bind(S state, ValueBinder<? super V, S> binder) {
        Objects.requireNonNull(binder, "binder == null");
        return start(binder, state);
    }

    /**
     * Starts the motion without a binder (for a sequence, or for its callbacks); the adapter is
     * not called.
     *
     * @return the motion's handle
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle run() {
        return start(null, null);
    }

    private MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, CustomStorage.class, CustomStorage::new,
                (s, spec) -> s.add(spec, from, to, adapter, options));
    }
}
