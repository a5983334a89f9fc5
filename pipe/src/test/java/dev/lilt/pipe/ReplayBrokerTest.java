package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The replay broker's contract: what it keeps, in what order a new subscriber gets it, bad input. */
class ReplayBrokerTest {
    private final AtomicLong nanos = new AtomicLong();
    private final MessagePipe pipe = MessagePipe.create();

    private List<Integer> subscribeAndCollect(ReplaySubscriber<Integer> subscriber) {
        List<Integer> got = new ArrayList<>();
        subscriber.subscribe(got::add);
        return got;
    }

    @Test
    void last_replaysTheLastNOldestFirst_thenLiveMessages() {
        ReplayPolicy policy = ReplayPolicy.last(3);
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        for (int i = 1; i <= 5; i++) {
            publisher.publish(i);
        }

        List<Integer> got = subscribeAndCollect(pipe.replaySubscriber(Integer.class, policy));
        assertThat(got).containsExactly(3, 4, 5);
        publisher.publish(6);

        assertThat(got).containsExactly(3, 4, 5, 6);
        assertThat(pipe.replaySubscriber(Integer.class, policy).messages()).containsExactly(4, 5, 6);
    }

    @Test
    void last_fewerThanN_replaysAllOfThem_andNothingBeforeTheFirstPublish() {
        ReplayPolicy policy = ReplayPolicy.last(100);
        ReplaySubscriber<Integer> subscriber = pipe.replaySubscriber(Integer.class, policy);
        assertThat(subscribeAndCollect(subscriber)).isEmpty();
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        for (int i = 0; i < 40; i++) { // past the ring's first capacity: it grows
            publisher.publish(i);
        }

        assertThat(subscribeAndCollect(subscriber)).hasSize(40).startsWith(0, 1).endsWith(38, 39);
    }

    @Test
    void within_replaysOnlyMessagesYoungerThanTheAge_onTheInjectedTicker() {
        ReplayPolicy policy = ReplayPolicy.within(Duration.ofSeconds(10)).withTicker(nanos::get);
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        ReplaySubscriber<Integer> subscriber = pipe.replaySubscriber(Integer.class, policy);
        publisher.publish(1);                       // t = 0
        nanos.set(Duration.ofSeconds(5).toNanos());
        publisher.publish(2);                       // t = 5 s
        nanos.set(Duration.ofSeconds(10).toNanos() - 1);

        assertThat(subscribeAndCollect(subscriber)).containsExactly(1, 2);

        nanos.set(Duration.ofSeconds(10).toNanos()); // 1 is exactly 10 s old: no longer kept
        assertThat(subscribeAndCollect(subscriber)).containsExactly(2);
        nanos.set(Duration.ofSeconds(15).toNanos());
        assertThat(subscriber.messages()).isEmpty();
        publisher.publish(3);
        assertThat(subscribeAndCollect(subscriber)).containsExactly(3);
    }

    @Test
    void lastWithin_appliesBothLimits() {
        ReplayPolicy policy = ReplayPolicy.lastWithin(2, Duration.ofSeconds(1)).withTicker(nanos::get);
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        publisher.publish(1);
        publisher.publish(2);
        publisher.publish(3);
        assertThat(pipe.replaySubscriber(Integer.class, policy).messages()).containsExactly(2, 3);

        nanos.set(Duration.ofMillis(1500).toNanos());
        publisher.publish(4);

        assertThat(subscribeAndCollect(pipe.replaySubscriber(Integer.class, policy))).containsExactly(4);
    }

    @Test
    void replayBroker_isSeparateFromPlainAndBuffered_andSharedByPublisherAndSubscriber() {
        ReplayPolicy policy = ReplayPolicy.last(2);
        List<Integer> replayed = subscribeAndCollect(pipe.replaySubscriber(Integer.class, policy));
        List<Integer> plain = new ArrayList<>();
        pipe.subscriber(Integer.class).subscribe(plain::add);

        pipe.publisher(Integer.class).publish(1);
        pipe.bufferedPublisher(Integer.class).publish(2);
        pipe.replayPublisher(Integer.class, policy).publish(3);

        assertThat(replayed).containsExactly(3);
        assertThat(plain).containsExactly(1);
        assertThat(pipe.replaySubscriber(Integer.class, policy).policy()).isEqualTo(policy);
    }

