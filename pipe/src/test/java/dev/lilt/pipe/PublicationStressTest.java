package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The publication rules, for every broker kind, with publishers on several threads while others
 * subscribe and close. Every publish is numbered from one sequentially consistent counter,
 * incremented before the publish starts; a subscriber reads the counter right after its
 * subscribe (or close) returned. That gives each check a provable order:
 * <ul>
 *   <li>forbidden: a message numbered above the read after {@code subscribe} returned, whose publish
 *       returned before {@code close} was called, missing from that subscription (a miss after
 *       subscribe returned);
 *   <li>forbidden: a message numbered above the read after {@code close} returned reaching the
 *       subscription (a call after close returned);
 *   <li>forbidden: any message reaching one subscription twice, or a steady subscriber missing one.
 * </ul>
 * Bounded by message counts, not time: a few seconds per kind on a loaded 2-core machine.
 */
class PublicationStressTest {
    private static final int PUBLISHERS = 2;
    private static final int CHURNERS = 2;
    /** Churned subscriptions a run must have raced with publishes to count. */
    private static final int MIN_CHURN = 10;
    private static final int MESSAGES_PER_PUBLISHER = 50_000;
    private static final int STEADY = 2;

    /**
     * One broker of a kind, seen as "subscribe a recorder", "publish number n and wait for it" and
     * "close everything at once" (the scope it lives in, or the event).
     */
    interface Target {
        Subscription subscribe(LongConsumer onCall);

        void publish(long n);

        void closeAll();
    }

    /** Every broker kind, including request handlers and standalone events. */
    enum Kind {
        PLAIN {
            @Override
            Target open(MessagePipe pipe) {
                Subscriber<Long> s = pipe.subscriber(Long.class);
                Publisher<Long> p = pipe.publisher(Long.class);
                return target(pipe, h -> s.subscribe(h::accept), p::publish);
            }
        },
        KEYED {
            @Override
            Target open(MessagePipe pipe) {
                KeyedSubscriber<String, Long> s = pipe.keyedSubscriber(String.class, Long.class);
                KeyedPublisher<String, Long> p = pipe.keyedPublisher(String.class, Long.class);
                return target(pipe, h -> s.subscribe("k", h::accept), n -> p.publish("k", n));
            }
        },
        /** The same key while a helper thread churns thousands of other keys: the map shrinks meanwhile. */
        KEYED_WHILE_MAP_SHRINKS {
            @Override
            Target open(MessagePipe pipe) {
                return KEYED.open(pipe);
            }

            @Override
            Runnable background(MessagePipe pipe, AtomicLong publishersLeft) {
                KeyedSubscriber<Integer, Long> other = pipe.keyedSubscriber(Integer.class, Long.class);
                return () -> {
                    Subscription[] burst = new Subscription[4_096];
                    for (int round = 0; round < 50 && publishersLeft.get() > 0; round++) {
                        for (int k = 0; k < burst.length; k++) {
                            burst[k] = other.subscribe(k, m -> { });
                        }
                        for (Subscription s : burst) {
                            s.close(); // crosses the shrink threshold every round
                        }
                    }
                };
            }
        },
        BUFFERED {
            @Override
            Target open(MessagePipe pipe) {
                BufferedSubscriber<Long> s = pipe.bufferedSubscriber(Long.class);
                BufferedPublisher<Long> p = pipe.bufferedPublisher(Long.class);
                return target(pipe, h -> s.subscribe(h::accept), p::publish);
            }
        },
        ASYNC_SEQUENTIAL {
            @Override
            Target open(MessagePipe pipe) {
                return async(pipe, AsyncPublishStrategy.SEQUENTIAL);
            }
        },
        ASYNC_PARALLEL {
            @Override
            Target open(MessagePipe pipe) {
                return async(pipe, AsyncPublishStrategy.PARALLEL);
            }
        },
        REQUEST_HANDLERS {
            @Override
            Target open(MessagePipe pipe) {
                Requester<Long, Long> requester = pipe.requester(Long.class, Long.class);
                return target(pipe, h -> pipe.register(Long.class, Long.class, q -> {
                    h.accept(q);
                    return q;
                }), requester::invokeAll);
            }
        },
        EVENT {
            @Override
            Target open(MessagePipe pipe) {
                return event(Event.create());
            }
        },
        BUFFERED_EVENT {
            @Override
            Target open(MessagePipe pipe) {
                return event(Event.buffered(0L));
            }
        };

        abstract Target open(MessagePipe pipe);

