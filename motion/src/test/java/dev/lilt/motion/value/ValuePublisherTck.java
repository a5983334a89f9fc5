package dev.lilt.motion.value;

import dev.lilt.motion.ManualMotionScheduler;
import java.util.concurrent.Flow;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/**
 * The Reactive Streams TCK against a value publisher. Each publisher of n elements is a motion of
 * n one-second frames on a {@link ManualMotionScheduler} owned by a thread of its own, which steps
 * one frame only once every subscriber has the latest value (so that a subscriber that keeps up
 * sees all n values, none conflated), and completes the publisher as the motion ends.
 *
 * @param <T> the published value
 */
@SuppressWarnings("exports") // TestNG needs public classes; the supertype lives on the class path
public abstract class ValuePublisherTck<T> extends FlowPublisherVerification<T> {
    private static final long TIMEOUT_MILLIS = 1_000;
    private static final long PACE_NANOS = 2_000_000_000L;

    /**
     * A publisher under test and what the driver needs of it.
     *
     * @param publisher   the publisher
     * @param bind        binds a motion of n one-second frames to it on the given scheduler
     * @param complete    completes it
     * @param subscribers its subscriber count
     * @param delivering  whether a subscriber has not seen the latest value
     * @param <T>         the published value
     */
    protected record Driven<T>(Flow.Publisher<T> publisher, BiConsumer<ManualMotionScheduler, Long> bind,
                               Runnable complete, IntSupplier subscribers, BooleanSupplier delivering) {
    }

    /** The TCK with timeouts for a loaded machine. */
    protected ValuePublisherTck() {
        super(new TestEnvironment(TIMEOUT_MILLIS, TIMEOUT_MILLIS / 2), TIMEOUT_MILLIS);
    }

    /**
     * A new publisher with its driver hooks.
     *
     * @return the publisher under test
     */
    protected abstract Driven<T> create();

    @Override
    public Flow.Publisher<T> createFlowPublisher(long elements) {
        Driven<T> d = create();
        Thread driver = new Thread(() -> drive(d, elements), "tck-motion");
        driver.setDaemon(true);
        driver.start();
        return d.publisher();
    }

    private static void drive(Driven<?> d, long elements) {
        if (elements == 0) {
            d.complete().run();
            return;
        }
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        d.bind().accept(scheduler, elements);
        for (long f = 0; f < elements; f++) {
            long deadline = System.nanoTime() + PACE_NANOS;
            while ((d.subscribers().getAsInt() == 0 || d.delivering().getAsBoolean())
                    && System.nanoTime() < deadline) {
                Thread.onSpinWait();
                Thread.yield();
            }
            scheduler.update(1);
        }
    }

    @Override
    public Flow.Publisher<T> createFailedFlowPublisher() {
        return null;
    }

    @Override
    public long maxElementsFromPublisher() {
        return 1024;
    }
}
