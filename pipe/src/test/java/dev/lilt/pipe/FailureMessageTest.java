package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What a failure's exception message says: the message's type and the cause's class and own
 * message, so a log line alone tells what broke; and what a misuse's message says.
 */
class FailureMessageTest {
    /** A message type of the user's. */
    record Damage(int amount) {
    }

    /** A failure whose getMessage() itself throws. */
    static final class BrokenMessage extends RuntimeException {
        private static final long serialVersionUID = 1L;

        @Override
        public String getMessage() {
            throw new IllegalStateException("getMessage broke");
        }
    }

    private final MessagePipe pipe = MessagePipe.create();

    @Test
    void publish_failingHandler_messageCarriesTheCausesClassAndMessage() {
        IllegalArgumentException broke = new IllegalArgumentException("handler 1 broke");
        pipe.subscriber(Damage.class).subscribe(d -> {
            throw broke;
        });

        assertThatThrownBy(() -> pipe.publisher(Damage.class).publish(new Damage(3)))
                .isExactlyInstanceOf(MessageDeliveryException.class)
                .hasCause(broke)
                .hasMessage("a handler failed on " + Damage.class.getName()
                        + ": java.lang.IllegalArgumentException: handler 1 broke");
    }

    @Test
    void publish_causeWithoutMessage_namesItsClassOnly() {
        pipe.subscriber(Damage.class).subscribe(d -> {
            throw new UnsupportedOperationException();
        });

        assertThatThrownBy(() -> pipe.publisher(Damage.class).publish(new Damage(3)))
                .hasMessage("a handler failed on " + Damage.class.getName()
                        + ": java.lang.UnsupportedOperationException");
    }

    @Test
    void publish_causeWhoseGetMessageThrows_stillThrowsTheDeliveryExceptionNamingWhatThrew() {
        BrokenMessage broke = new BrokenMessage();
        pipe.subscriber(Damage.class).subscribe(d -> {
            throw broke;
        });

        assertThatThrownBy(() -> pipe.publisher(Damage.class).publish(new Damage(3)))
                .isExactlyInstanceOf(MessageDeliveryException.class)
                .hasCause(broke)
                .hasMessage("a handler failed on " + Damage.class.getName() + ": " + BrokenMessage.class.getName()
                        + ": (getMessage() threw java.lang.IllegalStateException)");
    }

    @Test
    void publishAsync_failingHandler_messageCarriesTheCausesMessage() throws Exception {
        pipe.asyncSubscriber(Damage.class)
                .subscribe(d -> CompletableFuture.failedFuture(new IllegalStateException("stage broke")));

        CompletableFuture<Void> result = pipe.asyncPublisher(Damage.class).publishAsync(new Damage(1))
                .toCompletableFuture();

        assertThatThrownBy(() -> result.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isExactlyInstanceOf(MessageDeliveryException.class)
                .hasMessageEndingWith(": java.lang.IllegalStateException: stage broke");
    }

    @Test
    void bagAdd_afterClose_saysWhatTheCallerDidAndNamesNoInternalClass() {
        SubscriptionBag bag = new SubscriptionBag();
        bag.close();
        Subscription late = pipe.subscriber(Damage.class).subscribe(d -> { });

        assertThatThrownBy(() -> bag.add(late))
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessage("bag is closed: add() was called after close(), so the subscription was closed"
                        + " instead of held")
                .hasMessageNotContaining(".internal.");
        assertThat(late.isClosed()).isTrue();
    }
}
