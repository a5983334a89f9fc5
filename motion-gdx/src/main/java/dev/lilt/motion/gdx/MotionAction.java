package dev.lilt.motion.gdx;

import com.badlogic.gdx.scenes.scene2d.Action;
import com.badlogic.gdx.scenes.scene2d.Actor;
import dev.lilt.motion.MotionHandle;
import java.util.Objects;
import java.util.function.Function;

/**
 * A scene2d {@link Action} that runs a Lilt motion on its actor, so Lilt's eases, loops,
 * sequences, springs, punch and shake fit in {@code Actions.sequence(...)} and friends:
 *
 * <pre>{@code
 * actor.addAction(Actions.sequence(
 *         MotionAction.motion(motions, a -> Motion.punch(a.getX(), 12f, 0.4)
 *                 .withScheduler(motions).bind(a, GdxBinders.ACTOR_X)),
 *         Actions.removeActor()));
 * }</pre>
 *
 * <p>The motion starts when the action first acts: {@code start} receives the action's target
 * (its actor, unless {@code setTarget} chose another) and returns the handle of the motion it
 * made on {@code motions}. The time comes from that scheduler, not from the actor's
 * {@code act(delta)}; the action only ties the two lifetimes together:
 * <ul>
 *   <li>the motion ends (completes or is cancelled) → the action is done, and its actor drops it;
 *   <li>the action is removed from its actor ({@code removeAction}, {@code clearActions}), given
 *       to another actor, restarted or reset → the motion is cancelled (a restarted action starts
 *       a new motion when it next acts);
 *   <li>the target is removed from its stage → the motion is cancelled at the scheduler's next
 *       frame ({@link GdxMotionScheduler#cancelWhenRemoved}).
 * </ul>
 * A {@linkplain MotionHandle#preserve() preserved} motion stays active after it completes, and so
 * keeps the action running until it is cancelled.
 *
 * <p>Threading: the render thread, like the scheduler.
 */
public final class MotionAction extends Action {
    private final GdxMotionScheduler motions;
    private final Function<? super Actor, MotionHandle> start;
    private MotionHandle motion;
    private boolean done;

    private MotionAction(GdxMotionScheduler motions, Function<? super Actor, MotionHandle> start) {
        this.motions = motions;
        this.start = start;
    }

    /**
     * An action that starts a motion on {@code motions} when it first acts and is done when the
     * motion ends.
     *
     * @param motions the scheduler the motion runs on, advanced every frame
     * @param start   makes the motion for the action's target (with {@code withScheduler(motions)})
     *                and returns its handle; called on the render thread, once per run
     * @return a new action, not pooled
     * @throws NullPointerException if {@code motions} or {@code start} is null
     */
    public static MotionAction motion(GdxMotionScheduler motions, Function<? super Actor, MotionHandle> start) {
        Objects.requireNonNull(motions, "motions == null");
        Objects.requireNonNull(start, "start == null");
        return new MotionAction(motions, start);
    }

    /**
     * Starts the motion on the first call, then reports whether it has ended.
     *
     * @param delta ignored: the motion's time comes from its scheduler
     * @return true once the motion has ended
     * @throws IllegalStateException if the action has no target, or {@code start} returned a handle
     *                               that is not active (null, dead or {@link MotionHandle#NONE})
     */
    @Override
    public boolean act(float delta) {
        if (done) {
            return true;
        }
        if (motion == null) {
            motion = startMotion();
        }
        done = !motion.isActive();
        return done;
    }

    private MotionHandle startMotion() {
        Actor target = getTarget();
        if (target == null) {
            throw new IllegalStateException("MotionAction has no target: add it to an actor first");
        }
        MotionHandle started = start.apply(target);
        if (started == null || !started.isActive()) {
            throw new IllegalStateException("MotionAction start must return an active motion, got "
                    + (started == null ? "null" : started));
        }
        motions.cancelWhenRemoved(target, started);
        return started;
    }

    /**
     * The running motion.
     *
     * @return its handle (dead once it has ended), or {@link MotionHandle#NONE} before the action
     *         first acts and after it is removed, restarted or reset
     */
    public MotionHandle motion() {
        return motion == null ? MotionHandle.NONE : motion;
    }

    /**
     * Attaches the action to an actor; detaching it ({@code null}, what {@code removeAction} and
     * {@code clearActions} do) or moving it to another actor cancels a running motion.
     *
     * @param actor the actor, or null to detach
     */
    @Override
    public void setActor(Actor actor) {
        if (actor != getActor()) {
            cancelMotion();
        }
        super.setActor(actor);
    }

    /** Cancels a running motion; the next {@code act} starts a new one. */
    @Override
    public void restart() {
        cancelMotion();
        done = false;
    }

    private void cancelMotion() {
        MotionHandle running = motion;
        motion = null;
        if (running != null) {
            running.tryCancel();
        }
    }
}
