package dev.lilt.motion;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.VibrationStorage;

/**
 * Builds a Float3 punch or shake: {@code Motion.punch(origin, strength, seconds)} or
 * {@code Motion.shake(origin, strength, seconds)}, settings, then one terminal call. The value
 * oscillates around the origin within ± strength (per component), decays, and ends exactly on the
 * origin. A punch is a regular wave; a shake multiplies it by a random factor per frame and
 * component, drawn from a hash of its seed and the time, so seeking reproduces it. Single-use.
 */
public final class Float3VibrationBuilder extends Float3Builder<Float3VibrationBuilder> {
    private final Float3 from;
    private final Float3 to;
    private final VibrationSettings settings;

    Float3VibrationBuilder(Float3 origin, Float3 strength, double durationSeconds, boolean shake) {
        super(durationSeconds);
        this.from = origin;
        this.to = strength;
        this.settings = new VibrationSettings(shake);
    }

    /**
     * Sets how fast the value oscillates (default 10): the wave crosses the origin
     * {@code frequency} times over one loop, the last time at its end when the frequency is whole.
     *
     * @param frequency the frequency, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code frequency} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public Float3VibrationBuilder withFrequency(double frequency) {
        checkUnused();
        settings.frequency(frequency);
        return this;
    }

    /**
     * Sets how fast the oscillation decays (default 1): the envelope is
     * {@code exp(-dampingRatio * frequency * progress / 2π)}; 0 keeps the full strength.
     *
     * @param dampingRatio the damping ratio, &gt;= 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code dampingRatio} is negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public Float3VibrationBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        settings.dampingRatio(dampingRatio);
        return this;
    }

    /**
     * Makes a shake reproducible: equal seeds (and settings) give equal values at equal times.
     * Without a seed each shake gets its own, so shakes started together do not move as one.
     *
     * @param seed any value
     * @return this builder
     * @throws IllegalStateException if the builder was used, or if it builds a punch (a punch has
     *                               no randomness)
     */
    public Float3VibrationBuilder withRandomSeed(long seed) {
        checkUnused();
        settings.seed(seed);
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            VibrationStorage s = engine.storage(VibrationStorage.Of3.class, VibrationStorage.Of3::new);
            return MotionHandle.of(s, s.add(spec, from.x(), from.y(), from.z(), to.x(), to.y(), to.z(),
                    settings.frequency, settings.dampingRatio, settings.shake, settings.seedForStart()));
        } finally {
            spec.clearReferences();
        }
    }
}
