package dev.lilt.motion;

import dev.lilt.motion.internal.PropertyStorage;

/**
 * Builds a property motion: {@code Motion.to(target, accessor, end, seconds)} or
 * {@code Motion.by(target, accessor, delta, seconds)}, settings, then {@link #start()}. The motion
 * reads the property through the accessor when it first writes it — when it starts playing, after
 * its delay (at once, for an immediate bind without delay; during the delay, when the delay writes
 * values; when a sequence takes it, as the sequence rewinds its children) — and moves it from there
 * to the end, or by the delta. Single-use.
 *
 * <p>The motion is {@linkplain #withTarget tagged} with the target and the accessor, replacing
 * ({@link ReplaceMode#CANCEL}) a motion of the same scheduler already running on that property;
 * {@code withTarget} chooses another key or mode.
 *
 * @param <S> the target type
 */
public final class FloatPropertyMotionBuilder<S> extends MotionBuilder<FloatPropertyMotionBuilder<S>> {
    private final S target;
    private final FloatAccessor<S> accessor;
    private final float endOrDelta;
    private final boolean relative;

    FloatPropertyMotionBuilder(S target, FloatAccessor<S> accessor, float endOrDelta, boolean relative,
                               double durationSeconds) {
        super(durationSeconds);
        this.target = target;
        this.accessor = accessor;
        this.endOrDelta = endOrDelta;
        this.relative = relative;
        defaultTarget(target, accessor);
    }

    /**
     * Starts the motion: from now on its scheduler's updates write the property.
     *
     * @return the motion's handle
     * @throws IllegalStateException if the builder was used, or on another thread than the scheduler's
     */
    public MotionHandle start() {
        return startIn(accessor, target, PropertyStorage.class, PropertyStorage::new,
                (s, spec) -> s.add(spec, endOrDelta, relative));
    }
}
