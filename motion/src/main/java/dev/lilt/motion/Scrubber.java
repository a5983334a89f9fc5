package dev.lilt.motion;

import java.util.Arrays;
import java.util.Objects;

/**
 * Drives a sequence's time (or any motion's) from a value the user moves: a slider, a scroll
 * position. The value's range maps onto the motion's whole time, start to end; optionally the time
 * snaps to given points (a sequence's labels, from {@link SequenceBuilder#labelSeconds}) and follows
 * the value with a lag (smoothing) instead of at once. The toolkits wire it to their controls:
 * {@code FxScrub} in {@code lilt-motion-javafx}, {@link dev.lilt.motion.swing.SwingScrub}.
 *
 * <pre>{@code
 * SequenceBuilder timeline = Sequence.create().append(...).label("middle").append(...);
 * double middle = timeline.labelSeconds("middle");
 * Scrubber scrub = new Scrubber(timeline.run(), 0, 100)   // slider from 0 to 100
 *         .withSnapPoints(0, middle, timeline.duration())
 *         .withSmoothing(0.12);
 * scrub.setValue(slider.getValue());                      // on every change
 * scrub.advance(deltaSeconds);                            // every frame, while smoothing
 * }</pre>
 *
 * <p>Taking over a motion pauses it and {@linkplain MotionHandle#preserve() preserves} it, so it
 * neither runs on by itself nor ends when scrubbed to its end; {@link #close()} cancels it. Its
 * values, callbacks and children follow each seek as {@link MotionHandle#setTime} defines.
 *
 * <p>Threading: use a scrubber on its motion's scheduler thread, as the handle itself requires.
 */
public final class Scrubber implements AutoCloseable {
    /** How close, in seconds, smoothing brings the time before it lands exactly on the target. */
    private static final double LANDED_SECONDS = 1e-4;

    private final MotionHandle motion;
    private final double minValue;
    private final double maxValue;
    private final double totalSeconds;
    private double smoothingSeconds;
    private double[] snapPoints = new double[0];
    private double time;
    private double target;

    /**
     * Takes over a motion: pauses and preserves it, and maps {@code minValue}..{@code maxValue} onto
     * its time from 0 to its total duration. The time stays where the motion is until the first
     * {@link #setValue}.
     *
     * @param motion   the motion to drive, typically a sequence's handle; finite
     * @param minValue the value at the motion's start
     * @param maxValue the value at its end; may be below {@code minValue} (a reversed control)
     * @throws NullPointerException     if {@code motion} is null
     * @throws IllegalArgumentException if a value is not finite, the two are equal, or the motion
     *                                  loops forever
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, the motion
     *                                  belongs to a sequence, or on another thread than its
     *                                  scheduler's
     */
    public Scrubber(MotionHandle motion, double minValue, double maxValue) {
        Objects.requireNonNull(motion, "motion == null");
        if (!Double.isFinite(minValue) || !Double.isFinite(maxValue) || minValue == maxValue) {
            throw new IllegalArgumentException("minValue and maxValue must be finite and different: " + minValue
                    + ", " + maxValue);
        }
        double total = motion.totalDuration();
        if (!Double.isFinite(total)) {
            throw new IllegalArgumentException("a scrubbed motion needs a finite total duration: " + total);
        }
        motion.pause();
        motion.preserve();
        this.motion = motion;
        this.minValue = minValue;
        this.maxValue = maxValue;
        this.totalSeconds = total;
        this.time = motion.time();
        this.target = time;
    }

    /**
     * Makes the time follow the value with a lag: each {@link #advance} closes the gap to the
     * target by {@code 1 - exp(-deltaSeconds / lagSeconds)}, so it covers about 63% of a jump in
     * {@code lagSeconds}. 0 (the default) seeks at each {@link #setValue}.
     *
     * @param lagSeconds the lag's time constant, seconds, &gt;= 0 and finite
     * @return this scrubber
     * @throws IllegalArgumentException if {@code lagSeconds} is negative, NaN or infinite
     */
    public Scrubber withSmoothing(double lagSeconds) {
        if (!(lagSeconds >= 0) || lagSeconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("lagSeconds must be >= 0 and finite: " + lagSeconds);
        }
        this.smoothingSeconds = lagSeconds;
        return this;
    }

