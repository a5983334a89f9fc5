package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two threads send numbered messages while a third keeps adding executor consumers and closing
 * them mid-stream; at the end the last consumers close too. Every message a send accepted is
 * counted once as received or as reported (handed off with no consumer left): none lost, none
 * duplicated, none made up. Bounded: a fixed number of messages per sender.
 */
class WorkQueueStressTest {
    private static final int PER_SENDER = 40_000;

    @ParameterizedTest
    @EnumSource(WorkDispatch.class)
    void consumersClosingMidStream_loseNothingAndDuplicateNothing(WorkDispatch dispatch) throws Exception {
        Set<Integer> reported = ConcurrentHashMap.newKeySet();
        AtomicInteger reportedTwice = new AtomicInteger();
        AtomicInteger otherFailures = new AtomicInteger();
        MessagePipe pipe = MessagePipe.builder().errorHandler((m, e) -> {
            if (m instanceof Integer && e instanceof IllegalStateException) {
                if (!reported.add((Integer) m)) {
                    reportedTwice.incrementAndGet();
                }
            } else {
                otherFailures.incrementAndGet();
            }
        }).build();
        WorkQueue<Integer> queue = pipe.workQueue(Integer.class, dispatch);
        ConcurrentHashMap<Integer, Integer> received = new ConcurrentHashMap<>();
        Set<Integer> sent = ConcurrentHashMap.newKeySet();
        ExecutorService consumersPool = Executors.newFixedThreadPool(3);
        ExecutorService drivers = Executors.newFixedThreadPool(3);
        try {
            MessageHandler<Integer> handler = m -> received.merge(m, 1, Integer::sum);
            List<Subscription> live = new ArrayList<>();
            live.add(queue.subscribe(consumersPool, 64, handler));
            AtomicBoolean sending = new AtomicBoolean(true);
            CountDownLatch start = new CountDownLatch(1);
            AtomicInteger closes = new AtomicInteger();
            Future<?> churn = drivers.submit(() -> {
                start.await();
                ThreadLocalRandom random = ThreadLocalRandom.current();
                while (sending.get()) {
                    if (live.size() < 4 && (live.size() < 2 || random.nextBoolean())) {
                        live.add(queue.subscribe(consumersPool, 1 + random.nextInt(64), handler));
                    } else {
                        live.remove(random.nextInt(live.size())).close();
                        closes.incrementAndGet();
                    }
                    Thread.yield();
                }
                return null;
            });
            List<Future<?>> senders = new ArrayList<>();
            for (int s = 0; s < 2; s++) {
                int base = s * PER_SENDER;
                senders.add(drivers.submit(() -> {
                    start.await();
                    for (int i = base; i < base + PER_SENDER; i++) {
                        for (int attempt = 0; attempt < 1_000; attempt++) {
                            try {
                                queue.send(i);
                                sent.add(i);
                                break;
                            } catch (IllegalStateException refused) {
                                // no consumer at that moment, or every queue full: not sent; try again
                                Thread.yield();
                            }
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : senders) {
                f.get(60, TimeUnit.SECONDS);
            }
            sending.set(false);
            churn.get(60, TimeUnit.SECONDS);
            for (Subscription s : live) {
                s.close(); // the last ones: what they still queue is reported
            }
            consumersPool.shutdown();
            assertThat(consumersPool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();

            int duplicated = 0;
            for (int count : received.values()) {
                duplicated += count - 1;
            }
            int both = 0;
            for (int id : reported) {
                if (received.containsKey(id)) {
                    both++;
                }
            }
            int lost = 0;
            for (int id : sent) {
                if (!received.containsKey(id) && !reported.contains(id)) {
                    lost++;
                }
            }
            int madeUp = 0;
            for (int id : received.keySet()) {
                if (!sent.contains(id)) {
                    madeUp++;
                }
            }
            assertThat(sent).hasSizeGreaterThan(PER_SENDER); // most sends found a consumer
            assertThat(closes.get()).as("consumers closed mid-stream").isPositive();
            assertThat(lost).as("lost").isZero();
            assertThat(duplicated).as("duplicated").isZero();
            assertThat(both).as("received and reported").isZero();
            assertThat(reportedTwice.get()).as("reported twice").isZero();
            assertThat(madeUp).as("received but never sent").isZero();
            assertThat(otherFailures.get()).isZero();
            assertThat(received.size() + reported.size()).isEqualTo(sent.size());
        } finally {
            consumersPool.shutdownNow();
            drivers.shutdownNow();
        }
    }
}
