package dev.lilt.motion.value;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;

/** The Reactive Streams TCK against {@link FloatValuePublisher}. */
@SuppressWarnings("exports") // TestNG needs a public class; its supertype lives on the class path
public class FloatValuePublisherTckTest extends ValuePublisherTck<Float> {
    /** The TCK over new publishers. */
    public FloatValuePublisherTckTest() {
    }

    @Override
    protected Driven<Float> create() {
        FloatValuePublisher p = new FloatValuePublisher();
        return new Driven<>(p, (scheduler, n) -> bind(p, scheduler, n), p::complete, p::subscriberCount,
                p::isDelivering);
    }

    private static void bind(FloatValuePublisher p, ManualMotionScheduler scheduler, long n) {
        Motion.create(0f, (float) n, n).withImmediateBind(false).withScheduler(scheduler)
                .withOnComplete(p::complete).bind(p);
    }
}
