package dev.lilt.motion;

import java.util.concurrent.Flow;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

/** The Reactive Streams TCK against {@link FloatValuePublisher}. */
@SuppressWarnings("exports") // TestNG needs a public class; its supertype lives on the class path
public class FloatValuePublisherTckTest extends ValuePublisherTck<Float> {
    /** The TCK over new publishers. */
    public FloatValuePublisherTckTest() {
    }

    @Override
    protected Driven<Float> create() {
        FloatValuePublisher p = new FloatValuePublisher();
        return new Driven<>() {
            @Override
            public Flow.Publisher<Float> publisher() {
                return p;
            }

            @Override
            public void bind(ManualMotionScheduler scheduler, long elements) {
                Motion.create(0f, (float) elements, elements).withImmediateBind(false).withScheduler(scheduler)
                        .withOnComplete(p::complete).bind(p);
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
