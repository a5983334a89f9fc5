package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/** Keyed async, buffered async and async events, and first(...) on every async kind. */
class AsyncBrokerKindsTest {
    private static final CompletableFuture<Void> DONE = CompletableFuture.completedFuture(null);

    private final MessagePipe pipe = MessagePipe.create();
    private final List<String> calls = Collections.synchronizedList(new ArrayList<>());

    private AsyncMessageHandler<String> recording(String name) {
        return m -> {
            calls.add(name + ":" + m);
            return DONE;
        };
    }

    @Test
    void keyedAsync_deliversOnlyToThatKeysHandlers_inOrder() {
        KeyedAsyncSubscriber<Integer, String> s = pipe.keyedAsyncSubscriber(Integer.class, String.class);
        KeyedAsyncPublisher<Integer, String> p = pipe.keyedAsyncPublisher(Integer.class, String.class);
        s.subscribe(1, recording("a"));
        s.subscribe(2, recording("b"));
        s.subscribe(1, recording("c"));

        assertThat(p.publishAsync(1, "x", AsyncPublishStrategy.SEQUENTIAL).toCompletableFuture()).isCompleted();
        assertThat(p.publishAsync(3, "nobody").toCompletableFuture()).isCompleted();

        assertThat(calls).containsExactly("a:x", "c:x");
    }

    @Test
    void keyedAsync_failure_failsTheStage_andLastCloseDropsTheKey() {
        KeyedAsyncSubscriber<Integer, String> s = pipe.keyedAsyncSubscriber(Integer.class, String.class);
        Subscription sub = s.subscribe(1, m -> CompletableFuture.failedFuture(new IllegalStateException("no")));

        CompletableFuture<Void> stage = pipe.keyedAsyncPublisher(Integer.class, String.class)
                .publishAsync(1, "x").toCompletableFuture();
        assertThatThrownBy(stage::join).cause().isInstanceOf(MessageDeliveryException.class);
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isOne();
        sub.close();
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
    }

