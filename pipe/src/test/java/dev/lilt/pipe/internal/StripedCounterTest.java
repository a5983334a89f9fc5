package dev.lilt.pipe.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class StripedCounterTest {
    @Test
    void sum_freshCounter_isZero() {
        assertThat(new StripedCounter().sum()).isZero();
    }

    /** More threads than stripes, so several share a stripe: forbidden is any sum but the exact one. */
    @Test
    void increment_manyThreadsSharingStripes_countsExactly() throws Exception {
        StripedCounter counter = new StripedCounter();
        int threads = 4 * Runtime.getRuntime().availableProcessors() + 9;
        int increments = 20_000;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                for (int i = 0; i < increments; i++) {
                    counter.increment();
                }
            });
            thread.start();
            started.add(thread);
        }

        start.countDown();
        for (Thread thread : started) {
            thread.join(TimeUnit.SECONDS.toMillis(60));
        }

        assertThat(counter.sum()).isEqualTo((long) threads * increments);
    }
}
