package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class BufferedBrokerTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final BufferedPublisher<String> publisher = pipe.bufferedPublisher(String.class);
    private final BufferedSubscriber<String> subscriber = pipe.bufferedSubscriber(String.class);
    private final Recorder rec = new Recorder();

    @Test
    void subscribe_beforeAnyPublish_receivesNothingAtOnce() {
        subscriber.subscribe(rec.handler("A"));

        assertThat(rec.calls()).isEmpty();
    }

    @Test
    void subscribe_afterPublish_receivesLastMessageAtOnce() {
        publisher.publish("1");
        publisher.publish("2");

        subscriber.subscribe(rec.handler("A"));

        assertThat(rec.calls()).containsExactly("A:2");
    }

    @Test
    void subscribe_replayThenLaterPublishes_inOrder() {
        publisher.publish("1");
        subscriber.subscribe(rec.handler("A"));
        publisher.publish("2");

        assertThat(rec.calls()).containsExactly("A:1", "A:2");
    }

    @Test
    void subscribe_replayThatThrows_closesSubscriptionAndThrows() {
        publisher.publish("1");
        RuntimeException boom = new RuntimeException("replay failed");

        assertThatThrownBy(() -> subscriber.subscribe(m -> {
            throw boom;
        })).isInstanceOf(MessageDeliveryException.class).hasCause(boom);
        publisher.publish("2");

        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void subscribe_replayThatThrowsWithErrorHandler_keepsSubscription() {
        List<Throwable> failures = new ArrayList<>();
        MessagePipe p = MessagePipe.builder().errorHandler((m, f) -> failures.add(f)).build();
        p.bufferedPublisher(String.class).publish("1");

        Subscription s = p.bufferedSubscriber(String.class).subscribe(m -> {
            throw new RuntimeException("replay " + m);
        });

        assertThat(s.isClosed()).isFalse();
        assertThat(failures).extracting(Throwable::getMessage).containsExactly("replay 1");
    }

    @Test
    void first_afterPublish_completesAtOnceWithBufferedMessage() {
        publisher.publish("now");

        CompletableFuture<String> first = subscriber.first();

        assertThat(first).isCompletedWithValue("now");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void lastMessage_beforeAnyPublish_isEmpty() {
        assertThat(subscriber.lastMessage()).isEmpty();
    }

    @Test
    void lastMessage_afterPublishes_isTheLastWithoutSubscribing() {
        publisher.publish("1");
        publisher.publish("2");

        assertThat(subscriber.lastMessage()).contains("2");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void lastMessage_closedPipe_throwsSayingClosed() {
        publisher.publish("1");
        pipe.close();

        assertThatThrownBy(subscriber::lastMessage).isInstanceOf(IllegalStateException.class)
                .hasMessage("pipe is closed");
    }

    @Test
    void bufferedAndPlainBrokers_forSameType_areSeparate() {
        pipe.subscriber(String.class).subscribe(rec.handler("plain"));
        subscriber.subscribe(rec.handler("buffered"));

        publisher.publish("b");
        pipe.publisher(String.class).publish("p");

        assertThat(rec.calls()).containsExactly("buffered:b", "plain:p");
    }
}
