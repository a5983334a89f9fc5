package dev.lilt.motion;

import dev.lilt.motion.internal.FlingStorage;
import dev.lilt.motion.internal.math.FlingMath;
import java.util.Objects;

/**
 * Builds a fling: {@code Motion.fling(from, velocity)}, settings, then one terminal call. The value
 * starts at {@code from} moving at {@code velocity} and slows down by friction, as Compose's
 * {@code animateDecay(exponentialDecay())} and Android's {@code FlingAnimation}: with friction k
 * (per second), {@code x(t) = from + velocity / k × (1 − e^(−k t))} and
 * {@code v(t) = velocity × e^(−k t)}. The motion ends when the speed falls to the velocity
 * threshold, at {@code t = ln(|velocity| / threshold) / k}, on its {@link #restingValue() resting
 * value}. Everything is closed form, computed when the motion starts, so a seek or a sequence
 * gives the same value as playing.
 *
 * <p>{@link #withBounds} keeps it within [min, max]: it {@link BoundBehavior#STOP stops} at the
 * bound it reaches, or {@link BoundBehavior#SPRING_BACK springs back} to it with the spring set by
 * the {@link SpringBuilder} methods (defaults as {@link Motion#spring(float, float)}: response
 * 0.55 s, damping ratio 0.825). The motion's time is the fling's clock: {@code withEase} accepts
 * only {@link Ease#LINEAR} and {@code withLoops} only 1. Single-use.
 */
