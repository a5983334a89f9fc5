package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EventTest {
    private final Recorder rec = new Recorder();

    @Test
    void publish_reachesSubscribersInOrder() {
        Event<String> event = Event.create();
        event.subscriber().subscribe(rec.handler("A"));
        event.subscriber().subscribe(rec.handler("B"));

        event.publisher().publish("m");

        assertThat(rec.calls()).containsExactly("A:m", "B:m");
    }

    @Test
    void publisherClose_closesAllSubscriptions() {
        Event<String> event = Event.create();
        Subscription a = event.subscriber().subscribe(rec.handler("A"));
        Subscription b = event.subscriber().subscribe(rec.handler("B"));

        event.publisher().close();

        assertThat(a.isClosed()).isTrue();
        assertThat(b.isClosed()).isTrue();
        assertThat(event.publisher().isClosed()).isTrue();
    }

    @Test
    void closedEvent_publishAndSubscribe_throwSayingClosed() {
        Event<String> event = Event.create();
        event.publisher().close();
        event.publisher().close(); // idempotent

        assertThatThrownBy(() -> event.publisher().publish("m"))
                .isInstanceOf(IllegalStateException.class).hasMessage("event is closed");
        assertThatThrownBy(() -> event.subscriber().subscribe(rec.handler("A")))
                .isInstanceOf(IllegalStateException.class).hasMessage("event is closed");
        assertThatThrownBy(() -> event.subscriber().first())
                .isInstanceOf(IllegalStateException.class).hasMessage("event is closed");
    }

    @Test
    void closedEvent_closingAnOldSubscription_isHarmless() {
        Event<String> event = Event.create();
        Subscription a = event.subscriber().subscribe(rec.handler("A"));
        event.publisher().close();

        a.close();

        assertThat(a.isClosed()).isTrue();
    }

    @Test
    void buffered_newSubscriberGetsInitialValue() {
        Event<Integer> hp = Event.buffered(100);
        int[] seen = new int[1];

        hp.subscriber().subscribe(v -> seen[0] = v);

        assertThat(seen[0]).isEqualTo(100);
    }

    @Test
    void buffered_newSubscriberGetsLatestValue() {
        Event<String> event = Event.buffered("initial");
        event.publisher().publish("latest");

        event.subscriber().subscribe(rec.handler("A"));

        assertThat(rec.calls()).containsExactly("A:latest");
    }

    @Test
    void buffered_nullInitialValue_throwsNamingIt() {
        assertThatThrownBy(() -> Event.buffered(null))
                .isInstanceOf(NullPointerException.class).hasMessage("initialValue == null");
    }

    @Test
    void subscriber_cannotBeCastToPublisher() {
        Event<String> event = Event.create();

        assertThat(event.subscriber()).isNotInstanceOf(Publisher.class);
        assertThat(event.publisher()).isSameAs(event.publisher());
        assertThat(event.subscriber()).isSameAs(event.subscriber());
    }

    @Test
    void subscribe_withPredicateAndFirst_work() {
        Event<String> event = Event.create();
        event.subscriber().subscribe(rec.handler("A"), m -> m.length() == 1);
        var first = event.subscriber().first();

        event.publisher().publish("xx");
        event.publisher().publish("y");

        assertThat(rec.calls()).containsExactly("A:y");
        assertThat(first).isCompletedWithValue("xx");
    }
}
