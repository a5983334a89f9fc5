package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Subscriber#subscribe(handler, priority) and #subscribeConsuming: order, stopping, bad input. */
class PriorityTest {
    @Test
    void higherPriorityFirst_equalPrioritiesInSubscriptionOrder_plainSubscribeIsZero() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> sub = pipe.subscriber(String.class);
        List<String> order = new ArrayList<>();
        sub.subscribe(m -> order.add("0a"));
        sub.subscribe(m -> order.add("-5"), -5);
        sub.subscribe(m -> order.add("10a"), 10);
        sub.subscribe(m -> order.add("0b"), 0);
        sub.subscribe(m -> order.add("10b"), 10);
        sub.subscribe(m -> order.add("0c"));

        pipe.publisher(String.class).publish("m");

        assertThat(order).containsExactly("10a", "10b", "0a", "0b", "0c", "-5");
    }

    /** Model: a stable sort by descending priority of the live subscriptions, after random subscribes and closes. */
    @Test
    void randomSubscribesAndCloses_deliverInTheStableSortedOrder() {
        Random random = new Random(25);
        for (int trial = 0; trial < 200; trial++) {
            MessagePipe pipe = MessagePipe.create();
            Subscriber<Integer> sub = pipe.subscriber(Integer.class);
            List<int[]> model = new ArrayList<>(); // {id, priority}
            List<Subscription> subs = new ArrayList<>();
            List<Integer> got = new ArrayList<>();
            for (int id = 0; id < 40; id++) {
                if (!subs.isEmpty() && random.nextInt(4) == 0) {
                    int victim = random.nextInt(subs.size());
                    subs.remove(victim).close();
                    model.remove(victim);
                }
                int priority = random.nextInt(5) - 2;
                int me = id;
                subs.add(sub.subscribe(m -> got.add(me), priority));
                model.add(new int[] {id, priority});
            }
            pipe.publisher(Integer.class).publish(1);

            List<Integer> expected = model.stream()
                    .sorted((a, b) -> Integer.compare(b[1], a[1]))
                    .map(a -> a[0]).toList();
            assertThat(got).as("trial %d", trial).isEqualTo(expected);
        }
    }

    @Test
    void aConsumingHandler_stopsLowerOnes_onlyWhenItReturnsTrue() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> sub = pipe.subscriber(String.class);
        List<String> got = new ArrayList<>();
        sub.subscribe(m -> got.add("low " + m), -1);
        sub.subscribeConsuming(m -> {
            got.add("button " + m);
            return m.equals("click");
        }, 5);
        sub.subscribe(m -> got.add("overlay " + m), 9);
        Publisher<String> pub = pipe.publisher(String.class);

        pub.publish("click");
        pub.publish("hover");

        assertThat(got).containsExactly("overlay click", "button click",
                "overlay hover", "button hover", "low hover");
    }

    @Test
    void aNestedPublishFromAHandler_doesNotLeakItsConsumptionIntoTheOuterOne() {
        MessagePipe pipe = MessagePipe.create();
        List<String> got = new ArrayList<>();
        Publisher<Integer> ints = pipe.publisher(Integer.class);
        pipe.subscriber(Integer.class).subscribeConsuming(i -> true, 0);
        Subscriber<String> sub = pipe.subscriber(String.class);
        sub.subscribeConsuming(m -> {
            ints.publish(1); // consumed in its own publish
            got.add("first");
            return false;
        }, 1);
        sub.subscribe(m -> got.add("second"));

        pipe.publisher(String.class).publish("m");

        assertThat(got).containsExactly("first", "second");
    }

    @Test
    void closingTheLastConsumingHandler_leavesEveryoneElseDelivered() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> sub = pipe.subscriber(String.class);
        List<String> got = new ArrayList<>();
        Subscription consumer = sub.subscribeConsuming(m -> true, 1);
        for (int i = 0; i < 6; i++) {
            int me = i;
            sub.subscribe(m -> got.add("h" + me)); // enough to compact after the close
        }
        Publisher<String> pub = pipe.publisher(String.class);
        pub.publish("eaten");
        consumer.close();
        pub.publish("m");

        assertThat(got).containsExactly("h0", "h1", "h2", "h3", "h4", "h5");
    }

    @Test
    void aFailingHandler_doesNotStopTheStoppableLoop_andIsThrownAfter() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> sub = pipe.subscriber(String.class);
        List<String> got = new ArrayList<>();
        sub.subscribe(m -> { throw new IllegalStateException("boom"); }, 3);
        sub.subscribeConsuming(m -> got.add("consumer"), 2);
        sub.subscribe(m -> got.add("never"), 1);

        assertThatThrownBy(() -> pipe.publisher(String.class).publish("m"))
                .isInstanceOf(MessageDeliveryException.class).hasCauseInstanceOf(IllegalStateException.class);
        assertThat(got).containsExactly("consumer");
    }

    @Test
    void aHigherPrioritySubscribeDuringAPublish_isNotCalledByIt_butByTheNext() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> sub = pipe.subscriber(String.class);
        List<String> got = new ArrayList<>();
        AtomicReference<Subscription> late = new AtomicReference<>();
        sub.subscribe(m -> {
            got.add("a " + m);
            if (late.get() == null) {
                late.set(sub.subscribe(x -> got.add("late " + x), 100));
            }
        });
        sub.subscribe(m -> got.add("b " + m));
        Publisher<String> pub = pipe.publisher(String.class);

        pub.publish("1");
        pub.publish("2");

        assertThat(got).containsExactly("a 1", "b 1", "late 2", "a 2", "b 2");
    }

    @Test
    void badInput_failsAtTheCall_andSubscribesNothing() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> sub = pipe.subscriber(String.class);
        Executor direct = Runnable::run;

        assertThatThrownBy(() -> sub.subscribe((MessageHandler<String>) null, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("handler == null");
        assertThatThrownBy(() -> sub.subscribeConsuming(null, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("handler == null");
        assertThatThrownBy(() -> sub.on(direct).subscribeConsuming(m -> true, 1))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("onPublishingThread()");
        assertThatThrownBy(() -> pipe.bufferedSubscriber(String.class).subscribe(m -> { }, 1))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("plain subscriber");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();

        MessagePipe withExecutor = MessagePipe.builder().deliveryExecutor(direct).build();
        assertThatThrownBy(() -> withExecutor.subscriber(String.class).subscribeConsuming(m -> true, 0))
                .isInstanceOf(IllegalStateException.class);
        List<String> got = new ArrayList<>();
        withExecutor.subscriber(String.class).onPublishingThread().subscribeConsuming(m -> got.add(m), 0);
        withExecutor.subscriber(String.class).subscribe(got::add, -1); // on the executor: after, and not reached
        withExecutor.publisher(String.class).publish("m");
        assertThat(got).containsExactly("m");

        pipe.close();
        assertThatThrownBy(() -> sub.subscribe(m -> { }, 1)).isInstanceOf(IllegalStateException.class)
                .hasMessage("pipe is closed");
    }
}
