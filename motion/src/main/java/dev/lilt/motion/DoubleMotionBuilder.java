package dev.lilt.motion;

import dev.lilt.motion.internal.DoubleStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;

/**
 * Builds a double motion: {@code Motion.create(from, to, seconds)} (or
 * {@code Motion.create(from, to).atSpeed(unitsPerSecond)}), settings, then one terminal
 * call, {@code bind} or {@code run}. Single-use.
 */
public final class DoubleMotionBuilder extends DoubleBuilder<DoubleMotionBuilder> {
    private final double from;
    private final double to;

    DoubleMotionBuilder(double from, double to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    /** A speed-based builder: {@link #atSpeed} gives the duration. */
    DoubleMotionBuilder(double from, double to) {
        this.from = from;
        this.to = to;
    }

    /**
     * Makes the duration speed-based: one loop lasts |to &minus; from| / {@code unitsPerSecond} seconds,
     * replacing the duration given to {@code Motion.create}, if any (DOTween's
     * {@code SetSpeedBased}, PrimeTween's {@code AtSpeed}). The distance is known now, so the
     * duration is fixed by this call, the same as if it had been given in seconds: each loop
     * lasts it, the delay is added to it (it is not speed-based), playback speed and time scale
     * act on it. A distance of 0 gives a duration of 0.
     *
     * @param unitsPerSecond the speed, value units per second, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code unitsPerSecond} is 0, negative, NaN or infinite,
     *                                  if the duration overflows to infinity, or if the motion
     *                                  loops forever and the duration is below the endless minimum of
     *                                  {@link MotionBuilder#withLoops(int)}
     * @throws IllegalStateException    if the builder was used
     */
    public DoubleMotionBuilder atSpeed(double unitsPerSecond) {
        return speedDuration("unitsPerSecond", unitsPerSecond, Math.abs(to - from));
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepareValues(engine);
        spec.from0 = from;
        spec.to0 = to;
        return create(engine.storage(DoubleStorage.class, DoubleStorage::new), spec, binder, state);
    }

}
