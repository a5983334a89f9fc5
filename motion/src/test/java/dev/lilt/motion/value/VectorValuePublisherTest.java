package dev.lilt.motion.value;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.Allocations;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The vector publishers: whole values to subscribers and to readers on other threads, no garbage idle. */
class VectorValuePublisherTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    /** Requests everything and records it. */
    static final class Everything<T> implements Flow.Subscriber<T> {
        final List<T> values = new CopyOnWriteArrayList<>();
        volatile boolean completed;

        @Override
        public void onSubscribe(Flow.Subscription s) {
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(T item) {
            values.add(item);
        }

        @Override
        public void onError(Throwable t) {
            throw new AssertionError(t);
        }

        @Override
        public void onComplete() {
            completed = true;
        }
    }

    @Test
    void float3Motion_publishesEachFrame_thenCompletes() {
        Float3ValuePublisher p = new Float3ValuePublisher();
        Motion.create(Float3.of(0, 0, 0), Float3.of(3, 6, 9), 3).withScheduler(scheduler)
                .withOnComplete(p::complete).bind(p);
        Everything<Float3> r = new Everything<>();
        p.subscribe(r);
        for (int f = 0; f < 3; f++) {
            scheduler.update(1);
        }
        assertThat(r.values).containsExactly(Float3.of(0, 0, 0), Float3.of(1, 2, 3), Float3.of(2, 4, 6),
                Float3.of(3, 6, 9));
        assertThat(r.completed).isTrue();
        assertThat(p.value()).isEqualTo(Float3.of(3, 6, 9));
    }

    @Test
    void colourMotion_publishesRgbaComponents() {
        Float4ValuePublisher p = new Float4ValuePublisher();
        Motion.create(Rgba.of(0, 0, 0, 1), Rgba.of(1, 0.5f, 0, 1), 1).withScheduler(scheduler).bind(p);
        scheduler.update(1);
        assertThat(p.value()).isEqualTo(Float4.of(1, 0.5f, 0, 1));
    }

    @Test
    void beforeTheFirstBind_aSubscriberGetsNothing_andValueIsZero() {
        Float2ValuePublisher p = new Float2ValuePublisher();
        Everything<Float2> r = new Everything<>();
        p.subscribe(r);
        assertThat(r.values).isEmpty();
        assertThat(p.value()).isEqualTo(Float2.of(0, 0));
        p.accept(1, 2);
        assertThat(r.values).containsExactly(Float2.of(1, 2));
    }

    @Test
    void afterComplete_acceptIsRefused() {
        Float2ValuePublisher p = new Float2ValuePublisher();
        p.complete();
        org.assertj.core.api.Assertions.assertThatIllegalStateException().isThrownBy(() -> p.accept(1, 2))
                .withMessageContaining("complete");
    }

    @Test
    void frameWithNoSubscriber_allocatesNothing() {
        Float3ValuePublisher p = new Float3ValuePublisher();
        Motion.create(Float3.of(0, 0, 0), Float3.of(1, 1, 1), 1).withScheduler(scheduler).withLoops(-1).bind(p);
        long bytes = Allocations.perUpdates(scheduler, 2_000, 0.016);
        assertThat(bytes).isLessThan(16 * 1024);
    }

    /**
     * The seqlock: a writer binds (i, -i, 2i, 3i) as fast as it can; readers on other threads, by
     * value() and by a subscription, must never see components of two different writes.
     */
    @Test
    void readersOnOtherThreads_neverSeeATornValue() throws Exception {
        Float4ValuePublisher p = new Float4ValuePublisher();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong torn = new AtomicLong();
        AtomicLong reads = new AtomicLong();
        Flow.Subscriber<Float4> checker = new Flow.Subscriber<>() {
            private Flow.Subscription s;

            @Override
            public void onSubscribe(Flow.Subscription s) {
                this.s = s;
                s.request(1);
            }

            @Override
            public void onNext(Float4 v) {
                check(v, torn);
                reads.incrementAndGet();
                s.request(1);
            }

            @Override
            public void onError(Throwable t) {
                torn.incrementAndGet();
            }

            @Override
            public void onComplete() {
            }
        };
        Thread reader = new Thread(() -> {
            while (!stop.get()) {
                check(p.value(), torn);
                reads.incrementAndGet();
            }
        });
        reader.start();
        Thread writer = new Thread(() -> {
            long end = System.nanoTime() + 1_000_000_000L;
            for (int i = 1; System.nanoTime() < end; i++) {
                p.accept(i, -i, 2f * i, 3f * i);
            }
            p.complete();
        });
        p.subscribe(checker);
        writer.start();
        writer.join();
        stop.set(true);
        reader.join();
        assertThat(torn.get()).as("torn reads").isZero();
        assertThat(reads.get()).as("reads made").isGreaterThan(1_000);
    }

    private static void check(Float4 v, AtomicLong torn) {
        float i = v.x();
        if (v.y() != -i || v.z() != 2 * i || v.w() != 3 * i) {
            torn.incrementAndGet();
        }
    }
}
