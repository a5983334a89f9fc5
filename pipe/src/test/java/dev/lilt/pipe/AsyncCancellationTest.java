package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The cancellation token async handlers receive, and what cancels it. */
class AsyncCancellationTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final AsyncPublisher<String> publisher = pipe.asyncPublisher(String.class);
    private final AsyncSubscriber<String> subscriber = pipe.asyncSubscriber(String.class);
    private final AtomicReference<CancellationToken> token = new AtomicReference<>();
    private final CompletableFuture<Void> never = new CompletableFuture<>();

    /** A handler that keeps the token and never completes on its own. */
    private final CancellableMessageHandler<String> hanging = (message, cancellation) -> {
        token.set(cancellation);
        return never;
    };

    @Test
    void cancellingThePublishStage_cancelsTheToken_andRunsListenersOnce() {
        List<String> heard = Collections.synchronizedList(new ArrayList<>());
        subscriber.subscribe((message, cancellation) -> {
            token.set(cancellation);
            cancellation.onCancel(() -> heard.add("cancelled"));
            return never;
        });

        CompletionStage<Void> stage = publisher.publishAsync("m");
        assertThat(token.get().isCancelled()).isFalse();
        stage.toCompletableFuture().cancel(false);

        assertThat(token.get().isCancelled()).isTrue();
        assertThat(heard).containsExactly("cancelled");
        assertThatThrownBy(() -> token.get().throwIfCancelled()).isInstanceOf(CancellationException.class);
    }

    @Test
    void timeout_failsTheStageWithTimeoutException_andCancelsTheToken() throws Exception {
        subscriber.subscribe(hanging);

        CompletableFuture<Void> stage = publisher
                .publishAsync("m", AsyncPublishStrategy.PARALLEL, Duration.ofMillis(50)).toCompletableFuture();

        assertThatThrownBy(() -> stage.get(10, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class).cause().isInstanceOf(TimeoutException.class);
        assertThat(token.get().isCancelled()).isTrue();
    }

    @Test
    void timeout_sequential_startsNoFurtherHandler() throws Exception {
        List<String> started = Collections.synchronizedList(new ArrayList<>());
        subscriber.subscribe((m, c) -> {
            started.add("first");
            return never;
        });
        subscriber.subscribe(m -> {
            started.add("second");
            return CompletableFuture.completedFuture(null);
        });

        CompletableFuture<Void> stage = publisher
                .publishAsync("m", AsyncPublishStrategy.SEQUENTIAL, Duration.ofMillis(50)).toCompletableFuture();
        assertThatThrownBy(() -> stage.get(10, TimeUnit.SECONDS)).cause().isInstanceOf(TimeoutException.class);
        never.complete(null); // the first handler finishes late: the run must not go on

        assertThat(started).containsExactly("first");
    }

    @Test
    void pipeClose_cancelsTheTokensOfRunningPublishes() {
        subscriber.subscribe(hanging);
        publisher.publishAsync("m");

        pipe.close();

        assertThat(token.get().isCancelled()).isTrue();
    }

    @Test
    void scopeClose_cancelsItsRunningPublishesOnly() {
        MessagePipe scope = pipe.createScope();
        AtomicReference<CancellationToken> inScope = new AtomicReference<>();
        scope.asyncSubscriber(String.class).subscribe((CancellableMessageHandler<String>) (m, c) -> {
            inScope.set(c);
            return never;
        });
        subscriber.subscribe(hanging);
        scope.asyncPublisher(String.class).publishAsync("m");
        publisher.publishAsync("m");

        scope.close();

        assertThat(inScope.get().isCancelled()).isTrue();
        assertThat(token.get().isCancelled()).isFalse();
    }

    @Test
    void completedPublish_doesNotCancelTheToken() {
        subscriber.subscribe((m, c) -> {
            token.set(c);
            return CompletableFuture.completedFuture(null);
        });

        assertThat(publisher.publishAsync("m").toCompletableFuture()).isCompleted();
        pipe.close();

        assertThat(token.get().isCancelled()).isFalse();
    }

    @Test
    void tokenReachesTheHandlerThroughFilters() {
        subscriber.subscribe((m, c) -> {
            token.set(c);
            return never;
        }, List.of((m, next) -> next.handle(m), (m, next) -> next.handle(m)));

        publisher.publishAsync("m").toCompletableFuture().cancel(false);

        assertThat(token.get().isCancelled()).isTrue();
    }

    @Test
    void listenerRegisteredAfterCancel_runsAtOnce_andClosedListenerNever() {
        subscriber.subscribe(hanging);
        CompletableFuture<Void> stage = publisher.publishAsync("m").toCompletableFuture();
        List<String> heard = new ArrayList<>();
        Subscription removed = token.get().onCancel(() -> heard.add("removed"));
        removed.close();

        stage.cancel(false);
        token.get().onCancel(() -> heard.add("late"));

        assertThat(heard).containsExactly("late");
    }

    @Test
    void badArguments_throwNamingThem() {
        assertThatThrownBy(() -> publisher.publishAsync("m", AsyncPublishStrategy.PARALLEL, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be > 0: PT0S");
        assertThatThrownBy(() -> publisher.publishAsync("m", AsyncPublishStrategy.PARALLEL, null))
                .hasMessage("timeout == null");
        assertThatThrownBy(() -> CancellationToken.NONE.onCancel(null)).hasMessage("listener == null");
        assertThat(CancellationToken.NONE.isCancelled()).isFalse();
    }
}
