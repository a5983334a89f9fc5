package dev.lilt.motion;

/**
 * The settings shared by punch and shake builders ({@link FloatVibrationBuilder},
 * {@link Float2VibrationBuilder}, {@link Float3VibrationBuilder}, {@link Float4VibrationBuilder}),
 * made by {@code Motion.punch} and {@code Motion.shake}.
 *
 * <p>At progress t in (0, 1) the offset from the origin is, per component,
 * {@code strength × exp(−dampingRatio × frequency × t / 2π) × cos((frequency − ½) π t)}; a shake
 * multiplies it by a random factor in [−1, 1) drawn from a hash of its seed, the progress and the
 * component. At t ≤ 0 and t ≥ 1 the value is the origin exactly.
 *
 * @param <B> the concrete builder type
 */
public interface VibrationBuilder<B extends VibrationBuilder<B>> {
    /**
     * Sets how fast the value oscillates (default 10): the wave crosses the origin
     * {@code frequency} times over one loop, the last time at its end when the frequency is whole.
     *
     * @param frequency the frequency, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code frequency} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    B withFrequency(double frequency);

    /**
     * Sets how fast the oscillation decays (default 1): the envelope is
     * {@code exp(-dampingRatio * frequency * progress / 2π)}; 0 keeps the full strength.
     *
     * @param dampingRatio the damping ratio, &gt;= 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code dampingRatio} is negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    B withDampingRatio(double dampingRatio);

    /**
     * Makes a shake reproducible: equal seeds (and settings) give equal values at equal times.
     * Without a seed each shake gets its own, so shakes started together do not move as one.
     *
     * @param seed any value
     * @return this builder
     * @throws IllegalStateException if the builder was used, or if it builds a punch (a punch has
     *                               no randomness)
     */
    B withRandomSeed(long seed);
}
