package dev.lilt.motion;

import dev.lilt.motion.internal.Adapters;
import java.util.Objects;

/**
 * Entry point: creates motion builders and holds the default scheduler.
 *
 * <pre>{@code
 * MotionHandle h = Motion.create(0f, 100f, 0.5)       // from, to, seconds
 *         .withEase(Ease.OUT_BACK)
 *         .bind(sprite, (x, s) -> s.x = x);          // no capture, no allocation per frame
 * }</pre>
 *
 * <p>Value kinds: numbers ({@code float}, {@code double}, {@code int}, {@code long}), vectors
 * ({@link Float2}, {@link Float3}, {@link Float4}), colours ({@link Rgba}), rotations
 * ({@link Quaternion}), {@link #punch punches}, {@link #shake shakes}, {@link #text text},
 * {@link #spring springs}, and any type through a {@link MotionAdapter}. Each built-in kind binds
 * its components as primitives and allocates nothing per frame (see docs/VALUE-KINDS.md).
 *
 * <p>Values are interpolated without clamping. Motions run on the scheduler given to
 * {@code withScheduler}, or else on {@link #defaultScheduler()}.
 */
public final class Motion {
    private static volatile MotionScheduler defaultScheduler;

    private Motion() {
    }

    /**
     * Starts building a float motion.
     *
     * @param from            the start value, finite
     * @param to              the end value, finite
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is not finite, or the duration is negative, NaN
     *                                  or infinite
     */
    public static FloatMotionBuilder create(float from, float to, double durationSeconds) {
        ArgumentChecks.requireFinite("from", from);
        ArgumentChecks.requireFinite("to", to);
        return new FloatMotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a double motion.
     *
     * @param from            the start value, finite
     * @param to              the end value, finite
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is not finite, or the duration is negative, NaN
     *                                  or infinite
     */
    public static DoubleMotionBuilder create(double from, double to, double durationSeconds) {
        ArgumentChecks.requireFinite("from", from);
        ArgumentChecks.requireFinite("to", to);
        return new DoubleMotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building an int motion; values are rounded half to even unless
     * {@code withRoundingMode} says otherwise.
     *
     * @param from            the start value
     * @param to              the end value
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static IntMotionBuilder create(int from, int to, double durationSeconds) {
        return new IntMotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a long motion; exact for values within ±2^53, rounded half to even unless
     * {@code withRoundingMode} says otherwise.
     *
     * @param from            the start value
     * @param to              the end value
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static LongMotionBuilder create(long from, long to, double durationSeconds) {
        return new LongMotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a {@link Float2} motion: each component interpolated linearly.
     *
     * @param from            the start value
     * @param to              the end value
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float2MotionBuilder create(Float2 from, Float2 to, double durationSeconds) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float2MotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a {@link Float3} motion: each component interpolated linearly.
     *
     * @param from            the start value
     * @param to              the end value
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float3MotionBuilder create(Float3 from, Float3 to, double durationSeconds) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float3MotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a {@link Float4} motion: each component interpolated linearly.
     *
     * @param from            the start value
     * @param to              the end value
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float4MotionBuilder create(Float4 from, Float4 to, double durationSeconds) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float4MotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a colour motion: red, green, blue and alpha interpolated per channel, in sRGB
     * unless {@code withColorSpace(ColorSpace.LINEAR)}.
     *
     * @param from            the start colour
     * @param to              the end colour
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static ColorMotionBuilder create(Rgba from, Rgba to, double durationSeconds) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new ColorMotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a rotation motion: the shortest arc at constant angular speed (SLERP) unless
     * told otherwise.
     *
     * @param from            the start orientation
     * @param to              the end orientation
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static RotationMotionBuilder create(Quaternion from, Quaternion to, double durationSeconds) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new RotationMotionBuilder(from, to, durationSeconds);
    }

    /**
     * Starts building a speed-based float motion: its duration is |to &minus; from| /
     * {@code unitsPerSecond}, from {@link FloatMotionBuilder#atSpeed}, which must be called
     * before the terminal call ({@code bind} or {@code run} throw {@link IllegalStateException}
     * otherwise). Every kind given a {@code create(from, to)} here works the same way.
     *
     * <pre>{@code
     * Motion.create(0f, 300f).atSpeed(600).bind(sprite, (x, s) -> s.x = x); // 0.5 s
     * }</pre>
     *
     * @param from the start value, finite
     * @param to   the end value, finite
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is not finite
     */
    public static FloatMotionBuilder create(float from, float to) {
        ArgumentChecks.requireFinite("from", from);
        ArgumentChecks.requireFinite("to", to);
        return new FloatMotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based double motion: its duration comes from
     * {@link DoubleMotionBuilder#atSpeed}, which must be called before the terminal call ({@code bind} or
     * {@code run} throw {@link IllegalStateException} otherwise).
     *
     * @param from the start value
     * @param to   the end value
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is not finite
     */
    public static DoubleMotionBuilder create(double from, double to) {
        ArgumentChecks.requireFinite("from", from);
        ArgumentChecks.requireFinite("to", to);
        return new DoubleMotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based int motion: its duration comes from
     * {@link IntMotionBuilder#atSpeed}, which must be called before the terminal call ({@code bind} or
     * {@code run} throw {@link IllegalStateException} otherwise).
     *
     * @param from the start value
     * @param to   the end value
     * @return a single-use builder
     */
    public static IntMotionBuilder create(int from, int to) {
        return new IntMotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based long motion: its duration comes from
     * {@link LongMotionBuilder#atSpeed}, which must be called before the terminal call ({@code bind} or
     * {@code run} throw {@link IllegalStateException} otherwise).
     *
     * @param from the start value
     * @param to   the end value
     * @return a single-use builder
     */
    public static LongMotionBuilder create(long from, long to) {
        return new LongMotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based {@link Float2} motion: its duration comes from
     * {@link Float2MotionBuilder#atSpeed}, which must be called before the terminal call ({@code bind} or
     * {@code run} throw {@link IllegalStateException} otherwise).
     * The distance is the Euclidean length of (to &minus; from).
     *
     * @param from the start value
     * @param to   the end value
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public static Float2MotionBuilder create(Float2 from, Float2 to) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float2MotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based {@link Float3} motion: its duration comes from
     * {@link Float3MotionBuilder#atSpeed}, which must be called before the terminal call ({@code bind} or
     * {@code run} throw {@link IllegalStateException} otherwise).
     * The distance is the Euclidean length of (to &minus; from).
     *
     * @param from the start value
     * @param to   the end value
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public static Float3MotionBuilder create(Float3 from, Float3 to) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float3MotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based {@link Float4} motion: its duration comes from
     * {@link Float4MotionBuilder#atSpeed}, which must be called before the terminal call ({@code bind} or
     * {@code run} throw {@link IllegalStateException} otherwise).
     * The distance is the Euclidean length of (to &minus; from).
     *
     * @param from the start value
     * @param to   the end value
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public static Float4MotionBuilder create(Float4 from, Float4 to) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float4MotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based rotation motion: its duration comes from
     * {@link RotationMotionBuilder#atAngularSpeed}, which must be called before the terminal call ({@code bind} or
     * {@code run} throw {@link IllegalStateException} otherwise).
     * The distance is the angle turned, in radians.
     *
     * @param from the start value
     * @param to   the end value
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public static RotationMotionBuilder create(Quaternion from, Quaternion to) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new RotationMotionBuilder(from, to);
    }

    /**
     * Starts building a speed-based property motion to an end value: like
     * {@link #to(Object, FloatAccessor, float, double)}, with its duration from
     * {@link FloatPropertyMotionBuilder#atSpeed}, which must be called before {@code start()}. The
     * distance |end &minus; start| is known only when the motion reads the property, as it starts
     * playing (after its delay), so the duration is computed then.
     *
     * <pre>{@code
     * Motion.to(sprite, SpriteProps.X, 300f).atSpeed(600).start(); // 600 px/s from wherever x is
     * }</pre>
     *
     * @param target   the object whose property moves
     * @param accessor reads and writes the property
     * @param end      the end value, finite
     * @param <S>      the target type
     * @return a single-use builder
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code end} is not finite
     */
    public static <S> FloatPropertyMotionBuilder<S> to(S target, FloatAccessor<S> accessor, float end) {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(accessor, "accessor == null");
        ArgumentChecks.requireFinite("end", end);
        return new FloatPropertyMotionBuilder<>(target, accessor, end, false);
    }

    /**
     * Starts building a speed-based relative property motion: like
     * {@link #by(Object, FloatAccessor, float, double)}, with its duration from
     * {@link FloatPropertyMotionBuilder#atSpeed}, which must be called before {@code start()}
     * (the distance is |delta|, known now).
     *
     * @param target   the object whose property moves
     * @param accessor reads and writes the property
     * @param delta    the change, finite
     * @param <S>      the target type
     * @return a single-use builder
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code delta} is not finite
     */
    public static <S> FloatPropertyMotionBuilder<S> by(S target, FloatAccessor<S> accessor, float delta) {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(accessor, "accessor == null");
        ArgumentChecks.requireFinite("delta", delta);
        return new FloatPropertyMotionBuilder<>(target, accessor, delta, true);
    }

    /**
     * Starts building a float punch: a regular, decaying wave around {@code origin},
     * within ± {@code strength}, ending exactly on {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is not finite, or the duration is negative, NaN
     *                                  or infinite
     */
    public static FloatVibrationBuilder punch(float origin, float strength, double durationSeconds) {
        ArgumentChecks.requireFinite("origin", origin);
        ArgumentChecks.requireFinite("strength", strength);
        return new FloatVibrationBuilder(origin, strength, durationSeconds, false);
    }

    /**
     * Starts building a float shake: a random, decaying jitter around {@code origin},
     * seeded per motion unless {@code withRandomSeed}, within ± {@code strength}, ending exactly on
     * {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is not finite, or the duration is negative, NaN
     *                                  or infinite
     */
    public static FloatVibrationBuilder shake(float origin, float strength, double durationSeconds) {
        ArgumentChecks.requireFinite("origin", origin);
        ArgumentChecks.requireFinite("strength", strength);
        return new FloatVibrationBuilder(origin, strength, durationSeconds, true);
    }

    /**
     * Starts building a Float2 punch: a regular, decaying wave around {@code origin},
     * within ± {@code strength}, ending exactly on {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code origin} or {@code strength} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float2VibrationBuilder punch(Float2 origin, Float2 strength, double durationSeconds) {
        Objects.requireNonNull(origin, "origin == null");
        Objects.requireNonNull(strength, "strength == null");
        return new Float2VibrationBuilder(origin, strength, durationSeconds, false);
    }

    /**
     * Starts building a Float2 shake: a random, decaying jitter around {@code origin},
     * seeded per motion unless {@code withRandomSeed}, within ± {@code strength}, ending exactly on
     * {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code origin} or {@code strength} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float2VibrationBuilder shake(Float2 origin, Float2 strength, double durationSeconds) {
        Objects.requireNonNull(origin, "origin == null");
        Objects.requireNonNull(strength, "strength == null");
        return new Float2VibrationBuilder(origin, strength, durationSeconds, true);
    }

    /**
     * Starts building a Float3 punch: a regular, decaying wave around {@code origin},
     * within ± {@code strength}, ending exactly on {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code origin} or {@code strength} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float3VibrationBuilder punch(Float3 origin, Float3 strength, double durationSeconds) {
        Objects.requireNonNull(origin, "origin == null");
        Objects.requireNonNull(strength, "strength == null");
        return new Float3VibrationBuilder(origin, strength, durationSeconds, false);
    }

    /**
     * Starts building a Float3 shake: a random, decaying jitter around {@code origin},
     * seeded per motion unless {@code withRandomSeed}, within ± {@code strength}, ending exactly on
     * {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code origin} or {@code strength} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float3VibrationBuilder shake(Float3 origin, Float3 strength, double durationSeconds) {
        Objects.requireNonNull(origin, "origin == null");
        Objects.requireNonNull(strength, "strength == null");
        return new Float3VibrationBuilder(origin, strength, durationSeconds, true);
    }

    /**
     * Starts building a Float4 punch: a regular, decaying wave around {@code origin},
     * within ± {@code strength}, ending exactly on {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code origin} or {@code strength} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float4VibrationBuilder punch(Float4 origin, Float4 strength, double durationSeconds) {
        Objects.requireNonNull(origin, "origin == null");
        Objects.requireNonNull(strength, "strength == null");
        return new Float4VibrationBuilder(origin, strength, durationSeconds, false);
    }

    /**
     * Starts building a Float4 shake: a random, decaying jitter around {@code origin},
     * seeded per motion unless {@code withRandomSeed}, within ± {@code strength}, ending exactly on
     * {@code origin}. Defaults: frequency 10, damping ratio 1.
     *
     * @param origin          the rest value (the motion's start and end)
     * @param strength        the largest offset, per component
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code origin} or {@code strength} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float4VibrationBuilder shake(Float4 origin, Float4 strength, double durationSeconds) {
        Objects.requireNonNull(origin, "origin == null");
        Objects.requireNonNull(strength, "strength == null");
        return new Float4VibrationBuilder(origin, strength, durationSeconds, true);
    }

    /**
     * Starts building a text motion: a typewriter from {@code from} to {@code to}, optionally
     * scrambling the characters not yet revealed, optionally keeping rich-text tags whole.
     *
     * @param from            the start text (copied)
     * @param to              the end text (copied)
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static TextMotionBuilder text(CharSequence from, CharSequence to, double durationSeconds) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new TextMotionBuilder(from.toString(), to.toString(), durationSeconds);
    }

    /**
     * Starts building a keyframe motion of floats: the value passes through each key at its time,
     * each segment along its own ease, interpolated linearly; the motion lasts the keys' duration.
     *
     * @param keys the keys (shared, immutable)
     * @return a single-use builder
     * @throws NullPointerException     if {@code keys} is null
     * @throws IllegalArgumentException if {@code keys} has fewer than 2 keys, or is a fractions list
     *                                  whose last key is not at 1
     */
    public static FloatKeyframesBuilder keyframes(FloatKeyframes keys) {
        Objects.requireNonNull(keys, "keys == null");
        keys.data().checkComplete();
        return new FloatKeyframesBuilder(keys);
    }

    /**
     * Starts building a keyframe motion of doubles: the value passes through each key at its time,
     * each segment along its own ease, interpolated linearly; the motion lasts the keys' duration.
     *
     * @param keys the keys (shared, immutable)
     * @return a single-use builder
     * @throws NullPointerException     if {@code keys} is null
     * @throws IllegalArgumentException if {@code keys} has fewer than 2 keys, or is a fractions list
     *                                  whose last key is not at 1
     */
    public static DoubleKeyframesBuilder keyframes(DoubleKeyframes keys) {
        Objects.requireNonNull(keys, "keys == null");
        keys.data().checkComplete();
        return new DoubleKeyframesBuilder(keys);
    }

    /**
     * Starts building a keyframe motion of {@link Float2} values: the value passes through each key at its time,
     * each segment along its own ease, each component interpolated linearly; the motion lasts the keys' duration.
     *
     * @param keys the keys (shared, immutable)
     * @return a single-use builder
     * @throws NullPointerException     if {@code keys} is null
     * @throws IllegalArgumentException if {@code keys} has fewer than 2 keys, or is a fractions list
     *                                  whose last key is not at 1
     */
    public static Float2KeyframesBuilder keyframes(Float2Keyframes keys) {
        Objects.requireNonNull(keys, "keys == null");
        keys.data().checkComplete();
        return new Float2KeyframesBuilder(keys);
    }

    /**
     * Starts building a keyframe motion of {@link Float3} values: the value passes through each key at its time,
     * each segment along its own ease, each component interpolated linearly; the motion lasts the keys' duration.
     *
     * @param keys the keys (shared, immutable)
     * @return a single-use builder
     * @throws NullPointerException     if {@code keys} is null
     * @throws IllegalArgumentException if {@code keys} has fewer than 2 keys, or is a fractions list
     *                                  whose last key is not at 1
     */
    public static Float3KeyframesBuilder keyframes(Float3Keyframes keys) {
        Objects.requireNonNull(keys, "keys == null");
        keys.data().checkComplete();
        return new Float3KeyframesBuilder(keys);
    }

    /**
     * Starts building a keyframe motion of {@link Float4} values: the value passes through each key at its time,
     * each segment along its own ease, each component interpolated linearly; the motion lasts the keys' duration.
     *
     * @param keys the keys (shared, immutable)
     * @return a single-use builder
     * @throws NullPointerException     if {@code keys} is null
     * @throws IllegalArgumentException if {@code keys} has fewer than 2 keys, or is a fractions list
     *                                  whose last key is not at 1
     */
    public static Float4KeyframesBuilder keyframes(Float4Keyframes keys) {
        Objects.requireNonNull(keys, "keys == null");
        keys.data().checkComplete();
        return new Float4KeyframesBuilder(keys);
    }

    /**
     * Starts building a keyframe motion of colours: the value passes through each key at its time,
     * each segment along its own ease, blended per channel in sRGB unless
     * {@code withColorSpace(ColorSpace.LINEAR)}; the motion lasts the keys' duration.
     *
     * @param keys the keys (shared, immutable)
     * @return a single-use builder
     * @throws NullPointerException     if {@code keys} is null
     * @throws IllegalArgumentException if {@code keys} has fewer than 2 keys, or is a fractions list
     *                                  whose last key is not at 1
     */
    public static ColorKeyframesBuilder keyframes(ColorKeyframes keys) {
        Objects.requireNonNull(keys, "keys == null");
        keys.data().checkComplete();
        return new ColorKeyframesBuilder(keys);
    }

    /**
     * Starts building a keyframe motion of rotations: the value passes through each key at its
     * time, each segment along its own ease, turned by SLERP along the shorter arc unless told
     * otherwise; the motion lasts the keys' duration.
     *
     * @param keys the keys (shared, immutable)
     * @return a single-use builder
     * @throws NullPointerException     if {@code keys} is null
     * @throws IllegalArgumentException if {@code keys} has fewer than 2 keys, or is a fractions list
     *                                  whose last key is not at 1
     */
    public static RotationKeyframesBuilder keyframes(RotationKeyframes keys) {
        Objects.requireNonNull(keys, "keys == null");
        keys.data().checkComplete();
        return new RotationKeyframesBuilder(keys);
    }

    /**
     * Starts building a spring motion: the value follows a damped spring from {@code from} to
     * {@code to} and the motion completes when it is at rest (its duration is the analytic settle
     * time). Change the target while it runs with {@link Spring#retarget(MotionHandle, float)}.
     *
     * @param from the start value, finite
     * @param to   the target, finite
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is NaN or infinite
     */
    public static SpringMotionBuilder spring(float from, float to) {
        ArgumentChecks.requireFinite("from", from);
        ArgumentChecks.requireFinite("to", to);
        return new SpringMotionBuilder(from, to);
    }

    /**
     * Starts building a {@link Float2} spring motion: each component follows a damped spring from
     * {@code from} to {@code to}; the motion completes when all are at rest. Change the target while
     * it runs with {@link Spring#retarget(MotionHandle, Float2)}.
     *
     * @param from the start value
     * @param to   the target
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public static Float2SpringBuilder spring(Float2 from, Float2 to) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float2SpringBuilder(from, to);
    }

    /**
     * Starts building a {@link Float3} spring motion: each component follows a damped spring from
     * {@code from} to {@code to}; the motion completes when all are at rest. Change the target while
     * it runs with {@link Spring#retarget(MotionHandle, Float3)}.
     *
     * @param from the start value
     * @param to   the target
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public static Float3SpringBuilder spring(Float3 from, Float3 to) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return new Float3SpringBuilder(from, to);
    }

    /**
     * Starts building a fling: the value starts at {@code from} moving at {@code velocity} and
     * slows down by friction, {@code x(t) = from + velocity / k × (1 − e^(−k t))}, until its speed
     * falls to the velocity threshold (its duration, computed when it starts, is
     * {@code ln(|velocity| / threshold) / k}). Optionally bounded, stopping at a bound or springing
     * back to it. Read its velocity while it runs with {@link Fling#velocity(MotionHandle)}.
     *
     * @param from     the start value, finite
     * @param velocity the start velocity, units per second, finite (e.g. a drag's at release)
     * @return a single-use builder
     * @throws IllegalArgumentException if a value is NaN or infinite
     */
    public static FlingMotionBuilder fling(float from, double velocity) {
        ArgumentChecks.requireFinite("from", from);
        ArgumentChecks.requireFinite("velocity", velocity);
        return new FlingMotionBuilder(from, velocity);
    }

    /**
     * Starts building a {@link Float2} fling: each component decays from its start velocity by
     * the same friction, as {@link #fling(float, double)}; optionally bounded per component. Read its
     * velocity while it runs with {@link Fling#velocity(MotionHandle, int)}.
     *
     * @param from     the start value
     * @param velocity the start velocity, units per second, per component
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code velocity} is null
     */
    public static Float2FlingBuilder fling(Float2 from, Float2 velocity) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(velocity, "velocity == null");
        return new Float2FlingBuilder(from, velocity);
    }

    /**
     * Starts building a {@link Float3} fling: each component decays from its start velocity by
     * the same friction, as {@link #fling(float, double)}; optionally bounded per component. Read its
     * velocity while it runs with {@link Fling#velocity(MotionHandle, int)}.
     *
     * @param from     the start value
     * @param velocity the start velocity, units per second, per component
     * @return a single-use builder
     * @throws NullPointerException if {@code from} or {@code velocity} is null
     */
    public static Float3FlingBuilder fling(Float3 from, Float3 velocity) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(velocity, "velocity == null");
        return new Float3FlingBuilder(from, velocity);
    }

    /**
     * Starts building a motion along a 2D path: the position at the eased progress, and optionally
     * the direction of travel ({@link Float2PathBuilder#bindWithTangent}).
     *
     * @param path            the curve (shared, immutable)
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code path} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float2PathBuilder path(Path2 path, double durationSeconds) {
        Objects.requireNonNull(path, "path == null");
        return new Float2PathBuilder(path, durationSeconds);
    }

    /**
     * Starts building a motion along a 3D path: the position at the eased progress, and optionally
     * the direction of travel ({@link Float3PathBuilder#bindWithTangent}).
     *
     * @param path            the curve (shared, immutable)
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @return a single-use builder
     * @throws NullPointerException     if {@code path} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static Float3PathBuilder path(Path3 path, double durationSeconds) {
        Objects.requireNonNull(path, "path == null");
        return new Float3PathBuilder(path, durationSeconds);
    }

    /**
     * Starts building a property motion to an end value: the property (read through
     * {@code accessor}) moves from its value at the moment the motion starts playing, after its
     * delay, to {@code end}. The motion is tagged with the target and the accessor, so a new
     * property motion on the same property of the same scheduler replaces (cancels) this one.
     *
     * <pre>{@code
     * Motion.to(sprite, SpriteProps.X, 300f, 0.4).withEase(Ease.OUT_CUBIC).start();
     * }</pre>
     *
     * @param target          the object whose property moves
     * @param accessor        reads and writes the property
     * @param end             the end value, finite
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @param <S>             the target type
     * @return a single-use builder
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code end} is not finite, or the duration is negative,
     *                                  NaN or infinite
     */
    public static <S> FloatPropertyMotionBuilder<S> to(S target, FloatAccessor<S> accessor, float end,
                                                       double durationSeconds) {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(accessor, "accessor == null");
        ArgumentChecks.requireFinite("end", end);
        return new FloatPropertyMotionBuilder<>(target, accessor, end, false, durationSeconds);
    }

    /**
     * Starts building a relative property motion: the property moves by {@code delta} from its
     * value at the moment the motion starts playing, after its delay (DOTween's
     * {@code SetRelative}). Tagged like {@link #to(Object, FloatAccessor, float, double)}.
     *
     * @param target          the object whose property moves
     * @param accessor        reads and writes the property
     * @param delta           the change, finite
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @param <S>             the target type
     * @return a single-use builder
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code delta} is not finite, or the duration is negative,
     *                                  NaN or infinite
     */
    public static <S> FloatPropertyMotionBuilder<S> by(S target, FloatAccessor<S> accessor, float delta,
                                                       double durationSeconds) {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(accessor, "accessor == null");
        ArgumentChecks.requireFinite("delta", delta);
        return new FloatPropertyMotionBuilder<>(target, accessor, delta, true, durationSeconds);
    }

    /**
     * Starts building a motion of a user type, valued by {@code adapter}. The adapter must be
     * stateless (see {@link MotionAdapter}); per-motion data goes in {@code withOptions}. No
     * registration is needed.
     *
     * @param from            the start value (not modified)
     * @param to              the end value (not modified)
     * @param durationSeconds one loop's duration, &gt;= 0 and finite
     * @param adapter         turns progress into a value
     * @param <V>             the value type
     * @param <O>             the adapter's options type
     * @return a single-use builder
     * @throws NullPointerException     if {@code from}, {@code to} or {@code adapter} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite, or the
     *                                  adapter's class has instance fields (it is not stateless)
     */
    public static <V, O> CustomMotionBuilder<V, O> create(V from, V to, double durationSeconds,
                                                          MotionAdapter<V, O> adapter) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        Objects.requireNonNull(adapter, "adapter == null");
        Adapters.requireStateless(adapter);
        return new CustomMotionBuilder<>(from, to, durationSeconds, adapter);
    }

    /**
     * The scheduler motions use when {@code withScheduler} is not called. Out of the box it is a
     * {@link ManualMotionScheduler}, created on first use, which a game loop advances with
     * {@code Motion.defaultScheduler().manual().update(dt)}.
     *
     * @return the default scheduler
     */
    public static MotionScheduler defaultScheduler() {
        MotionScheduler s = defaultScheduler;
        return s != null ? s : createDefaultScheduler();
    }

    /** The first use's path, apart: every creation on the default scheduler inlines the fast one. */
    private static MotionScheduler createDefaultScheduler() {
        synchronized (Motion.class) {
            MotionScheduler s = defaultScheduler;
            if (s == null) {
                s = new ManualMotionScheduler("default ManualMotionScheduler");
                defaultScheduler = s;
            }
            return s;
        }
    }

    /**
     * Replaces the default scheduler. Motions already created stay on theirs.
     *
     * @param scheduler the new default
     * @throws NullPointerException if {@code scheduler} is null
     */
    public static void setDefaultScheduler(MotionScheduler scheduler) {
        defaultScheduler = Objects.requireNonNull(scheduler, "scheduler == null");
    }
}
