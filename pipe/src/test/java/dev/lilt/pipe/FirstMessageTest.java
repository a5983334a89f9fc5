package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

class FirstMessageTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Publisher<String> publisher = pipe.publisher(String.class);
    private final Subscriber<String> subscriber = pipe.subscriber(String.class);

    @Test
    void first_completesWithNextMessageThenUnsubscribes() {
        CompletionStage<String> first = subscriber.first();
        assertThat(pipe.diagnostics().subscriptionCount()).isEqualTo(1);

        publisher.publish("one");
        publisher.publish("two");

        assertThat(first.toCompletableFuture()).isCompletedWithValue("one");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void first_cancelled_closesSubscription() {
        CompletableFuture<String> first = subscriber.first();

        first.cancel(true);
        publisher.publish("late");

        assertThat(first).isCancelled();
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void first_scopeClosed_futureStaysPendingButSubscriptionIsGone() {
        MessagePipe scope = pipe.createScope();
        CompletableFuture<String> first = scope.subscriber(String.class).first();

        scope.close();

        assertThat(first).isNotDone();
        assertThat(scope.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void first_passesThroughGlobalFilters() {
        MessagePipe filtered = MessagePipe.builder().filter((m, next) -> {
            if (!m.equals("skip")) {
                next.handle(m);
            }
        }).build();
        CompletableFuture<String> first = filtered.subscriber(String.class).first();

        filtered.publisher(String.class).publish("skip");
        filtered.publisher(String.class).publish("take");

        assertThat(first).isCompletedWithValue("take");
    }
}
