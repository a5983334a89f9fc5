package dev.lilt.motion;

import java.util.Arrays;

/**
 * Turns a hand-written loop's clock readings into the frame deltas a {@link ManualMotionScheduler}
 * wants: read the clock once per frame ({@code System.nanoTime()} with {@link #tickNanos(long)}, or
 * GLFW's {@code glfwGetTime()} with {@link #tickSeconds(double)}) and pass the delta on.
 *
 * <pre>{@code
 * FrameClock clock = new FrameClock();
 * while (!glfwWindowShouldClose(window)) {
 *     motions.update(clock.tickSeconds(glfwGetTime()));
 *     render();
 *     glfwSwapBuffers(window);
 *     glfwPollEvents();
 * }
 * }</pre>
 *
 * <p>What it does to a delta, in order:
 * <ol>
 *   <li>The first tick (and the first after {@link #reset()}) returns 0: there is no frame before it.</li>
 *   <li>A delta is capped at {@linkplain #maxStepSeconds() the maximum step} (0.25 s unless set), so
 *       that a stall (loading, a window drag, a breakpoint) does not jump every motion ahead.</li>
 *   <li>With {@linkplain #setSmoothing(int) smoothing} over n frames, the delta returned is the mean
 *       of the last n capped deltas, which evens out the jitter of a clock read at uneven points of
 *       the frame.</li>
 *   <li>With a {@linkplain #setFixedStepSeconds(double) fixed step}, the deltas fill an accumulator
 *       that each tick empties into whole {@linkplain #steps() steps}; what is left over, as a
 *       fraction of a step, is the {@linkplain #alpha() interpolation alpha} for drawing between the
 *       last two steps.</li>
 * </ol>
 *
 * <pre>{@code
 * FrameClock clock = new FrameClock().setFixedStepSeconds(1 / 60.0);
 * while (running) {
 *     clock.tickNanos(System.nanoTime());
 *     for (int i = 0; i < clock.steps(); i++) {
 *         motions.update(clock.fixedStepSeconds());   // and physics, at the same step
 *     }
 *     render(clock.alpha());                          // blend the last two steps' states
 * }
 * }</pre>
 *
 * <p>A tick allocates nothing. Threading: not thread-safe; one loop thread ticks a clock and reads
 * its results.
 */
public final class FrameClock {
    /** The default {@linkplain #maxStepSeconds() maximum step}: 0.25 s. */
    public static final double DEFAULT_MAX_STEP_SECONDS = 0.25;

    /** The most fixed steps one tick may make due: {@code maxStepSeconds / fixedStepSeconds} at most. */
    public static final int MAX_STEPS_PER_TICK = 1_000_000;

    /** The most frames {@link #setSmoothing(int)} averages over. */
    public static final int MAX_SMOOTHING_FRAMES = 256;

    private double maxStepSeconds = DEFAULT_MAX_STEP_SECONDS;
    private double fixedStepSeconds;
    private double[] window = new double[1];
    private int windowNext;
    private int windowFilled;

    private boolean started;
    private long lastNanos;
    private double lastSeconds;
    private double deltaSeconds;
    private double totalSeconds;
    private double accumulator;
    private int steps;

    /** Creates a clock with a 0.25 s maximum step, no smoothing and no fixed step. */
    public FrameClock() {
    }

    /**
     * Reads a {@code System.nanoTime()} value and returns the frame's delta.
     *
     * @param nanoTime the clock's reading in nanoseconds, from the same clock every call (only
     *                 differences matter, so any origin and overflow are fine)
     * @return seconds to advance by, &gt;= 0 and at most {@link #maxStepSeconds()}; 0 on the first tick
     * @throws IllegalArgumentException if {@code nanoTime} is before the previous tick's (the clock
     *                                  went backwards: call {@link #reset()} after setting it back);
     *                                  the clock is then unchanged
     */
    public double tickNanos(long nanoTime) {
        if (!started) {
            lastNanos = nanoTime;
            return start();
        }
        long elapsed = nanoTime - lastNanos;
        if (elapsed < 0) {
            throw new IllegalArgumentException("nanoTime must not be before the previous tick's: " + nanoTime
                    + " < " + lastNanos + " (call reset() after setting the clock back)");
        }
        lastNanos = nanoTime;
        return advance(elapsed * 1e-9);
    }

