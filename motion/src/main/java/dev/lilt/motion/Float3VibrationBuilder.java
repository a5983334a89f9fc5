package dev.lilt.motion;

import dev.lilt.motion.internal.VibrationStorage;

/**
 * Builds a Float3 punch or shake: {@code Motion.punch(origin, strength, seconds)} or
 * {@code Motion.shake(origin, strength, seconds)}, settings (see {@link VibrationBuilder}), then
 * one terminal call. The value oscillates around the origin within ± strength per component,
 * decays, and ends exactly on the origin. Single-use.
 */
public final class Float3VibrationBuilder extends Float3Builder<Float3VibrationBuilder>
        implements VibrationBuilder<Float3VibrationBuilder> {
    private final Float3 from;
    private final Float3 to;
    private final VibrationParams params;

    Float3VibrationBuilder(Float3 origin, Float3 strength, double durationSeconds, boolean shake) {
        super(durationSeconds);
        this.from = origin;
        this.to = strength;
        this.params = new VibrationParams(shake);
    }

    @Override
    public Float3VibrationBuilder withFrequency(double frequency) {
        checkUnused();
        params.frequency(frequency);
        return this;
    }

    @Override
    public Float3VibrationBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        params.dampingRatio(dampingRatio);
        return this;
    }

    @Override
    public Float3VibrationBuilder withRandomSeed(long seed) {
        checkUnused();
        params.seed(seed);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, VibrationStorage.Of3.class, VibrationStorage.Of3::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), from.z(), to.x(), to.y(), to.z(),
                        params.frequency, params.dampingRatio, params.shake, params.seedForStart()));
    }
}
