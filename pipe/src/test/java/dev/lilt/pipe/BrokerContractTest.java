package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The pipe's delivery rules (subscription order, reentrancy, closing during a publish, exception
 * isolation), run over every synchronous broker kind. The buffered
 * kind is only ever subscribed before its first publish here, so its replay does not show.
 */
class BrokerContractTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Recorder rec = new Recorder();

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_callsHandlersInSubscriptionOrder(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        b.subscribe(rec.handler("A"));
        b.subscribe(rec.handler("B"));
        b.subscribe(rec.handler("C"));

        b.publish("m");

        assertThat(rec.calls()).containsExactly("A:m", "B:m", "C:m");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_afterCloseAndResubscribe_keepsSubscriptionOrder(SyncBrokerKind kind) {
        // MessagePipe's free list gives A, E, C, D here.
        SyncBrokerKind.Face b = kind.open(pipe);
        b.subscribe(rec.handler("A"));
        Subscription bSub = b.subscribe(rec.handler("B"));
        b.subscribe(rec.handler("C"));
        bSub.close();
        b.subscribe(rec.handler("D"));
        b.subscribe(rec.handler("E"));

        b.publish("m");

        assertThat(rec.calls()).containsExactly("A:m", "C:m", "D:m", "E:m");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_afterManyClosesAndCompactions_keepsSubscriptionOrder(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        List<Subscription> subs = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            subs.add(b.subscribe(rec.handler("h" + i)));
        }
        for (int i = 0; i < 40; i++) {
            if (i % 3 != 0) {
                subs.get(i).close();
            }
        }
        for (int i = 40; i < 50; i++) {
            b.subscribe(rec.handler("h" + i));
        }
        for (int i = 0; i < 50; i++) {
            if (i >= 40 || i % 3 == 0) {
                expected.add("h" + i + ":m");
            }
        }

        b.publish("m");

        assertThat(rec.calls()).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_afterClose_skipsHandler(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        Subscription a = b.subscribe(rec.handler("A"));
        b.subscribe(rec.handler("B"));
        a.close();

        b.publish("m");

        assertThat(rec.calls()).containsExactly("B:m");
        assertThat(a.isClosed()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void close_calledTwice_isIdempotent(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        Subscription a = b.subscribe(rec.handler("A"));
        b.subscribe(rec.handler("B"));
        a.close();
        a.close();
        b.subscribe(rec.handler("C"));

        b.publish("m");

        assertThat(rec.calls()).containsExactly("B:m", "C:m");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_subscriptionMadeByHandler_isCalledByNextPublishOnly(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        AtomicReference<Subscription> late = new AtomicReference<>();
        b.subscribe(m -> {
            if (late.get() == null) {
                late.set(b.subscribe(rec.handler("late")));
            }
        });

        b.publish("first");
        // a buffered broker replays "first" at subscribe time: that is the replay, not this publish
        List<String> replay = kind == SyncBrokerKind.BUFFERED ? List.of("late:first") : List.of();
        assertThat(rec.calls()).containsExactlyElementsOf(replay);

        b.publish("second");
        List<String> expected = new ArrayList<>(replay);
        expected.add("late:second");
        assertThat(rec.calls()).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_laterSubscriptionClosedByEarlierHandler_isNotCalled(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        AtomicReference<Subscription> victim = new AtomicReference<>();
        b.subscribe(m -> victim.get().close());
        victim.set(b.subscribe(rec.handler("victim")));
        b.subscribe(rec.handler("after"));

        b.publish("m");

        assertThat(rec.calls()).containsExactly("after:m");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_handlerClosingItself_stillRunsOthers(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        AtomicReference<Subscription> self = new AtomicReference<>();
        self.set(b.subscribe(m -> {
            rec.record("self:" + m);
            self.get().close();
        }));
        b.subscribe(rec.handler("other"));

        b.publish("1");
        b.publish("2");

        assertThat(rec.calls()).containsExactly("self:1", "other:1", "other:2");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_throwingHandler_stillDeliversToOthersThenThrows(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        IllegalArgumentException boom = new IllegalArgumentException("boom");
        b.subscribe(rec.handler("A"));
        b.subscribe(m -> {
            throw boom;
        });
        b.subscribe(rec.handler("C"));

        assertThatThrownBy(() -> b.publish("m"))
                .isInstanceOf(MessageDeliveryException.class)
                .hasCause(boom);
        assertThat(rec.calls()).containsExactly("A:m", "C:m");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_severalThrowingHandlers_firstIsCauseOthersSuppressed(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        RuntimeException first = new RuntimeException("first");
        RuntimeException second = new RuntimeException("second");
        RuntimeException third = new RuntimeException("third");
        b.subscribe(m -> {
            throw first;
        });
        b.subscribe(m -> {
            throw second;
        });
        b.subscribe(m -> {
            throw third;
        });

        assertThatThrownBy(() -> b.publish("m"))
                .isInstanceOfSatisfying(MessageDeliveryException.class, e -> {
                    assertThat(e.getCause()).isSameAs(first);
                    assertThat(e.getSuppressed()).containsExactly(second, third);
                    assertThat(e.getMessage()).contains("java.lang.String");
                });
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_nullMessage_throwsNamingIt(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);

        assertThatThrownBy(() -> b.publish(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("message == null");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void subscribe_nullHandler_throwsNamingIt(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);

        assertThatThrownBy(() -> b.subscribe(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("handler == null");
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_noSubscribers_doesNothing(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        Subscription s = b.subscribe(rec.handler("A"));
        s.close();

        b.publish("m");

        assertThat(rec.calls()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(SyncBrokerKind.class)
    void publish_sameHandlerSubscribedTwice_isCalledTwice(SyncBrokerKind kind) {
        SyncBrokerKind.Face b = kind.open(pipe);
        MessageHandler<String> h = rec.handler("A");
        b.subscribe(h);
        Subscription second = b.subscribe(h);

        b.publish("1");
        second.close();
        b.publish("2");

        assertThat(rec.calls()).containsExactly("A:1", "A:1", "A:2");
    }
}
