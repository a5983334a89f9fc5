package dev.lilt.motion;

import dev.lilt.motion.internal.VibrationStorage;

/**
 * Builds a Float2 punch or shake: {@code Motion.punch(origin, strength, seconds)} or
 * {@code Motion.shake(origin, strength, seconds)}, settings (see {@link VibrationBuilder}), then
 * one terminal call. The value oscillates around the origin within ± strength per component,
 * decays, and ends exactly on the origin. Single-use.
 */
public final class Float2VibrationBuilder extends Float2Builder<Float2VibrationBuilder>
        implements VibrationBuilder<Float2VibrationBuilder> {
    private final Float2 from;
    private final Float2 to;
    private final VibrationParams params;

    Float2VibrationBuilder(Float2 origin, Float2 strength, double durationSeconds, boolean shake) {
        super(durationSeconds);
        this.from = origin;
        this.to = strength;
        this.params = new VibrationParams(shake);
    }

    @Override
    public Float2VibrationBuilder withFrequency(double frequency) {
        checkUnused();
        params.frequency(frequency);
        return this;
    }

    @Override
    public Float2VibrationBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        params.dampingRatio(dampingRatio);
        return this;
    }

    @Override
    public Float2VibrationBuilder withRandomSeed(long seed) {
        checkUnused();
        params.seed(seed);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, VibrationStorage.Of2.class, VibrationStorage.Of2::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), 0, to.x(), to.y(), 0,
                        params.frequency, params.dampingRatio, params.shake, params.seedForStart()));
    }
}
