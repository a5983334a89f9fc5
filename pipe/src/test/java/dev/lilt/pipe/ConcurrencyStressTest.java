package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Several threads publish while others subscribe and close. Forbidden outcomes: a steady
 * subscriber missing a message or getting one twice; any exception; a lost subscription
 * (a subscribe that returned but is never called, or counted wrong afterwards). Bounded by
 * iteration counts, not time.
 */
class ConcurrencyStressTest {
    private static final int PUBLISHERS = 3;
    private static final int CHURNERS = 3;
    private static final int MESSAGES_PER_PUBLISHER = 20_000;
    private static final int STEADY = 4;

    private final ExecutorService pool = Executors.newFixedThreadPool(PUBLISHERS + CHURNERS);

    @AfterEach
    void stop() throws InterruptedException {
        pool.shutdownNow();
        assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void plainBroker_publishWhileChurning_steadySubscribersGetEveryMessageExactlyOnce() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<Integer> subscriber = pipe.subscriber(Integer.class);
        Publisher<Integer> publisher = pipe.publisher(Integer.class);
        runAndCheck(pipe, i -> publisher::publish, subscriber::subscribe);
    }

    @Test
    void keyedBroker_publishWhileChurningSameKey_steadySubscribersGetEveryMessageExactlyOnce() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        KeyedSubscriber<String, Integer> subscriber = pipe.keyedSubscriber(String.class, Integer.class);
        KeyedPublisher<String, Integer> publisher = pipe.keyedPublisher(String.class, Integer.class);
        runAndCheck(pipe, i -> m -> publisher.publish("k", m), h -> subscriber.subscribe("k", h));
    }

    @Test
    void keyedBroker_lastCloseRacingSubscribe_neverLosesTheNewSubscription() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        KeyedSubscriber<Integer, Integer> subscriber = pipe.keyedSubscriber(Integer.class, Integer.class);
        KeyedPublisher<Integer, Integer> publisher = pipe.keyedPublisher(Integer.class, Integer.class);
        int rounds = 5_000;
        List<Future<?>> work = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int thread = t;
            work.add(pool.submit(() -> {
                for (int r = 0; r < rounds; r++) {
                    int key = r % 8;
                    Subscription flicker = subscriber.subscribe(key, m -> { });
                    AtomicInteger got = new AtomicInteger();
                    Subscription kept = subscriber.subscribe(key, m -> got.incrementAndGet());
                    flicker.close(); // may be the key's "last" close racing other threads' subscribes
                    publisher.publish(key, thread);
                    assertThat(got.get()).as("own subscription reached").isGreaterThanOrEqualTo(1);
                    kept.close();
                }
                return null;
            }));
        }
        for (Future<?> f : work) {
            f.get(60, TimeUnit.SECONDS);
        }
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
        assertThat(KeyedAccess.keyCount(subscriber)).isZero();
    }

    @Test
    void bufferedBroker_subscribeWhilePublishing_newSubscriberGetsReplayThenEveryLaterMessageOnce() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        BufferedPublisher<Integer> publisher = pipe.bufferedPublisher(Integer.class);
        BufferedSubscriber<Integer> subscriber = pipe.bufferedSubscriber(Integer.class);
        publisher.publish(-1);
        int messages = 50_000;
        CountDownLatch start = new CountDownLatch(1);
        Future<?> pub = pool.submit(() -> {
            start.await();
            for (int i = 0; i < messages; i++) {
                publisher.publish(i);
            }
            return null;
        });
        Queue<String> problems = new ConcurrentLinkedQueue<>();
        List<Future<?>> subs = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            subs.add(pool.submit(() -> {
                start.await();
                for (int r = 0; r < 500; r++) {
                    int[] last = {Integer.MIN_VALUE};
                    int[] received = {0};
                    Subscription s = subscriber.subscribe(m -> {
                        // one publisher of consecutive ints: after the replay, each message is the
                        // next one; a gap is a lost message, a repeat a double delivery
                        if (last[0] != Integer.MIN_VALUE && m != last[0] + 1) {
                            problems.add("got " + m + " after " + last[0]);
                        }
                        last[0] = m;
                        received[0]++;
                    });
                    if (received[0] == 0) {
                        problems.add("no replay");
                    }
                    s.close();
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
    }

    @Test
    void keyedBroker_scopeCloseRacingNewKeySubscribes_leavesNoLiveSubscription() throws Exception {
        // a new key each time: a new map entry racing the close's walk over the keys
        closeScopeWhileSubscribing(120, round -> 1 + round % 32, 5_000,
                (scope, i) -> scope.keyedSubscriber(Integer.class, String.class).subscribe(i, m -> { }));
    }

    @Test
    void scopeClose_racingBrokerCreation_leavesNoLiveSubscription() throws Exception {
        List<Class<?>> types = List.of(String.class, Integer.class, Long.class, Short.class, Byte.class,
                Double.class, Float.class, Character.class, Boolean.class, Object.class, Number.class,
                CharSequence.class, Runnable.class, Thread.class, Class.class, Enum.class);
        // the first pass over the types creates the brokers, in the scope and in nested scopes
        closeScopeWhileSubscribing(100, round -> round % types.size(), 8 * types.size(),
                (scope, i) -> (i % 2 == 0 ? scope : scope.createScope())
                        .subscriber(types.get(i / 2 % types.size())).subscribe(m -> { }));
    }

    /**
     * Rounds of: a worker subscribes with {@code subscribeNth(scope, i)} for i = 0, 1, ... until the
     * scope's close makes it throw (or {@code limit} is reached), while this thread closes the scope
     * once {@code closeAfter(round)} subscriptions were made. Forbidden: a subscription that
     * subscribe returned and that is still live after the close.
     */
    private void closeScopeWhileSubscribing(int rounds, IntUnaryOperator closeAfter, int limit,
            BiFunction<MessagePipe, Integer, Subscription> subscribeNth) throws Exception {
        MessagePipe root = MessagePipe.create();
        for (int round = 0; round < rounds; round++) {
            MessagePipe scope = root.createScope();
            AtomicInteger made = new AtomicInteger();
            Future<List<Subscription>> subscribing = pool.submit(() -> {
                List<Subscription> returned = new ArrayList<>();
                try {
                    for (int i = 0; i < limit; i++) {
                        returned.add(subscribeNth.apply(scope, i));
                        made.incrementAndGet();
                    }
                } catch (IllegalStateException closed) {
                    // the close won from here on
                }
                return returned;
            });
            while (made.get() < closeAfter.applyAsInt(round)) {
                Thread.onSpinWait();
            }
            scope.close();
            List<Subscription> returned = subscribing.get(60, TimeUnit.SECONDS);

            assertThat(returned).as("round %d", round).allMatch(Subscription::isClosed);
            assertThat(scope.diagnostics().subscriptionCount()).as("round %d", round).isZero();
        }
    }

    @Test
    void bufferedBroker_replayFailingWhilePublishing_failedSubscriptionIsNeverCalledAgain() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        BufferedPublisher<Integer> publisher = pipe.bufferedPublisher(Integer.class);
        BufferedSubscriber<Integer> subscriber = pipe.bufferedSubscriber(Integer.class);
        publisher.publish(0);
        AtomicInteger subscribesLeft = new AtomicInteger(5_000);
        Future<?> publishing = pool.submit(() -> {
            for (int i = 1; subscribesLeft.get() > 0; i++) {
                publisher.publish(i);
            }
            return null;
        });
        AtomicInteger callsAfterFailure = new AtomicInteger();
        while (subscribesLeft.getAndDecrement() > 0) {
            AtomicInteger calls = new AtomicInteger();
            // forbidden: a subscribe that failed (its replay threw) still reached by a publish
            assertThatThrownBy(() -> subscriber.subscribe(m -> {
                if (calls.getAndIncrement() == 0) {
                    throw new IllegalStateException("replay fails");
                }
                callsAfterFailure.incrementAndGet();
            })).isInstanceOf(MessageDeliveryException.class);
        }
        publishing.get(60, TimeUnit.SECONDS);

        assertThat(callsAfterFailure.get()).isZero();
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void first_cancelRacingPublish_endsDoneAndLeavesNoSubscription() throws Exception {
        MessagePipe pipe = MessagePipe.create();
        Publisher<Integer> publisher = pipe.publisher(Integer.class);
        Subscriber<Integer> subscriber = pipe.subscriber(Integer.class);
        for (int round = 0; round < 2_000; round++) {
            CompletableFuture<Integer> first = subscriber.first();
            CountDownLatch go = new CountDownLatch(1);
            int message = round;
            Future<?> publishing = pool.submit(() -> {
                go.await();
                publisher.publish(message);
                return null;
            });
            go.countDown();
            boolean cancelled = first.cancel(false);
            publishing.get(60, TimeUnit.SECONDS);

            // forbidden: a pending future, a value other than the one published, a live subscription
            assertThat(first).as("round %d", round).isDone();
            if (!cancelled) {
                assertThat(first).as("round %d", round).isCompletedWithValue(message);
            }
            assertThat(pipe.diagnostics().subscriptionCount()).as("round %d", round).isZero();
        }
    }

    private void runAndCheck(MessagePipe pipe, IntFunction<MessageHandler<Integer>> publisherFor,
            java.util.function.Function<MessageHandler<Integer>, Subscription> subscribe) throws Exception {
        int total = PUBLISHERS * MESSAGES_PER_PUBLISHER;
        AtomicIntegerArray[] seen = new AtomicIntegerArray[STEADY];
        for (int s = 0; s < STEADY; s++) {
            AtomicIntegerArray counts = new AtomicIntegerArray(total);
            seen[s] = counts;
            subscribe.apply(counts::incrementAndGet);
        }
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger publishersLeft = new AtomicInteger(PUBLISHERS);
        AtomicInteger churnCalls = new AtomicInteger();
        List<Future<?>> work = new ArrayList<>();
        for (int p = 0; p < PUBLISHERS; p++) {
            MessageHandler<Integer> publish = publisherFor.apply(p);
            int base = p * MESSAGES_PER_PUBLISHER;
            work.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < MESSAGES_PER_PUBLISHER; i++) {
                    publish.handle(base + i);
                }
                publishersLeft.decrementAndGet();
                return null;
            }));
        }
        for (int c = 0; c < CHURNERS; c++) {
            work.add(pool.submit(() -> {
                start.await();
                List<Subscription> mine = new ArrayList<>();
                int round = 0;
                while (publishersLeft.get() > 0 || round < 100) {
                    mine.add(subscribe.apply(m -> churnCalls.incrementAndGet()));
                    if (mine.size() > (round % 50)) {
                        mine.remove(round % mine.size()).close();
                    }
                    round++;
                }
                mine.forEach(Subscription::close);
                return null;
            }));
        }
        start.countDown();
        for (Future<?> f : work) {
            f.get(120, TimeUnit.SECONDS); // rethrows any exception from a worker
        }

        for (int s = 0; s < STEADY; s++) {
            for (int m = 0; m < total; m++) {
                assertThat(seen[s].get(m)).as("steady subscriber %d, message %d", s, m).isEqualTo(1);
            }
        }
        assertThat(pipe.diagnostics().subscriptionCount()).isEqualTo(STEADY);
    }
}
