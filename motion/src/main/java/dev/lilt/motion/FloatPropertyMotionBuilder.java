package dev.lilt.motion;

import dev.lilt.motion.internal.PropertyStorage;
import dev.lilt.motion.value.FloatAccessor;

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

    /** A speed-based builder: {@link #atSpeed} gives the duration. */
    FloatPropertyMotionBuilder(S target, FloatAccessor<S> accessor, float endOrDelta, boolean relative) {
        this.target = target;
        this.accessor = accessor;
        this.endOrDelta = endOrDelta;
        this.relative = relative;
        defaultTarget(target, accessor);
    }

    /**
     * Makes the duration speed-based: one loop lasts |end &minus; start| / {@code unitsPerSecond}
     * seconds, replacing the duration given to {@code Motion.to} or {@code Motion.by}, if any.
     * For {@code Motion.by} the distance is |delta|, known now, so the duration is fixed here. For
     * {@code Motion.to} the start is the property's value when the motion first writes it (as it
     * starts playing, after its delay: see the class comment), so the duration is computed then;
     * until then {@link MotionHandle#duration()} and {@link MotionHandle#totalDuration()} read NaN,
     * and a sequence refuses the motion (give it a duration, or let it start first: with an
     * immediate bind and no delay it reads the property at {@code start()}). Each loop lasts the
     * same; the delay is not speed-based. An endless one lasts at least the endless minimum of
     * {@link MotionBuilder#withLoops(int)} a loop. A distance of 0 gives a duration of 0.
     *
     * @param unitsPerSecond the speed, property units per second, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code unitsPerSecond} is 0, negative, NaN or infinite;
     *                                  for {@code Motion.by}, if |delta| / {@code unitsPerSecond}
     *                                  overflows to infinity or, looping forever, is below the endless
     *                                  minimum of {@link MotionBuilder#withLoops(int)}.
     *                                  For {@code Motion.to}, a duration that overflows when it is
     *                                  computed cancels the motion and is reported to the
     *                                  scheduler's error handler as this exception
     * @throws IllegalStateException    if the builder was used
     */
    public FloatPropertyMotionBuilder<S> atSpeed(double unitsPerSecond) {
        if (relative) {
            return speedDuration("unitsPerSecond", unitsPerSecond, Math.abs((double) endOrDelta));
        }
        return speedAtStart("unitsPerSecond", unitsPerSecond);
    }

    /**
     * Starts the motion: from now on its scheduler's updates write the property.
     *
     * @return the motion's handle
     * @throws IllegalStateException if the builder was used, on another thread than the scheduler's,
     *                               or if it was made without a duration and {@link #atSpeed} was
     *                               not called
     */
    public MotionHandle start() {
        return startIn(accessor, target, PropertyStorage.class, PropertyStorage::new,
                (s, spec) -> s.add(spec, endOrDelta, relative, startSpeed()));
    }
}
