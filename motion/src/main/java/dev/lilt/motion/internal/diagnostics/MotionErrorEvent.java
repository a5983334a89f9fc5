package dev.lilt.motion.internal.diagnostics;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Enabled;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/**
 * Flight Recorder event: user code of a motion threw. Holds the exception's class and message,
 * never a user object's {@code toString()}. Off unless a recording enables it.
 */
@Name("dev.lilt.motion.MotionError")
@Label("Motion Error")
@Category({"Lilt", "Motion"})
@Description("A binder, callback, custom ease or posted task threw; the scheduler reported it and went on")
@Enabled(false)
@StackTrace(false)
final class MotionErrorEvent extends Event {
    @Label("Scheduler")
    String scheduler;

    @Label("Motion")
    @Description("The motion's debug name")
    String motion;

    @Label("Exception Class")
    String exceptionClass;

    @Label("Message")
    String message;
}