    @Test
    void keyedAsync_cancellableHandler_getsTheToken_cancelledByPipeClose() {
        CompletableFuture<CancellationToken> seen = new CompletableFuture<>();
        pipe.keyedAsyncSubscriber(Integer.class, String.class)
                .subscribe(1, (CancellableMessageHandler<String>) (m, c) -> {
            seen.complete(c);
            return new CompletableFuture<>();
        });
        pipe.keyedAsyncPublisher(Integer.class, String.class).publishAsync(1, "x");

        pipe.close();

        assertThat(seen.join().isCancelled()).isTrue();
        assertThatThrownBy(() -> pipe.keyedAsyncPublisher(Integer.class, String.class))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void keyedAsync_first_completesWithThatKeysNextMessage() {
        KeyedAsyncSubscriber<Integer, String> s = pipe.keyedAsyncSubscriber(Integer.class, String.class);
        CompletableFuture<String> first = s.first(1, m -> m.startsWith("y"));
        KeyedAsyncPublisher<Integer, String> p = pipe.keyedAsyncPublisher(Integer.class, String.class);

        p.publishAsync(2, "yes-but-other-key");
        p.publishAsync(1, "no");
        p.publishAsync(1, "yes");

        assertThat(first).isCompletedWithValue("yes");
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
    }

    @Test
    void bufferedAsync_newSubscriberStartsWithTheLastMessage_thenLaterOnes() {
        BufferedAsyncPublisher<String> p = pipe.bufferedAsyncPublisher(String.class);
        BufferedAsyncSubscriber<String> s = pipe.bufferedAsyncSubscriber(String.class);
        assertThat(s.lastMessage()).isEmpty();
        p.publishAsync("one");
        p.publishAsync("two");

        s.subscribe(recording("late"));
        p.publishAsync("three");

        assertThat(calls).containsExactly("late:two", "late:three");
        assertThat(s.lastMessage()).contains("three");
    }

    @Test
    void bufferedAsync_replayThatThrows_failsTheSubscribeAndLeavesNothing() {
        pipe.bufferedAsyncPublisher(String.class).publishAsync("x");

        assertThatThrownBy(() -> pipe.bufferedAsyncSubscriber(String.class).subscribe(m -> {
            throw new IllegalStateException("replay broke");
        })).isInstanceOf(MessageDeliveryException.class).cause().hasMessage("replay broke");
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
    }

    @Test
    void bufferedAsync_replayStageFailingLater_goesToTheErrorHandler() {
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        MessagePipe p = MessagePipe.builder().errorHandler((m, f) -> failures.add(m + "/" + f.getMessage())).build();
        p.bufferedAsyncPublisher(String.class).publishAsync("x");
        CompletableFuture<Void> replay = new CompletableFuture<>();
        p.bufferedAsyncSubscriber(String.class).subscribe(m -> replay);

        replay.completeExceptionally(new IllegalStateException("late"));

        assertThat(failures).containsExactly("x/late");
    }

    @Test
    void bufferedAsync_first_isTheBufferedMessage() {
        pipe.bufferedAsyncPublisher(String.class).publishAsync("kept");

        assertThat(pipe.bufferedAsyncSubscriber(String.class).first()).isCompletedWithValue("kept");
    }

    @Test
    void asyncEvent_publishesToItsSubscribers_andCloseEndsIt() {
        AsyncEvent<String> event = AsyncEvent.create();
        event.subscriber().subscribe(recording("a"));
        CompletableFuture<CancellationToken> token = new CompletableFuture<>();
        event.subscriber().subscribe((CancellableMessageHandler<String>) (m, c) -> {
            token.complete(c);
            return new CompletableFuture<>();
        });

        CompletionStage<Void> running = event.publisher().publishAsync("x");
        event.publisher().close();

        assertThat(calls).containsExactly("a:x");
        assertThat(token.join().isCancelled()).isTrue();
        assertThat(running.toCompletableFuture()).isNotDone();
        assertThat(event.publisher().isClosed()).isTrue();
        assertThatThrownBy(() -> event.publisher().publishAsync("y"))
                .isInstanceOf(IllegalStateException.class).hasMessage("event is closed");
        assertThatThrownBy(() -> event.subscriber().subscribe(recording("b")))
                .isInstanceOf(IllegalStateException.class).hasMessage("event is closed");
    }

    @Test
    void asyncEvent_subscriberSideCannotBeCastToThePublisher() {
        AsyncEvent<String> event = AsyncEvent.create();
        assertThat(event.subscriber()).isNotInstanceOf(AsyncPublisher.class);
    }

    @Test
    void asyncFirst_completesWithTheNextMessage_andClosesItsSubscription() {
        AsyncSubscriber<String> s = pipe.asyncSubscriber(String.class);
        CompletableFuture<String> first = s.first();
        CompletableFuture<String> matching = s.first(m -> m.length() > 2);

        pipe.asyncPublisher(String.class).publishAsync("ab");
        pipe.asyncPublisher(String.class).publishAsync("abc");

        assertThat(first).isCompletedWithValue("ab");
        assertThat(matching).isCompletedWithValue("abc");
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
    }

    @Test
    void asyncFirst_timeout_failsWithTimeoutException_andClosesItsSubscription() {
        CompletableFuture<String> first = pipe.asyncSubscriber(String.class).first(Duration.ofMillis(30));

        assertThatThrownBy(() -> first.get(10, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class).cause().isInstanceOf(TimeoutException.class);
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
    }

    @Test
    void first_isClosedBeforeAnyStageSeesItDone_byTimeoutMessageOrCancel() throws Exception {
        // A stage registered after first() runs before earlier ones (CompletableFuture runs its
        // dependents last-in first-out), so it sees the subscription closed only if the close
        // happens before the completion.
        AtomicInteger seenOnTimeout = new AtomicInteger(-1);
        CompletableFuture<String> timedOut = pipe.asyncSubscriber(String.class).first(Duration.ofMillis(20));
        CompletableFuture<Void> timeoutSeen = timedOut.handle((m, f) -> {
            seenOnTimeout.set(pipe.diagnostics().subscriptionCount(String.class));
            return null;
        });
        timeoutSeen.get(10, TimeUnit.SECONDS);
        assertThat(seenOnTimeout).hasValue(0);

        AtomicInteger seenOnMessage = new AtomicInteger(-1);
        CompletableFuture<String> delivered = pipe.subscriber(String.class).first();
        delivered.thenRun(() -> seenOnMessage.set(pipe.diagnostics().subscriptionCount(String.class)));
        pipe.publisher(String.class).publish("m");
        assertThat(delivered).isCompletedWithValue("m");
        assertThat(seenOnMessage).hasValue(0);

        AtomicInteger seenOnCancel = new AtomicInteger(-1);
        CompletableFuture<String> cancelled = pipe.subscriber(String.class).first();
        cancelled.whenComplete((m, f) -> seenOnCancel.set(pipe.diagnostics().subscriptionCount(String.class)));
        cancelled.cancel(false);
        assertThat(seenOnCancel).hasValue(0);
    }
}
