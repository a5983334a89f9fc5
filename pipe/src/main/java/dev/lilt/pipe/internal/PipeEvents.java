package dev.lilt.pipe.internal;

/**
 * The pipe's Flight Recorder events, usable whether or not the runtime has {@code jdk.jfr}.
 */
final class PipeEvents {
    /*
     * Design note.
     *
     * jdk.jfr is optional (`requires static`): a jlinked runtime may leave it out, and a modular
     * application resolves it only if something requires it. This class names no jdk.jfr type;
     * it decides once, when first used, whether the module is readable, and only then calls
     * JfrEvents, the holder whose loading links the event classes. Without jdk.jfr every method
     * here is a test of a constant.
     *
     * Cost: deliveryFailure runs on the failure path only (after a handler threw); the
     * periodic hook runs on Flight Recorder's own thread, once per period, and only while a
     * recording has the event enabled.
     */

    private static final boolean AVAILABLE = OptionalModules.readable("jdk.jfr");

    private PipeEvents() {
    }

    /** Emits dev.lilt.pipe.DeliveryFailure if a recording has it enabled. */
    static void deliveryFailure(String pipe, Class<?> messageType, Object handler, Throwable cause) {
        if (AVAILABLE) {
            JfrEvents.deliveryFailure(pipe, messageType, handler, cause);
        }
    }

    /**
     * Registers the dev.lilt.pipe.PublishCounts hook for one pipe's counts; returns what
     * {@link #removePublishCounts} takes, or null without jdk.jfr. The hook holds the name and
     * the counts, never the pipe.
     */
    static Runnable addPublishCounts(String pipe, PipeStats stats) {
        return AVAILABLE ? JfrEvents.addPublishCounts(pipe, stats) : null;
    }

    /** Removes a hook from {@link #addPublishCounts}; null and repeated calls are no-ops. */
    static void removePublishCounts(Runnable hook) {
        if (hook != null) {
            JfrEvents.removePublishCounts(hook);
        }
    }
}
