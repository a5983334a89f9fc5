package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import javax.management.JMX;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

/** MessagePipeBuilder#deadMessageHandler: what is dead, why, and where it is counted. */
class DeadMessageTest {
    record Ping(int n) { }

    private final List<DeadMessage> dead = new ArrayList<>();

    private MessagePipe pipe() {
        return MessagePipe.builder().deadMessageHandler(dead::add).build();
    }

    @Test
    void noSubscriber_isReported_withTheMessageTypeAndReason() {
        MessagePipe pipe = pipe();
        Ping ping = new Ping(1);

        pipe.publisher(Ping.class).publish(ping);

        assertThat(dead).singleElement().satisfies(d -> {
            assertThat(d.message()).isSameAs(ping);
            assertThat(d.messageType()).isEqualTo(Ping.class);
            assertThat(d.reason()).isEqualTo(DeadMessage.Reason.NO_SUBSCRIBER);
        });
        assertThat(pipe.diagnostics().deadMessageCount()).isEqualTo(1);
    }

    @Test
    void onlyClosedSubscriptions_isNoSubscriber_aLiveOneIsNotDead() {
        MessagePipe pipe = pipe();
        Subscriber<Ping> sub = pipe.subscriber(Ping.class);
        Subscription gone = sub.subscribe(p -> { });
        List<Ping> got = new ArrayList<>();
        Publisher<Ping> pub = pipe.publisher(Ping.class);

        pub.publish(new Ping(1));
        gone.close();
        pub.publish(new Ping(2));
        sub.subscribe(got::add);
        pub.publish(new Ping(3));

        assertThat(dead).extracting(DeadMessage::reason).containsExactly(DeadMessage.Reason.NO_SUBSCRIBER);
        assertThat(((Ping) dead.get(0).message()).n()).isEqualTo(2);
        assertThat(got).extracting(Ping::n).containsExactly(3);
    }

    @Test
    void droppedByEveryFilter_isFiltered_butOneHandlerReachedIsNotDead() {
        MessagePipe pipe = MessagePipe.builder().deadMessageHandler(dead::add)
                .filter((m, next) -> {
                    if (!(m instanceof Ping p) || p.n() != 13) {
                        next.handle(m);
                    }
                }).build();
        Subscriber<Ping> sub = pipe.subscriber(Ping.class);
        sub.subscribe(p -> { }, p -> p.n() % 2 == 0);
        sub.subscribe(p -> { }, p -> p.n() % 3 == 0);
        Publisher<Ping> pub = pipe.publisher(Ping.class);

        for (int n = 1; n <= 6; n++) {
            pub.publish(new Ping(n));
        }
        pub.publish(new Ping(13)); // the global filter drops it

        assertThat(dead).extracting(d -> ((Ping) d.message()).n()).containsExactly(1, 5, 13);
        assertThat(dead).extracting(DeadMessage::reason).containsOnly(DeadMessage.Reason.FILTERED);
    }

    @Test
    void aHandlerThatThrows_wasReached_andAQueuedSubscriptionCountsAsReached() {
        ManualExecutor executor = new ManualExecutor();
        MessagePipe pipe = MessagePipe.builder().deadMessageHandler(dead::add).errorHandler((m, e) -> { }).build();
        pipe.subscriber(Ping.class).subscribe(p -> { throw new IllegalStateException("x"); });
        pipe.subscriber(String.class).on(executor).subscribe(s -> { }, s -> false);

        pipe.publisher(Ping.class).publish(new Ping(1));
        pipe.publisher(String.class).publish("queued");

        assertThat(dead).isEmpty();
    }

    @Test
    void aConsumedMessage_wasReached() {
        MessagePipe pipe = pipe();
        pipe.subscriber(Ping.class).subscribeConsuming(p -> true, 1);
        pipe.subscriber(Ping.class).subscribe(p -> { }, p -> false);

        pipe.publisher(Ping.class).publish(new Ping(1));

        assertThat(dead).isEmpty();
    }

    @Test
    void aNestedDeadPublish_isReportedOnce_andTheOuterOneIsNot() {
        MessagePipe pipe = pipe();
        Publisher<String> strings = pipe.publisher(String.class);
        pipe.subscriber(Ping.class).subscribe(p -> strings.publish("nobody listens"));

        pipe.publisher(Ping.class).publish(new Ping(1));

        assertThat(dead).extracting(DeadMessage::messageType).containsExactly(String.class);
    }

    @Test
    void withSupertypes_aSupertypeSubscriberMeansTheMessageIsNotDead() {
        MessagePipe pipe = MessagePipe.builder().deliverToSupertypes(true).deadMessageHandler(dead::add).build();
        pipe.subscriber(Record.class).subscribe(r -> { });

        pipe.publisher(Ping.class).publish(new Ping(1));
        pipe.publisher(String.class).publish("s");

        assertThat(dead).extracting(DeadMessage::messageType).containsExactly(String.class);
    }

    @Test
    void aFailingDeadMessageHandler_isADeliveryFailure() {
        MessagePipe pipe = MessagePipe.builder().deadMessageHandler(d -> { throw new IllegalStateException("dl"); })
                .build();

        assertThatThrownBy(() -> pipe.publisher(Ping.class).publish(new Ping(1)))
                .isInstanceOf(MessageDeliveryException.class).hasCauseInstanceOf(IllegalStateException.class);
        assertThat(pipe.diagnostics().deadMessageCount()).isEqualTo(1);
    }

    @Test
    void off_byDefault_nothingIsCounted() {
        MessagePipe pipe = MessagePipe.create();
        pipe.publisher(Ping.class).publish(new Ping(1));

        assertThat(pipe.diagnostics().deadMessageCount()).isZero();
    }

    @Test
    void badInput_failsAtTheCall() {
        assertThatThrownBy(() -> MessagePipe.builder().deadMessageHandler(null))
                .isInstanceOf(NullPointerException.class).hasMessage("deadMessageHandler == null");
        assertThatThrownBy(() -> new DeadMessage(null, Ping.class, DeadMessage.Reason.FILTERED))
                .isInstanceOf(NullPointerException.class).hasMessage("message == null");
        assertThat(new DeadMessage(new Ping(1), Ping.class, DeadMessage.Reason.FILTERED).toString())
                .doesNotContain("n=1").contains(Ping.class.getName());
    }

    @Test
    void theMXBean_countsDeadMessagesOfThePipeAndItsScopes() throws Exception {
        MessagePipe pipe = MessagePipe.builder().name("dead-letters").registerMBean(true)
                .deadMessageHandler(dead::add).build();
        try {
            pipe.publisher(Ping.class).publish(new Ping(1));
            pipe.createScope().publisher(Ping.class).publish(new Ping(2));
            MessagePipeMXBean bean = JMX.newMXBeanProxy(ManagementFactory.getPlatformMBeanServer(),
                    new ObjectName("dev.lilt:type=MessagePipe,name=dead-letters"), MessagePipeMXBean.class);

            assertThat(bean.getDeadMessageCount()).isEqualTo(2);
            assertThat(pipe.diagnostics().deadMessageCount()).isEqualTo(2);
        } finally {
            pipe.close();
        }
    }
}
