package dev.lilt.motion.internal.ui;

import dev.lilt.motion.value.DoubleBinder;
import dev.lilt.motion.Ease;
import dev.lilt.motion.value.FloatBinder;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

/**
 * The enter-and-exit state a toolkit's presence (FxPresence, SwingPresence) holds: its progress
 * (0 hidden, 1 shown), whether it is shown or on its way in, the one motion (leg) that moves it,
 * the future that leg promised, and the enter and exit transitions that draw the component. The
 * toolkit says how the component joins and leaves its container; every call is on the toolkit's
 * thread.
 *
 * @param <T> the component's type
 */
public final class Presence<T> {
    /*
     * Design note.
     *
     * One leg at a time. A show during the exit (or a hide during the enter) cancels the running
     * leg without its callbacks (leg is set to NONE first, which legCancelled reads as "turned
     * around") and plays from the current progress back, for the share of the duration the way
     * back is. A leg cancelled from outside (its scheduler's clear) fails its future and leaves the
     * progress where it stopped; the next show or hide plays on from there.
     *
     * The leg moves the progress; a transition turns it into the visibility its binder writes,
     * through the enter's ease on the way in and the exit's on the way out.
     */

    /** Where a toolkit keeps the component. */
    public interface Host {
        /** Whether the component is among its container's children. */
        boolean inContainer();

        /** Puts the component back into its container, at the place it left from. */
        void addToContainer();

        /** Takes the component out of its container, remembering its place. */
        void removeFromContainer();
    }

    private static final DoubleBinder<Presence<?>> DRAW = (p, self) -> self.draw(p);

    private final Host host;
    private final T component;
    /** The toolkit's fade, played instead of a transition while motion is reduced, if asked. */
    private final FloatBinder<? super T> fade;
    private Transition<T> enter;
    private Transition<T> exit;
    /** The transition being played or last played, and whether it is the enter one. */
    private Transition<T> playing;
    private boolean playingEnter;
    private boolean fadeWhenReduced;
    private MotionScheduler scheduler;
    private double progress;
    private boolean showing;
    private MotionHandle leg = MotionHandle.NONE;
    private CompletableFuture<Void> pending;

    /**
     * A presence that starts shown when the component is in its container now, hidden otherwise,
     * with a 0.25 s enter ({@link Ease#OUT_CUBIC}) and a 0.2 s exit ({@link Ease#IN_CUBIC}) on the
     * default scheduler.
     *
     * @param host       the component's container
     * @param component  the component the transitions write
     * @param fade       the toolkit's fade, for {@link #fadeWhenReduced}
     * @param transition the enter and the exit transition until {@link #enter} or {@link #exit}
     */
    public Presence(Host host, T component, FloatBinder<? super T> fade, FloatBinder<? super T> transition) {
        this.host = host;
        this.component = component;
        this.fade = fade;
        this.enter = new Transition<>(0.25, Ease.OUT_CUBIC, transition);
        this.exit = new Transition<>(0.2, Ease.IN_CUBIC, transition);
        this.showing = host.inContainer();
        this.progress = showing ? 1 : 0;
        this.playing = showing ? enter : exit;
        this.playingEnter = showing;
    }