public final class FlingMotionBuilder extends FloatBuilder<FlingMotionBuilder>
        implements SpringBuilder<FlingMotionBuilder> {
    private final float from;
    private final double velocity;
    private final FlingParams fling = new FlingParams();
    private final SpringParams spring = new SpringParams();
    private float min = Float.NEGATIVE_INFINITY;
    private float max = Float.POSITIVE_INFINITY;

    FlingMotionBuilder(float from, double velocity) {
        // the duration is known only at start; 1 s stands in until then
        super(1);
        this.from = from;
        this.velocity = velocity;
    }

    /**
     * Sets the friction k (default 4.2 per second, Compose's default friction multiplier 1 times
     * its 4.2): the velocity falls by a factor e every 1 / k seconds, and the unbounded fling
     * travels {@code velocity / k} units in all (less the threshold's share).
     *
     * @param friction per second, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code friction} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public FlingMotionBuilder withFriction(double friction) {
        checkUnused();
        fling.friction(friction);
        return this;
    }

    /**
     * Sets the speed below which the fling is at rest and ends (default 0.1 units per second, as
     * Compose's {@code exponentialDecay()}); a start at or below it ends at once on {@code from}.
     *
     * @param threshold units per second, &gt; 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code threshold} is 0, negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public FlingMotionBuilder withVelocityThreshold(double threshold) {
        checkUnused();
        fling.threshold(threshold);
        return this;
    }

    /**
     * Bounds the fling to [min, max]. With {@link BoundBehavior#STOP} the motion ends on the bound
     * at the time the decay reaches it, and {@code from} must lie within the bounds. With
     * {@link BoundBehavior#SPRING_BACK} the spring pulls it back from the crossing (so it overshoots
     * the bound by the spring's swing); a {@code from} outside the bounds (a drag past the edge)
     * springs back at once to the nearer bound, starting with {@code velocity}.
     *
     * @param min      the lower bound, finite
     * @param max      the upper bound, finite, &gt;= min
     * @param behavior what happens at a bound
     * @return this builder
     * @throws NullPointerException     if {@code behavior} is null
     * @throws IllegalArgumentException if a bound is not finite, {@code min > max}, or
     *                                  {@code behavior} is STOP and {@code from} lies outside
     * @throws IllegalStateException    if the builder was used
     */
    public FlingMotionBuilder withBounds(float min, float max, BoundBehavior behavior) {
        Objects.requireNonNull(behavior, "behavior == null");
        FlingParams.checkBounds("", from, min, max, behavior);
        checkUnused();
        this.min = min;
        this.max = max;
        fling.behaviour = FlingParams.behaviour(behavior);
        return this;
    }

    /**
     * Sets the spring-back's stiffness (see {@link SpringBuilder#withStiffness}); unused without
     * {@link BoundBehavior#SPRING_BACK} bounds.
     */
    @Override
    public FlingMotionBuilder withStiffness(double stiffness) {
        checkUnused();
        spring.stiffness(stiffness);
        return this;
    }

    /** Sets the spring-back's response (see {@link SpringBuilder#withResponse}). */
    @Override
    public FlingMotionBuilder withResponse(double responseSeconds) {
        checkUnused();
        spring.response(responseSeconds);
        return this;
    }

    /** Sets the spring-back's damping ratio (see {@link SpringBuilder#withDampingRatio}). */
    @Override
    public FlingMotionBuilder withDampingRatio(double dampingRatio) {
        checkUnused();
        spring.dampingRatio(dampingRatio);
        return this;
    }

    /**
     * Sets the spring-back's rest tolerance (default 0.001 × the distance from {@code from} to the
     * resting value, or 0.001 when they are equal): see {@link SpringBuilder#withRestTolerance}.
     */
    @Override
    public FlingMotionBuilder withRestTolerance(double units) {
        checkUnused();
        spring.restTolerance(units);
        return this;
    }

    /**
     * Only {@link Ease#LINEAR}: an ease would warp the fling's clock.
     *
     * @param ease {@link Ease#LINEAR}
     * @return this builder
     * @throws NullPointerException     if {@code ease} is null
     * @throws IllegalArgumentException if {@code ease} is not {@link Ease#LINEAR}
     * @throws IllegalStateException    if the builder was used
     */
    @Override
    public FlingMotionBuilder withEase(Ease ease) {
        Objects.requireNonNull(ease, "ease == null");
        FlingParams.checkEase(ease);
        return super.withEase(ease);
    }

    /**
     * Only {@link Ease#LINEAR}: an ease would warp the fling's clock.
     *
     * @param ease {@link Ease#LINEAR}
     * @return this builder
     * @throws NullPointerException     if {@code ease} is null
     * @throws IllegalArgumentException if {@code ease} is not {@link Ease#LINEAR}
     * @throws IllegalStateException    if the builder was used
     */
    @Override
    public FlingMotionBuilder withEase(EaseFunction ease) {
        Objects.requireNonNull(ease, "ease == null");
        if (!(ease instanceof Ease)) {
            throw FlingParams.customEase();
        }
        return withEase((Ease) ease);
    }

    /**
     * Only 1 loop: a fling plays once.
     *
     * @param count 1
     * @param type  ignored
     * @return this builder
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code count} is not 1
     * @throws IllegalStateException    if the builder was used
     */
    @Override
    public FlingMotionBuilder withLoops(int count, LoopType type) {
        Objects.requireNonNull(type, "type == null");
        FlingParams.checkLoops(count);
        return super.withLoops(count, type);
    }

    /**
     * Where the fling will end, with the settings so far: for a pager, snap to the page nearest
     * this before (or instead of) starting the fling.
     *
     * @return the resting value: the unbounded decay's end, or the bound it reaches
     */
    public float restingValue() {
        return (float) FlingMath.restingPosition(from, velocity, fling.friction, fling.threshold, min, max);
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        float[] start = {from};
        double[] v = {velocity};
        float[] lo = {min};
        float[] hi = {max};
        double tolerance = spring.restToleranceFor(Math.abs((double) restingValue() - from));
        return startIn(binder, state, FlingStorage.class, FlingStorage::new,
                (s, spec) -> s.add(spec, start, v, lo, hi, fling.behaviour, fling.friction, fling.threshold,
                        spring.stiffness, spring.dampingRatio, tolerance));
    }
}
