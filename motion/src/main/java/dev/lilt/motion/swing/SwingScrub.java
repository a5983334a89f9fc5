package dev.lilt.motion.swing;

import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Scrubber;
import java.util.Objects;
import java.util.function.Consumer;
import javax.swing.BoundedRangeModel;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * Scrubs a sequence (or any finite motion) with a Swing control's {@link BoundedRangeModel}: a
 * {@code JSlider}'s, a {@code JScrollBar}'s, a {@code JProgressBar}'s. The model's minimum maps to
 * the motion's start and its maximum minus its extent to its end; every change seeks the motion
 * (see {@link Scrubber} for snapping and smoothing).
 *
 * <pre>{@code
 * SwingScrub scrub = SwingScrub.bind(timeline.run(), slider.getModel(), scrubber -> scrubber
 *         .withSnapPoints(timeline.labelSeconds("open"), timeline.labelSeconds("closed"))
 *         .withSmoothing(0.1));
 * }</pre>
 *
 * <p>With smoothing, a {@link Timer} on the EDT advances the time while it is on its way, and stops
 * once it lands. {@link #close()} removes the listener, stops the timer and cancels the motion.
 *
 * <p>Threading: the motion's scheduler's thread, where the model must change too: the event
 * dispatch thread with a {@link SwingMotionScheduler}. With smoothing, the EDT only (its timer
 * ticks there). Other threads get an {@link IllegalStateException}.
 */
public final class SwingScrub implements AutoCloseable {
    private static final int TICK_MILLIS = 16;

    private final Scrubber scrubber;
    private final BoundedRangeModel model;
    private final ChangeListener listener;
    private final Timer timer;
    private long lastTickNanos;

    private SwingScrub(Scrubber scrubber, BoundedRangeModel model) {
        this.scrubber = scrubber;
        this.model = model;
        this.listener = this::changed;
        this.timer = new Timer(TICK_MILLIS, e -> tick());
        timer.setCoalesce(true);
    }

    /**
     * Starts scrubbing {@code motion} with {@code model} and seeks it to the model's value now.
     *
     * @param motion    the motion, typically a sequence's handle (see {@link Scrubber#Scrubber})
     * @param model     the control's model; its range must not be empty
     * @param configure sets snapping and smoothing on the scrubber; null for neither
     * @return the binding, to close when done
     * @throws NullPointerException     if {@code motion} or {@code model} is null
     * @throws IllegalArgumentException as {@link Scrubber#Scrubber} does, for an empty range too
     * @throws IllegalStateException    as {@link Scrubber#Scrubber} does (another thread than the
     *                                  motion's scheduler's), or with smoothing off the EDT
     */
    public static SwingScrub bind(MotionHandle motion, BoundedRangeModel model,
                                  Consumer<Scrubber> configure) {
        Objects.requireNonNull(motion, "motion == null");
        Objects.requireNonNull(model, "model == null");
        Scrubber scrubber = new Scrubber(motion, model.getMinimum(), model.getMaximum() - model.getExtent());
        if (configure != null) {
            configure.accept(scrubber);
        }
        if (scrubber.smoothingSeconds() > 0 && !SwingUtilities.isEventDispatchThread()) {
            motion.resume(); // the motion plays on as it did (preserved by the scrubber)
            throw new IllegalStateException("SwingScrub.bind: smoothing runs on a Swing Timer, so bind on the event"
                    + " dispatch thread, not '" + Thread.currentThread().getName() + "'");
        }
        SwingScrub scrub = new SwingScrub(scrubber, model);
        model.addChangeListener(scrub.listener);
        scrub.changed(null);
        return scrub;
    }

    private void changed(ChangeEvent e) {
        scrubber.setValue(model.getValue());
        if (scrubber.time() != scrubber.targetTime() && !timer.isRunning()) {
            lastTickNanos = System.nanoTime();
            timer.start();
        }
    }

    private void tick() {
        long now = System.nanoTime();
        double dt = (now - lastTickNanos) / 1e9;
        lastTickNanos = now;
        if (!scrubber.advance(dt)) {
            timer.stop();
        }
    }

    /**
     * {@return the scrubber: its time and target, for a read-out}
     */
    public Scrubber scrubber() {
        return scrubber;
    }

    /**
     * Stops scrubbing: removes the listener from the model, stops the smoothing timer and cancels
     * the motion. Idempotent.
     *
     * @throws IllegalStateException if called from a thread other than the motion's scheduler's
     */
    @Override
    public void close() {
        model.removeChangeListener(listener);
        timer.stop();
        scrubber.close();
    }
}