        /** Extra load on another thread for the duration of the run; none by default. */
        Runnable background(MessagePipe pipe, AtomicLong publishersLeft) {
            return () -> { };
        }

        private static Target event(Event<Long> event) {
            return target(event.publisher(), h -> event.subscriber().subscribe(h::accept), event.publisher()::publish);
        }

        private static Target async(MessagePipe pipe, AsyncPublishStrategy strategy) {
            AsyncSubscriber<Long> s = pipe.asyncSubscriber(Long.class);
            AsyncPublisher<Long> p = pipe.asyncPublisher(Long.class);
            return target(pipe, h -> s.subscribe(m -> {
                h.accept(m);
                return CompletableFuture.completedFuture(null);
            }), n -> p.publishAsync(n, strategy).toCompletableFuture().join());
        }

        private static Target target(AutoCloseable scope,
                java.util.function.Function<LongConsumer, Subscription> subscribe, LongConsumer publish) {
            return new Target() {
                @Override
                public void closeAll() {
                    try {
                        scope.close();
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                }

                @Override
                public Subscription subscribe(LongConsumer onCall) {
                    return subscribe.apply(onCall);
                }

                @Override
                public void publish(long n) {
                    publish.accept(n);
                }
            };
        }
    }

    /** What one churned subscription saw, and the counter values that bound what it may see. */
    private record Window(long afterSubscribe, int[] publishedBeforeClose, long afterClose, Queue<Long> received) {
    }

    private final ExecutorService pool = Executors.newFixedThreadPool(PUBLISHERS + CHURNERS + 1);

