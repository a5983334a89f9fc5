package dev.lilt.motion;

import static dev.lilt.motion.ArgumentChecks.requireLoops;
import static dev.lilt.motion.ArgumentChecks.requireTime;
import static dev.lilt.motion.ArgumentChecks.stateMismatch;
import static dev.lilt.motion.CreationSteps.fillReferences;
import static dev.lilt.motion.CreationSteps.pendingDuration;

import dev.lilt.motion.internal.MotionColumns;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.MotionStorage;
import dev.lilt.motion.internal.MotionValues;
import dev.lilt.motion.internal.math.EaseMath;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.ObjIntConsumer;
import java.util.function.ToIntBiFunction;

/**
 * The settings every motion builder shares. A builder is single-use: its terminal operation
 * ({@code bind} or {@code run}) starts one motion, after which every call on it throws
 * {@link IllegalStateException}. Every setting is checked by the call that receives it.
 *
 * <p>A builder made without a duration ({@code Motion.create(from, to)}) is speed-based: its kind's
 * {@code atSpeed} (or {@code atAngularSpeed}) must give it one before the terminal operation,
 * which otherwise throws {@link IllegalStateException} and leaves the builder usable.
 *
 * @param <B> the concrete builder type
 */
public abstract class MotionBuilder<B extends MotionBuilder<B>> {
    /**
     * The shortest loop, in seconds, that {@code withLoops(-1)} accepts: {@value}. Any shorter and
     * an endless motion's loop count could outgrow what a frame counts exactly.
     */
    public static final double MIN_ENDLESS_LOOP_SECONDS = MotionSpec.MIN_ENDLESS_DURATION;

    /** One loop, seconds; NaN while a builder made without a duration waits for a speed. */
    private double duration;
    /**
     * Whether the duration comes from a speed: given at {@code atSpeed} when the distance is
     * known, or, for a property motion from its current value, computed by the storage when the
     * motion starts ({@link #deferredSpeed}).
     */
    private boolean speedBased;
    /** The speed of a duration the storage computes at start, or NaN. */
    private double deferredSpeed = Double.NaN;
    /**
     * The spec's flags ({@code MotionColumns.SKIP_DELAY_VALUES} and the others), kept by their
     * setters so that the creation copies one int.
     */
    private int flags = MotionColumns.SKIP_DELAY_VALUES | MotionColumns.IMMEDIATE_BIND;
    private int easeId = EaseMath.LINEAR;
    private EaseFunction easeFunction;
    private int loops = 1;
    private LoopType loopType = LoopType.RESTART;
    private double delay;
    /** Whether the delay is {@link DelayType#EVERY_LOOP}. */
    private boolean everyLoopDelay;
    private MotionScheduler scheduler;
    /** Runnable, or Consumer of the callback state. */
    private Object onComplete;
    /** Runnable, or Consumer of the callback state. */
    private Object onCancel;
    /** IntConsumer, or ObjIntConsumer of the callback state. */
    private Object onLoopComplete;
    private Object callbackState;
    private boolean hasCallbackState;
    private String debugName;
    /** Runnable, or Consumer of the callback state. */
    private Object onStart;
    private Object tagTarget;
    private Object tagKey;
    private ReplaceMode replaceMode;
    private boolean used;

    MotionBuilder(double durationSeconds) {
        this.duration = requireTime("durationSeconds", durationSeconds);
    }

    /** A builder without a duration: {@code atSpeed} must give it one before the terminal call. */
    MotionBuilder() {
        this.duration = Double.NaN;
    }

    /**
     * Makes the duration {@code distance / speed}: the speed-based duration of a motion whose
     * distance is known now. Checked here: the speed, a duration that overflows to infinity, and
     * an endless loop's shortest duration.
     *
     * @param name     the speed argument's name, for the messages
     * @param speed    distance units per second
     * @param distance the motion's distance, &gt;= 0 (infinite when the end points' difference overflows)
     * @return this builder
     */
    final B speedDuration(String name, double speed, double distance) {
        double d = SpeedDurations.of(name, speed, distance, loops == -1);
        checkUnused();
        this.duration = d;
        this.speedBased = true;
        this.deferredSpeed = Double.NaN;
        return self();
    }

