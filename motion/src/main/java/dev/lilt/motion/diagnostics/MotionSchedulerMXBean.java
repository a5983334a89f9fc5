package dev.lilt.motion.diagnostics;

import java.util.Map;

/**
 * A motion scheduler as JMX sees it (JConsole, VisualVM, Mission Control's MBean browser): its
 * motions, frame times and errors. A scheduler registers one under
 * {@code dev.lilt:type=MotionScheduler,name=<its name>} when built with
 * {@code ManualMotionScheduler.builder().registerMXBean(true)} (or when the system property
 * {@code dev.lilt.motion.jmx} is {@code true}), and unregisters it when closed. Schedulers sharing a
 * name get {@code " #2"}, {@code " #3"}… appended to it.
 *
 * <p>Every attribute may be read from any thread; counts of motions are those at the end of the
 * scheduler's last update. Frame times are wall-clock nanoseconds of {@code update}, binders and
 * callbacks included.
 */
public interface MotionSchedulerMXBean {
    /**
     * The scheduler's name.
     *
     * @return the name it was created with
     */
    String getName();

    /**
     * Live motions at the end of the last update, all kinds.
     *
     * @return the count
     */
    int getActiveMotions();

    /**
     * Live motions at the end of the last update, per value kind used so far.
     *
     * @return kind (e.g. {@code "float"}) to count
     */
    Map<String, Integer> getActiveMotionsByKind();

    /**
     * Updates run since the scheduler was created (or since {@link #resetFrameTimes()}).
     *
     * @return the count
     */
    long getFrames();

    /**
     * Duration of the last update.
     *
     * @return nanoseconds, 0 before the first
     */
    long getLastFrameNanos();

    /**
     * Mean duration of an update.
     *
     * @return nanoseconds, 0 before the first
     */
    long getMeanFrameNanos();

    /**
     * Longest update.
     *
     * @return nanoseconds, 0 before the first
     */
    long getMaxFrameNanos();

    /**
     * Exceptions thrown by user code (binders, callbacks, custom eases, posted tasks) and handed
     * to the unhandled-error handler since the scheduler was created.
     *
     * @return the count
     */
    long getErrors();

    /**
     * The scheduler's clock.
     *
     * @return seconds advanced so far, after the time scale
     */
    double getTimeSeconds();

    /**
     * The factor the scheduler's clock is scaled by.
     *
     * @return the time scale, &gt;= 0
     */
    double getTimeScale();

    /** Starts frame counting and the frame-time figures (last, mean, max) afresh. */
    void resetFrameTimes();
}
