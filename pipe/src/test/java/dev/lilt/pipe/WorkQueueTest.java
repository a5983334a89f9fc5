package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The work queue's contract: one consumer per message, the dispatch, hand-off at close, bad input. */
class WorkQueueTest {
    private final List<Object> reported = new ArrayList<>();
    private final List<Throwable> failures = new ArrayList<>();
    private final MessagePipe pipe = MessagePipe.builder().errorHandler((m, e) -> {
        reported.add(m);
        failures.add(e);
    }).build();
    private final Recorder recorder = new Recorder();

    @Test
    void roundRobin_givesEachMessageToOneConsumerInTurn() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        queue.subscribe(recorder.handler("a"));
        queue.subscribe(recorder.handler("b"));
        queue.subscribe(recorder.handler("c"));

        for (int i = 0; i < 6; i++) {
            queue.send("m" + i);
        }

        List<String> calls = recorder.calls();
        assertThat(calls).hasSize(6);
        assertThat(calls.stream().map(c -> c.substring(c.indexOf(':') + 1)))
                .containsExactly("m0", "m1", "m2", "m3", "m4", "m5");
        for (String consumer : List.of("a", "b", "c")) {
            assertThat(calls).filteredOn(c -> c.startsWith(consumer + ":")).hasSize(2);
        }
        assertThat(queue.consumerCount()).isEqualTo(3);
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isEqualTo(3);
    }

    @Test
    void leastBusy_choosesTheConsumerWithTheFewestQueued() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.LEAST_BUSY);
        ManualExecutor slow = new ManualExecutor();
        ManualExecutor fast = new ManualExecutor();
        queue.subscribe(slow, 16, recorder.handler("slow"));
        queue.send("1");
        queue.send("2");
        queue.send("3");               // all on slow: the only consumer
        queue.subscribe(fast, 16, recorder.handler("fast"));

        queue.send("4");
        queue.send("5");
        fast.runAll();
        queue.send("6");               // fast is idle again, slow still holds 3

        fast.runAll();
        assertThat(recorder.calls()).containsExactly("fast:4", "fast:5", "fast:6");
        slow.runAll();
        assertThat(recorder.calls()).endsWith("slow:1", "slow:2", "slow:3");
    }

    @Test
    void close_handsTheQueuedMessagesToAnotherConsumer_inOrder_andStartsNothingMoreOnTheClosedOne() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        ManualExecutor stalled = new ManualExecutor();
        Subscription a = queue.subscribe(stalled, 16, recorder.handler("a"));
        queue.send("1");
        queue.send("2");
        queue.send("3");
        queue.subscribe(recorder.handler("b"));

        a.close();

        assertThat(recorder.calls()).containsExactly("b:1", "b:2", "b:3");
        stalled.runAll();
        assertThat(recorder.calls()).containsExactly("b:1", "b:2", "b:3");
        assertThat(reported).isEmpty();
        assertThat(queue.consumerCount()).isOne();
    }

    @Test
    void close_ofTheLastConsumer_reportsEachQueuedMessage() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        ManualExecutor stalled = new ManualExecutor();
        Subscription a = queue.subscribe(stalled, 16, recorder.handler("a"));
        queue.send("1");
        queue.send("2");

        a.close();

        assertThat(reported).containsExactly("1", "2");
        assertThat(failures).allSatisfy(e -> assertThat(e).isInstanceOf(IllegalStateException.class)
                .hasMessage("a message of work queue java.lang.String was not handled:"
                        + " its consumer closed and no other consumer could take it"));
        stalled.runAll();
        assertThat(recorder.calls()).isEmpty();
    }

    @Test
    void pipeClose_reportsTheQueuedMessages_andRefusesSends() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        Subscription a = queue.subscribe(new ManualExecutor(), 4, recorder.handler("a"));
        queue.send("1");

        pipe.close();

        assertThat(reported).containsExactly("1");
        assertThat(a.isClosed()).isTrue();
        assertThatThrownBy(() -> queue.send("2")).isInstanceOf(IllegalStateException.class)
                .hasMessage("pipe is closed");
        assertThatThrownBy(() -> queue.subscribe(m -> { })).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void send_withNoConsumer_orEveryQueueFull_throwsAndSendsNothing() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        assertThatThrownBy(() -> queue.send("x")).isInstanceOf(IllegalStateException.class)
                .hasMessage("no consumer for work queue java.lang.String");
        ManualExecutor stalled = new ManualExecutor();
        queue.subscribe(stalled, 1, recorder.handler("a"));
        queue.subscribe(stalled, 1, recorder.handler("b"));
        queue.send("1");
        queue.send("2");

        assertThatThrownBy(() -> queue.send("3")).isInstanceOf(IllegalStateException.class)
                .hasMessage("every consumer's queue is full in work queue java.lang.String (2 consumers);"
                        + " the message was not sent");
        stalled.runAll();
        assertThat(recorder.calls()).containsExactlyInAnyOrder("a:1", "b:2");
    }

    @Test
    void fullQueue_isPassedOverForTheNextConsumer() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        ManualExecutor stalled = new ManualExecutor();
        queue.subscribe(stalled, 1, recorder.handler("a"));
        queue.subscribe(recorder.handler("b"));

        for (int i = 0; i < 4; i++) {
            queue.send(String.valueOf(i));
        }
        stalled.runAll();

        assertThat(recorder.calls()).hasSize(4).filteredOn(c -> c.startsWith("a:")).hasSize(1);
    }

    @Test
    void failingConsumer_hasTakenItsMessage_noRedelivery() {
        MessagePipe throwing = MessagePipe.create();
        WorkQueue<String> queue = throwing.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        queue.subscribe(m -> {
            throw new IllegalStateException("boom");
        });
        queue.subscribe(recorder.handler("b"));

        assertThatThrownBy(() -> queue.send("1")).isInstanceOf(MessageDeliveryException.class)
                .hasCauseInstanceOf(IllegalStateException.class);
        queue.send("2");

        assertThat(recorder.calls()).containsExactly("b:2");
    }

    @Test
    void handOffToAFailingConsumer_duringClose_throwsNothingFromClose_andGoesToTheUncaughtHandler() {
        MessagePipe throwing = MessagePipe.create();
        WorkQueue<String> queue = throwing.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        Subscription a = queue.subscribe(new ManualExecutor(), 4, recorder.handler("a"));
        queue.send("1");
        queue.subscribe(m -> {
            throw new IllegalStateException("boom");
        });
        Thread me = Thread.currentThread();
        Thread.UncaughtExceptionHandler previous = me.getUncaughtExceptionHandler();
        List<Throwable> uncaught = new ArrayList<>();
        me.setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        try {
            a.close();
        } finally {
            me.setUncaughtExceptionHandler(previous);
        }

        assertThat(uncaught).singleElement().isInstanceOf(MessageDeliveryException.class)
                .satisfies(e -> assertThat(e.getCause()).hasMessage("boom"));
        assertThat(a.isClosed()).isTrue();
    }

    @Test
    void executorRejection_isReported_andTheMessageStaysQueuedForTheHandOff() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        ManualExecutor rejecting = new ManualExecutor();
        rejecting.reject(true);
        Subscription a = queue.subscribe(rejecting, 4, recorder.handler("a"));
        queue.send("1");
        assertThat(reported).containsExactly("1");
        queue.subscribe(recorder.handler("b"));

        a.close();

        assertThat(recorder.calls()).containsExactly("b:1");
    }

    @Test
    void badInput_isRefusedAtTheCall() {
        WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
        assertThatThrownBy(() -> queue.subscribe(new ManualExecutor(), 0, m -> { }))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("queueCapacity must be >= 1: 0");
        assertThatThrownBy(() -> queue.subscribe(null, 1, m -> { })).isInstanceOf(NullPointerException.class)
                .hasMessage("executor == null");
        assertThatThrownBy(() -> queue.subscribe(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("handler == null");
        assertThatThrownBy(() -> queue.send(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("message == null");
        assertThatThrownBy(() -> pipe.workQueue(String.class, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("dispatch == null");
        assertThatThrownBy(() -> pipe.workQueue(String.class, WorkDispatch.LEAST_BUSY))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the broker for java.lang.String exists with ROUND_ROBIN, not LEAST_BUSY");
        assertThat(queue.consumerCount()).isZero();
        assertThat(queue.dispatch()).isEqualTo(WorkDispatch.ROUND_ROBIN);
    }
}