    /**
     * Makes the duration speed-based with a distance known only when the motion starts: the
     * storage divides it by {@code speed} then (see {@link #deferredSpeed()}).
     *
     * @param name  the speed argument's name, for the message
     * @param speed distance units per second
     * @return this builder
     */
    final B speedAtStart(String name, double speed) {
        SpeedDurations.requireSpeed(name, speed);
        checkUnused();
        this.duration = Double.NaN;
        this.speedBased = true;
        this.deferredSpeed = speed;
        return self();
    }

    /** The speed the storage divides the distance by when the motion starts, or NaN. */
    final double deferredSpeed() {
        return deferredSpeed;
    }

    /** Whether the duration came from a speed ({@code atSpeed}). */
    final boolean isSpeedBased() {
        return speedBased;
    }

    @SuppressWarnings("unchecked")
    private B self() {
        return (B) this;
    }

    final void checkUnused() {
        if (used) {
            throw new IllegalStateException("this builder has already started a motion; builders are single-use:"
                    + " call Motion.create again for another motion");
        }
    }

    /**
     * Sets the easing curve (default {@link Ease#LINEAR}).
     *
     * @param ease the ease
     * @return this builder
     * @throws NullPointerException  if {@code ease} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withEase(Ease ease) {
        Objects.requireNonNull(ease, "ease == null");
        checkUnused();
        this.easeId = ease.ordinal();
        this.easeFunction = null;
        return self();
    }

    /**
     * Sets a custom easing curve, such as an {@link EaseCurve}. An {@link Ease} constant passed
     * here is dispatched as fast as through {@link #withEase(Ease)}.
     *
     * @param ease the curve; must be pure and allocation-free
     * @return this builder
     * @throws NullPointerException  if {@code ease} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withEase(EaseFunction ease) {
        Objects.requireNonNull(ease, "ease == null");
        if (ease instanceof Ease) {
            return withEase((Ease) ease);
        }
        checkUnused();
        this.easeId = EaseMath.CUSTOM;
        this.easeFunction = ease;
        return self();
    }

    /**
     * Plays the motion {@code count} times, restarting each loop ({@link LoopType#RESTART}).
     *
     * @param count the number of loops, at least 1, or -1 to loop forever
     * @return this builder
     * @throws IllegalArgumentException if {@code count} is 0 or below -1, or -1 for a loop shorter
     *                                  than {@link #MIN_ENDLESS_LOOP_SECONDS}
     * @throws IllegalStateException    if the builder was used
     */
    public B withLoops(int count) {
        return withLoops(count, LoopType.RESTART);
    }

    /**
     * Plays the motion {@code count} times in the given way.
     *
     * @param count the number of loops, at least 1, or -1 to loop forever
     * @param type  how later loops play
     * @return this builder
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code count} is 0 or below -1, or -1 for a loop shorter
     *                                  than {@link #MIN_ENDLESS_LOOP_SECONDS}
     * @throws IllegalStateException    if the builder was used
     */
    public B withLoops(int count, LoopType type) {
        Objects.requireNonNull(type, "type == null");
        requireLoops(count, duration); // a duration still to come (atSpeed) is checked when it comes
        checkUnused();
        this.loops = count;
        this.loopType = type;
        return self();
    }

