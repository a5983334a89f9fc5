package dev.lilt.pipe;

import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;
import org.testng.annotations.AfterClass;

/**
 * The Reactive Streams TCK against {@link Subscriber#asFlowPublisher(int, OverflowPolicy)}, in one
 * delivery mode and one way of publishing; each subclass is one configuration.
 *
 * <p>Each Flow subscriber gets a fresh source (an {@link Event}, or a scope of a pipe with a
 * delivery executor) whose subscriber side is viewed as a Flow publisher with a buffer of
 * {@value #BUFFER} and the FAIL overflow policy. A producer thread publishes the TCK's elements
 * into it, never more than the buffer has room for (so FAIL is never hit): either only as the
 * Flow subscriber requests them, or up front, as many as fit before any demand. Once all are
 * published it closes the source at once, which must complete the Flow subscriber after the
 * buffered elements are delivered. What is verified is the view: the signals, demand,
 * cancellation and completion it produces from pipe publishes.
 */
abstract class FlowViewTckHarness extends FlowPublisherVerification<Integer> {
    /** Timeouts are generous: the machine running the build may be loaded. */
    private static final long TIMEOUT_MILLIS = 1_000;
    static final int BUFFER = 16;

    /** Where the view's signals run. */
    enum Mode {
        /** No executor: the publishing thread or the requesting one. */
        PUBLISHING_THREAD,
        /** {@code subscriber().on(executor).asFlowPublisher(...)}. */
        ON_EXECUTOR,
        /** A pipe built with {@code deliveryExecutor(executor)}: every view uses it. */
        PIPE_EXECUTOR
    }

    /** When the producer may publish. */
    enum Publishing {
        /** Only elements the Flow subscriber has requested. */
        ON_DEMAND,
        /** Before any demand, as many as the buffer holds; then as the buffer empties. */
        UP_FRONT
    }

    private final Mode mode;
    private final Publishing publishing;
    private final ExecutorService producers = daemons("tck-producer", 0);
    private final ExecutorService delivery = daemons("tck-delivery", 3);
    private final MessagePipe pipeWithExecutor;

    FlowViewTckHarness(Mode mode, Publishing publishing) {
        super(new TestEnvironment(TIMEOUT_MILLIS, TIMEOUT_MILLIS / 2), TIMEOUT_MILLIS);
        this.mode = mode;
        this.publishing = publishing;
        this.pipeWithExecutor = MessagePipe.builder().deliveryExecutor(delivery).build();
    }

    private static ExecutorService daemons(String name, int threads) {
        AtomicInteger n = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        return threads == 0 ? Executors.newCachedThreadPool(factory) : Executors.newFixedThreadPool(threads, factory);
    }

    /** Stops the threads and the pipe. */
    @AfterClass
    public void shutDown() {
        pipeWithExecutor.close();
        producers.shutdownNow();
        delivery.shutdownNow();
    }

    /** One source per Flow subscriber: its Flow view, how to publish into it, how to close it. */
    private record Source(Flow.Publisher<Integer> view, Publisher<Integer> publisher, Runnable close) {
    }

    private Source newSource() {
        switch (mode) {
            case PUBLISHING_THREAD: {
                Event<Integer> event = Event.create();
                return new Source(event.subscriber().asFlowPublisher(BUFFER, OverflowPolicy.FAIL), event.publisher(),
                        event.publisher()::close);
            }
            case ON_EXECUTOR: {
                Event<Integer> event = Event.create();
                return new Source(event.subscriber().on(delivery).asFlowPublisher(BUFFER, OverflowPolicy.FAIL),
                        event.publisher(), event.publisher()::close);
            }
            default: {
                MessagePipe scope = pipeWithExecutor.createScope();
                return new Source(scope.subscriber(Integer.class).asFlowPublisher(BUFFER, OverflowPolicy.FAIL),
                        scope.publisher(Integer.class), scope::close);
            }
        }
    }

    @Override
    public Flow.Publisher<Integer> createFlowPublisher(long elements) {
        return subscriber -> {
            Source source = newSource();
            if (subscriber == null) {
                source.view().subscribe(null); // the view's own null check (rule 1.9)
                return;
            }
            Paced paced = new Paced(subscriber, source, elements, producers, publishing == Publishing.UP_FRONT);
            source.view().subscribe(paced);
            paced.start(); // the view's pipe subscription exists now: publishing may begin
        };
    }

    @Override
    public Flow.Publisher<Integer> createFailedFlowPublisher() {
        Source closed = newSource();
        closed.close().run(); // subscribing to a closed source's view signals onError
        return closed.view();
    }

    /**
     * Sits between the view and the TCK's subscriber, passing every signal through; it lets the
     * producer publish while the view's buffer has room and (on demand) the subscriber has asked.
     */
    private static final class Paced implements Flow.Subscriber<Integer> {
        private final Flow.Subscriber<? super Integer> downstream;
        private final Source source;
        private final ExecutorService producers;
        private final boolean upFront;
        private long remaining;      // guarded by this: elements not yet published
        private long outstanding;    // guarded by this: requested, not yet published
        private int buffered;        // guarded by this: published, not yet passed to onNext
        private boolean producing;   // guarded by this
        private boolean ready;       // guarded by this
        private boolean closed;      // guarded by this
        private volatile boolean cancelled;
        private int next;            // only the producer touches it

        Paced(Flow.Subscriber<? super Integer> downstream, Source source, long elements, ExecutorService producers,
                boolean upFront) {
            this.downstream = Objects.requireNonNull(downstream);
            this.source = source;
            this.remaining = elements;
            this.producers = producers;
            this.upFront = upFront;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            downstream.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {
                    subscription.request(n);
                    if (n > 0) {
                        synchronized (Paced.this) {
                            long sum = outstanding + n;
                            outstanding = sum < 0 ? Long.MAX_VALUE : sum;
                        }
                        kick();
                    }
                }

                @Override
                public void cancel() {
                    cancelled = true;
                    subscription.cancel();
                }
            });
        }

        /**
         * Called once the view has subscribed to the source: a publish before that would reach
         * nobody, and a close before it would make the subscribe fail.
         */
        void start() {
            boolean empty;
            synchronized (this) {
                ready = true;
                empty = remaining == 0;
                closed = empty;
            }
            if (empty) {
                source.close().run(); // an empty stream completes at once
            } else {
                kick();
            }
        }

        private boolean mayPublish() { // guarded by this
            return remaining > 0 && buffered < BUFFER && (upFront || outstanding > 0);
        }

        private void kick() {
            synchronized (this) {
                if (producing || !ready || cancelled || !mayPublish()) {
                    return;
                }
                producing = true;
            }
            producers.execute(this::run);
        }

        private void run() {
            boolean closeNow = false;
            while (!cancelled) {
                synchronized (this) {
                    if (remaining == 0) {
                        producing = false;
                        closeNow = !closed;
                        closed = true;
                        break;
                    }
                    if (!mayPublish()) {
                        producing = false;
                        return;
                    }
                    remaining--;
                    buffered++;
                    if (outstanding > 0 && outstanding != Long.MAX_VALUE) {
                        outstanding--;
                    }
                }
                source.publisher().publish(next++);
            }
            if (closeNow && !cancelled) {
                source.close().run(); // all published: the view completes the subscriber after its buffer
            }
        }

        @Override
        public void onNext(Integer item) {
            synchronized (this) {
                buffered--;
            }
            kick();
            downstream.onNext(item);
        }

        @Override
        public void onError(Throwable failure) {
            downstream.onError(failure);
        }

        @Override
        public void onComplete() {
            downstream.onComplete();
        }
    }
}