    /**
     * Reads a clock in seconds, such as GLFW's {@code glfwGetTime()}, and returns the frame's delta.
     *
     * @param seconds the clock's reading in seconds, finite
     * @return seconds to advance by, &gt;= 0 and at most {@link #maxStepSeconds()}; 0 on the first tick
     * @throws IllegalArgumentException if {@code seconds} is NaN or infinite, or before the previous
     *                                  tick's (call {@link #reset()} after setting the clock back,
     *                                  as {@code glfwSetTime} does); the clock is then unchanged
     */
    public double tickSeconds(double seconds) {
        ArgumentChecks.requireFinite("seconds", seconds);
        if (!started) {
            lastSeconds = seconds;
            return start();
        }
        if (seconds < lastSeconds) {
            throw new IllegalArgumentException("seconds must not be before the previous tick's: " + seconds
                    + " < " + lastSeconds + " (call reset() after setting the clock back)");
        }
        double elapsed = seconds - lastSeconds;
        lastSeconds = seconds;
        return advance(elapsed);
    }

    private double start() {
        started = true;
        deltaSeconds = 0;
        steps = 0;
        return 0;
    }

    private double advance(double elapsed) {
        double capped = Math.min(elapsed, maxStepSeconds);
        window[windowNext] = capped;
        windowNext = windowNext + 1 == window.length ? 0 : windowNext + 1;
        if (windowFilled < window.length) {
            windowFilled++;
        }
        double delta = capped;
        if (window.length > 1) {
            // summed afresh each tick: a running sum would drift by rounding over a long session
            double sum = 0;
            for (int i = 0; i < windowFilled; i++) {
                sum += window[i];
            }
            // a mean of capped deltas can round one ulp past the cap: the cap holds for the mean too
            delta = Math.min(sum / windowFilled, maxStepSeconds);
        }
        deltaSeconds = delta;
        totalSeconds += delta;
        if (fixedStepSeconds > 0) {
            accumulator += delta;
            int due = (int) (accumulator / fixedStepSeconds);
            accumulator -= due * fixedStepSeconds;
            // rounding in the division can make due one off by an ulp either way
            if (accumulator < 0) {
                due--;
                accumulator += fixedStepSeconds;
            } else if (accumulator >= fixedStepSeconds) {
                due++;
                accumulator -= fixedStepSeconds;
            }
            steps = due;
        }
        return delta;
    }

    /**
     * Forgets the previous reading: the next tick returns 0, as the first did, and the smoothing
     * window and the fixed-step accumulator start empty. Call it after a pause, or after setting the
     * clock back. {@link #totalSeconds()} is kept.
     */
    public void reset() {
        started = false;
        deltaSeconds = 0;
        steps = 0;
        accumulator = 0;
        windowNext = 0;
        windowFilled = 0;
        Arrays.fill(window, 0);
    }

    /**
     * The delta the last tick returned.
     *
     * @return seconds, &gt;= 0
     */
    public double deltaSeconds() {
        return deltaSeconds;
    }

    /**
     * The sum of every delta returned since this clock was made: the time the loop advanced by.
     *
     * @return seconds, &gt;= 0
     */
    public double totalSeconds() {
        return totalSeconds;
    }

    /**
     * The whole fixed steps the last tick made due; 0 when no fixed step is set.
     *
     * @return the count, &gt;= 0 (at most {@code ceil(maxStepSeconds / fixedStepSeconds)})
     */
    public int steps() {
        return steps;
    }