    /**
     * Waits before the first loop; no value is written while waiting.
     *
     * @param seconds the delay, &gt;= 0 and finite
     * @return this builder
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public B withDelay(double seconds) {
        return withDelay(seconds, DelayType.FIRST_LOOP, true);
    }

    /**
     * Waits before the first loop, or before every loop; no value is written while waiting.
     *
     * @param seconds the delay, &gt;= 0 and finite
     * @param type    when the delay applies
     * @return this builder
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public B withDelay(double seconds, DelayType type) {
        return withDelay(seconds, type, true);
    }

    /**
     * Waits before the first loop, or before every loop.
     *
     * @param seconds               the delay, &gt;= 0 and finite
     * @param type                  when the delay applies
     * @param skipValuesDuringDelay true to write no value while waiting (a pause between loops
     *                              holds the finished loop's end value, written once as the pause
     *                              begins; played backwards, the first delay holds the start
     *                              value, written once as it begins and at the backward
     *                              completion); false to write the next loop's start value. A seek
     *                              ({@code setTime}, or a sequence's clock) writes a value either way.
     * @return this builder
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     * @throws IllegalStateException    if the builder was used
     */
    public B withDelay(double seconds, DelayType type, boolean skipValuesDuringDelay) {
        requireTime("seconds", seconds);
        Objects.requireNonNull(type, "type == null");
        checkUnused();
        this.delay = seconds;
        this.everyLoopDelay = type == DelayType.EVERY_LOOP;
        flag(MotionColumns.SKIP_DELAY_VALUES, skipValuesDuringDelay);
        return self();
    }

    /**
     * Runs the motion on {@code scheduler} instead of {@link Motion#defaultScheduler()}.
     *
     * @param scheduler the scheduler
     * @return this builder
     * @throws NullPointerException  if {@code scheduler} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withScheduler(MotionScheduler scheduler) {
        Objects.requireNonNull(scheduler, "scheduler == null");
        checkUnused();
        this.scheduler = scheduler;
        return self();
    }

    /**
     * Calls {@code action} once when the motion completes, after its last value is bound and its
     * last {@code onLoopComplete}.
     *
     * @param action the callback
     * @return this builder
     * @throws NullPointerException  if {@code action} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withOnComplete(Runnable action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        this.onComplete = action;
        return self();
    }

    /**
     * Calls {@code action} when the motion is cancelled before it finished.
     *
     * @param action the callback
     * @return this builder
     * @throws NullPointerException  if {@code action} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withOnCancel(Runnable action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        this.onCancel = action;
        return self();
    }

    /**
     * Calls {@code action} when loops complete, the last included, with the number of loops
     * completed so far, after the value is bound and before {@code onComplete}. A step (an
     * update, a seek, {@code complete()}) that finishes n loops calls it for the last min(n, 64)
     * of them, in order, each with its true count: a frame of 1/60 s over a motion of 0.1 ms loops
     * calls it 64 times, not 166 (loop counts are computed in closed form, so a step's work is
     * bounded whatever its length).
     *
     * @param action receives the completed-loop count
     * @return this builder
     * @throws NullPointerException  if {@code action} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withOnLoopComplete(IntConsumer action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        this.onLoopComplete = action;
        return self();
    }

    /**
     * Calls {@code action} once, when the motion starts playing: after its first delay (at its first
     * update when it has none), before that update's {@code onLoopComplete} and {@code onComplete}
     * (a frame that jumps over the whole motion fires all three, in that order). A seek that
     * carries the motion past its delay fires it too, and a sequence's child starts when the
     * sequence's clock moves past the child's position and delay. A replay (a seek back
     * in a preserved motion) does not fire it again.
     *
     * @param action the callback
     * @return this builder
     * @throws NullPointerException  if {@code action} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withOnStart(Runnable action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        this.onStart = action;
        return self();
    }

    /**
     * Tags the motion with a target and a property key, replacing ({@link ReplaceMode#CANCEL}) a
     * motion of the same scheduler already running with the same target and key.
     *
     * @param target the animated object, compared by identity
     * @param key    the property, compared by {@code equals} (a name, an accessor constant)
     * @return this builder
     * @throws NullPointerException  if {@code target} or {@code key} is null
     * @throws IllegalStateException if the builder was used
     * @see #withTarget(Object, Object, ReplaceMode)
     */
    public B withTarget(Object target, Object key) {
        return withTarget(target, key, ReplaceMode.CANCEL);
    }

