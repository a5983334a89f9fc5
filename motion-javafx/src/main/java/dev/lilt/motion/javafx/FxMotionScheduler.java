package dev.lilt.motion.javafx;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.MotionScheduler;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * A scheduler driven by JavaFX pulses: while started, an {@link AnimationTimer} advances its
 * motions once per pulse, on the FX application thread, by the time between the pulses'
 * timestamps (the {@code now} that JavaFX gives every animation in the pulse, so Lilt motions
 * stay in step with JavaFX's own transitions). Binders may therefore touch the scene graph
 * directly.
 *
 * <pre>{@code
 * // on the FX application thread, e.g. in Application.start
 * FxMotionScheduler motions = new FxMotionScheduler();
 * motions.start();
 * Motion.create(0.0, 1.0, 0.4).withScheduler(motions).withEase(Ease.OUT_QUAD)
 *         .bind(node, FxBinders.opacity());
 * }</pre>
 *
 * <p>The first pulse after {@link #start()} advances by 0 seconds (it binds the motions' start
 * values), so time spent stopped is never replayed. Exceptions thrown by binders and callbacks go
 * to the {@linkplain ManualMotionScheduler#setUnhandledErrorHandler unhandled-error handler} of
 * {@link #manual()}, as on every scheduler, and the pulse goes on.
 *
 * <p>Threading: confined to the FX application thread. {@link #start()} and {@link #stop()} throw
 * {@link IllegalStateException} from any other thread, and motions on this scheduler must be
 * created, bound and controlled on the FX thread (the {@linkplain #manual() manual scheduler}
 * inside enforces that once the FX thread has used it; if another thread used it first, the first
 * pulse stops this scheduler and throws that {@link IllegalStateException} on the FX thread).
 * Construction may happen on any thread, before or after the JavaFX toolkit starts; starting
 * needs the toolkit running.
 */
public final class FxMotionScheduler implements MotionScheduler, AutoCloseable {
    private static final long NO_PULSE_YET = Long.MIN_VALUE;

    private final ManualMotionScheduler manual;
    private PulseTimer timer;
    private long lastPulseNanos = NO_PULSE_YET;
    private boolean running;

    /** Creates a stopped scheduler named {@code "FxMotionScheduler"}. */
    public FxMotionScheduler() {
        this.manual = new ManualMotionScheduler("FxMotionScheduler");
    }

    /**
     * Creates a stopped scheduler whose storage for each value kind starts with room for
     * {@code initialCapacity} motions (see
     * {@link ManualMotionScheduler#ManualMotionScheduler(String, int)}).
     *
     * @param initialCapacity motions per value kind before any array grows, 1 to 16,777,216
     * @throws IllegalArgumentException if {@code initialCapacity} is out of range
     */
    public FxMotionScheduler(int initialCapacity) {
        this.manual = new ManualMotionScheduler("FxMotionScheduler", initialCapacity);
    }

    /**
     * Starts advancing on every pulse. The first pulse advances by 0 seconds; each later one by
     * the time since the pulse before. Starting a started scheduler does nothing.
     *
     * @throws IllegalStateException if called from a thread other than the FX application thread,
     *                               or once closed
     */
    public void start() {
        requireFxThread("start");
        if (manual.isClosed()) {
            throw new IllegalStateException("FxMotionScheduler is closed; create a new one");
        }
        if (running) {
            return;
        }
        if (timer == null) {
            timer = new PulseTimer(this);
        }
        lastPulseNanos = NO_PULSE_YET;
        running = true;
        timer.start();
    }

    /**
     * Stops advancing; motions keep their state and resume from it on {@link #start()}. Stopping
     * a stopped scheduler does nothing.
     *
     * @throws IllegalStateException if called from a thread other than the FX application thread
     */
    public void stop() {
        requireFxThread("stop");
        if (running) {
            running = false;
            timer.stop();
        }
    }

    /**
     * Ends the scheduler: stops the pulses and {@linkplain ManualMotionScheduler#close() closes}
     * the manual scheduler, which cancels every motion ({@code onCancel} fires for unfinished
     * ones) and refuses further use. Idempotent. A scheduler whose manual scheduler was closed
     * directly stops itself at its next pulse.
     *
     * @throws IllegalStateException if called from a thread other than the FX application thread,
     *                               or from a motion's binder or callback
     */
    @Override
    public void close() {
        requireFxThread("close");
        stop();
        manual.close();
    }

    /**
     * Whether pulses advance this scheduler.
     *
     * @return true between {@link #start()} and {@link #stop()}
     */
    public boolean isRunning() {
        return running;
    }

    /**
     * The manual scheduler that holds this scheduler's motions; each pulse calls its
     * {@code update}. Set its unhandled-error handler to receive the exceptions thrown by binders
     * and callbacks; call its {@code update} yourself only on the FX thread, for example to step
     * frames while stopped.
     *
     * @return the manual scheduler, never null
     */
    @Override
    public ManualMotionScheduler manual() {
        return manual;
    }

    private void pulse(long nowNanos) {
        if (!running) {
            return;
        }
        if (manual.isClosed()) {
            stop();
            return;
        }
        double deltaSeconds = lastPulseNanos == NO_PULSE_YET ? 0 : Math.max(0L, nowNanos - lastPulseNanos) / 1e9;
        lastPulseNanos = nowNanos;
        try {
            manual.update(deltaSeconds);
        } catch (IllegalStateException wrongThread) {
            stop();
            throw wrongThread;
        }
    }

    private static void requireFxThread(String operation) {
        if (!Platform.isFxApplicationThread()) {
            throw new IllegalStateException("FxMotionScheduler." + operation
                    + " must be called on the FX application thread, not '" + Thread.currentThread().getName()
                    + "'; wrap the call in Platform.runLater");
        }
    }

    @Override
    public String toString() {
        return "FxMotionScheduler(" + (running ? "running" : "stopped") + ")";
    }

    /** The pulse listener, kept private so the scheduler's API stays free of timer callbacks. */
    private static final class PulseTimer extends AnimationTimer {
        private final FxMotionScheduler scheduler;

        PulseTimer(FxMotionScheduler scheduler) {
            this.scheduler = scheduler;
        }

        @Override
        public void handle(long now) {
            scheduler.pulse(now);
        }
    }
}
