package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SubscriptionBagTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Subscriber<String> subscriber = pipe.subscriber(String.class);
    private final Recorder rec = new Recorder();

    @Test
    void close_closesEverySubscriptionAdded() {
        SubscriptionBag bag = new SubscriptionBag();
        Subscription a = bag.add(subscriber.subscribe(rec.handler("A")));
        Subscription b = bag.add(pipe.keyedSubscriber(String.class, String.class).subscribe("k", rec.handler("B")));

        bag.close();
        pipe.publisher(String.class).publish("m");

        assertThat(a.isClosed()).isTrue();
        assertThat(b.isClosed()).isTrue();
        assertThat(bag.isClosed()).isTrue();
        assertThat(rec.calls()).isEmpty();
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void add_afterClose_closesSubscriptionAndThrows() {
        SubscriptionBag bag = new SubscriptionBag();
        bag.close();
        Subscription late = subscriber.subscribe(rec.handler("late"));

        assertThatThrownBy(() -> bag.add(late)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("bag is closed");
        assertThat(late.isClosed()).isTrue();
    }

    @Test
    void clear_closesHeldButKeepsBagOpen() {
        SubscriptionBag bag = new SubscriptionBag();
        Subscription a = bag.add(subscriber.subscribe(rec.handler("A")));
        assertThat(bag.size()).isEqualTo(1);

        bag.clear();
        Subscription b = bag.add(subscriber.subscribe(rec.handler("B")));

        assertThat(a.isClosed()).isTrue();
        assertThat(b.isClosed()).isFalse();
        assertThat(bag.isClosed()).isFalse();
        assertThat(bag.size()).isEqualTo(1);
    }

    @Test
    void close_twice_isIdempotent() {
        SubscriptionBag bag = new SubscriptionBag();
        bag.add(subscriber.subscribe(rec.handler("A")));

        bag.close();
        bag.close();

        assertThat(bag.size()).isZero();
    }

    @Test
    void bag_canHoldAnotherBag() {
        SubscriptionBag outer = new SubscriptionBag();
        SubscriptionBag inner = outer.add(new SubscriptionBag());
        Subscription a = inner.add(subscriber.subscribe(rec.handler("A")));

        outer.close();

        assertThat(inner.isClosed()).isTrue();
        assertThat(a.isClosed()).isTrue();
    }

    @Test
    void add_null_throwsNamingIt() {
        assertThatThrownBy(() -> new SubscriptionBag().add(null))
                .isInstanceOf(NullPointerException.class).hasMessage("subscription == null");
    }
}
