package dev.lilt.motion.gdx;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.scenes.scene2d.Actor;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import java.util.Objects;

/**
 * A scheduler advanced from libGDX's {@code render()}: call {@link #update()} once per frame and
 * it advances its motions by {@code Gdx.graphics.getDeltaTime()}.
 *
 * <pre>{@code
 * public void create() {
 *     motions = new GdxMotionScheduler();
 *     Motion.create(0f, 320f, 0.6).withEase(Ease.OUT_BACK).withScheduler(motions)
 *             .bind(logo, GdxBinders.ACTOR_X);
 * }
 *
 * public void render() {
 *     motions.update();            // advance, bind, callbacks
 *     stage.act();
 *     stage.draw();
 * }
 * }</pre>
 *
 * <p>Like {@code Stage.act()}, {@link #update()} caps a frame's delta at
 * {@linkplain #maxDeltaSeconds() 1/30 s} so that a hitch (a window drag, a breakpoint) does not
 * jump every motion ahead; {@link #update(float)} takes the delta you give it as it is.
 *
 * <p>Each frame first cancels the motions {@linkplain #cancelWhenRemoved watched} for an actor
 * that has left its stage, then advances the motions.
 *
 * <p>Threading: confined to the render thread (the thread that calls {@code render()}; motions
 * made in {@code create()} are on it too). Calls from another thread throw
 * {@link IllegalStateException} naming both threads; from another thread, hand work over with
 * {@code Gdx.app.postRunnable}. Construction may happen on any thread.
 */
public final class GdxMotionScheduler implements MotionScheduler {
    /** The default cap of {@link #update()}'s delta, as {@code Stage.act()} caps it: 1/30 s. */
    public static final float DEFAULT_MAX_DELTA_SECONDS = 1 / 30f;

    private final ManualMotionScheduler manual;
    private final StageWatch stageWatch = new StageWatch();
    private float maxDeltaSeconds = DEFAULT_MAX_DELTA_SECONDS;

    /** Creates a scheduler at time 0. */
    public GdxMotionScheduler() {
        this.manual = new ManualMotionScheduler("GdxMotionScheduler");
    }

    /**
     * Creates a named scheduler whose storage for each value kind starts with room for
     * {@code initialCapacity} motions, so that a game pays for its storage at load time.
     *
     * @param name            the name, shown in error messages
     * @param initialCapacity motions per value kind before any array grows, 1 to 16,777,216
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if {@code initialCapacity} is out of range
     */
    public GdxMotionScheduler(String name, int initialCapacity) {
        this.manual = new ManualMotionScheduler(name, initialCapacity);
    }

    /**
     * Advances by libGDX's frame time, {@code Gdx.graphics.getDeltaTime()}, capped at
     * {@link #maxDeltaSeconds()}. Call it once per {@code render()}.
     *
     * @throws IllegalStateException if no libGDX application is running ({@code Gdx.graphics} is
     *                               null: call {@link #update(float)} instead), if called from a
     *                               thread other than the scheduler's, or from a motion's binder
     *                               or callback
     */
    public void update() {
        Graphics graphics = Gdx.graphics;
        if (graphics == null) {
            throw new IllegalStateException("Gdx.graphics is null: no libGDX application is running;"
                    + " call update(deltaSeconds) with your own frame time");
        }
        update(Math.min(graphics.getDeltaTime(), maxDeltaSeconds));
    }

    /**
     * Cancels the watched motions whose actor has left its stage, then advances every motion by
     * {@code deltaSeconds} (times each motion's playback speed), binds the new values and fires
     * the callbacks due.
     *
     * @param deltaSeconds seconds since the last frame, &gt;= 0 and finite
     * @throws IllegalArgumentException if {@code deltaSeconds} is negative, NaN or infinite
     * @throws IllegalStateException    if called from a thread other than the scheduler's, or from
     *                                  a motion's binder or callback
     */
    public void update(float deltaSeconds) {
        if (!(deltaSeconds >= 0) || deltaSeconds == Float.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("deltaSeconds must be >= 0 and finite: " + deltaSeconds);
        }
        stageWatch.sweep();
        manual.update(deltaSeconds);
    }

    /**
     * Cancels {@code motion} at the first frame that finds {@code actor} removed from its stage
     * (the frame after {@code actor.remove()}). An actor that is not yet on a stage is watched from
     * the frame it is found on one. The watch ends by itself when the motion ends.
     *
     * @param actor  the actor whose removal ends the motion
     * @param motion a live motion on this scheduler
     * @throws NullPointerException     if {@code actor} or {@code motion} is null
     * @throws IllegalArgumentException if {@code motion} is not active (dead or
     *                                  {@link MotionHandle#NONE})
     * @throws IllegalStateException    if called from a thread other than the scheduler's
     */
    public void cancelWhenRemoved(Actor actor, MotionHandle motion) {
        Objects.requireNonNull(actor, "actor == null");
        Objects.requireNonNull(motion, "motion == null");
        if (!motion.isActive()) {
            throw new IllegalArgumentException("motion must be active: " + motion);
        }
        stageWatch.add(actor, motion);
    }

    /**
     * The cap on {@link #update()}'s delta.
     *
     * @return seconds, &gt; 0
     */
    public float maxDeltaSeconds() {
        return maxDeltaSeconds;
    }

    /**
     * Sets the cap on {@link #update()}'s delta; {@link #update(float)} is never capped.
     *
     * @param seconds the longest frame {@code update()} advances by, &gt; 0 and finite
     * @throws IllegalArgumentException if {@code seconds} is not positive, or is NaN or infinite
     */
    public void setMaxDeltaSeconds(float seconds) {
        if (!(seconds > 0) || seconds == Float.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("maxDeltaSeconds must be > 0 and finite: " + seconds);
        }
        this.maxDeltaSeconds = seconds;
    }

    /**
     * The manual scheduler that holds this scheduler's motions; {@link #update(float)} calls its
     * {@code update}.
     *
     * @return the manual scheduler, never null
     */
    @Override
    public ManualMotionScheduler manual() {
        return manual;
    }

    @Override
    public String toString() {
        return "GdxMotionScheduler(" + manual + ", " + stageWatch.size() + " watched)";
    }
}
