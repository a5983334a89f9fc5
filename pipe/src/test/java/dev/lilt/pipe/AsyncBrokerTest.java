package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class AsyncBrokerTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final AsyncPublisher<String> publisher = pipe.asyncPublisher(String.class);
    private final AsyncSubscriber<String> subscriber = pipe.asyncSubscriber(String.class);
    private final List<String> calls = Collections.synchronizedList(new ArrayList<>());

    private AsyncMessageHandler<String> pending(String name, List<CompletableFuture<Void>> gates) {
        return m -> {
            calls.add(name + " started");
            CompletableFuture<Void> gate = new CompletableFuture<>();
            gates.add(gate);
            return gate.thenRun(() -> calls.add(name + " done"));
        };
    }

    @Test
    void publishAsync_sequential_startsEachAfterPreviousCompletes() {
        List<CompletableFuture<Void>> gates = new ArrayList<>();
        subscriber.subscribe(pending("A", gates));
        subscriber.subscribe(pending("B", gates));

        CompletionStage<Void> done = publisher.publishAsync("m", AsyncPublishStrategy.SEQUENTIAL);
        assertThat(calls).containsExactly("A started");

        gates.get(0).complete(null);
        assertThat(calls).containsExactly("A started", "A done", "B started");
        assertThat(done.toCompletableFuture()).isNotDone();

        gates.get(1).complete(null);
        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
    }

    @Test
    void publishAsync_parallel_startsAllInOrderAtOnce() {
        List<CompletableFuture<Void>> gates = new ArrayList<>();
        subscriber.subscribe(pending("A", gates));
        subscriber.subscribe(pending("B", gates));

        CompletionStage<Void> done = publisher.publishAsync("m", AsyncPublishStrategy.PARALLEL);
        assertThat(calls).containsExactly("A started", "B started");

        gates.get(1).complete(null);
        assertThat(done.toCompletableFuture()).isNotDone();
        gates.get(0).complete(null);
        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
    }

    @Test
    void publishAsync_defaultStrategy_isParallelUnlessConfigured() {
        List<CompletableFuture<Void>> gates = new ArrayList<>();
        subscriber.subscribe(pending("A", gates));
        subscriber.subscribe(pending("B", gates));
        publisher.publishAsync("m");
        assertThat(calls).containsExactly("A started", "B started");

        calls.clear();
        gates.clear();
        MessagePipe sequential = MessagePipe.builder().asyncPublishStrategy(AsyncPublishStrategy.SEQUENTIAL).build();
        sequential.asyncSubscriber(String.class).subscribe(pending("A", gates));
        sequential.asyncSubscriber(String.class).subscribe(pending("B", gates));
        sequential.asyncPublisher(String.class).publishAsync("m");
        assertThat(calls).containsExactly("A started");
    }

    @Test
    void publishAsync_parallelHandlerThrowingSynchronously_doesNotStopOthersStarting() {
        RuntimeException boom = new RuntimeException("sync throw");
        subscriber.subscribe(m -> {
            throw boom;
        });
        subscriber.subscribe(m -> {
            calls.add("B");
            return CompletableFuture.completedFuture(null);
        });

        CompletionStage<Void> done = publisher.publishAsync("m", AsyncPublishStrategy.PARALLEL);

        assertThat(calls).containsExactly("B");
        assertThat(done.toCompletableFuture()).isCompletedExceptionally();
        assertThatThrownBy(() -> done.toCompletableFuture().join()).hasCauseInstanceOf(MessageDeliveryException.class)
                .cause().hasCause(boom);
    }

    @Test
    void publishAsync_sequentialFailures_collectedInOrderAndAllHandlersRun() {
        RuntimeException first = new RuntimeException("failed stage");
        RuntimeException second = new RuntimeException("sync throw");
        subscriber.subscribe(m -> CompletableFuture.failedFuture(first));
        subscriber.subscribe(m -> {
            throw second;
        });
        subscriber.subscribe(m -> {
            calls.add("C");
            return CompletableFuture.completedFuture(null);
        });

        CompletionStage<Void> done = publisher.publishAsync("m", AsyncPublishStrategy.SEQUENTIAL);

        assertThat(calls).containsExactly("C");
        AtomicReference<Throwable> failure = new AtomicReference<>();
        done.whenComplete((v, f) -> failure.set(f));
        assertThat(failure.get()).isInstanceOf(MessageDeliveryException.class).hasCause(first);
        assertThat(failure.get().getSuppressed()).containsExactly(second);
    }

    @Test
    void publishAsync_stageFailingWithVirtualMachineError_failsTheResultWithIt() {
        for (AsyncPublishStrategy strategy : AsyncPublishStrategy.values()) {
            MessagePipe p = MessagePipe.create();
            StackOverflowError fatal = new StackOverflowError("simulated");
            CompletableFuture<Void> gate = new CompletableFuture<>();
            p.asyncSubscriber(String.class).subscribe(m -> gate);
            p.asyncSubscriber(String.class).subscribe(m -> {
                calls.add(strategy + " second");
                return CompletableFuture.completedFuture(null);
            });

            CompletionStage<Void> done = p.asyncPublisher(String.class).publishAsync("m", strategy);
            gate.completeExceptionally(fatal);

            AtomicReference<Throwable> failure = new AtomicReference<>();
            done.whenComplete((v, f) -> failure.set(f));
            assertThat(failure.get()).as(strategy.name()).isSameAs(fatal);
        }
        assertThat(calls).containsExactly("PARALLEL second"); // SEQUENTIAL stops at the fatal error
    }

    @Test
    void publishAsync_handlerReturningNull_countsAsFailure() {
        subscriber.subscribe(m -> null);

        CompletionStage<Void> done = publisher.publishAsync("m", AsyncPublishStrategy.PARALLEL);

        assertThatThrownBy(() -> done.toCompletableFuture().join())
                .hasCauseInstanceOf(MessageDeliveryException.class)
                .hasRootCauseInstanceOf(NullPointerException.class);
    }

    @Test
    void publishAsync_withErrorHandler_completesNormallyAndReportsEachFailure() {
        List<Throwable> failures = new ArrayList<>();
        MessagePipe p = MessagePipe.builder().errorHandler((m, f) -> failures.add(f)).build();
        RuntimeException boom = new RuntimeException("x");
        p.asyncSubscriber(String.class).subscribe(m -> CompletableFuture.failedFuture(boom));

        CompletionStage<Void> done = p.asyncPublisher(String.class).publishAsync("m");

        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
        assertThat(failures).containsExactly(boom);
    }

    @Test
    void publishAsync_sequentialSubscriptionClosedBeforeItsTurn_isSkipped() {
        List<CompletableFuture<Void>> gates = new ArrayList<>();
        subscriber.subscribe(pending("A", gates));
        Subscription b = subscriber.subscribe(pending("B", gates));

        CompletionStage<Void> done = publisher.publishAsync("m", AsyncPublishStrategy.SEQUENTIAL);
        b.close();
        gates.get(0).complete(null);

        assertThat(calls).containsExactly("A started", "A done");
        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
    }

    @Test
    void publishAsync_subscriptionMadeDuringPublish_isNotCalledByIt() {
        subscriber.subscribe(m -> {
            subscriber.subscribe(x -> {
                calls.add("late:" + x);
                return CompletableFuture.completedFuture(null);
            });
            return CompletableFuture.completedFuture(null);
        });

        publisher.publishAsync("1", AsyncPublishStrategy.SEQUENTIAL);

        assertThat(calls).isEmpty();
    }

    @Test
    void publishAsync_manySynchronouslyCompletingSequentialHandlers_doesNotOverflowStack() {
        for (int i = 0; i < 20_000; i++) {
            subscriber.subscribe(m -> CompletableFuture.completedFuture(null));
        }

        CompletionStage<Void> done = publisher.publishAsync("m", AsyncPublishStrategy.SEQUENTIAL);

        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
    }

    @Test
    void subscribe_withPredicate_callsOnlyForAccepted() {
        subscriber.subscribe(m -> {
            calls.add(m);
            return CompletableFuture.completedFuture(null);
        }, m -> m.startsWith("y"));

        publisher.publishAsync("no", AsyncPublishStrategy.SEQUENTIAL);
        publisher.publishAsync("yes", AsyncPublishStrategy.PARALLEL);

        assertThat(calls).containsExactly("yes");
    }

    @Test
    void publishAsync_noSubscribers_completesAtOnce() {
        assertThat(publisher.publishAsync("m").toCompletableFuture()).isCompletedWithValue(null);
        assertThat(publisher.publishAsync("m", AsyncPublishStrategy.SEQUENTIAL).toCompletableFuture())
                .isCompletedWithValue(null);
    }

    @Test
    void nullArguments_throwNamingThem() {
        assertThatThrownBy(() -> publisher.publishAsync(null)).hasMessage("message == null");
        assertThatThrownBy(() -> publisher.publishAsync("m", null)).hasMessage("strategy == null");
        assertThatThrownBy(() -> subscriber.subscribe((AsyncMessageHandler<String>) null))
                .hasMessage("handler == null");
        assertThatThrownBy(() -> subscriber.subscribe(m -> null, (java.util.function.Predicate<String>) null))
                .hasMessage("predicate == null");
        assertThatThrownBy(() -> MessagePipe.builder().asyncPublishStrategy(null)).hasMessage("strategy == null");
    }
}
