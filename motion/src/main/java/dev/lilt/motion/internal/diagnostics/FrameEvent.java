package dev.lilt.motion.internal.diagnostics;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Enabled;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** Flight Recorder event: one scheduler update. Off unless a recording enables it. */
@Name("dev.lilt.motion.Frame")
@Label("Motion Frame")
@Category({"Lilt", "Motion"})
@Description("One update of a motion scheduler: advance, bind, callbacks")
@Enabled(false)
@StackTrace(false)
final class FrameEvent extends Event {
    @Label("Scheduler")
    String scheduler;

    @Label("Motions")
    @Description("Live motions when the frame began")
    int motions;

    @Label("Bound")
    @Description("Binder calls")
    int bound;

    @Label("Callbacks")
    @Description("onComplete, onCancel and onLoopComplete calls")
    int callbacks;

    @Label("Errors")
    @Description("Exceptions thrown by user code and handed to the unhandled-error handler")
    int errors;
}
