package dev.lilt.motion.value;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;


/** The Reactive Streams TCK against {@link Float3ValuePublisher}, driven by a Float3 motion. */
@SuppressWarnings("exports") // TestNG needs a public class; its supertype lives on the class path
public class Float3ValuePublisherTckTest extends ValuePublisherTck<Float3> {
    /** The TCK over new publishers. */
    public Float3ValuePublisherTckTest() {
    }

    @Override
    protected Driven<Float3> create() {
        Float3ValuePublisher p = new Float3ValuePublisher();
        return new Driven<>(p, (scheduler, n) -> bind(p, scheduler, n), p::complete, p::subscriberCount,
                p::isDelivering);
    }

    private static void bind(Float3ValuePublisher p, ManualMotionScheduler scheduler, long n) {
        Motion.create(Float3.of(0, 0, 0), Float3.of(n, -n, 2f * n), n).withImmediateBind(false)
                .withScheduler(scheduler).withOnComplete(p::complete).bind(p);
    }
}
