package dev.lilt.motion;

import java.util.concurrent.Flow;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/**
 * The Reactive Streams TCK against {@link FloatValuePublisher}. Each publisher of n elements is a
 * motion of n one-second frames on a {@link ManualMotionScheduler} owned by a thread of its own,
 * which steps one frame only once every subscriber has the latest value (so that a subscriber
 * that keeps up sees all n values, none conflated), and completes the publisher as the motion ends.
 */
@SuppressWarnings("exports") // TestNG needs a public class; its supertype lives on the class path
public class FloatValuePublisherTckTest extends FlowPublisherVerification<Float> {
    private static final long TIMEOUT_MILLIS = 1_000;
    private static final long PACE_NANOS = 2_000_000_000L;

    /** The TCK with timeouts for a loaded machine. */
    public FloatValuePublisherTckTest() {
        super(new TestEnvironment(TIMEOUT_MILLIS, TIMEOUT_MILLIS / 2), TIMEOUT_MILLIS);
    }

    @Override
    public Flow.Publisher<Float> createFlowPublisher(long elements) {
        FloatValuePublisher p = new FloatValuePublisher();
        Thread driver = new Thread(() -> drive(p, elements), "tck-motion");
        driver.setDaemon(true);
        driver.start();
        return p;
    }

    private static void drive(FloatValuePublisher p, long elements) {
        if (elements == 0) {
            p.complete();
            return;
        }
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Motion.create(0f, (float) elements, elements).withImmediateBind(false).withScheduler(scheduler)
                .withOnComplete(p::complete).bind(p);
        for (long f = 0; f < elements; f++) {
            long deadline = System.nanoTime() + PACE_NANOS;
            while ((p.subscriberCount() == 0 || p.isDelivering()) && System.nanoTime() < deadline) {
                Thread.onSpinWait();
                Thread.yield();
            }
            scheduler.update(1);
        }
    }

    @Override
    public Flow.Publisher<Float> createFailedFlowPublisher() {
        return null;
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }
}