    /**
     * How far the time left over after the last tick's steps is into the next step: blend the
     * state of the last step with the one before by this weight when drawing. 0 when no fixed step
     * is set.
     *
     * @return a fraction in [0, 1)
     */
    public double alpha() {
        return fixedStepSeconds > 0 ? accumulator / fixedStepSeconds : 0;
    }

    /**
     * The time accumulated towards the next fixed step: {@code alpha() * fixedStepSeconds()}.
     *
     * @return seconds in [0, fixedStepSeconds), 0 when no fixed step is set
     */
    public double remainderSeconds() {
        return accumulator;
    }

    /**
     * The cap on one tick's delta.
     *
     * @return seconds, &gt; 0
     */
    public double maxStepSeconds() {
        return maxStepSeconds;
    }

    /**
     * Sets the cap on one tick's delta.
     *
     * @param seconds the longest delta a tick returns, &gt; 0 and finite
     * @return this clock
     * @throws IllegalArgumentException if {@code seconds} is not positive, NaN or infinite, or if it
     *                                  would make more than {@value #MAX_STEPS_PER_TICK} fixed steps
     *                                  due in one tick
     */
    public FrameClock setMaxStepSeconds(double seconds) {
        if (!(seconds > 0) || seconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("maxStepSeconds must be > 0 and finite: " + seconds);
        }
        requireFewSteps(seconds, fixedStepSeconds);
        maxStepSeconds = seconds;
        return this;
    }

    /**
     * The number of frames a delta is averaged over; 1 is no smoothing.
     *
     * @return frames, 1 to {@value #MAX_SMOOTHING_FRAMES}
     */
    public int smoothing() {
        return window.length;
    }

    /**
     * Averages each delta with those of the frames before it: a tick returns the mean of the last
     * {@code frames} capped deltas (fewer until that many frames have passed). The window starts
     * empty. The window's array is made here, never in a tick.
     *
     * @param frames frames to average over, 1 (no smoothing) to {@value #MAX_SMOOTHING_FRAMES}
     * @return this clock
     * @throws IllegalArgumentException if {@code frames} is out of range
     */
    public FrameClock setSmoothing(int frames) {
        if (frames < 1 || frames > MAX_SMOOTHING_FRAMES) {
            throw new IllegalArgumentException("smoothing frames must be in [1, " + MAX_SMOOTHING_FRAMES + "]: "
                    + frames);
        }
        window = new double[frames];
        windowNext = 0;
        windowFilled = 0;
        return this;
    }

    /**
     * The fixed step, or 0 when there is none.
     *
     * @return seconds, &gt;= 0
     */
    public double fixedStepSeconds() {
        return fixedStepSeconds;
    }

    /**
     * Sets a fixed step: each tick then also counts the whole {@linkplain #steps() steps} due and the
     * {@linkplain #alpha() interpolation alpha}. 0 turns it off. The accumulator starts empty.
     *
     * @param seconds the step, &gt; 0 and finite, or 0 for none
     * @return this clock
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite, or so small
     *                                  that one tick could make more than {@value #MAX_STEPS_PER_TICK}
     *                                  steps due ({@code maxStepSeconds / seconds})
     */
    public FrameClock setFixedStepSeconds(double seconds) {
        if (!(seconds >= 0) || seconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("fixedStepSeconds must be >= 0 and finite: " + seconds);
        }
        requireFewSteps(maxStepSeconds, seconds);
        fixedStepSeconds = seconds;
        accumulator = 0;
        steps = 0;
        return this;
    }

    private static void requireFewSteps(double maxStep, double fixedStep) {
        if (fixedStep > 0 && maxStep / fixedStep > MAX_STEPS_PER_TICK) {
            throw new IllegalArgumentException("maxStepSeconds / fixedStepSeconds must be <= " + MAX_STEPS_PER_TICK
                    + ": " + maxStep + " / " + fixedStep);
        }
    }

    @Override
    public String toString() {
        return "FrameClock(maxStep " + maxStepSeconds + " s, smoothing " + window.length + ", fixedStep "
                + fixedStepSeconds + " s)";
    }
}
