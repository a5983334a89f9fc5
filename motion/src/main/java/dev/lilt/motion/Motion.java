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
 * <p>Value kinds: numbers ({@code float}, {@code double}, {@code int}, {@code long}), vectors ({@link Float2},
 * {@link Float3}, {@link Float4}), colours ({@link Rgba}), rotations ({@link Quaternion}), {@link #punch punches},
 * {@link #shake shakes}, {@link #text text}, {@link #spring springs}, and any type through a {@link MotionAdapter}.
 * Each built-in kind binds its components as primitives and allocates nothing per frame (see docs/VALUE-KINDS.md).
 *
 * <p>Values are interpolated without clamping. Motions run on the scheduler given to {@code withScheduler}, or else
 * on {@link #defaultScheduler()}.
 *
 * <p>Rules the factories share:
 * <ul>
 * <li>Each returns a new single-use builder ({@link MotionBuilder}); its terminal call ({@code bind}, {@code run} or
 *     {@code start}) starts the motion.
 * <li>Times are in seconds. A {@code durationSeconds} is one loop's duration, &gt;= 0 and finite: a negative, NaN or
 *     infinite one throws {@link IllegalArgumentException}. An argument said to be finite throws
 *     {@link IllegalArgumentException} if NaN or infinite; a null object argument throws {@link NullPointerException}.
 * <li>A factory without a duration ({@code create(from, to)}, and {@code to} or {@code by} without
 *     {@code durationSeconds}) is speed-based: its duration is its distance divided by the speed given to the
 *     builder's {@code atSpeed} ({@code atAngularSpeed} for rotations), which must be called before the terminal
 *     call; {@code bind}, {@code run} or {@code start} throw {@link IllegalStateException} otherwise. The distance
 *     is |to &minus; from| for a number, the Euclidean length of (to &minus; from) for a vector, and the angle
 *     turned, in radians, for a rotation: {@code Motion.create(0f, 300f).atSpeed(600).bind(sprite, (x, s) -> s.x = x)}
 *     lasts 0.5 s.
 * <li>A keyframe motion passes through each key at its time, each segment along its own ease, and lasts the keys'
 *     duration.
 * <li>A punch is a regular, decaying wave around {@code origin}; a shake a random, decaying jitter, seeded per motion
 *     unless {@code withRandomSeed}. Both stay within &plusmn; {@code strength} per component and end exactly on
 *     {@code origin}. Defaults: frequency 10, damping ratio 1.
 * </ul>
 */
public final class Motion extends MotionFamilies {
    // The factories per width or kind (vectors, keyframes, punches, shakes) are inherited from
    // MotionFamilies, generated from src/main/templates so that each is written once.

    private Motion() {
    }

    /**
     * {@return a single-use builder of a float motion}
     *
     * @param from            the start value, finite
     * @param to              the end value, finite
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @throws IllegalArgumentException if a value is not finite, or the duration is negative, NaN or infinite
     */
    public static FloatMotionBuilder create(float from, float to, double durationSeconds) {
        ArgumentChecks.requireFinite("from", from, "to", to);
        return new FloatMotionBuilder(from, to, durationSeconds);
    }

    /**
     * {@return a single-use builder of a double motion}
     *
     * @param from            the start value, finite
     * @param to              the end value, finite
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @throws IllegalArgumentException if a value is not finite, or the duration is negative, NaN or infinite
     */
    public static DoubleMotionBuilder create(double from, double to, double durationSeconds) {
        ArgumentChecks.requireFinite("from", from, "to", to);
        return new DoubleMotionBuilder(from, to, durationSeconds);
    }

    /**
     * {@return a single-use builder of an int motion, rounded half to even unless {@code withRoundingMode}}
     *
     * @param from            the start value
     * @param to              the end value
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static IntMotionBuilder create(int from, int to, double durationSeconds) {
        return new IntMotionBuilder(from, to, durationSeconds);
    }

    /**
     * {@return a builder of a long motion, exact within ±2^53, rounded half to even unless {@code withRoundingMode}}
     *
     * @param from            the start value
     * @param to              the end value
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static LongMotionBuilder create(long from, long to, double durationSeconds) {
        return new LongMotionBuilder(from, to, durationSeconds);
    }

    /**
     * {@return a builder of a colour motion, blended per channel in sRGB unless {@code withColorSpace(LINEAR)}}
     *
     * @param from            the start colour
     * @param to              the end colour
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static ColorMotionBuilder create(Rgba from, Rgba to, double durationSeconds) {
        ArgumentChecks.requireNonNull(from, "from", to, "to");
        return new ColorMotionBuilder(from, to, durationSeconds);
    }

    /**
     * {@return a builder of a rotation motion, along the shortest arc at constant angular speed (SLERP) by default}
     *
     * @param from            the start orientation
     * @param to              the end orientation
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static RotationMotionBuilder create(Quaternion from, Quaternion to, double durationSeconds) {
        ArgumentChecks.requireNonNull(from, "from", to, "to");
        return new RotationMotionBuilder(from, to, durationSeconds);
    }

    /**
     * {@return a speed-based builder of a float motion} Its speed: {@link FloatMotionBuilder#atSpeed}.
     *
     * @param from the start value, finite
     * @param to   the end value, finite
     * @throws IllegalArgumentException if a value is not finite
     */
    public static FloatMotionBuilder create(float from, float to) {
        ArgumentChecks.requireFinite("from", from, "to", to);
        return new FloatMotionBuilder(from, to);
    }

    /**
     * {@return a speed-based builder of a double motion} Its speed: {@link DoubleMotionBuilder#atSpeed}.
     *
     * @param from the start value, finite
     * @param to   the end value, finite
     * @throws IllegalArgumentException if a value is not finite
     */
    public static DoubleMotionBuilder create(double from, double to) {
        ArgumentChecks.requireFinite("from", from, "to", to);
        return new DoubleMotionBuilder(from, to);
    }

    /**
     * {@return a speed-based builder of an int motion} Its speed: {@link IntMotionBuilder#atSpeed}.
     *
     * @param from the start value
     * @param to   the end value
     */
    public static IntMotionBuilder create(int from, int to) {
        return new IntMotionBuilder(from, to);
    }

    /**
     * {@return a speed-based builder of a long motion} Its speed: {@link LongMotionBuilder#atSpeed}.
     *
     * @param from the start value
     * @param to   the end value
     */
    public static LongMotionBuilder create(long from, long to) {
        return new LongMotionBuilder(from, to);
    }

    /**
     * {@return a speed-based builder of a rotation motion} Its speed: {@link RotationMotionBuilder#atAngularSpeed}.
     *
     * @param from the start orientation
     * @param to   the end orientation
     * @throws NullPointerException if {@code from} or {@code to} is null
     */
    public static RotationMotionBuilder create(Quaternion from, Quaternion to) {
        ArgumentChecks.requireNonNull(from, "from", to, "to");
        return new RotationMotionBuilder(from, to);
    }

    /**
     * {@return a speed-based builder of a property motion to an end value} Like
     * {@link #to(Object, FloatAccessor, float, double)}, its speed from {@link FloatPropertyMotionBuilder#atSpeed}.
     * The distance |end &minus; start| is known when the motion reads the property, as it starts playing (after its
     * delay), so the duration is computed then: {@code Motion.to(sprite, SpriteProps.X, 300f).atSpeed(600).start()}
     * moves x at 600 px/s from wherever it is.
     *
     * @param target   the object whose property moves
     * @param accessor reads and writes the property
     * @param end      the end value, finite
     * @param <S>      the target type
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code end} is not finite
     */
    public static <S> FloatPropertyMotionBuilder<S> to(S target, FloatAccessor<S> accessor, float end) {
        ArgumentChecks.requireNonNull(target, "target", accessor, "accessor");
        ArgumentChecks.requireFinite("end", end);
        return new FloatPropertyMotionBuilder<>(target, accessor, end, false);
    }

    /**
     * {@return a speed-based builder of a relative property motion} Like
     * {@link #by(Object, FloatAccessor, float, double)}, with its speed from {@link FloatPropertyMotionBuilder#atSpeed}
     * (the distance is |delta|, known now).
     *
     * @param target   the object whose property moves
     * @param accessor reads and writes the property
     * @param delta    the change, finite
     * @param <S>      the target type
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code delta} is not finite
     */
    public static <S> FloatPropertyMotionBuilder<S> by(S target, FloatAccessor<S> accessor, float delta) {
        ArgumentChecks.requireNonNull(target, "target", accessor, "accessor");
        ArgumentChecks.requireFinite("delta", delta);
        return new FloatPropertyMotionBuilder<>(target, accessor, delta, true);
    }

    /**
     * {@return a builder of a text motion} A typewriter from {@code from} to {@code to}, optionally scrambling the
     * characters not yet revealed, optionally keeping rich-text tags whole.
     *
     * @param from            the start text (copied)
     * @param to              the end text (copied)
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite
     */
    public static TextMotionBuilder text(CharSequence from, CharSequence to, double durationSeconds) {
        ArgumentChecks.requireNonNull(from, "from", to, "to");
        return new TextMotionBuilder(from.toString(), to.toString(), durationSeconds);
    }

    /**
     * {@return a builder of a spring motion} The value follows a damped spring from {@code from} to {@code to}, and
     * the motion completes when it is at rest (its duration is the analytic settle time). Change the target while
     * it runs with {@link Spring#retarget(MotionHandle, float)}.
     *
     * @param from the start value, finite
     * @param to   the target, finite
     * @throws IllegalArgumentException if a value is NaN or infinite
     */
    public static SpringMotionBuilder spring(float from, float to) {
        ArgumentChecks.requireFinite("from", from, "to", to);
        return new SpringMotionBuilder(from, to);
    }

    /**
     * {@return a builder of a fling} The value starts at {@code from} moving at {@code velocity} and slows down by
     * friction, {@code x(t) = from + velocity / k × (1 − e^(−k t))}, until its speed falls to the velocity threshold
     * (its duration, computed when it starts, is {@code ln(|velocity| / threshold) / k} seconds). Optionally bounded,
     * stopping at a bound or springing back to it. Read its velocity with {@link Fling#velocity(MotionHandle)}.
     *
     * @param from     the start value, finite
     * @param velocity the start velocity, units per second, finite (e.g. a drag's at release)
     * @throws IllegalArgumentException if a value is NaN or infinite
     */
    public static FlingMotionBuilder fling(float from, double velocity) {
        ArgumentChecks.requireFinite("from", from, "velocity", velocity);
        return new FlingMotionBuilder(from, velocity);
    }

    /**
     * {@return a builder of a property motion to an end value} The property (read through {@code accessor}) moves
     * from its value when the motion starts playing, after its delay, to {@code end}. The motion is tagged with the
     * target and the accessor, so a new property motion on the same property of the same scheduler replaces
     * (cancels) this one: {@code Motion.to(sprite, SpriteProps.X, 300f, 0.4).withEase(Ease.OUT_CUBIC).start()}.
     *
     * @param target          the object whose property moves
     * @param accessor        reads and writes the property
     * @param end             the end value, finite
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @param <S>             the target type
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code end} is not finite, or the duration is negative, NaN or infinite
     */
    public static <S> FloatPropertyMotionBuilder<S> to(S target, FloatAccessor<S> accessor, float end,
                                                       double durationSeconds) {
        ArgumentChecks.requireNonNull(target, "target", accessor, "accessor");
        ArgumentChecks.requireFinite("end", end);
        return new FloatPropertyMotionBuilder<>(target, accessor, end, false, durationSeconds);
    }

    /**
     * {@return a builder of a relative property motion} The property moves by {@code delta} from its value when the
     * motion starts playing, after its delay (DOTween's {@code SetRelative}). Tagged like
     * {@link #to(Object, FloatAccessor, float, double)}.
     *
     * @param target          the object whose property moves
     * @param accessor        reads and writes the property
     * @param delta           the change, finite
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @param <S>             the target type
     * @throws NullPointerException     if {@code target} or {@code accessor} is null
     * @throws IllegalArgumentException if {@code delta} is not finite, or the duration is negative, NaN or infinite
     */
    public static <S> FloatPropertyMotionBuilder<S> by(S target, FloatAccessor<S> accessor, float delta,
                                                       double durationSeconds) {
        ArgumentChecks.requireNonNull(target, "target", accessor, "accessor");
        ArgumentChecks.requireFinite("delta", delta);
        return new FloatPropertyMotionBuilder<>(target, accessor, delta, true, durationSeconds);
    }

    /**
     * {@return a builder of a motion of a user type, valued by {@code adapter}} The adapter must be stateless (see
     * {@link MotionAdapter}); per-motion data goes in {@code withOptions}. No registration is needed.
     *
     * @param from            the start value (not modified)
     * @param to              the end value (not modified)
     * @param durationSeconds one loop's duration in seconds, &gt;= 0 and finite
     * @param adapter         turns progress into a value
     * @param <V>             the value type
     * @param <O>             the adapter's options type
     * @throws NullPointerException     if {@code from}, {@code to} or {@code adapter} is null
     * @throws IllegalArgumentException if the duration is negative, NaN or infinite, or the
     *                                  adapter's class has instance fields (it is not stateless)
     */
    public static <V, O> CustomMotionBuilder<V, O> create(V from, V to, double durationSeconds,
                                                          MotionAdapter<V, O> adapter) {
        ArgumentChecks.requireNonNull(from, "from", to, "to");
        Objects.requireNonNull(adapter, "adapter == null");
        Adapters.requireStateless(adapter);
        return new CustomMotionBuilder<>(from, to, durationSeconds, adapter);
    }

    /**
     * {@return the scheduler motions use when {@code withScheduler} is not called} Out of the box
     * it is a {@link ManualMotionScheduler}, created on first use, which a game loop advances with
     * {@code Motion.defaultScheduler().manual().update(dt)}.
     */
    public static MotionScheduler defaultScheduler() {
        return DefaultScheduler.get();
    }

    /**
     * Replaces the default scheduler. Motions already created stay on theirs.
     *
     * @param scheduler the new default
     * @throws NullPointerException if {@code scheduler} is null
     */
    public static void setDefaultScheduler(MotionScheduler scheduler) {
        DefaultScheduler.set(scheduler);
    }

    /**
     * Turns reduced motion on or off for the whole application, typically from its own
     * accessibility setting (the desktop has no portable one to read). While on, every motion
     * created afterwards jumps: its delay becomes 0 and its duration a microsecond (an endless one
     * gets one loop), so the first update of its scheduler that moves time writes its end value and
     * completes it, firing its callbacks, futures and awaits. A sequence built from such motions
     * (its clock is a motion too) fires its children's callbacks and its own in the order they come
     * with motion on, as long as its steps are appended or joined; steps at absolute positions come
     * at their positions, and intervals keep their length. Motions made with
     * {@link MotionBuilder#withPlayWhenReduced withPlayWhenReduced(true)} play as built; springs
     * and flings, whose duration comes from their physics, play without their delay. Motions
     * already created are not changed. Off by default.
     *
     * <p>Threading: callable from any thread; a creation on another thread sees the new setting
     * from its next {@code bind}, {@code run} or {@code start} on (a volatile write).
     *
     * @param reduced true to make new motions jump to their end
     */
    public static void setReducedMotion(boolean reduced) {
        ReducedMotion.set(reduced);
    }

    /**
     * {@return whether reduced motion is on} (see {@link #setReducedMotion})
     */
    public static boolean isReducedMotion() {
        return ReducedMotion.isOn();
    }
}
