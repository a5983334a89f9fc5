package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Publishes racing subscribe/close churn on patterns that share the trie path of long-lived
 * subscriptions, so nodes are built and pruned around them all the time: the long-lived ones get
 * every message exactly once, and once the churn stops nothing is left behind. Bounded: a fixed
 * number of messages.
 */
class PatternStressTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void churnAroundLiveSubscriptions_neverLosesOrDoublesTheirMessages() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        PatternSubscriber<Integer> subscriber = pipe.patternSubscriber(Integer.class);
        PatternPublisher<Integer> publisher = pipe.patternPublisher(Integer.class);
        AtomicLong exactSum = new AtomicLong();
        AtomicInteger exactCount = new AtomicInteger();
        AtomicInteger starCount = new AtomicInteger();
        AtomicInteger restCount = new AtomicInteger();
        subscriber.subscribe("a.b.c", m -> {
            exactCount.incrementAndGet();
            exactSum.addAndGet(m);
        });
        subscriber.subscribe("*.b.c", m -> starCount.incrementAndGet());
        subscriber.subscribe("a.**", m -> restCount.incrementAndGet());
        List<String> churned = List.of("a.b.c.d", "a.b.*", "a.b.c.**", "a.x", "*.b", "*.b.c.d.e", "a.b.c", "**");
        int messages = 50_000;
        AtomicBoolean publishing = new AtomicBoolean(true);
        AtomicInteger churns = new AtomicInteger();
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> churners = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            int offset = t;
            churners.add(pool.submit(() -> {
                start.await();
                List<Subscription> mine = new ArrayList<>();
                int i = offset;
                while (publishing.get()) {
                    mine.add(subscriber.subscribe(churned.get(i++ % churned.size()), m -> { }));
                    if (mine.size() > 3) {
                        mine.remove(0).close();
                        churns.incrementAndGet();
                    }
                }
                mine.forEach(Subscription::close);
                return null;
            }));
        }
        Future<?> pub = pool.submit(() -> {
            start.await();
            for (int i = 0; i < messages; i++) {
                publisher.publish("a.b.c", i);
            }
            return null;
        });
        start.countDown();
        pub.get(60, TimeUnit.SECONDS);
        publishing.set(false);
        for (Future<?> f : churners) {
            f.get(60, TimeUnit.SECONDS);
        }

        assertThat(exactCount).hasValue(messages);
        assertThat(exactSum).hasValue((long) messages * (messages - 1) / 2);
        assertThat(starCount).hasValue(messages);
        assertThat(restCount).hasValue(messages);
        assertThat(churns.get()).isPositive();
        assertThat(pipe.diagnostics().subscriptionCount(Integer.class)).isEqualTo(3);
    }
}
