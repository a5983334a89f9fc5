package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Subscribes racing a publisher of consecutive ints on a replay broker: every subscriber sees a
 * run of consecutive messages (no gap, no duplicate between replay and live), the replay at most
 * N long and ending no earlier than the last publish that returned before the subscribe. Bounded:
 * a fixed number of messages and subscribes.
 */
class ReplayStressTest {
    private static final int KEEP = 8;
    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void subscribeWhilePublishing_replayThenLiveWithNoGapAndNoDuplicate() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        ReplayPolicy policy = ReplayPolicy.last(KEEP);
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        ReplaySubscriber<Integer> subscriber = pipe.replaySubscriber(Integer.class, policy);
        int messages = 100_000;
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger lastReturned = new AtomicInteger(-1);
        CountDownLatch start = new CountDownLatch(1);
        Future<?> pub = pool.submit(() -> {
            start.await();
            for (int i = 0; i < messages; i++) {
                publisher.publish(i);
                lastReturned.set(i);
            }
            done.set(true);
            return null;
        });
        Queue<String> problems = new ConcurrentLinkedQueue<>();
        List<Future<?>> subs = new ArrayList<>();
        int[] rounds = new int[3];
        for (int t = 0; t < 3; t++) {
            int thread = t;
            subs.add(pool.submit(() -> {
                start.await();
                while (!done.get()) {
                    int before = lastReturned.get();
                    List<Integer> got = new ArrayList<>();
                    Thread me = Thread.currentThread();
                    int[] replayed = {0}; // the replay runs on this thread, live messages on the publisher's
                    Subscription s = subscriber.subscribe(m -> {
                        synchronized (got) {
                            got.add(m);
                            if (Thread.currentThread() == me) {
                                replayed[0]++;
                            }
                        }
                    });
                    s.close();
                    check(got, replayed[0], before, problems);
                    rounds[thread]++;
                }
                return null;
            }));
        }
        start.countDown();
        pub.get(60, TimeUnit.SECONDS);
        for (Future<?> f : subs) {
            f.get(60, TimeUnit.SECONDS);
        }
        assertThat(problems).isEmpty();
        assertThat(rounds[0] + rounds[1] + rounds[2]).isPositive();
        assertThat(subscriber.messages()).hasSize(KEEP).endsWith(messages - 1);
    }

    private static void check(List<Integer> got, int replayed, int lastBefore, Queue<String> problems) {
        synchronized (got) {
            if (replayed > KEEP) {
                problems.add("replayed " + replayed + " > " + KEEP);
            }
            for (int i = 1; i < got.size(); i++) {
                if (got.get(i) != got.get(i - 1) + 1) {
                    problems.add("got " + got.get(i) + " after " + got.get(i - 1));
                }
            }
            if (lastBefore >= 0 && (got.isEmpty() || got.get(got.size() - 1) < lastBefore)) {
                problems.add("missed " + lastBefore + ", published before the subscribe");
            }
            if (lastBefore >= KEEP - 1 && replayed > 0 && replayed < KEEP) {
                problems.add("replayed only " + replayed + " of a full window");
            }
        }
    }
}
