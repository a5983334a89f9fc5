package dev.lilt.motion;

import dev.lilt.motion.internal.VibrationStorage;

/**
 * Builds a float punch or shake: {@code Motion.punch(origin, strength, seconds)} or
 * {@code Motion.shake(origin, strength, seconds)}, settings (see {@link VibrationBuilder}), then
 * one terminal call. The value oscillates around the origin within ± strength per component,
 * decays, and ends exactly on the origin. Single-use.
 */
public final class FloatVibrationBuilder extends FloatBuilder<FloatVibrationBuilder>
        implements VibrationBuilder<FloatVibrationBuilder> {
    private final float from;
    private final float to;
    private final VibrationParams params;

    FloatVibrationBuilder(float origin, float strength, double durationSeconds, boolean shake) {
        super(durationSeconds);
        this.from = origin;
        this.to = strength;
        this.params = new VibrationParams(shake);
    }

    @Override
    public FloatVibrationBuilder withFrequency(double frequency) {
        checkUnused();
        params.frequency(frequency);
        return this;
    }

    @Override
    public FloatVibrationBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        params.dampingRatio(dampingRatio);
        return this;
    }

    @Override
    public FloatVibrationBuilder withRandomSeed(long seed) {
        checkUnused();
        params.seed(seed);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, VibrationStorage.Of1.class, VibrationStorage.Of1::new,
                (s, spec) -> s.add(spec, from, 0, 0, to, 0, 0,
                        params.frequency, params.dampingRatio, params.shake, params.seedForStart()));
    }
}
