package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * No exception the pipe throws, and no subscription's toString(), calls a user's toString():
 * a key, message or failure whose toString() throws never changes what is thrown, and one whose
 * toString() returns secret text never gets that text copied into a message.
 */
class UserToStringTest {
    private static final String SECRET = "user-data-must-not-leak";

    /** A key or message whose toString() throws. */
    record Hostile(int id) {
        @Override
        public String toString() {
            throw new IllegalArgumentException("toString called");
        }
    }

    /** A key or message whose toString() returns user data. */
    record Secret(int id) {
        @Override
        public String toString() {
            return SECRET;
        }
    }

    /** A handler failure whose toString() and messages throw. */
    static final class HostileFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        @Override
        public String getMessage() {
            throw new IllegalArgumentException("getMessage called");
        }

        @Override
        public String toString() {
            throw new IllegalArgumentException("toString called");
        }
    }

    private final MessagePipe pipe = MessagePipe.create();

    @Test
    void bagAdd_closedBag_keyWithThrowingToString_stillThrowsIllegalStateAndClosesTheSubscription() {
        SubscriptionBag bag = new SubscriptionBag();
        bag.close();
        Subscription late = pipe.keyedSubscriber(Hostile.class, String.class).subscribe(new Hostile(1), m -> { });

        assertThatThrownBy(() -> bag.add(late))
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("bag is closed");
        assertThat(late.isClosed()).isTrue();
    }

    @Test
    void bagAdd_closedBag_messageNamesTypesNotTheKey() {
        SubscriptionBag bag = new SubscriptionBag();
        bag.close();
        Subscription late = pipe.keyedSubscriber(Secret.class, String.class).subscribe(new Secret(1), m -> { });

        assertThatThrownBy(() -> bag.add(late)).hasMessageNotContaining(SECRET);
    }

    @Test
    void subscriptionToString_keyWithThrowingToString_namesTheKeyTypeOnly() {
        Subscription keyed = pipe.keyedSubscriber(Hostile.class, String.class).subscribe(new Hostile(1), m -> { });
        Subscription secret = pipe.keyedSubscriber(Secret.class, String.class).subscribe(new Secret(1), m -> { });

        assertThat(keyed.toString()).contains(Hostile.class.getName()).contains("live");
        assertThat(secret.toString()).doesNotContain(SECRET);
    }

    @Test
    void publish_failureWithThrowingToString_throwsDeliveryExceptionWithThatCause() {
        HostileFailure failure = new HostileFailure();
        pipe.subscriber(String.class).subscribe(m -> {
            throw failure;
        });

        assertThatThrownBy(() -> pipe.publisher(String.class).publish("m"))
                .isExactlyInstanceOf(MessageDeliveryException.class)
                .hasCause(failure)
                .hasMessage("a handler failed on java.lang.String: " + HostileFailure.class.getName()
                        + ": (getMessage() threw java.lang.IllegalArgumentException)");
    }

    @Test
    void publish_messageWithThrowingToString_failingHandler_throwsDeliveryException() {
        IllegalStateException failure = new IllegalStateException("boom");
        pipe.subscriber(Hostile.class).subscribe(m -> {
            throw failure;
        });

        assertThatThrownBy(() -> pipe.publisher(Hostile.class).publish(new Hostile(2)))
                .isExactlyInstanceOf(MessageDeliveryException.class)
                .hasCause(failure);
    }

    @Test
    void publish_keyedSecretMessage_messageHasItsTypeAndTheFailuresOwnTextOnly() {
        pipe.keyedSubscriber(Secret.class, Secret.class).subscribe(new Secret(1), m -> {
            throw new IllegalStateException("handler broke");
        });

        assertThatThrownBy(() -> pipe.keyedPublisher(Secret.class, Secret.class).publish(new Secret(1), new Secret(2)))
                .isExactlyInstanceOf(MessageDeliveryException.class)
                .hasMessageNotContaining(SECRET)
                .hasMessageContaining(Secret.class.getName())
                .hasMessageContaining(IllegalStateException.class.getName() + ": handler broke");
    }

    @Test
    void invoke_noHandler_requestWithThrowingToString_throwsIllegalStateNamingTypes() {
        Requester<Hostile, String> requester = pipe.requester(Hostile.class, String.class);

        assertThatThrownBy(() -> requester.invoke(new Hostile(3)))
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining(Hostile.class.getName());
    }

    @Test
    void invoke_handlerFailureWithThrowingToString_throwsTheFailureItself() {
        HostileFailure failure = new HostileFailure();
        pipe.register(Hostile.class, String.class, q -> {
            throw failure;
        });

        assertThatThrownBy(() -> pipe.requester(Hostile.class, String.class).invoke(new Hostile(4))).isSameAs(failure);
    }
}