    /**
     * Makes the time snap to the nearest of these points: a value between two of them scrubs to
     * the closer one. None (the default) follows the value continuously.
     *
     * @param seconds times on the motion, each in [0, total duration]
     * @return this scrubber
     * @throws NullPointerException     if {@code seconds} is null
     * @throws IllegalArgumentException if a point is outside the motion's time or NaN
     */
    public Scrubber withSnapPoints(double... seconds) {
        Objects.requireNonNull(seconds, "seconds == null");
        double[] sorted = seconds.clone();
        for (double s : sorted) {
            if (!(s >= 0 && s <= totalSeconds)) {
                throw new IllegalArgumentException("a snap point must be in [0, " + totalSeconds + "] s: " + s);
            }
        }
        Arrays.sort(sorted);
        this.snapPoints = sorted;
        return this;
    }

    /**
     * Moves the control's value: the target time becomes the value's place in the range (clamped
     * to it), snapped if snap points are set. Without smoothing the motion seeks there now.
     *
     * @param value the control's value
     * @throws IllegalArgumentException if {@code value} is NaN
     * @throws IllegalStateException    if the motion has ended, or on another thread
     */
    public void setValue(double value) {
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException("value must not be NaN: " + value);
        }
        double fraction = Math.min(1, Math.max(0, (value - minValue) / (maxValue - minValue)));
        target = snap(fraction * totalSeconds);
        if (smoothingSeconds == 0) {
            seek(target);
        }
    }

    private double snap(double seconds) {
        if (snapPoints.length == 0) {
            return seconds;
        }
        double best = snapPoints[0];
        for (double p : snapPoints) {
            if (Math.abs(p - seconds) < Math.abs(best - seconds)) {
                best = p;
            }
        }
        return best;
    }

    /**
     * Advances the smoothing by a frame: moves the time towards the target (see
     * {@link #withSmoothing}) and seeks the motion there. Does nothing without smoothing or once
     * the time has landed.
     *
     * @param deltaSeconds the frame's time, seconds, &gt;= 0
     * @return true while the time is still on its way to the target
     * @throws IllegalArgumentException if {@code deltaSeconds} is negative or NaN
     * @throws IllegalStateException    if the motion has ended, or on another thread
     */
    public boolean advance(double deltaSeconds) {
        if (!(deltaSeconds >= 0)) {
            throw new IllegalArgumentException("deltaSeconds must be >= 0: " + deltaSeconds);
        }
        if (smoothingSeconds == 0 || time == target) {
            return false;
        }
        double next = time + (target - time) * (1 - Math.exp(-deltaSeconds / smoothingSeconds));
        seek(Math.abs(target - next) < LANDED_SECONDS ? target : next);
        return time != target;
    }

    private void seek(double seconds) {
        time = seconds;
        motion.setTime(seconds);
    }

    /**
     * {@return the lag set by {@link #withSmoothing}, seconds; 0 without smoothing}
     */
    public double smoothingSeconds() {
        return smoothingSeconds;
    }

    /**
     * {@return the time the motion was last sought to, seconds}
     */
    public double time() {
        return time;
    }

    /**
     * {@return the time the value asks for, seconds: where smoothing is heading}
     */
    public double targetTime() {
        return target;
    }

    /**
     * Ends the motion (cancels it, as {@link MotionHandle#close()} does). Idempotent.
     *
     * @throws IllegalStateException if called on another thread than the motion's scheduler's
     */
    @Override
    public void close() {
        motion.close();
    }
}
