package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Subscriptions delivered on an executor: order, queue bounds, rejection, close. */
class ExecutorDeliveryTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Publisher<String> publisher = pipe.publisher(String.class);
    private final Subscriber<String> subscriber = pipe.subscriber(String.class);
    private final ManualExecutor manual = new ManualExecutor();
    private final Recorder rec = new Recorder();
    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @AfterEach
    void shutDown() {
        pool.shutdownNow();
    }

    @Test
    void on_publishOnlyQueues_handlerRunsOnExecutorInPublishOrder() {
        subscriber.on(manual).subscribe(rec.handler("A"));

        publisher.publish("1");
        publisher.publish("2");
        publisher.publish("3");

        assertThat(rec.calls()).isEmpty();
        assertThat(manual.pending()).isEqualTo(1); // one drain task for the three messages
        manual.runAll();
        assertThat(rec.calls()).containsExactly("A:1", "A:2", "A:3");
    }

    @Test
    void on_singleThreadExecutor_runsOnItsThread() throws Exception {
        ExecutorService single = Executors.newSingleThreadExecutor(r -> new Thread(r, "delivery-thread"));
        try {
            AtomicReference<String> thread = new AtomicReference<>();
            CountDownLatch done = new CountDownLatch(1);
            subscriber.on(single).subscribe(m -> {
                thread.set(Thread.currentThread().getName());
                done.countDown();
            });

            publisher.publish("x");

            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(thread.get()).isEqualTo("delivery-thread");
        } finally {
            single.shutdownNow();
        }
    }

    @Test
    void on_pool_eachSubscriptionSeesPublishOrderAndNeverRunsConcurrently() throws Exception {
        int subscriptions = 3;
        int messages = 5_000;
        List<List<Integer>> seen = new ArrayList<>();
        AtomicInteger overlaps = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(subscriptions);
        Subscriber<Integer> ints = pipe.subscriber(Integer.class).on(pool, messages, OverflowPolicy.FAIL);
        for (int s = 0; s < subscriptions; s++) {
            List<Integer> mine = Collections.synchronizedList(new ArrayList<>());
            seen.add(mine);
            AtomicInteger inFlight = new AtomicInteger();
            ints.subscribe(m -> {
                if (inFlight.incrementAndGet() != 1) {
                    overlaps.incrementAndGet();
                }
                mine.add(m);
                inFlight.decrementAndGet();
                if (m == messages - 1) {
                    done.countDown();
                }
            });
        }

        Publisher<Integer> p = pipe.publisher(Integer.class);
        for (int i = 0; i < messages; i++) {
            p.publish(i);
        }

        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        assertThat(overlaps).hasValue(0);
        for (List<Integer> mine : seen) {
            assertThat(mine).hasSize(messages).isSorted();
        }
    }

    @Test
    void queueFull_dropOldest_keepsTheNewest() {
        subscriber.on(manual, 3, OverflowPolicy.DROP_OLDEST).subscribe(rec.handler("A"));

        for (int i = 1; i <= 5; i++) {
            publisher.publish(String.valueOf(i));
        }
        manual.runAll();

        assertThat(rec.calls()).containsExactly("A:3", "A:4", "A:5");
    }

    @Test
    void queueFull_dropNewest_keepsTheOldest() {
        subscriber.on(manual, 3, OverflowPolicy.DROP_NEWEST).subscribe(rec.handler("A"));

        for (int i = 1; i <= 5; i++) {
            publisher.publish(String.valueOf(i));
        }
        manual.runAll();

        assertThat(rec.calls()).containsExactly("A:1", "A:2", "A:3");
    }

    @Test
    void queueFull_fail_publishFailsForThatSubscriptionOnly() {
        subscriber.on(manual, 2, OverflowPolicy.FAIL).subscribe(rec.handler("queued"));
        subscriber.subscribe(rec.handler("inline"));
        publisher.publish("1");
        publisher.publish("2");

        assertThatThrownBy(() -> publisher.publish("3"))
                .isInstanceOf(MessageDeliveryException.class)
                .cause().isInstanceOf(IllegalStateException.class)
                .hasMessage("delivery queue is full: 2 messages of java.lang.String waiting for the executor");
        manual.runAll();

        assertThat(rec.calls()).containsExactly("inline:1", "inline:2", "inline:3", "queued:1", "queued:2");
    }

    @Test
    void executorRejects_publishReportsIt_queuedMessagesWaitForTheNextPublish() {
        subscriber.on(manual).subscribe(rec.handler("A"));
        manual.reject(true);

        assertThatThrownBy(() -> publisher.publish("1"))
                .isInstanceOf(MessageDeliveryException.class)
                .cause().isInstanceOf(RejectedExecutionException.class);
        manual.reject(false);
        publisher.publish("2");
        manual.runAll();

        assertThat(rec.calls()).containsExactly("A:1", "A:2");
    }

    @Test
    void close_dropsDeliveriesNotYetStarted() {
        Subscription sub = subscriber.on(manual).subscribe(rec.handler("A"));
        publisher.publish("1");
        publisher.publish("2");

        sub.close();
        manual.runAll();

        assertThat(rec.calls()).isEmpty();
    }

    @Test
    void close_fromTheHandler_stopsTheRestOfTheQueue() {
        AtomicReference<Subscription> self = new AtomicReference<>();
        self.set(subscriber.on(manual).subscribe(m -> {
            rec.record("A:" + m);
            self.get().close();
        }));
        publisher.publish("1");
        publisher.publish("2");
        publisher.publish("3");

        manual.runAll();

        assertThat(rec.calls()).containsExactly("A:1");
    }

    @Test
    void pipeClose_dropsDeliveriesNotYetStarted() {
        subscriber.on(manual).subscribe(rec.handler("A"));
        publisher.publish("1");

        pipe.close();
        manual.runAll();

        assertThat(rec.calls()).isEmpty();
    }

    @Test
    void handlerFailure_onExecutor_goesToErrorHandlerAndTheQueueGoesOn() {
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        MessagePipe p = MessagePipe.builder()
                .errorHandler((m, f) -> failures.add(m + "/" + f.getMessage()))
                .build();
        p.subscriber(String.class).on(manual).subscribe(m -> {
            if (m.equals("bad")) {
                throw new IllegalStateException("boom");
            }
            rec.record("A:" + m);
        });

        p.publisher(String.class).publish("bad");
        p.publisher(String.class).publish("good");
        manual.runAll();

        assertThat(failures).containsExactly("bad/boom");
        assertThat(rec.calls()).containsExactly("A:good");
    }

    @Test
    void handlerFailure_withoutErrorHandler_goesToTheExecutorThreadsUncaughtHandler() throws Exception {
        AtomicReference<Throwable> uncaught = new AtomicReference<>();
        CountDownLatch reported = new CountDownLatch(1);
        ExecutorService single = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r);
            t.setUncaughtExceptionHandler((thread, e) -> {
                uncaught.set(e);
                reported.countDown();
            });
            return t;
        });
        try {
            subscriber.on(single).subscribe(m -> {
                throw new IllegalStateException("boom");
            });

            publisher.publish("x"); // does not throw: the handler has not run yet

            assertThat(reported.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(uncaught.get()).isInstanceOf(MessageDeliveryException.class)
                    .cause().hasMessage("boom");
        } finally {
            single.shutdownNow();
        }
    }

    @Test
    void pipeWideDeliveryExecutor_isTheDefault_onPublishingThreadOptsOut() {
        MessagePipe p = MessagePipe.builder().deliveryExecutor(manual).deliveryQueue(8, OverflowPolicy.FAIL).build();
        Subscriber<String> s = p.subscriber(String.class);
        s.subscribe(rec.handler("default"));
        s.onPublishingThread().subscribe(rec.handler("inline"));
        p.keyedSubscriber(String.class, String.class).subscribe("k", rec.handler("keyed"));

        p.publisher(String.class).publish("1");
        p.keyedPublisher(String.class, String.class).publish("k", "2");

        assertThat(rec.calls()).containsExactly("inline:1");
        manual.runAll();
        assertThat(rec.calls()).containsExactly("inline:1", "default:1", "keyed:2");
    }

    @Test
    void keyedOn_deliversThatKeysMessagesOnTheExecutor() {
        KeyedSubscriber<Integer, String> keyed = pipe.keyedSubscriber(Integer.class, String.class);
        keyed.on(manual).subscribe(1, rec.handler("one"));
        keyed.onPublishingThread().subscribe(2, rec.handler("two"));
        KeyedPublisher<Integer, String> kp = pipe.keyedPublisher(Integer.class, String.class);

        kp.publish(1, "a");
        kp.publish(2, "b");

        assertThat(rec.calls()).containsExactly("two:b");
        manual.runAll();
        assertThat(rec.calls()).containsExactly("two:b", "one:a");
    }

    @Test
    void bufferedOn_replayIsQueuedFirst() {
        pipe.bufferedPublisher(String.class).publish("last");
        pipe.bufferedSubscriber(String.class).on(manual).subscribe(rec.handler("A"));
        pipe.bufferedPublisher(String.class).publish("next");

        manual.runAll();

        assertThat(rec.calls()).containsExactly("A:last", "A:next");
    }

    @Test
    void eventOn_worksOnTheSubscriberSide() {
        Event<String> event = Event.create();
        event.subscriber().on(manual).subscribe(rec.handler("A"));

        event.publisher().publish("1");
        manual.runAll();

        assertThat(rec.calls()).containsExactly("A:1");
    }

    @Test
    void first_onExecutor_completesOnTheExecutor() {
        var future = subscriber.on(manual).first();
        publisher.publish("1");

        assertThat(future).isNotDone();
        manual.runAll();
        assertThat(future).isCompletedWithValue("1");
    }

    @Test
    void badArguments_throwNamingThem() {
        assertThatThrownBy(() -> subscriber.on(null)).hasMessage("executor == null");
        assertThatThrownBy(() -> subscriber.on(manual, 0, OverflowPolicy.FAIL))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("queueCapacity must be >= 1: 0");
        assertThatThrownBy(() -> subscriber.on(manual, 1, null)).hasMessage("overflow == null");
        assertThatThrownBy(() -> MessagePipe.builder().deliveryExecutor(null)).hasMessage("executor == null");
        assertThatThrownBy(() -> MessagePipe.builder().deliveryQueue(-1, OverflowPolicy.FAIL))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("capacity must be >= 1: -1");
    }

    @Test
    void stress_publishersOnSeveralThreadsWhileSubscriptionsClose_orderHoldsAndClosedStaySilent() throws Exception {
        int threads = 3;
        int perThread = 2_000;
        Subscriber<int[]> s = pipe.subscriber(int[].class).on(pool, 1 << 16, OverflowPolicy.FAIL);
        // each subscription checks that every publisher's sequence arrives in order
        List<int[]> lastSeen = new ArrayList<>();
        AtomicInteger violations = new AtomicInteger();
        List<Subscription> subs = new ArrayList<>();
        List<AtomicInteger> counts = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            int[] last = new int[threads];
            java.util.Arrays.fill(last, -1);
            lastSeen.add(last);
            AtomicInteger count = new AtomicInteger();
            counts.add(count);
            subs.add(s.subscribe(m -> {
                if (m[1] <= last[m[0]]) {
                    violations.incrementAndGet();
                }
                last[m[0]] = m[1];
                count.incrementAndGet();
            }));
        }
        Publisher<int[]> p = pipe.publisher(int[].class);
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> publishers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int id = t;
            Thread th = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < perThread; i++) {
                    p.publish(new int[] {id, i});
                }
            });
            th.start();
            publishers.add(th);
        }
        start.countDown();
        for (int k = 0; k < subs.size(); k += 2) {
            subs.get(k).close(); // half close while the publishers run
        }
        for (Thread th : publishers) {
            th.join(30_000);
        }
        awaitLiveCounts(counts, threads * perThread);
        int[] afterClose = new int[subs.size()];
        for (int k = 0; k < subs.size(); k++) {
            afterClose[k] = counts.get(k).get();
        }
        p.publish(new int[] {0, Integer.MAX_VALUE});
        awaitLiveCounts(counts, threads * perThread + 1);

        assertThat(violations).hasValue(0);
        for (int k = 0; k < subs.size(); k++) {
            if (k % 2 == 0) {
                assertThat(counts.get(k).get()).as("closed subscription %d", k).isEqualTo(afterClose[k]);
            } else {
                assertThat(counts.get(k).get()).as("live subscription %d", k).isEqualTo(threads * perThread + 1);
            }
        }
    }

    /** Waits (at most 30 s) until every odd-numbered (live) subscription has seen {@code expected}. */
    private static void awaitLiveCounts(List<AtomicInteger> counts, int expected) throws InterruptedException {
        for (int round = 0; round < 3_000; round++) {
            boolean all = true;
            for (int k = 1; k < counts.size(); k += 2) {
                all &= counts.get(k).get() >= expected;
            }
            if (all) {
                return;
            }
            Thread.sleep(10);
        }
    }
}
