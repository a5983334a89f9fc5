package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The Flow bridges: a subscriber side as a Flow.Publisher, and feeding a publisher from one. */
class FlowTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Publisher<Integer> publisher = pipe.publisher(Integer.class);
    private final Subscriber<Integer> subscriber = pipe.subscriber(Integer.class);

    /** A Flow subscriber that records signals and requests only when told. */
    static final class Probe implements Flow.Subscriber<Integer> {
        final List<String> signals = Collections.synchronizedList(new ArrayList<>());
        volatile Flow.Subscription subscription;

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            signals.add("subscribe");
        }

        @Override
        public void onNext(Integer item) {
            signals.add(String.valueOf(item));
        }

        @Override
        public void onError(Throwable t) {
            signals.add("error:" + t.getClass().getSimpleName());
        }

        @Override
        public void onComplete() {
            signals.add("complete");
        }
    }

    private Probe subscribeProbe(int capacity, OverflowPolicy overflow) {
        Probe probe = new Probe();
        subscriber.asFlowPublisher(capacity, overflow).subscribe(probe);
        return probe;
    }

    private void publish(int from, int to) {
        for (int i = from; i <= to; i++) {
            publisher.publish(i);
        }
    }

    @Test
    void flowView_deliversNoMoreThanRequested_inPublishOrder() {
        Probe probe = subscribeProbe(8, OverflowPolicy.FAIL);
        publish(1, 5);
        assertThat(probe.signals).containsExactly("subscribe");

        probe.subscription.request(2);
        assertThat(probe.signals).containsExactly("subscribe", "1", "2");

        probe.subscription.request(10);
        publish(6, 6);
        assertThat(probe.signals).containsExactly("subscribe", "1", "2", "3", "4", "5", "6");
    }

    @Test
    void flowView_dropOldest_keepsTheNewestBufferFull() {
        Probe probe = subscribeProbe(3, OverflowPolicy.DROP_OLDEST);
        publish(1, 5);
        probe.subscription.request(10);
        assertThat(probe.signals).containsExactly("subscribe", "3", "4", "5");
    }

    @Test
    void flowView_dropNewest_keepsTheOldestBufferFull() {
        Probe probe = subscribeProbe(3, OverflowPolicy.DROP_NEWEST);
        publish(1, 5);
        probe.subscription.request(10);
        assertThat(probe.signals).containsExactly("subscribe", "1", "2", "3");
    }

    @Test
    void flowView_fail_signalsOnErrorAndClosesTheSubscription() {
        Probe probe = subscribeProbe(2, OverflowPolicy.FAIL);
        publish(1, 3);
        assertThat(probe.signals).containsExactly("subscribe", "error:IllegalStateException");
        assertThat(pipe.diagnostics().subscriptionCount(Integer.class)).isZero();

        probe.subscription.request(5);
        publish(4, 4);
        assertThat(probe.signals).containsExactly("subscribe", "error:IllegalStateException");
    }

    @Test
    void flowView_cancel_closesThePipeSubscription() {
        Probe probe = subscribeProbe(4, OverflowPolicy.FAIL);
        assertThat(pipe.diagnostics().subscriptionCount(Integer.class)).isOne();

        probe.subscription.cancel();
        publish(1, 2);

        assertThat(pipe.diagnostics().subscriptionCount(Integer.class)).isZero();
        assertThat(probe.signals).containsExactly("subscribe");
    }

    @Test
    void flowView_pipeClose_completesAfterTheBufferedMessages() {
        Probe probe = subscribeProbe(4, OverflowPolicy.FAIL);
        publish(1, 2);
        pipe.close();
        assertThat(probe.signals).containsExactly("subscribe");

        probe.subscription.request(1);
        assertThat(probe.signals).containsExactly("subscribe", "1");
        probe.subscription.request(1);
        assertThat(probe.signals).containsExactly("subscribe", "1", "2", "complete");
    }

    @Test
    void flowView_subscribeToClosedPipe_signalsOnSubscribeThenOnError() {
        Flow.Publisher<Integer> view = subscriber.asFlowPublisher(4, OverflowPolicy.FAIL);
        pipe.close();
        Probe probe = new Probe();
        view.subscribe(probe);
        assertThat(probe.signals).containsExactly("subscribe", "error:IllegalStateException");
    }

    @Test
    void flowView_nonPositiveRequest_signalsIllegalArgument() {
        Probe probe = subscribeProbe(4, OverflowPolicy.FAIL);
        probe.subscription.request(0);
        assertThat(probe.signals).containsExactly("subscribe", "error:IllegalArgumentException");
    }

    @Test
    void flowView_eachFlowSubscriberHasItsOwnBuffer() {
        Probe slow = subscribeProbe(2, OverflowPolicy.DROP_NEWEST);
        Probe fast = subscribeProbe(2, OverflowPolicy.DROP_NEWEST);
        fast.subscription.request(Long.MAX_VALUE);
        publish(1, 4);
        slow.subscription.request(Long.MAX_VALUE);
        assertThat(fast.signals).containsExactly("subscribe", "1", "2", "3", "4");
        assertThat(slow.signals).containsExactly("subscribe", "1", "2");
    }

    @Test
    void flowView_badArguments_throwNamingThem() {
        assertThatThrownBy(() -> subscriber.asFlowPublisher(0, OverflowPolicy.FAIL))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("bufferCapacity must be >= 1: 0");
        assertThatThrownBy(() -> subscriber.asFlowPublisher(1, null)).hasMessage("overflow == null");
        assertThatThrownBy(() -> subscriber.asFlowPublisher(1, OverflowPolicy.FAIL).subscribe(null))
                .isInstanceOf(NullPointerException.class).hasMessage("subscriber == null");
    }

    @Test
    @SuppressWarnings("try") // the source is closed inside its try on purpose: that completes the feed
    void feedFrom_publishesEveryItemInOrder_andCompletes() throws Exception {
        List<Integer> seen = Collections.synchronizedList(new ArrayList<>());
        subscriber.subscribe(seen::add);
        try (SubmissionPublisher<Integer> source = new SubmissionPublisher<>()) {
            CompletableFuture<Void> fed = publisher.feedFrom(source, 4);
            for (int i = 0; i < 100; i++) {
                source.submit(i);
            }
            source.close();
            fed.get(10, TimeUnit.SECONDS);
        }
        assertThat(seen).hasSize(100).isSorted();
    }

    @Test
    void feedFrom_requestsInBatches_neverRunsAheadOfTheBatch() {
        List<Long> requests = Collections.synchronizedList(new ArrayList<>());
        Flow.Subscriber<?>[] fed = new Flow.Subscriber<?>[1];
        Flow.Publisher<Integer> source = s -> {
            fed[0] = s;
            s.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {
                    requests.add(n);
                }

                @Override
                public void cancel() {
                    requests.add(-1L);
                }
            });
        };
        publisher.feedFrom(source, 4);
        @SuppressWarnings("unchecked")
        Flow.Subscriber<Integer> into = (Flow.Subscriber<Integer>) fed[0];
        for (int i = 0; i < 4; i++) {
            into.onNext(i);
        }
        assertThat(requests).containsExactly(4L, 2L, 2L);
    }

    @Test
    void feedFrom_cancellingTheFuture_cancelsTheSource() throws Exception {
        List<Integer> seen = Collections.synchronizedList(new ArrayList<>());
        subscriber.subscribe(seen::add);
        try (SubmissionPublisher<Integer> source = new SubmissionPublisher<>()) {
            CompletableFuture<Void> fed = publisher.feedFrom(source, 1);
            source.submit(1);
            for (int i = 0; i < 500 && seen.isEmpty(); i++) {
                Thread.sleep(10);
            }
            fed.cancel(false);
            for (int i = 0; i < 500 && source.hasSubscribers(); i++) {
                Thread.sleep(10);
            }
            assertThat(source.hasSubscribers()).isFalse();
        }
        assertThat(seen).containsExactly(1);
    }

    @Test
    void feedFrom_sourceError_failsTheFuture() {
        CompletableFuture<Void> fed = publisher.feedFrom(s -> {
            s.onSubscribe(new Flow.Subscription() {
                @Override
                public void request(long n) {
                }

                @Override
                public void cancel() {
                }
            });
            s.onError(new IllegalStateException("source broke"));
        }, 2);
        assertThat(fed).isCompletedExceptionally();
        assertThatThrownBy(fed::get).isInstanceOf(ExecutionException.class).cause().hasMessage("source broke");
    }

    @Test
    void feedFrom_pipeClosed_failsTheFutureAndCancelsTheSource() throws Exception {
        try (SubmissionPublisher<Integer> source = new SubmissionPublisher<>()) {
            CompletableFuture<Void> fed = publisher.feedFrom(source, 2);
            pipe.close();
            source.submit(1);
            assertThatThrownBy(() -> fed.get(10, TimeUnit.SECONDS)).cause().isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void feedFrom_badArguments_throwNamingThem() {
        assertThatThrownBy(() -> publisher.feedFrom(null, 1)).hasMessage("source == null");
        assertThatThrownBy(() -> publisher.feedFrom(s -> { }, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("requestBatch must be >= 1: 0");
    }

    @Test
    void flowViewOnExecutor_fillsTheBufferOnTheExecutor() {
        ManualExecutor manual = new ManualExecutor();
        Probe probe = new Probe();
        subscriber.on(manual).asFlowPublisher(4, OverflowPolicy.FAIL).subscribe(probe);
        probe.subscription.request(5);

        publish(1, 2);
        assertThat(probe.signals).containsExactly("subscribe");
        manual.runAll();

        assertThat(probe.signals).containsExactly("subscribe", "1", "2");
    }
}
