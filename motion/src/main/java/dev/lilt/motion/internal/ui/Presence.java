package dev.lilt.motion.internal.ui;

import dev.lilt.motion.DoubleBinder;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

/**
 * The enter-and-exit state a toolkit's presence (FxPresence, SwingPresence) holds: its progress
 * (0 hidden, 1 shown), whether it is shown or on its way in, the one motion (leg) that moves it,
 * and the future that leg promised. The toolkit says how a component joins and leaves its
 * container and how a progress is drawn; every call is on the toolkit's thread.
 */
public final class Presence {
    /*
     * Design note.
     *
     * One leg at a time. A show during the exit (or a hide during the enter) cancels the running
     * leg without its callbacks (leg is set to NONE first, which legCancelled reads as "turned
     * around") and plays from the current progress back, for the share of the duration the way
     * back is. A leg cancelled from outside (its scheduler's clear) fails its future and leaves the
     * progress where it stopped; the next show or hide plays on from there.
     */

    /** What a toolkit does for a presence. */
    public interface Host {
        /** Whether the component is among its container's children. */
        boolean inContainer();

        /** Puts the component back into its container, at the place it left from. */
        void addToContainer();

        /** Takes the component out of its container, remembering its place. */
        void removeFromContainer();

        /** Plays the enter ({@code true}) or the exit transition from now on. */
        void choose(boolean enter);

        /** Draws the chosen transition at progress {@code p}, 0 hidden to 1 shown. */
        void draw(double p);

        /** The chosen transition's whole duration, seconds. */
        double seconds();

        /** Whether the chosen transition plays while motion is reduced (a fade asked for). */
        boolean playsWhenReduced();

        /** The scheduler the legs run on. */
        MotionScheduler scheduler();
    }

    private static final DoubleBinder<Presence> DRAW = (p, self) -> self.draw(p);

    private final Host host;
    private double progress;
    private boolean showing;
    private MotionHandle leg = MotionHandle.NONE;
    private CompletableFuture<Void> pending;

    /** A presence that starts shown when the component is in its container now, hidden otherwise. */
    public Presence(Host host) {
        this.host = host;
        this.showing = host.inContainer();
        this.progress = showing ? 1 : 0;
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
            host.choose(true);
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
            host.choose(false);
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
        leg = Motion.create(progress, to, host.seconds() * Math.abs(to - progress))
                .withScheduler(host.scheduler())
                .withPlayWhenReduced(host.playsWhenReduced())
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

    private void draw(double p) {
        progress = p;
        host.draw(p);
    }
}
