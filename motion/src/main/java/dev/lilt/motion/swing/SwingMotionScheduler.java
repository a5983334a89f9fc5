package dev.lilt.motion.swing;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.MotionScheduler;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

/**
 * A scheduler driven by a {@link Timer}: while started, every tick advances its motions by the
 * real time elapsed since the previous tick (measured with {@link System#nanoTime()}), on the
 * event dispatch thread (EDT), so binders may touch Swing components directly.
 *
 * <pre>{@code
 * SwingUtilities.invokeLater(() -> {
 *     SwingMotionScheduler motions = new SwingMotionScheduler();   // 60 Hz
 *     motions.start();
 *     Motion.create(0, 300, 0.5).withScheduler(motions).withEase(Ease.OUT_BACK)
 *             .bind(button, (x, b) -> b.setLocation(x, b.getY()));
 * });
 * }</pre>
 *
 * <p>Threading: confined to the EDT. {@link #start()} and {@link #stop()} throw
 * {@link IllegalStateException} from any other thread, and motions on this scheduler must be
 * created, bound and controlled on the EDT (the {@linkplain #manual() manual scheduler} inside
 * enforces that once the EDT has used it; if another thread used it first, the first tick throws
 * that {@link IllegalStateException} on the EDT and stops the timer). Construction may happen on
 * any thread. Ticks missed while the EDT is busy are coalesced: the next tick advances by the
 * whole elapsed time.
 */
public final class SwingMotionScheduler implements MotionScheduler {
    /** The default timer period: 16 ms, about 60 ticks per second. */
    public static final int DEFAULT_PERIOD_MILLIS = 16;

    private final ManualMotionScheduler manual;
    private final Timer timer;
    private long lastTickNanos;

    /** Creates a stopped scheduler ticking every {@value #DEFAULT_PERIOD_MILLIS} ms once started. */
    public SwingMotionScheduler() {
        this(DEFAULT_PERIOD_MILLIS);
    }

    /**
     * Creates a stopped scheduler ticking every {@code periodMillis} once started.
     *
     * @param periodMillis the timer period in milliseconds, &gt;= 1
     * @throws IllegalArgumentException if {@code periodMillis} is below 1
     */
    public SwingMotionScheduler(int periodMillis) {
        if (periodMillis < 1) {
            throw new IllegalArgumentException("periodMillis must be >= 1: " + periodMillis);
        }
        this.manual = new ManualMotionScheduler("SwingMotionScheduler");
        this.timer = new Timer(periodMillis, new Tick(this));
        this.timer.setCoalesce(true);
        this.timer.setInitialDelay(periodMillis);
    }

    /**
     * Starts ticking. The first tick advances by the time elapsed since this call, so time spent
     * stopped is never replayed. Starting a started scheduler does nothing.
     *
     * @throws IllegalStateException if called from a thread other than the EDT
     */
    public void start() {
        requireEdt("start");
        if (!timer.isRunning()) {
            lastTickNanos = System.nanoTime();
            timer.start();
        }
    }

    /**
     * Stops ticking; motions keep their state and resume from it on {@link #start()}. Stopping a
     * stopped scheduler does nothing.
     *
     * @throws IllegalStateException if called from a thread other than the EDT
     */
    public void stop() {
        requireEdt("stop");
        timer.stop();
    }

    /**
     * Whether the timer is ticking.
     *
     * @return true between {@link #start()} and {@link #stop()}
     */
    public boolean isRunning() {
        return timer.isRunning();
    }

    /**
     * The timer period.
     *
     * @return milliseconds between ticks
     */
    public int periodMillis() {
        return timer.getDelay();
    }

    /**
     * The manual scheduler that holds this scheduler's motions; each tick calls its
     * {@code update}. Call its {@code update} yourself only on the EDT, for example to step
     * frames while stopped.
     *
     * @return the manual scheduler, never null
     */
    @Override
    public ManualMotionScheduler manual() {
        return manual;
    }

    private void tick() {
        long now = System.nanoTime();
        double deltaSeconds = Math.max(0L, now - lastTickNanos) / 1e9;
        lastTickNanos = now;
        try {
            manual.update(deltaSeconds);
        } catch (IllegalStateException wrongThread) {
            timer.stop();
            throw wrongThread;
        }
    }

    private static void requireEdt(String operation) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("SwingMotionScheduler." + operation
                    + " must be called on the event dispatch thread, not '" + Thread.currentThread().getName()
                    + "'; wrap the call in SwingUtilities.invokeLater");
        }
    }

    @Override
    public String toString() {
        return "SwingMotionScheduler(" + timer.getDelay() + " ms, " + (timer.isRunning() ? "running" : "stopped") + ")";
    }

    /** The timer's listener, kept private so the scheduler's API stays free of Swing callbacks. */
    private static final class Tick implements ActionListener {
        private final SwingMotionScheduler scheduler;

        Tick(SwingMotionScheduler scheduler) {
            this.scheduler = scheduler;
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            scheduler.tick();
        }
    }
}
