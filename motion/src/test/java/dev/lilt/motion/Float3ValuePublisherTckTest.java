package dev.lilt.motion;

import java.util.concurrent.Flow;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

/** The Reactive Streams TCK against {@link Float3ValuePublisher}, driven by a Float3 motion. */
@SuppressWarnings("exports") // TestNG needs a public class; its supertype lives on the class path
public class Float3ValuePublisherTckTest extends ValuePublisherTck<Float3> {
    /** The TCK over new publishers. */
    public Float3ValuePublisherTckTest() {
    }

    @Override
    protected Driven<Float3> create() {
        Float3ValuePublisher p = new Float3ValuePublisher();
        return new Driven<>() {
            @Override
            public Flow.Publisher<Float3> publisher() {
                return p;
            }

            @Override
            public void bind(ManualMotionScheduler scheduler, long elements) {
                float n = elements;
                Motion.create(Float3.of(0, 0, 0), Float3.of(n, -n, 2 * n), elements).withImmediateBind(false)
                        .withScheduler(scheduler).withOnComplete(p::complete).bind(p);
            }

            @Override
            public void complete() {
                p.complete();
            }

            @Override
            public IntSupplier subscribers() {
                return p::subscriberCount;
            }

            @Override
            public BooleanSupplier delivering() {
                return p::isDelivering;
            }
        };
    }
}
