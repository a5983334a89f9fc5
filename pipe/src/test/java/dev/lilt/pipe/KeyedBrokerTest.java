package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class KeyedBrokerTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final KeyedPublisher<String, String> publisher = pipe.keyedPublisher(String.class, String.class);
    private final KeyedSubscriber<String, String> subscriber = pipe.keyedSubscriber(String.class, String.class);
    private final Recorder rec = new Recorder();

    @Test
    void publish_reachesOnlyThatKeysSubscribers() {
        subscriber.subscribe("a", rec.handler("A"));
        subscriber.subscribe("b", rec.handler("B"));

        publisher.publish("a", "1");
        publisher.publish("c", "2");

        assertThat(rec.calls()).containsExactly("A:1");
    }

    @Test
    void publish_keysComparedByEquals() {
        subscriber.subscribe(new String("key"), rec.handler("A"));

        publisher.publish(new String("key"), "m");

        assertThat(rec.calls()).containsExactly("A:m");
    }

    @Test
    void close_lastSubscriberOfKey_removesKeyEntry() {
        Subscription a1 = subscriber.subscribe("a", rec.handler("A1"));
        Subscription a2 = subscriber.subscribe("a", rec.handler("A2"));
        subscriber.subscribe("b", rec.handler("B"));
        assertThat(pipe.diagnostics().liveSubscriptions()).extracting(SubscriptionInfo::key)
                .containsExactlyInAnyOrder("a", "a", "b");

        a1.close();
        a2.close();

        assertThat(pipe.diagnostics().liveSubscriptions()).extracting(SubscriptionInfo::key).containsExactly("b");
        assertThat(KeyedAccess.keyCount(subscriber)).isEqualTo(1);
    }

    @Test
    void subscribe_afterKeyEntryRemoved_createsFreshEntry() {
        subscriber.subscribe("a", rec.handler("old")).close();
        subscriber.subscribe("a", rec.handler("new"));

        publisher.publish("a", "m");

        assertThat(rec.calls()).containsExactly("new:m");
    }

    @Test
    void subscribe_withPredicate_filtersPerKey() {
        subscriber.subscribe("a", rec.handler("A"), m -> m.startsWith("x"));

        publisher.publish("a", "y");
        publisher.publish("a", "x1");

        assertThat(rec.calls()).containsExactly("A:x1");
    }

    @Test
    void first_completesWithNextMessageForThatKeyThenUnsubscribes() {
        CompletableFuture<String> first = subscriber.first("a");
        publisher.publish("b", "other key");
        assertThat(first).isNotDone();

        publisher.publish("a", "hit");

        assertThat(first).isCompletedWithValue("hit");
        assertThat(KeyedAccess.keyCount(subscriber)).isZero();
    }

    @Test
    void nullKey_throwsNamingIt() {
        assertThatThrownBy(() -> publisher.publish(null, "m")).isInstanceOf(NullPointerException.class)
                .hasMessage("key == null");
        assertThatThrownBy(() -> subscriber.subscribe(null, rec.handler("A")))
                .isInstanceOf(NullPointerException.class).hasMessage("key == null");
        assertThatThrownBy(() -> subscriber.subscribe(null, rec.handler("A"), m -> true))
                .isInstanceOf(NullPointerException.class).hasMessage("key == null");
        assertThatThrownBy(() -> subscriber.first(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("key == null");
        assertThatThrownBy(() -> subscriber.subscribe("a", null)).isInstanceOf(NullPointerException.class)
                .hasMessage("handler == null");
        assertThat(KeyedAccess.keyCount(subscriber)).isZero();
    }

    @Test
    void keyedPublisherAndSubscriber_sameTypes_shareOneBroker() {
        assertThat((Object) pipe.keyedPublisher(String.class, String.class)).isSameAs(subscriber);
        assertThat((Object) pipe.keyedSubscriber(Integer.class, String.class)).isNotSameAs(subscriber);
    }
}