    @Test
    void replayFailing_withoutErrorHandler_closesTheSubscriptionAndThrows() {
        ReplayPolicy policy = ReplayPolicy.last(3);
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        publisher.publish(1);
        publisher.publish(2);
        List<Integer> got = new ArrayList<>();

        assertThatThrownBy(() -> pipe.replaySubscriber(Integer.class, policy).subscribe(m -> {
            got.add(m);
            throw new IllegalStateException("boom");
        })).isInstanceOf(MessageDeliveryException.class).hasCauseInstanceOf(IllegalStateException.class);

        publisher.publish(3);
        assertThat(got).containsExactly(1); // the replay stopped at the failure; the live 3 never came
        assertThat(pipe.diagnostics().subscriptionCount(Integer.class)).isZero();
    }

    @Test
    void replayFailing_withErrorHandler_reportsAndGoesOn() {
        List<Object> reported = new ArrayList<>();
        MessagePipe handled = MessagePipe.builder().errorHandler((m, e) -> reported.add(m)).build();
        ReplayPolicy policy = ReplayPolicy.last(3);
        ReplayPublisher<Integer> publisher = handled.replayPublisher(Integer.class, policy);
        publisher.publish(1);
        publisher.publish(2);
        List<Integer> got = new ArrayList<>();

        handled.replaySubscriber(Integer.class, policy).subscribe(m -> {
            got.add(m);
            if (m == 1) {
                throw new IllegalStateException("boom");
            }
        });
        publisher.publish(3);

        assertThat(got).containsExactly(1, 2, 3);
        assertThat(reported).containsExactly(1);
    }

    @Test
    void publishFromTheReplayHandler_doesNotDisturbTheReplay() {
        ReplayPolicy policy = ReplayPolicy.last(2);
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        publisher.publish(1);
        publisher.publish(2);
        List<Integer> got = new ArrayList<>();

        pipe.replaySubscriber(Integer.class, policy).subscribe(m -> {
            got.add(m);
            if (m == 1) {
                publisher.publish(10); // reaches this subscriber at once, live
            }
        });

        assertThat(got).containsExactly(1, 10, 2);
        assertThat(pipe.replaySubscriber(Integer.class, policy).messages()).containsExactly(2, 10);
    }

    @Test
    void badInput_isRefusedAtTheCall_withTheArgumentNamed() {
        assertThatThrownBy(() -> ReplayPolicy.last(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must be >= 1: 0");
        assertThatThrownBy(() -> ReplayPolicy.within(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxAge must be above zero: PT0S");
        assertThatThrownBy(() -> ReplayPolicy.lastWithin(3, Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("maxAge must be above zero: PT-1S");
        assertThatThrownBy(() -> ReplayPolicy.within(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("maxAge == null");
        assertThatThrownBy(() -> ReplayPolicy.last(1).withTicker(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("nanoTicker == null");
        assertThatThrownBy(() -> pipe.replayPublisher(Integer.class, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("policy == null");
        assertThatThrownBy(() -> pipe.replaySubscriber(null, ReplayPolicy.last(1)))
                .isInstanceOf(NullPointerException.class).hasMessage("type == null");
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, ReplayPolicy.last(2));
        assertThatThrownBy(() -> publisher.publish(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("message == null");
        assertThatThrownBy(() -> pipe.replaySubscriber(Integer.class, ReplayPolicy.last(3)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the broker for java.lang.Integer exists with ReplayPolicy[last 2],"
                        + " not ReplayPolicy[last 3]");
    }

    @Test
    void closedPipe_refusesPublishSubscribeAndMessages_andDropsTheKeptMessages() {
        ReplayPolicy policy = ReplayPolicy.last(2);
        ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, policy);
        ReplaySubscriber<Integer> subscriber = pipe.replaySubscriber(Integer.class, policy);
        publisher.publish(1);
        pipe.close();

        assertThatThrownBy(() -> publisher.publish(2)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(subscriber::messages).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> subscriber.subscribe(m -> { })).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> pipe.replayPublisher(Integer.class, policy)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void policy_valueSemantics_andToString() {
        assertThat(ReplayPolicy.last(3)).isEqualTo(ReplayPolicy.last(3)).isNotEqualTo(ReplayPolicy.last(4));
        assertThat(ReplayPolicy.within(Duration.ofSeconds(1)).withTicker(nanos::get))
                .isNotEqualTo(ReplayPolicy.within(Duration.ofSeconds(1)));
        assertThat(ReplayPolicy.lastWithin(5, Duration.ofMillis(250)))
                .hasToString("ReplayPolicy[last 5, within PT0.25S]");
        assertThat(ReplayPolicy.within(Duration.ofDays(1)).maxCount()).isEqualTo(Integer.MAX_VALUE);
        assertThat(ReplayPolicy.last(7).maxAge()).isEmpty();
    }
}
