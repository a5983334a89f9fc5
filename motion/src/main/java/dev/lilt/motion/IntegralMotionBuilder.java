package dev.lilt.motion;

import dev.lilt.motion.internal.IntegralStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import java.util.Objects;

/**
 * What int and long motion builders share: the end points as longs, the rounding mode, and
 * creation in the kind's {@link IntegralStorage}. The typed {@code bind} methods live in the
 * subclasses.
 *
 * @param <B> the concrete builder type
 */
abstract class IntegralMotionBuilder<B extends IntegralMotionBuilder<B>> extends MotionBuilder<B> {
    private final long from;
    private final long to;
    private final boolean isLong;
    private RoundingMode roundingMode = RoundingMode.TO_EVEN;

    IntegralMotionBuilder(long from, long to, double durationSeconds, boolean isLong) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
        this.isLong = isLong;
    }

    /** A speed-based builder: {@link #atSpeed} gives the duration. */
    IntegralMotionBuilder(long from, long to, boolean isLong) {
        this.from = from;
        this.to = to;
        this.isLong = isLong;
    }

    /**
     * Makes the duration speed-based: one loop lasts |to &minus; from| / {@code unitsPerSecond} seconds,
     * replacing the duration given to {@code Motion.create}, if any (DOTween's
     * {@code SetSpeedBased}, PrimeTween's {@code AtSpeed}). The distance is known now, so the
     * duration is fixed by this call, the same as if it had been given in seconds: each loop
     * lasts it, the delay is added to it (it is not speed-based), playback speed and time scale
     * act on it. A distance of 0 gives a duration of 0.
     *
     * @param unitsPerSecond the speed, value units per second (the
     *                       difference is taken in double), &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code unitsPerSecond} is 0, negative, NaN or infinite,
     *                                  if the duration overflows to infinity, or if the motion
     *                                  loops forever and the duration is below the endless minimum of
     *                                  {@link MotionBuilder#withLoops(int)}
     * @throws IllegalStateException    if the builder was used
     */
    public final B atSpeed(double unitsPerSecond) {
        return speedDuration("unitsPerSecond", unitsPerSecond, Math.abs((double) to - (double) from));
    }

    /**
     * Sets how the interpolated value is rounded (default {@link RoundingMode#TO_EVEN}).
     *
     * @param mode the rounding mode
     * @return this builder
     * @throws NullPointerException  if {@code mode} is null
     * @throws IllegalStateException if the builder was used
     */
    @SuppressWarnings("unchecked")
    public final B withRoundingMode(RoundingMode mode) {
        Objects.requireNonNull(mode, "mode == null");
        checkUnused();
        this.roundingMode = mode;
        return (B) this;
    }

    final MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepareValues(engine);
        spec.fromLong = from;
        spec.toLong = to;
        spec.options = roundingMode.ordinal();
        return create(isLong
                ? engine.storage(IntegralStorage.OfLong.class, IntegralStorage.OfLong::new)
                : engine.storage(IntegralStorage.OfInt.class, IntegralStorage.OfInt::new), spec, binder, state);
    }

}
