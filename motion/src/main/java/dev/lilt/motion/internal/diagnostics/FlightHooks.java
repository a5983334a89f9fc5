package dev.lilt.motion.internal.diagnostics;

import dev.lilt.motion.internal.MotionStorage;

/**
 * Lilt's Flight Recorder events, behind an interface that names no {@code jdk.jfr} type: the
 * engine holds and calls this, and only the implementation ({@link JfrFlightHooks}) is loaded, and
 * only where {@code jdk.jfr} is usable. An event in flight is passed around as an {@code Object}.
 */
public interface FlightHooks {
    /**
     * Begins a frame event.
     *
     * @return the event, or null when no recording wants it
     */
    Object frameBegin();

    /**
     * Ends and commits a frame event.
     *
     * @param event     what {@link #frameBegin()} returned, not null
     * @param scheduler the scheduler's name
     * @param motions   live motions when the frame began
     * @param bound     binder calls
     * @param callbacks callbacks run (onComplete, onCancel, onLoopComplete)
     * @param errors    exceptions from user code
     */
    void frameEnd(Object event, String scheduler, int motions, int bound, int callbacks, int errors);

    /**
     * Whether a recording wants slow binders and callbacks: they are then timed.
     *
     * @return true to time user code
     */
    boolean timesCallbacks();

    /**
     * Begins timing a binder or callback.
     *
     * @return the event
     */
    Object callbackBegin();

    /**
     * Ends timing a binder or callback; commits if it ran longer than the recording's threshold.
     *
     * @param event     what {@link #callbackBegin()} returned
     * @param storage   the motion's storage
     * @param i         the motion's dense index
     * @param callback  which user code ran: "binder", "onComplete", "onCancel" or "onLoopComplete"
     */
    void callbackEnd(Object event, MotionStorage storage, int i, String callback);

    /**
     * Records a user-code failure, if a recording wants it.
     *
     * @param scheduler the scheduler's name
     * @param motion    the motion's debug name
     * @param error     what the user code threw
     */
    void motionError(String scheduler, String motion, Throwable error);
}