    /**
     * Sets the scheduler the legs run on (default: {@link Motion#defaultScheduler()}).
     *
     * @param scheduler the scheduler
     * @throws NullPointerException if {@code scheduler} is null
     */
    public void scheduler(MotionScheduler scheduler) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler == null");
    }

    /**
     * Sets the enter transition, for shows from now on.
     *
     * @param seconds    its duration in seconds, &gt;= 0 and finite
     * @param ease       its ease
     * @param transition writes the component for a visibility from 0 to 1
     * @throws NullPointerException     if {@code ease} or {@code transition} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public void enter(double seconds, Ease ease, FloatBinder<? super T> transition) {
        enter = new Transition<>(seconds, ease, transition);
    }

    /**
     * Sets the exit transition, for hides from now on.
     *
     * @param seconds    its duration in seconds, &gt;= 0 and finite
     * @param ease       its ease, over the way out
     * @param transition writes the component for a visibility from 1 down to 0
     * @throws NullPointerException     if {@code ease} or {@code transition} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public void exit(double seconds, Ease ease, FloatBinder<? super T> transition) {
        exit = new Transition<>(seconds, ease, transition);
    }

    /**
     * Sets whether, while reduced motion is on, shows and hides play the toolkit's fade over their
     * duration instead of jumping.
     *
     * @param fadeWhenReduced true to fade when motion is reduced
     */
    public void fadeWhenReduced(boolean fadeWhenReduced) {
        this.fadeWhenReduced = fadeWhenReduced;
    }

    /**
     * Shows: adds the component and plays the enter, or turns a running exit around; a shown one
     * whose enter was cancelled part way plays the rest.
     *
     * @return a future completed when fully shown
     */
    public CompletableFuture<Void> show() {
        if (showing) {
            return pending != null || progress >= 1 ? settled() : play(1);
        }
        boolean turning = leg.isPlaying();
        turnAway("shown again before its exit finished");
        showing = true;
        if (!turning) {
            choose(true);
            draw(0);
            if (!host.inContainer()) {
                host.addToContainer();
            }
        }
        return play(1);
    }

    /**
     * Hides: plays the exit and then removes the component, or turns a running enter around; a
     * hidden one whose exit was cancelled part way plays the rest and is removed.
     *
     * @return a future completed once the component was removed
     */
    public CompletableFuture<Void> hide() {
        if (!showing) {
            return pending != null || progress <= 0 && !host.inContainer() ? settled() : play(0);
        }
        boolean turning = leg.isPlaying();
        turnAway("hidden again before its enter finished");
        showing = false;
        if (!turning) {
            choose(false);
        }
        return play(0);
    }

    /** Whether shown or on the way in. */
    public boolean isShown() {
        return showing;
    }

    /** The progress: 0 hidden, 1 shown, in between while a leg plays or after one was cancelled. */
    public double progress() {
        return progress;
    }

    private CompletableFuture<Void> settled() {
        return pending != null ? pending : CompletableFuture.completedFuture(null);
    }

    /** Stops the running leg without its callbacks and fails the future it promised. */
    private void turnAway(String why) {
        CompletableFuture<Void> before = pending;
        pending = null;
        MotionHandle running = leg;
        leg = MotionHandle.NONE;
        running.tryCancel();
        if (before != null) {
            before.completeExceptionally(new CancellationException(why));
        }
    }

    private CompletableFuture<Void> play(double to) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        pending = done;
        leg = Motion.create(progress, to, playing.seconds * Math.abs(to - progress))
                .withScheduler(scheduler != null ? scheduler : Motion.defaultScheduler())
                .withPlayWhenReduced(fadeWhenReduced && playing.binder == fade)
                .withOnComplete(this, Presence::legCompleted)
                .withOnCancel(this, Presence::legCancelled)
                .bind(this, DRAW);
        return done;
    }

    private void legCompleted() {
        leg = MotionHandle.NONE;
        CompletableFuture<Void> done = pending;
        pending = null;
        if (!showing && host.inContainer()) {
            host.removeFromContainer();
        }
        if (done != null) {
            done.complete(null);
        }
    }

    private void legCancelled() {
        if (leg == MotionHandle.NONE) {
            return; // turned around: turnAway already failed the future
        }
        leg = MotionHandle.NONE;
        CompletableFuture<Void> done = pending;
        pending = null;
        if (done != null) {
            done.completeExceptionally(new CancellationException("the presence's motion was cancelled"));
        }
    }

    /**
     * Plays the enter or exit from now on (a fade while motion is reduced, if asked); the
     * transition played before gets its shown look back first, so that what it wrote and the new
     * one does not (an exit's slide, say) is not left behind.
     */
    private void choose(boolean isEnter) {
        Transition<T> t = isEnter ? enter : exit;
        boolean fades = fadeWhenReduced && Motion.isReducedMotion();
        Transition<T> next = fades ? new Transition<>(t.seconds, t.ease, fade) : t;
        if (next.binder != playing.binder) {
            playing.binder.accept(1f, component);
        }
        playing = next;
        playingEnter = isEnter;
    }

    /** Draws the playing transition at progress {@code p}, 0 hidden to 1 shown. */
    private void draw(double p) {
        progress = p;
        Transition<T> t = playing;
        float visibility = playingEnter ? t.ease.evaluate((float) p) : 1 - t.ease.evaluate((float) (1 - p));
        t.binder.accept(visibility, component);
    }

    /** A duration, an ease and a binder of visibility. */
    private record Transition<T>(double seconds, Ease ease, FloatBinder<? super T> binder) {
        Transition {
            if (!(seconds >= 0) || seconds == Double.POSITIVE_INFINITY) {
                throw new IllegalArgumentException("seconds must be >= 0 and finite: " + seconds);
            }
            Objects.requireNonNull(ease, "ease == null");
            Objects.requireNonNull(binder, "transition == null");
        }
    }
}
