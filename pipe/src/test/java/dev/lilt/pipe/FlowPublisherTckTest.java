package dev.lilt.pipe;

import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;
import org.testng.annotations.AfterClass;

/**
 * The Reactive Streams TCK (TestNG, run on the JUnit Platform by the TestNG engine) against
 * {@link Subscriber#asFlowPublisher(int, OverflowPolicy)}.
 *
 * <p>Each Flow subscriber gets a fresh {@link Event} whose subscriber side is viewed as a Flow
 * publisher. A producer thread publishes the TCK's elements into the event only as the Flow
 * subscriber requests them (so the FAIL overflow policy is never hit), then closes the event,
 * which must complete the Flow subscriber. What is verified is the view: the signals, demand,
 * cancellation and completion it produces from pipe publishes.
 */
@SuppressWarnings("exports") // TestNG needs a public class; its supertype lives on the class path
public class FlowPublisherTckTest extends FlowPublisherVerification<Integer> {
    /** Timeouts are generous: the machine running the build may be loaded. */
    private static final long TIMEOUT_MILLIS = 1_000;

    private final ExecutorService producers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "tck-producer");
        t.setDaemon(true);
        return t;
    });

    /** The TCK's environment: default timeout, and the no-signal wait. */
    public FlowPublisherTckTest() {
        super(new TestEnvironment(TIMEOUT_MILLIS, TIMEOUT_MILLIS / 2), TIMEOUT_MILLIS);
    }

    /** Stops the producer threads. */
    @AfterClass
    public void shutDown() {
        producers.shutdownNow();
    }

    @Override
    public Flow.Publisher<Integer> createFlowPublisher(long elements) {
        return subscriber -> {
            Event<Integer> event = Event.create();
            Flow.Publisher<Integer> view = event.subscriber().asFlowPublisher(16, OverflowPolicy.FAIL);
            if (subscriber == null) {
                view.subscribe(null); // the view's own null check (rule 1.9)
                return;
            }
            Paced paced = new Paced(subscriber, event, elements, producers);
            view.subscribe(paced);
            paced.start(); // the view's pipe subscription exists now: publishing may begin
        };
    }

    @Override
    public Flow.Publisher<Integer> createFailedFlowPublisher() {
        Event<Integer> closed = Event.create();
        Flow.Publisher<Integer> view = closed.subscriber().asFlowPublisher(16, OverflowPolicy.FAIL);
        closed.publisher().close(); // subscribing to a closed event's view signals onError
        return view;
    }

    /**
     * Sits between the view and the TCK's subscriber, passing every signal through; a request
     * also lets the producer publish that many more elements into the event.
     */
    private static final class Paced implements Flow.Subscriber<Integer> {
        private final Flow.Subscriber<? super Integer> downstream;
        private final Event<Integer> event;
        private final ExecutorService producers;
        private long remaining;      // guarded by this: elements not yet published
        private long outstanding;    // guarded by this: requested, not yet published
        private boolean producing;   // guarded by this
        private boolean ready;       // guarded by this
        private volatile boolean cancelled;
        private int next;            // only the producer touches it

        Paced(Flow.Subscriber<? super Integer> downstream, Event<Integer> event, long elements,
                ExecutorService producers) {
            this.downstream = Objects.requireNonNull(downstream);
            this.event = event;
            this.remaining = elements;
            this.producers = producers;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            downstream.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {
                    subscription.request(n);
                    if (n > 0) {
                        produce(n);
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
         * Called once the view has subscribed to the event: a publish before that would reach
         * nobody (the view sees the messages published after its subscription, like any
         * subscriber), and a close before it would make the subscribe fail.
         */
        void start() {
            boolean empty;
            synchronized (this) {
                ready = true;
                empty = remaining == 0;
                if (!empty) {
                    if (outstanding == 0 || producing) {
                        return;
                    }
                    producing = true;
                }
            }
            if (empty) {
                event.publisher().close(); // an empty stream completes at once
            } else {
                producers.execute(this::run);
            }
        }

        private void produce(long n) {
            synchronized (this) {
                long sum = outstanding + n;
                outstanding = sum < 0 ? Long.MAX_VALUE : sum;
                if (producing || !ready) {
                    return;
                }
                producing = true;
            }
            producers.execute(this::run);
        }

        private void run() {
            while (!cancelled) {
                synchronized (this) {
                    if (remaining == 0 || outstanding == 0) {
                        producing = false;
                        if (remaining != 0) {
                            return;
                        }
                        break;
                    }
                    remaining--;
                    outstanding--;
                }
                event.publisher().publish(next++);
            }
            if (!cancelled) {
                event.publisher().close(); // all published: the view completes the subscriber
            }
        }

        @Override
        public void onNext(Integer item) {
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
