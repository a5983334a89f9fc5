package dev.lilt.motion.javafx;

import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Scrubber;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ObservableDoubleValue;

/**
 * Scrubs a sequence (or any finite motion) with a value the user moves: a {@code Slider}'s
 * {@code valueProperty()}, a {@code ScrollPane}'s {@code vvalueProperty()}, any
 * {@link ObservableDoubleValue}. {@code minValue} maps to the motion's start and {@code maxValue}
 * to its end; every change seeks the motion (see {@link Scrubber} for snapping and smoothing).
 *
 * <pre>{@code
 * FxScrub scrub = FxScrub.bind(timeline.run(), slider.valueProperty(), slider.getMin(), slider.getMax(),
 *         s -> s.withSnapPoints(0, timeline.labelSeconds("open"), timeline.duration()).withSmoothing(0.1));
 * FxScrub story = FxScrub.bind(intro.run(), scrollPane.vvalueProperty(), 0, 1, null);   // scroll-driven
 * }</pre>
 *
 * <p>With smoothing, an {@link AnimationTimer} advances the time on each pulse while it is on its
 * way, and stops once it lands. {@link #close()} removes the listener, stops the timer and cancels
 * the motion.
 *
 * <p>Threading: the FX application thread, where the motion's scheduler must run; other threads
 * get an {@link IllegalStateException}.
 */
public final class FxScrub implements AutoCloseable {
    private static final long NO_PULSE = Long.MIN_VALUE;

    private final Scrubber scrubber;
    private final ObservableDoubleValue value;
    private final InvalidationListener listener;
    private final AnimationTimer timer;
    private long lastPulseNanos = NO_PULSE;
    private boolean timerRunning;

    private FxScrub(Scrubber scrubber, ObservableDoubleValue value) {
        this.scrubber = scrubber;
        this.value = value;
        this.listener = this::changed;
        this.timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulse(now);
            }
        };
    }

    /**
     * Starts scrubbing {@code motion} with {@code value} and seeks it to the value now.
     *
     * @param motion    the motion, typically a sequence's handle (see {@link Scrubber#Scrubber})
     * @param value     the value the user moves
     * @param minValue  the value at the motion's start
     * @param maxValue  the value at its end
     * @param configure sets snapping and smoothing on the scrubber; null for neither
     * @return the binding, to close when done
     * @throws NullPointerException     if {@code motion} or {@code value} is null
     * @throws IllegalArgumentException as {@link Scrubber#Scrubber} does
     * @throws IllegalStateException    if called from a thread other than the FX application
     *                                  thread, or as {@link Scrubber#Scrubber} does
     */
    public static FxScrub bind(MotionHandle motion, ObservableDoubleValue value, double minValue, double maxValue,
                               Consumer<Scrubber> configure) {
        Objects.requireNonNull(motion, "motion == null");
        Objects.requireNonNull(value, "value == null");
        FxLinks.requireFxThread("FxScrub.bind");
        Scrubber scrubber = new Scrubber(motion, minValue, maxValue);
        if (configure != null) {
            configure.accept(scrubber);
        }
        FxScrub scrub = new FxScrub(scrubber, value);
        value.addListener(scrub.listener);
        scrub.changed(value);
        return scrub;
    }

    private void changed(Observable o) {
        scrubber.setValue(value.get());
        if (scrubber.time() != scrubber.targetTime() && !timerRunning) {
            timerRunning = true;
            lastPulseNanos = NO_PULSE;
            timer.start();
        }
    }

    private void pulse(long now) {
        double dt = lastPulseNanos == NO_PULSE ? 0 : Math.max(0L, now - lastPulseNanos) / 1e9;
        lastPulseNanos = now;
        if (!scrubber.advance(dt) && dt > 0) {
            timerRunning = false;
            timer.stop();
        }
    }

    /**
     * {@return the scrubber: its time and target, for a read-out, or to advance it by hand}
     */
    public Scrubber scrubber() {
        return scrubber;
    }

    /**
     * Stops scrubbing: removes the listener from the value, stops the smoothing timer and cancels
     * the motion. Idempotent.
     *
     * @throws IllegalStateException if called from a thread other than the FX application thread
     */
    @Override
    public void close() {
        FxLinks.requireFxThread("FxScrub.close");
        value.removeListener(listener);
        timer.stop();
        timerRunning = false;
        scrubber.close();
    }
}