    @AfterEach
    void stop() throws InterruptedException {
        pool.shutdownNow();
        assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void publishWhileSubscribingAndClosing_noMissAfterSubscribeNoCallAfterCloseNoDuplicate(Kind kind) throws Exception {
        MessagePipe pipe = stressPipe();
        Target target = kind.open(pipe);
        int total = PUBLISHERS * MESSAGES_PER_PUBLISHER;
        AtomicLong sequence = new AtomicLong();
        AtomicLong publishersLeft = new AtomicLong(PUBLISHERS);
        long[][] sent = new long[PUBLISHERS][MESSAGES_PER_PUBLISHER];
        AtomicIntegerArray published = new AtomicIntegerArray(PUBLISHERS); // how many of sent[p] returned
        AtomicIntegerArray steadySeen = new AtomicIntegerArray(STEADY * (total + 1));
        List<Subscription> steady = new ArrayList<>();
        for (int s = 0; s < STEADY; s++) {
            int base = s * (total + 1);
            steady.add(target.subscribe(n -> steadySeen.incrementAndGet(base + (int) n)));
        }
        CountDownLatch start = new CountDownLatch(1);
        Queue<Window> windows = new ConcurrentLinkedQueue<>();
        List<Future<?>> work = new ArrayList<>();
        for (int p = 0; p < PUBLISHERS; p++) {
            int publisher = p;
            work.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < MESSAGES_PER_PUBLISHER; i++) {
                    if (i == MESSAGES_PER_PUBLISHER / 2) {
                        awaitChurn(windows); // a loaded machine may not have run a churner yet
                    }
                    long n = sequence.incrementAndGet(); // before the publish starts
                    sent[publisher][i] = n;
                    target.publish(n);
                    published.set(publisher, i + 1); // after it returned (volatile: orders sent[] too)
                }
                publishersLeft.decrementAndGet();
                return null;
            }));
        }
        for (int c = 0; c < CHURNERS; c++) {
            work.add(pool.submit(() -> {
                start.await();
                while (publishersLeft.get() > 0) {
                    windows.add(churnOnce(target, sequence, published));
                }
                return null;
            }));
        }
        Runnable background = kind.background(pipe, publishersLeft);
        work.add(pool.submit(() -> {
            start.await();
            background.run();
            return null;
        }));
        start.countDown();
        for (Future<?> f : work) {
            f.get(120, TimeUnit.SECONDS); // rethrows any exception from a worker
        }

        List<String> problems = new ArrayList<>();
        for (Window w : windows) {
            check(w, sent, problems);
        }
        for (int s = 0; s < STEADY; s++) {
            for (int n = 1; n <= total; n++) {
                int calls = steadySeen.get(s * (total + 1) + n);
                if (calls != 1) {
                    problems.add("steady subscriber " + s + " got message " + n + " " + calls + " times");
                }
            }
        }
        System.out.printf("%s: %d messages, %d churned subscriptions, %d forbidden outcomes%n",
                kind, total, windows.size(), problems.size());
        assertThat(problems).as(kind + ": forbidden outcomes").isEmpty();
        assertThat(windows).as("churned subscriptions").hasSizeGreaterThan(MIN_CHURN);
        steady.forEach(Subscription::close);
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void closeScopeWhilePublishing_noCallAfterCloseReturned(Kind kind) throws Exception {
        MessagePipe root = stressPipe();
        int rounds = 300;
        List<String> problems = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            Target target = kind.open(root.createScope());
            AtomicLong sequence = new AtomicLong();
            Queue<Long> received = new ConcurrentLinkedQueue<>();
            List<Subscription> subs = new ArrayList<>();
            for (int s = 0; s < 3; s++) {
                subs.add(target.subscribe(received::add));
            }
            List<Future<?>> publishing = new ArrayList<>();
            for (int p = 0; p < PUBLISHERS; p++) {
                publishing.add(pool.submit(() -> {
                    for (int i = 0; i < 100_000; i++) {
                        long n = sequence.incrementAndGet();
                        try {
                            target.publish(n);
                        } catch (IllegalStateException closed) {
                            return null; // the close won from here on
                        }
                    }
                    return null;
                }));
            }
            for (int spin = 0; spin < 100_000 && sequence.get() < 1 + round % 20; spin++) {
                Thread.onSpinWait();
            }
            target.closeAll();
            long afterClose = sequence.get(); // a sequentially consistent read after the close returned
            for (Future<?> f : publishing) {
                f.get(60, TimeUnit.SECONDS);
            }
            for (long n : received) {
                if (n > afterClose) {
                    problems.add("round " + round + ": message " + n + " started after the close returned (counter "
                            + afterClose + ") and called a subscription");
                }
            }
            for (Subscription s : subs) {
                if (!s.isClosed()) {
                    problems.add("round " + round + ": a subscription still live after its scope closed");
                }
            }
        }
        assertThat(problems).as(kind + ": forbidden outcomes").isEmpty();
    }

    /** Subscribes, lets a few messages pass (bounded wait), and closes, recording the window. */
    private static Window churnOnce(Target target, AtomicLong sequence, AtomicIntegerArray published) {
        Queue<Long> received = new ConcurrentLinkedQueue<>();
        Subscription s = target.subscribe(received::add);
        long afterSubscribe = sequence.get(); // a sequentially consistent read after subscribe returned
        for (int spin = 0; spin < 10_000 && sequence.get() < afterSubscribe + 3; spin++) {
            Thread.onSpinWait();
        }
        int[] publishedBeforeClose = new int[published.length()];
        for (int p = 0; p < publishedBeforeClose.length; p++) {
            publishedBeforeClose[p] = published.get(p); // these publishes returned before close is called
        }
        s.close();
        long afterClose = sequence.get(); // a sequentially consistent read after close returned
        return new Window(afterSubscribe, publishedBeforeClose, afterClose, received);
    }

    /** Adds to {@code problems} each forbidden outcome {@code w} shows. */
    private static void check(Window w, long[][] sent, List<String> problems) {
        Set<Long> distinct = new HashSet<>(w.received());
        if (distinct.size() != w.received().size()) {
            problems.add("a message delivered twice to one subscription: " + w.received());
        }
        for (long n : distinct) {
            if (n > w.afterClose()) {
                problems.add("message " + n + " started after close returned (counter " + w.afterClose()
                        + ") and called it");
            }
        }
        for (int p = 0; p < sent.length; p++) {
            long[] mine = sent[p];
            int count = w.publishedBeforeClose()[p];
            for (int i = firstAbove(mine, count, w.afterSubscribe()); i < count; i++) {
                if (!distinct.contains(mine[i])) {
                    problems.add("message " + mine[i] + " started after subscribe returned (counter "
                            + w.afterSubscribe() + ") and returned before close, but missed it");
                }
            }
        }
    }

    /** Index of the first of sent[0..count) above {@code n}; sent is increasing. */
    private static int firstAbove(long[] sent, int count, long n) {
        int i = Arrays.binarySearch(sent, 0, count, n);
        return i >= 0 ? i + 1 : -i - 1;
    }

    /** Request handlers are many per type here, like subscribers (the default allows that). */
    private static MessagePipe stressPipe() {
        return MessagePipe.create();
    }

    /** Waits (bounded) until the churners have made more than MIN_CHURN windows, so every run races them. */
    private static void awaitChurn(Queue<Window> windows) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (windows.size() <= MIN_CHURN && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
    }
}
