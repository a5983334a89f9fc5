package dev.lilt.motion.internal;

/**
 * Whether Lilt's Flight Recorder events are available here, and whether a running recording wants
 * the per-frame ones: the one switch the frame reads.
 */
final class Flight {
    /*
     * Design note. HOOKS is null where jdk.jfr is not usable (see OptionalModules): nothing then
     * loads a jdk.jfr class. Otherwise JfrFlightHooks registers a FlightRecorderListener that
     * recomputes `frameEvents` whenever a recording starts or stops, from the event types'
     * isEnabled(). The frame reads that one volatile boolean (a plain load on x86) and instruments
     * itself only when it is true; a recording that enables Lilt's events after it started (by
     * Recording.enable on a running recording) is noticed at the next start or stop.
     */

    /** The events, or null where jdk.jfr is not usable. */
    static final FlightHooks HOOKS = OptionalModules.usable("jdk.jfr") ? JfrFlightHooks.install() : null;

    private static volatile boolean frameEvents;

    private Flight() {
    }

    /**
     * Whether a running recording enables the frame or slow-callback event.
     *
     * @return true to instrument the frame
     */
    static boolean frameEvents() {
        return frameEvents;
    }

    /**
     * Called by the recorder listener when recordings start or stop.
     *
     * @param on whether the frame or slow-callback event is enabled now
     */
    static void setFrameEvents(boolean on) {
        frameEvents = on;
    }
}
