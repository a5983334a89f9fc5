package dev.lilt.motion.internal.diagnostics;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Enabled;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Threshold;

/** Flight Recorder event: a binder or callback that ran longer than the threshold. */
@Name("dev.lilt.motion.SlowCallback")
@Label("Slow Motion Callback")
@Category({"Lilt", "Motion"})
@Description("A binder or callback that ran longer than the threshold")
@Enabled(false)
@StackTrace(false)
@Threshold("1 ms")
final class SlowCallbackEvent extends Event {
    @Label("Scheduler")
    String scheduler;

    @Label("Motion")
    @Description("The motion's debug name")
    String motion;

    @Label("Kind")
    @Description("The motion's value kind")
    String kind;

    @Label("Callback")
    @Description("binder, onComplete, onCancel or onLoopComplete")
    String callback;
}
