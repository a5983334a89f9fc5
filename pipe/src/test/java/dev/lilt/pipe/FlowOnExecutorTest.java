package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A subscriber side with executor delivery viewed as a Flow publisher: what was published before
 * a close reaches the Flow subscriber before onComplete, every signal after onSubscribe runs on
 * the executor, and demand raised from another thread is never lost.
 */
class FlowOnExecutorTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final List<ExecutorService> pools = new ArrayList<>();

    @AfterEach
    void shutDown() {
        pools.forEach(ExecutorService::shutdownNow);
        pipe.close();
    }

    private ExecutorService pool(int threads, String name) {
        AtomicInteger n = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        pools.add(pool);
        return pool;
    }

    /** Records every signal with the thread it ran on; requests only when told. */
    static final class Probe implements Flow.Subscriber<Integer> {
        final List<String> signals = Collections.synchronizedList(new ArrayList<>());
        final List<String> threads = Collections.synchronizedList(new ArrayList<>());
        final CountDownLatch ended = new CountDownLatch(1);
        final AtomicInteger items = new AtomicInteger();
        volatile Flow.Subscription subscription;

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            signals.add("subscribe");
        }

        @Override
        public void onNext(Integer item) {
            threads.add(Thread.currentThread().getName());
            signals.add(String.valueOf(item));
            items.incrementAndGet();
        }

        @Override
        public void onError(Throwable t) {
            threads.add(Thread.currentThread().getName());
            signals.add("error:" + t.getClass().getSimpleName());
            ended.countDown();
        }

        @Override
        public void onComplete() {
            threads.add(Thread.currentThread().getName());
            signals.add("complete");
            ended.countDown();
        }
    }

    @Test
    void scopeClose_afterPublishes_deliversThemBeforeOnComplete_manualExecutor() {
        ManualExecutor executor = new ManualExecutor();
        MessagePipe scope = pipe.createScope();
        Probe probe = new Probe();
        scope.subscriber(Integer.class).on(executor).asFlowPublisher(16, OverflowPolicy.FAIL).subscribe(probe);
        probe.subscription.request(10);

        Publisher<Integer> publisher = scope.publisher(Integer.class);
        publisher.publish(0);
        publisher.publish(1);
        publisher.publish(2);
        scope.close();
        executor.runAll();

        assertThat(probe.signals).containsExactly("subscribe", "0", "1", "2", "complete");
    }

    @Test
    void scopeClose_afterPublishes_withoutDemand_waitsForRequestsThenCompletes() {
        ManualExecutor executor = new ManualExecutor();
        MessagePipe scope = pipe.createScope();
        Probe probe = new Probe();
        scope.subscriber(Integer.class).on(executor).asFlowPublisher(16, OverflowPolicy.FAIL).subscribe(probe);

        scope.publisher(Integer.class).publish(0);
        scope.publisher(Integer.class).publish(1);
        scope.close();
        executor.runAll();
        assertThat(probe.signals).containsExactly("subscribe");

        probe.subscription.request(1);
        executor.runAll();
        assertThat(probe.signals).containsExactly("subscribe", "0");
        probe.subscription.request(1);
        executor.runAll();
        assertThat(probe.signals).containsExactly("subscribe", "0", "1", "complete");
    }

    @Test
    void scopeClose_afterPublishes_realPool_deliversThemBeforeOnComplete_everyRun() throws InterruptedException {
        ExecutorService pool = pool(3, "flow-pool");
        for (int run = 0; run < 200; run++) {
            MessagePipe scope = pipe.createScope();
            Probe probe = new Probe();
            scope.subscriber(Integer.class).on(pool).asFlowPublisher(16, OverflowPolicy.FAIL).subscribe(probe);
            probe.subscription.request(16);
            Publisher<Integer> publisher = scope.publisher(Integer.class);
            publisher.publish(0);
            publisher.publish(1);
            publisher.publish(2);
            scope.close();

            assertThat(probe.ended.await(10, TimeUnit.SECONDS)).as("run %d ended", run).isTrue();
            assertThat(probe.signals).as("run %d", run).containsExactly("subscribe", "0", "1", "2", "complete");
        }
    }

    @Test
    void signalsAfterOnSubscribe_runOnTheExecutor_evenWhenRequestedFromAnotherThread() throws InterruptedException {
        ExecutorService pool = pool(2, "flow-signals");
        MessagePipe scope = pipe.createScope();
        Probe probe = new Probe();
        scope.subscriber(Integer.class).on(pool).asFlowPublisher(8, OverflowPolicy.FAIL).subscribe(probe);
        for (int i = 0; i < 5; i++) {
            scope.publisher(Integer.class).publish(i);
        }
        scope.close();
        probe.subscription.request(Long.MAX_VALUE); // the test thread asks; the pool emits

        assertThat(probe.ended.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(probe.signals).containsExactly("subscribe", "0", "1", "2", "3", "4", "complete");
        assertThat(probe.threads).hasSize(6).allMatch(name -> name.startsWith("flow-signals-"));
    }

    @Test
    void pipeDeliveryExecutor_isTheFlowViewsExecutor() throws InterruptedException {
        ExecutorService pool = pool(1, "flow-default");
        MessagePipe withExecutor = MessagePipe.builder().deliveryExecutor(pool).build();
        Probe probe = new Probe();
        withExecutor.subscriber(Integer.class).asFlowPublisher(4, OverflowPolicy.FAIL).subscribe(probe);
        probe.subscription.request(4);
        withExecutor.publisher(Integer.class).publish(7);
        withExecutor.close();

        assertThat(probe.ended.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(probe.signals).containsExactly("subscribe", "7", "complete");
        assertThat(probe.threads).allMatch(name -> name.startsWith("flow-default-"));
    }

    @Test
    void longBacklog_isEmittedInBatches_soASharedThreadIsNotHeld() {
        ManualExecutor executor = new ManualExecutor();
        Probe probe = new Probe();
        pipe.subscriber(Integer.class).on(executor).asFlowPublisher(256, OverflowPolicy.FAIL).subscribe(probe);
        for (int i = 0; i < 200; i++) {
            pipe.publisher(Integer.class).publish(i);
        }
        probe.subscription.request(Long.MAX_VALUE);

        int tasks = executor.runAll();

        assertThat(probe.items.get()).isEqualTo(200);
        assertThat(tasks).isGreaterThanOrEqualTo(4); // 200 signals, at most 64 per run
        List<String> expected = new ArrayList<>();
        expected.add("subscribe");
        for (int i = 0; i < 200; i++) {
            expected.add(String.valueOf(i));
        }
        assertThat(probe.signals).containsExactlyElementsOf(expected);
    }

    @Test
    void rejectingExecutor_signalsOnErrorWithTheRejection_andClosesTheSubscription() {
        ManualExecutor executor = new ManualExecutor();
        Probe probe = new Probe();
        pipe.subscriber(Integer.class).on(executor).asFlowPublisher(4, OverflowPolicy.FAIL).subscribe(probe);
        executor.reject(true);

        probe.subscription.request(1);

        assertThat(probe.signals).containsExactly("subscribe", "error:RejectedExecutionException");
        assertThat(pipe.diagnostics().subscriptionCount(Integer.class)).isZero();
    }

    /**
     * The shape of the reported stall: a 4-thread pool, a Flow subscriber whose own thread
     * requests 40 at a time, another thread publishing 2,000 then closing. Every item must
     * arrive, then onComplete, in every round.
     */
    @Test
    void requestsFromOwnThread_whilePublishing_thenClose_everyItemThenComplete() throws Exception {
        ExecutorService pool = pool(4, "flow-stall");
        for (int round = 0; round < 6; round++) {
            MessagePipe scope = pipe.createScope();
            Probe probe = new Probe();
            scope.subscriber(Integer.class).on(pool).asFlowPublisher(4096, OverflowPolicy.FAIL).subscribe(probe);
            AtomicReference<Throwable> publishFailure = new AtomicReference<>();
            Thread requester = new Thread(() -> {
                long requested = 3;
                probe.subscription.request(3);
                while (requested < 2_003 && probe.ended.getCount() > 0) {
                    if (probe.items.get() >= requested - 3) {
                        probe.subscription.request(40);
                        requested += 40;
                    } else {
                        Thread.onSpinWait();
                    }
                }
            }, "flow-stall-requester");
            Thread publishing = new Thread(() -> {
                try {
                    for (int i = 0; i < 2_000; i++) {
                        scope.publisher(Integer.class).publish(i);
                    }
                    scope.close();
                } catch (Throwable t) {
                    publishFailure.set(t);
                }
            }, "flow-stall-publisher");
            requester.setDaemon(true);
            requester.start();
            publishing.start();
            publishing.join(10_000);

            boolean ended = probe.ended.await(10, TimeUnit.SECONDS);
            assertThat(publishFailure.get()).isNull();
            assertThat(probe.items.get()).as("round %d: items delivered", round).isEqualTo(2_000);
            assertThat(ended).as("round %d: completed", round).isTrue();
            assertThat(probe.signals.get(probe.signals.size() - 1)).isEqualTo("complete");
            requester.join(10_000);
        }
    }
}