    /**
     * Tags the motion with a target and a property key. When the motion starts (at {@code bind} or
     * {@code run}), motions of the same scheduler already running with the same target and key are
     * cancelled or completed first, as {@code mode} says, so the new one starts from where they
     * left the property. {@link ManualMotionScheduler#cancelTarget(Object)} and
     * {@link ManualMotionScheduler#completeTarget(Object)} end every motion tagged with a target.
     * A tag costs one small registration at creation; untagged motions pay nothing, and no frame
     * allocates. A motion owned by a sequence is never replaced (the sequence decides its lifetime).
     *
     * @param target the animated object, compared by identity
     * @param key    the property, compared by {@code equals}
     * @param mode   what happens to a running motion with the same target and key
     * @return this builder
     * @throws NullPointerException  if {@code target}, {@code key} or {@code mode} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withTarget(Object target, Object key, ReplaceMode mode) {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(mode, "mode == null");
        checkUnused();
        this.tagTarget = target;
        this.tagKey = key;
        this.replaceMode = mode;
        return self();
    }

    /** A property motion's own tag, which {@code withTarget} may override. */
    final void defaultTarget(Object target, Object key) {
        this.tagTarget = target;
        this.tagKey = key;
        this.replaceMode = ReplaceMode.CANCEL;
    }

    /**
     * Like {@link #withOnComplete(Runnable)}, passing {@code state} to {@code action}: with a
     * non-capturing lambda nothing is allocated for the callback, e.g.
     * {@code withOnComplete(enemy, Enemy::despawn)}. The state-taking callbacks of one motion
     * ({@code withOnComplete}, {@code withOnCancel}, {@code withOnLoopComplete}, {@code withOnStart})
     * share one state object.
     *
     * @param state  passed to {@code action} (may be null)
     * @param action the callback
     * @param <S>    the state type
     * @return this builder
     * @throws NullPointerException     if {@code action} is null
     * @throws IllegalArgumentException if another state-taking callback of this motion was given another state
     * @throws IllegalStateException    if the builder was used
     */
    public <S> B withOnComplete(S state, Consumer<? super S> action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        this.onComplete = stateful(state, action);
        return self();
    }

    /**
     * Like {@link #withOnCancel(Runnable)}, passing {@code state} to {@code action}; see
     * {@link #withOnComplete(Object, Consumer)}.
     *
     * @param state  passed to {@code action} (may be null)
     * @param action the callback
     * @param <S>    the state type
     * @return this builder
     * @throws NullPointerException     if {@code action} is null
     * @throws IllegalArgumentException if another state-taking callback of this motion was given another state
     * @throws IllegalStateException    if the builder was used
     */
    public <S> B withOnCancel(S state, Consumer<? super S> action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        this.onCancel = stateful(state, action);
        return self();
    }

    /**
     * Like {@link #withOnLoopComplete(IntConsumer)}, passing {@code state} and the completed-loop
     * count to {@code action}; see {@link #withOnComplete(Object, Consumer)}.
     *
     * @param state  passed to {@code action} (may be null)
     * @param action receives the state and the completed-loop count
     * @param <S>    the state type
     * @return this builder
     * @throws NullPointerException     if {@code action} is null
     * @throws IllegalArgumentException if another state-taking callback of this motion was given another state
     * @throws IllegalStateException    if the builder was used
     */
    public <S> B withOnLoopComplete(S state, ObjIntConsumer<? super S> action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        shareState(state);
        this.onLoopComplete = action instanceof IntConsumer ? (ObjIntConsumer<? super S>) action::accept : action;
        return self();
    }

    /**
     * Like {@link #withOnStart(Runnable)}, passing {@code state} to {@code action}; see
     * {@link #withOnComplete(Object, Consumer)}. (Any onStart makes the motion carry one small
     * lifetime object, made at creation.)
     *
     * @param state  passed to {@code action} (may be null)
     * @param action the callback
     * @param <S>    the state type
     * @return this builder
     * @throws NullPointerException     if {@code action} is null
     * @throws IllegalArgumentException if another state-taking callback of this motion was given another state
     * @throws IllegalStateException    if the builder was used
     */
    public <S> B withOnStart(S state, Consumer<? super S> action) {
        Objects.requireNonNull(action, "action == null");
        checkUnused();
        this.onStart = stateful(state, action);
        return self();
    }

