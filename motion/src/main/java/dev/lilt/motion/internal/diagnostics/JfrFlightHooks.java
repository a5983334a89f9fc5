package dev.lilt.motion.internal.diagnostics;

import dev.lilt.motion.internal.MotionStorage;
import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;
import jdk.jfr.FlightRecorderListener;
import jdk.jfr.Recording;

/** Lilt's Flight Recorder events, made and committed; loaded only where {@code jdk.jfr} is usable. */
final class JfrFlightHooks implements FlightHooks, FlightRecorderListener {
    /*
     * Design note. The event classes are @Enabled(false): the JDK's default and profile settings
     * cannot name a library's events, so a recording turns them on by name (docs/lilt.jfc, or
     * Recording.enable). Each event is a fresh object per occurrence, as JFR intends (its begin,
     * end and commit are intrinsics, and an event that does not escape is not allocated).
     * Allocation happens only while a recording enables the event: the frame asks
     * Flight.frameEvents() first, which this listener keeps up to date.
     */

    /** Whether a running recording enables SlowCallbackEvent; kept by the listener. */
    private volatile boolean slowCallbacks;

    private JfrFlightHooks() {
    }

    /**
     * Makes the hooks and listens to recordings starting and stopping.
     *
     * @return the hooks
     */
    static JfrFlightHooks install() {
        JfrFlightHooks hooks = new JfrFlightHooks();
        FlightRecorder.addListener(hooks); // calls recorderInitialized at once if the recorder runs
        return hooks;
    }

    @Override
    public void recorderInitialized(FlightRecorder recorder) {
        refresh();
    }

    @Override
    public void recordingStateChanged(Recording recording) {
        refresh();
    }

    /**
     * Reads whether the events are enabled now. Looking an event type up registers it with the
     * recorder, so this runs only once the recorder is up, never on a JVM that records nothing.
     */
    private void refresh() {
        boolean slow = EventType.getEventType(SlowCallbackEvent.class).isEnabled();
        slowCallbacks = slow;
        Flight.setFrameEvents(slow || EventType.getEventType(FrameEvent.class).isEnabled());
        Flight.setErrorEvents(EventType.getEventType(MotionErrorEvent.class).isEnabled());
    }

    @Override
    public Object frameBegin() {
        FrameEvent e = new FrameEvent();
        if (!e.isEnabled()) {
            return null;
        }
        e.begin();
        return e;
    }

    @Override
    public void frameEnd(Object event, String scheduler, int motions, int bound, int callbacks, int errors) {
        FrameEvent e = (FrameEvent) event;
        e.end();
        if (e.shouldCommit()) {
            e.scheduler = scheduler;
            e.motions = motions;
            e.bound = bound;
            e.callbacks = callbacks;
            e.errors = errors;
            e.commit();
        }
    }

    @Override
    public boolean timesCallbacks() {
        return slowCallbacks;
    }

    @Override
    public Object callbackBegin() {
        SlowCallbackEvent e = new SlowCallbackEvent();
        e.begin();
        return e;
    }

    @Override
    public void callbackEnd(Object event, MotionStorage storage, int i, String callback) {
        SlowCallbackEvent e = (SlowCallbackEvent) event;
        e.end();
        if (e.shouldCommit()) {
            e.scheduler = storage.engine().toString();
            e.motion = storage.nameOf(i);
            e.kind = storage.kindName();
            e.callback = callback;
            e.commit();
        }
    }

    @Override
    public void motionError(String scheduler, String motion, Throwable error) {
        MotionErrorEvent e = new MotionErrorEvent();
        if (e.isEnabled()) {
            e.scheduler = scheduler;
            e.motion = motion;
            e.exceptionClass = error.getClass().getName();
            e.message = messageOf(error);
            e.commit();
        }
    }

    /** The exception's own message; a getMessage() override that throws yields none. */
    private static String messageOf(Throwable error) {
        try {
            return error.getMessage();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
