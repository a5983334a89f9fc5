package dev.lilt.motion.internal;

import dev.lilt.motion.internal.diagnostics.Flight;
import dev.lilt.motion.internal.diagnostics.FlightHooks;

/**
 * The counts and timings of one instrumented frame, for the Flight Recorder frame and
 * slow-callback events. One per engine, reused; the engine lends it to its storages for the
 * frames a recording wants and to none otherwise.
 */
final class FrameProbe {
    /*
     * Design note. An uninstrumented frame never reaches this class: the engine decides once per
     * frame (Flight.frameEvents()) and sets MotionEngine.frameProbe for that frame only; each
     * storage reads that field once per update and takes its usual passes when it is null. An
     * instrumented frame binds through bindDue here, a general loop (one megamorphic bindValue call
     * site is no matter while a recording runs) that counts and times each binder; callbacks are
     * counted and timed where MotionStorage runs them. A fused frame pass, which binds inside its
     * own loop, must step aside while a probe is lent (MotionEngine.frameProbe() != null).
     *
     * Threading: the engine's thread only.
     */

    private final FlightHooks flight;
    private int motions;
    private int bound;
    private int callbacks;
    private int errors;
    private boolean timeCallbacks;

    FrameProbe(FlightHooks flight) {
        this.flight = flight;
    }

    /**
     * Starts a frame: zeroes the counts.
     *
     * @param liveMotions live motions now
     * @return the frame event, or null if no recording wants it
     */
    Object frameBegin(int liveMotions) {
        motions = liveMotions;
        bound = 0;
        callbacks = 0;
        errors = 0;
        timeCallbacks = flight.timesCallbacks();
        return flight.frameBegin();
    }

    /**
     * Ends the frame and commits its event.
     *
     * @param event     what {@link #frameBegin(int)} returned; nothing is committed for null
     * @param scheduler the scheduler's name
     */
    void frameEnd(Object event, String scheduler) {
        if (event != null) {
            flight.frameEnd(event, scheduler, motions, bound, callbacks, errors);
        }
    }

    /** Counts a user-code error reported during the frame. */
    void errorReported() {
        errors++;
    }

    /**
     * Pass 3 of an instrumented frame: {@link MotionValues#bindDue(int)} with each binder counted
     * and, if a recording wants slow callbacks, timed.
     *
     * @param s the storage's values
     * @param n the frame's motion count
     */
    void bindDue(MotionValues s, int n) {
        for (int i = 0; i < n; i++) {
            if (s.takeBindDue(i)) {
                bound++;
                Object timing = timeCallbacks ? flight.callbackBegin() : null;
                Throwable failure = null;
                try {
                    s.bindValue(i);
                } catch (Throwable e) {
                    failure = e;
                }
                if (timing != null) {
                    // times the binder alone, not the report
                    flight.callbackEnd(timing, s.callbacks.storage, i, "binder");
                }
                if (failure != null) {
                    s.bindFailed(i, failure);
                }
            }
        }
    }

    /**
     * Counts a callback about to run and starts timing it.
     *
     * @return a token for {@link #callbackEnd}, null when callbacks are not timed
     */
    Object callbackBegin() {
        callbacks++;
        return timeCallbacks ? flight.callbackBegin() : null;
    }

    /**
     * Stops timing a callback.
     *
     * @param timing   what {@link #callbackBegin()} returned
     * @param s        the motion's storage
     * @param i        the motion's dense index
     * @param callback which callback ran
     */
    void callbackEnd(Object timing, MotionStorage s, int i, String callback) {
        if (timing != null) {
            flight.callbackEnd(timing, s, i, callback);
        }
    }
}