    /**
     * Records the shared callback state; a consumer that is also a Runnable is wrapped, so it is
     * never run() by mistake.
     */
    private <S> Object stateful(S state, Consumer<? super S> action) {
        shareState(state);
        return action instanceof Runnable ? (Consumer<? super S>) action::accept : action;
    }

    private void shareState(Object state) {
        if (hasCallbackState && state != callbackState) {
            throw stateMismatch(state, callbackState);
        }
        callbackState = state;
        hasCallbackState = true;
    }

    /**
     * Whether the motion ignores its scheduler's {@linkplain ManualMotionScheduler#setTimeScale
     * time scale} (default false): with true, each update advances it by the unscaled
     * {@code deltaSeconds}, times its own playback speed ({@link MotionHandle#setPlaybackSpeed}),
     * so a pause menu animates while the game's scheduler runs at time scale 0. A sequence's clock
     * set so ({@code run(clock -> clock.withIgnoreTimeScale(true))}) carries its children with it;
     * a child's own setting is not used, as the clock moves it. Seeks are not scaled either way.
     *
     * @param ignoreTimeScale true to advance by the unscaled delta
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public B withIgnoreTimeScale(boolean ignoreTimeScale) {
        checkUnused();
        flag(MotionColumns.IGNORE_TIME_SCALE, ignoreTimeScale);
        return self();
    }

    /**
     * Whether the motion plays as built while {@linkplain Motion#setReducedMotion reduced motion} is
     * on (default false: it jumps to its end). For motions that carry meaning rather than
     * decoration, such as a progress bar or a fade that replaces a movement.
     *
     * @param playWhenReduced true to opt this motion out of reduced motion
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public B withPlayWhenReduced(boolean playWhenReduced) {
        checkUnused();
        flag(ReducedMotion.PLAY_WHEN_REDUCED, playWhenReduced);
        return self();
    }

    /**
     * The speed the storage divides the distance by when the motion starts, or NaN: NaN too when
     * reduced motion makes the motion jump (the spec's duration is then the jump's, see
     * {@link ReducedMotion}).
     */
    final double startSpeed() {
        return ReducedMotion.applies(flags) ? Double.NaN : deferredSpeed;
    }

    private void flag(int flag, boolean on) {
        flags = on ? flags | flag : flags & ~flag;
    }

    /**
     * Whether {@code bind} writes the start value at once (default true). A motion that starts in
     * a delay that skips values writes nothing until its delay ends.
     *
     * @param immediateBind true to write at bind time, false to wait for the first update
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public B withImmediateBind(boolean immediateBind) {
        checkUnused();
        flag(MotionColumns.IMMEDIATE_BIND, immediateBind);
        return self();
    }

    /**
     * Whether an exception from this motion's binder or callbacks also cancels it (default false:
     * the exception is reported and the motion goes on).
     *
     * @param cancelOnError true to cancel on error
     * @return this builder
     * @throws IllegalStateException if the builder was used
     */
    public B withCancelOnError(boolean cancelOnError) {
        checkUnused();
        flag(MotionColumns.CANCEL_ON_ERROR, cancelOnError);
        return self();
    }

    /**
     * Names the motion in error reports (default: its kind and slot).
     *
     * @param name the name
     * @return this builder
     * @throws NullPointerException  if {@code name} is null
     * @throws IllegalStateException if the builder was used
     */
    public B withDebugName(String name) {
        Objects.requireNonNull(name, "name == null");
        checkUnused();
        this.debugName = name;
        return self();
    }

    final LoopType loopType() {
        return loopType;
    }

    final double durationSeconds() {
        return duration;
    }

