package dev.lilt.motion.internal.diagnostics;

/**
 * Whether Lilt's Flight Recorder events are available here, and whether a running recording wants
 * the per-frame ones: the one switch the frame reads.
 */
public final class Flight {
    /*
     * Design note. HOOKS is null where jdk.jfr is not usable (see OptionalModules): nothing then
     * loads a jdk.jfr class. Otherwise JfrFlightHooks registers a FlightRecorderListener that
     * recomputes `frameEvents` whenever a recording starts or stops, from the event types'
     * isEnabled(). The frame reads that one volatile boolean (a plain load on x86) and instruments
     * itself only when it is true; a recording that enables Lilt's events after it started (by
     * Recording.enable on a running recording) is noticed at the next start or stop.
     */

    /** The events, or null where jdk.jfr is not usable. */
    public static final FlightHooks HOOKS = OptionalModules.usable("jdk.jfr") ? JfrFlightHooks.install() : null;

    private static volatile boolean frameEvents;
    /** Whether a recording enables the motion-error event; an error checks it before making one. */
    private static volatile boolean errorEvents;

    private Flight() {
    }

    /**
     * Whether a running recording enables the frame or slow-callback event.
     *
     * @return true to instrument the frame
     */
    public static boolean frameEvents() {
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

    /**
     * Whether a running recording enables the motion-error event (so an error that nobody records
     * makes no event object).
     *
     * @return true to report errors to Flight Recorder
     */
    public static boolean errorEvents() {
        return errorEvents;
    }

    /**
     * Called by the recorder listener when recordings start or stop.
     *
     * @param on whether the motion-error event is enabled now
     */
    static void setErrorEvents(boolean on) {
        errorEvents = on;
    }
}
