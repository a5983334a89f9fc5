package dev.lilt.motion;

import dev.lilt.motion.internal.VibrationStorage;

/**
 * Builds a Float4 punch or shake: {@code Motion.punch(origin, strength, seconds)} or
 * {@code Motion.shake(origin, strength, seconds)}, settings (see {@link VibrationBuilder}), then
 * one terminal call. The value oscillates around the origin within ± strength per component,
 * decays, and ends exactly on the origin. Single-use.
 */
public final class Float4VibrationBuilder extends Float4Builder<Float4VibrationBuilder>
        implements VibrationBuilder<Float4VibrationBuilder> {
    private final Float4 from;
    private final Float4 to;
    private final VibrationParams params;

    Float4VibrationBuilder(Float4 origin, Float4 strength, double durationSeconds, boolean shake) {
        super(durationSeconds);
        this.from = origin;
        this.to = strength;
        this.params = new VibrationParams(shake);
    }

    @Override
    public Float4VibrationBuilder withFrequency(double frequency) {
        checkUnused();
        params.frequency(frequency);
        return this;
    }

    @Override
    public Float4VibrationBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        params.dampingRatio(dampingRatio);
        return this;
    }

    @Override
    public Float4VibrationBuilder withRandomSeed(long seed) {
        checkUnused();
        params.seed(seed);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, VibrationStorage.Of4.class, VibrationStorage.Of4::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), from.z(), from.w(), to.x(), to.y(), to.z(), to.w(),
                        params.frequency, params.dampingRatio, params.shake, params.seedForStart()));
    }
}