    /**
     * Marks the builder used and fills the engine's creation spec.
     *
     * @param binder the kind's binder, or null for run()
     * @param state  the binder's state
     */
    final MotionSpec prepare(MotionEngine engine, Object binder, Object state) {
        MotionSpec s = prepareValues(engine);
        fillReferences(s, easeFunction, onComplete, onCancel, onLoopComplete, callbackState, debugName, binder, state);
        return s;
    }

    /**
     * Marks the builder used and fills the primitive settings of the engine's creation spec; the
     * references are left to {@link CreationSteps#fillReferences}, which a kind may call out of
     * line (a reference store carries the collector's write barrier, code that would make this
     * method too big to inline).
     */
    final MotionSpec prepareValues(MotionEngine engine) {
        checkUnused();
        double seconds = duration == duration ? duration : pendingDuration(deferredSpeed); // NaN: none yet
        ManualMotionScheduler tagScheduler = tagTarget != null ? manualScheduler() : null;
        MotionSpec s = CreationSteps.openSpecOutOfLine(engine, tagScheduler, tagTarget, tagKey, replaceMode, seconds,
                delay, everyLoopDelay, loops, loopType.ordinal(), easeId, flags);
        // the motions a tag replaced ran callbacks, which may have used this builder
        checkUnused();
        used = true;
        return s;
    }

    /**
     * Creates the motion the spec describes in {@code storage}: the builder has written the kind's
     * end points into the spec; the references (callbacks, binder, state) go with the call.
     *
     * @param storage the kind's storage
     * @param spec    the engine's creation spec, from {@link #prepareValues}
     * @param binder  the kind's binder, or null for run()
     * @param state   the binder's state
     * @return the new motion's handle
     */
    final MotionHandle create(MotionStorage storage, MotionSpec spec, Object binder, Object state) {
        return started(handle(storage, CreationSteps.addOutOfLine(storage, spec, easeFunction, onComplete, onCancel,
                onLoopComplete, callbackState, debugName, binder, state)));
    }

    /** The handle a step's {@link CreationSteps#id} stands for. */
    static MotionHandle handle(MotionStorage storage, long id) {
        return new MotionHandle(storage, (int) (id >>> 32), (int) id);
    }

    /** The scheduler given to {@link #withScheduler}, or null for the default one. */
    final MotionScheduler explicitScheduler() {
        return scheduler;
    }

    final MotionEngine engine() {
        return manualScheduler().engine();
    }

    private ManualMotionScheduler manualScheduler() {
        MotionScheduler s = scheduler != null ? scheduler : Motion.defaultScheduler();
        return s.manual();
    }

    /**
     * Starts the motion in the storage of its kind: marks the builder used, fills the spec, lets
     * {@code add} write the kind's values, and returns the handle.
     *
     * @param binder  the kind's binder, or null for run()
     * @param state   the binder's state
     * @param kind    the class of the kind's values part
     * @param factory makes it, on the kind's first use
     * @param add     adds the motion to the kind, returning its dense index
     */
    final <V extends MotionValues> MotionHandle startIn(Object binder, Object state, Class<V> kind,
            Function<MotionValues.Parts, V> factory, ToIntBiFunction<V, MotionSpec> add) {
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        MotionHandle handle;
        try {
            MotionStorage storage = engine.storage(kind, factory);
            handle = MotionHandle.of(storage, add.applyAsInt(kind.cast(storage.values()), spec));
        } finally {
            spec.clearReferences();
        }
        return started(handle);
    }

    /**
     * Finishes a creation: attaches onStart and the target tag, if any, to the new motion.
     *
     * @param handle the new motion
     * @return {@code handle}
     */
    final MotionHandle started(MotionHandle handle) {
        if (onStart != null || tagTarget != null) {
            ManualMotionScheduler targetScheduler = tagTarget != null ? manualScheduler() : null;
            CreationSteps.attachExtrasOutOfLine(handle.storage(), handle.slot(), handle.version(), onStart,
                    callbackState, tagTarget, tagKey, targetScheduler);
        }
        return handle;
    }
}
