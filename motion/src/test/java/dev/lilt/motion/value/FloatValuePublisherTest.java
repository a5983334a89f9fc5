package dev.lilt.motion.value;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.Allocations;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Latest-value semantics, demand, completion, cancellation and the allocation-free frame. */
class FloatValuePublisherTest {
    /** Records signals; requests only when told. */
    static final class Recorder implements Flow.Subscriber<Float> {
        final List<Float> values = new CopyOnWriteArrayList<>();
        final AtomicInteger completions = new AtomicInteger();
        final List<Throwable> errors = new CopyOnWriteArrayList<>();
        volatile Flow.Subscription subscription;

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
        }

        @Override
        public void onNext(Float item) {
            values.add(item);
        }

        @Override
        public void onError(Throwable t) {
            errors.add(t);
        }

        @Override
        public void onComplete() {
            completions.incrementAndGet();
        }
    }

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    @Test
    void slowSubscriber_seesTheNewestValue_notAQueue() {
        FloatValuePublisher p = new FloatValuePublisher();
        Motion.create(0f, 10f, 10).withScheduler(scheduler).withOnComplete(p::complete).bind(p);
        Recorder r = new Recorder();
        p.subscribe(r);
        for (int f = 0; f < 3; f++) {
            scheduler.update(1);
        }
        assertThat(r.values).isEmpty();
        r.subscription.request(1);
        assertThat(r.values).containsExactly(3f);
        scheduler.update(1);
        scheduler.update(1);
        r.subscription.request(5);
        assertThat(r.values).containsExactly(3f, 5f);
        scheduler.update(1);
        assertThat(r.values).containsExactly(3f, 5f, 6f);
    }

    @Test
    void motionEnd_deliversTheLastValueThenCompletes() {
        FloatValuePublisher p = new FloatValuePublisher();
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnComplete(p::complete).bind(p);
        Recorder r = new Recorder();
        p.subscribe(r);
        scheduler.update(2);
        assertThat(r.completions).hasValue(0);
        r.subscription.request(1);
        assertThat(r.values).containsExactly(1f);
        assertThat(r.completions).hasValue(1);
        assertThat(p.subscriberCount()).isZero();
    }

    @Test
    void badRequest_signalsAnErrorNamingTheValue() {
        FloatValuePublisher p = new FloatValuePublisher();
        Recorder r = new Recorder();
        p.subscribe(r);
        r.subscription.request(0);
        assertThat(r.errors).singleElement().isInstanceOf(IllegalArgumentException.class)
                .extracting(Throwable::getMessage).isEqualTo("n must be > 0 (rule 3.9): 0");
        assertThat(p.subscriberCount()).isZero();
    }

    @Test
    void frameWithNoSubscriber_allocatesNothing() {
        FloatValuePublisher p = new FloatValuePublisher();
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withLoops(-1).bind(p);
        long bytes = Allocations.perUpdates(scheduler, 2_000, 0.016);
        assertThat(bytes).isLessThan(16 * 1024);
        assertThat(p.value()).isBetween(0f, 1f);
    }

    @Test
    void cancelFromAnotherThread_underLoad_stopsDelivery() throws Exception {
        FloatValuePublisher p = new FloatValuePublisher();
        Motion.create(0f, 1f, 1).withScheduler(scheduler).withLoops(-1).bind(p);
        long end = System.nanoTime() + 2_000_000_000L;
        int rounds = 0;
        while (System.nanoTime() < end) {
            Recorder r = new Recorder();
            p.subscribe(r);
            r.subscription.request(Long.MAX_VALUE);
            Thread canceller = new Thread(() -> r.subscription.cancel());
            canceller.start();
            for (int f = 0; f < 50; f++) {
                scheduler.update(0.001);
            }
            canceller.join();
            int seen = r.values.size();
            scheduler.update(0.001);
            assertThat(r.values).hasSize(seen);
            assertThat(r.errors).isEmpty();
            rounds++;
        }
        assertThat(p.subscriberCount()).isZero();
        assertThat(rounds).isPositive();
    }
}
