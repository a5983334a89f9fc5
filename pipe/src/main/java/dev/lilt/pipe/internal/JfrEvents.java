package dev.lilt.pipe.internal;

import java.util.Map;
import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Enabled;
import jdk.jfr.Event;
import jdk.jfr.FlightRecorder;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.Period;
import jdk.jfr.StackTrace;

/** The jdk.jfr side of {@link PipeEvents}; loaded only when jdk.jfr is readable. */
final class JfrEvents {
    private JfrEvents() {
    }

    static void deliveryFailure(String pipe, Class<?> messageType, Object handler, Throwable cause) {
        DeliveryFailure event = new DeliveryFailure();
        if (!event.isEnabled()) {
            return;
        }
        event.pipe = pipe;
        event.messageType = messageType.getName();
        event.handler = Wrapper.handlerName(handler);
        event.exceptionClass = cause.getClass().getName();
        event.exceptionMessage = Causes.messageOf(cause);
        event.commit();
    }

    static Runnable addPublishCounts(String pipe, PipeStats stats) {
        if (!FlightRecorder.isAvailable()) {
            return null; // Flight Recorder is switched off in this JVM: nothing would ever run the hook
        }
        Runnable hook = () -> emitPublishCounts(pipe, stats);
        FlightRecorder.addPeriodicEvent(PublishCounts.class, hook);
        return hook;
    }

    static void removePublishCounts(Runnable hook) {
        FlightRecorder.removePeriodicEvent(hook);
    }

    private static void emitPublishCounts(String pipe, PipeStats stats) {
        for (Map.Entry<Class<?>, Long> e : stats.publishCounts().entrySet()) {
            PublishCounts event = new PublishCounts();
            event.pipe = pipe;
            event.messageType = e.getKey().getName();
            event.publishes = e.getValue();
            event.commit();
        }
    }

    @Name("dev.lilt.pipe.DeliveryFailure")
    @Label("Pipe Delivery Failure")
    @Category({"Lilt", "Pipe"})
    @Description("A message handler threw, or its async stage failed, during a publish; the stack trace is the "
            + "publishing (or delivering) thread's")
    @Enabled(false)
    static final class DeliveryFailure extends Event {
        @Label("Pipe")
        @Description("The pipe's name; empty for an unnamed pipe or a standalone event")
        String pipe;

        @Label("Message Type")
        String messageType;

        @Label("Handler")
        @Description("The class of the failing handler, inside its filters and delivery queue")
        String handler;

        @Label("Exception")
        String exceptionClass;

        @Label("Exception Message")
        String exceptionMessage;
    }

    @Name("dev.lilt.pipe.PublishCounts")
    @Label("Pipe Publish Counts")
    @Category({"Lilt", "Pipe"})
    @Description("Publishes per message type since the pipe was built, one event per type and counting pipe")
    @Enabled(false)
    @Period("1 s")
    @StackTrace(false)
    static final class PublishCounts extends Event {
        @Label("Pipe")
        String pipe;

        @Label("Message Type")
        String messageType;

        @Label("Publishes")
        @Description("Publishes of this type on the pipe and its scopes since the pipe was built")
        long publishes;
    }
}
