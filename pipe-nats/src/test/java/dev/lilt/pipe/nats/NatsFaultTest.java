package dev.lilt.pipe.nats;

import static dev.lilt.pipe.nats.Await.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageDecodeException;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.testkit.ChildJvm;
import dev.lilt.pipe.remote.testkit.FaultBurst;
import dev.lilt.pipe.remote.testkit.FaultTally;
import dev.lilt.pipe.remote.testkit.LocalServer;
import io.nats.client.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The core NATS fault suite, against real servers the tests start: the server killed with SIGKILL
 * under a burst and restarted, a subscriber JVM killed and replaced, a slow subscriber, garbage
 * bytes on a subject, and publishing through an outage. Each run counts sent, received, lost,
 * duplicated and out of order and asserts them against the core row of PIPE-NATS.md's table: loss
 * only across the fault, never a duplicate, never out of order.
 */
class NatsFaultTest {
    static NatsPipeBuilder builder(NatsProcess nats) {
        return NatsPipe.builder().servers(nats.url()).reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(100));
    }

    @Test
    void serverKilledUnderBurst_noDuplicate_noReorder_lossOnlyAcrossTheKill_everythingAfterArrives() throws Exception {
        try (NatsProcess nats = NatsProcess.launch()) {
            List<Integer> received = Collections.synchronizedList(new ArrayList<>());
            try (DistributedPipe publisherPipe = builder(nats).maxPendingPublishes(50_000).build();
                    DistributedPipe subscriberPipe = builder(nats).build()) {
                await(subscriberPipe.subscriber(MessageCodec.string()).subscribe("fault.core", m -> {
                    spin(20);
                    received.add(Integer.parseInt(m));
                }).ready());
                long[] outcomes = FaultBurst.throughKill(nats.server(), publisherPipe.publisher(MessageCodec.string()),
                        "fault.core", 8_000, 50, () -> { });
                int after = publishUntilOneArrives(publisherPipe, "fault.core", received, 100_000);
                DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
                List<CompletableFuture<Long>> last = new ArrayList<>();
                for (int i = 0; i < 500; i++) {
                    last.add(publisher.publish("fault.core", Integer.toString(200_000 + i)).toCompletableFuture());
                }
                FaultTally.outcomes(last, 60);
                Await.until("the 500 published after the restart", 60, () -> copy(received).contains(200_499));

                List<Integer> all = copy(received);
                List<Integer> burst = new ArrayList<>();
                for (int n : all) {
                    if (n < outcomes.length) {
                        burst.add(n);
                    }
                }
                FaultTally tally = FaultTally.of("core server SIGKILL+restart", outcomes, burst,
                        FaultTally.outOfOrder(all));
                assertThat(tally.duplicated()).as("duplicates").isZero();
                assertThat(FaultTally.outOfOrder(all)).as("out of order").isZero();
                assertThat(new HashSet<>(all)).as("everything published after the restart")
                        .containsAll(range(200_000, 200_500));
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == FaultTally.NOT_SENT) {
                        assertThat(all).as("not sent: " + i).doesNotContain(i);
                    }
                }
                assertThat(publisherPipe.stats().reconnects()).as("the publisher reconnected").isPositive();
                assertThat(subscriberPipe.stats().reconnects()).as("the subscriber reconnected").isPositive();
                assertThat(after).isGreaterThanOrEqualTo(100_000);
            }
        }
    }

    @Test
    void subscriberJvmKilled_noDuplicate_noReorder_lossOnlyWhileNoSubscriberWasUp() throws Exception {
        try (NatsProcess nats = NatsProcess.launch()) {
            ChildJvm first = FaultChild.start(nats.url(), NatsMode.CORE, "fault.child", "-", 0, 30_000);
            ChildJvm second = null;
            try (DistributedPipe publisherPipe = builder(nats).build()) {
                first.awaitReady();
                DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
                List<CompletableFuture<Long>> sends = new ArrayList<>();
                int afterSecond = -1;
                for (int i = 0; afterSecond < 0 || i < afterSecond + 500; i++) {
                    sends.add(publisher.publish("fault.child", Integer.toString(i)).toCompletableFuture());
                    if (i % 5 == 4) {
                        Thread.sleep(1);
                    }
                    if (i == 500) {
                        ChildJvm killed = first;
                        Await.until("the first subscriber got 400", 60, () -> killed.received().size() >= 400);
                        first.kill();
                        second = FaultChild.start(nats.url(), NatsMode.CORE, "fault.child", "-", 0,
                                30_000);
                    }
                    if (second != null && afterSecond < 0 && second.isReady()) {
                        afterSecond = i + 1;
                    }
                    assertThat(i).as("the second subscriber came up").isLessThan(200_000);
                }
                long[] outcomes = FaultTally.outcomes(sends, 60);
                int lastIndex = outcomes.length - 1;
                ChildJvm successor = second;
                Await.until("the last message reached the successor", 60,
                        () -> successor.received().contains(lastIndex));
                List<Integer> all = new ArrayList<>(first.received());
                all.addAll(second.received());
                FaultTally tally = FaultTally.of("core subscriber JVM SIGKILL", outcomes, all,
                        FaultTally.outOfOrder(first.received()) + FaultTally.outOfOrder(second.received()));

                assertThat(tally.duplicated()).as("duplicates").isZero();
                assertThat(tally.outOfOrder()).as("out of order").isZero();
                int lastOfFirst = Collections.max(first.received());
                Set<Integer> got = new HashSet<>(all);
                for (int i = 0; i < outcomes.length; i++) {
                    if (!got.contains(i)) {
                        assertThat(i).as("lost " + i + ": only between the first's last message and the second's start")
                                .isGreaterThan(lastOfFirst).isLessThan(afterSecond);
                    }
                }
                assertThat(tally.lost()).as("the gap between the subscribers was provoked").isPositive();
            } finally {
                first.kill();
                if (second != null) {
                    second.kill();
                }
            }
        }
    }

    @Test
    void slowSubscriber_publishersNeverWait_everyMessageArrivesOnceInOrder() throws Exception {
        try (NatsProcess nats = NatsProcess.launch();
                DistributedPipe publisherPipe = builder(nats).build();
                DistributedPipe subscriberPipe = builder(nats).build()) {
            List<Integer> received = Collections.synchronizedList(new ArrayList<>());
            await(subscriberPipe.subscriber(MessageCodec.string()).subscribe("fault.slow", m -> {
                spin(300);
                received.add(Integer.parseInt(m));
            }).ready());
            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            int total = 5_000;
            long longestCall = 0;
            List<CompletableFuture<Long>> sends = new ArrayList<>();
            for (int i = 0; i < total; i++) {
                long start = System.nanoTime();
                sends.add(publisher.publish("fault.slow", Integer.toString(i)).toCompletableFuture());
                longestCall = Math.max(longestCall, System.nanoTime() - start);
            }
            long[] outcomes = FaultTally.outcomes(sends, 60);
            Await.until("the slow subscriber caught up", 60, () -> received.size() >= total);
            FaultTally tally = FaultTally.of("core slow subscriber", outcomes, copy(received),
                    FaultTally.outOfOrder(copy(received)));
            assertThat(tally.lost()).as("lost").isZero();
            assertThat(tally.duplicated()).as("duplicates").isZero();
            assertThat(tally.outOfOrder()).as("out of order").isZero();
            assertThat(TimeUnit.NANOSECONDS.toMillis(longestCall)).as("the longest publish call, ms").isLessThan(500);
        }
    }

    @Test
    void garbageOnASubject_isReportedAsADecodeFailure_andThePipeKeepsRunning() throws Exception {
        try (NatsProcess nats = NatsProcess.launch()) {
            for (NatsMode mode : NatsMode.values()) {
                BlockingQueue<Throwable> errors = new LinkedBlockingQueue<>();
                BlockingQueue<String> got = new LinkedBlockingQueue<>();
                try (DistributedPipe pipe = builder(nats).mode(mode)
                        .errorHandler((message, failure) -> errors.add(failure))
                        .build();
                        RawNats client = RawNats.connect(nats.url())) {
                    Connection raw = client.connection();
                    await(pipe.subscriber(MessageCodec.string()).subscribe("fault.garbage", got::add).ready());
                    byte[] garbage = {(byte) 0xff, (byte) 0xfe, 0, (byte) 0xc3};
                    if (mode == NatsMode.CORE) {
                        raw.publish("lilt.fault.garbage", garbage);
                    } else {
                        raw.jetStream().publish("lilt-js.fault.garbage", garbage);
                    }
                    Throwable failure = errors.poll(Await.SECONDS, TimeUnit.SECONDS);
                    assertThat(failure).as(mode + ": the decode failure").isInstanceOf(MessageDecodeException.class)
                            .hasMessageContaining("fault.garbage");
                    await(pipe.publisher(MessageCodec.string()).publish("fault.garbage", "still running"));
                    assertThat(Await.next(got)).isEqualTo("still running");
                    assertThat(got).isEmpty();
                    assertThat(pipe.stats().decodeFailures()).isEqualTo(1);
                    if (mode == NatsMode.JETSTREAM) {
                        assertThat(pipe.stats().deadLettered()).as("the garbage went to the dead-letter key")
                                .isEqualTo(1);
                    }
                }
            }
        }
    }

    @Test
    void publishWhileDisconnected_neverBlocks_boundedQueueFailsAtOnce_timedOutMessagesNeverSentLater()
            throws Exception {
        try (NatsProcess nats = NatsProcess.launch()) {
            List<Integer> received = Collections.synchronizedList(new ArrayList<>());
            try (DistributedPipe publisherPipe = builder(nats).maxPendingPublishes(100)
                    .timeout(Duration.ofMillis(1500)).build();
                    DistributedPipe subscriberPipe = builder(nats).build()) {
                await(subscriberPipe.subscriber(MessageCodec.string()).subscribe("fault.down",
                        m -> received.add(Integer.parseInt(m))).ready());
                nats.kill9();
                Await.until("the publisher saw the drop", 20,
                        () -> publisherPipe.connectionState() == ConnectionState.RECONNECTING);
                DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
                List<CompletableFuture<Long>> sends = new ArrayList<>();
                long longestCall = 0;
                for (int i = 0; i < 300; i++) {
                    long start = System.nanoTime();
                    sends.add(publisher.publish("fault.down", Integer.toString(i)).toCompletableFuture());
                    longestCall = Math.max(longestCall, System.nanoTime() - start);
                }
                assertThat(TimeUnit.NANOSECONDS.toMillis(longestCall)).as("the longest publish call, ms")
                        .isLessThan(200);
                int failedAtOnce = 0;
                for (int i = 100; i < 300; i++) {
                    assertThat(sends.get(i)).as("beyond the bound: " + i).isCompletedExceptionally();
                    failedAtOnce++;
                }
                assertThat(sends.get(100).handle((n, f) -> f).join()).isInstanceOf(MessageNotSentException.class)
                        .hasMessageContaining("maxPendingPublishes 100");
                long[] outcomes = FaultTally.outcomes(sends, 60);
                for (long outcome : outcomes) {
                    assertThat(outcome).as("every message timed out or was refused, none sent")
                            .isEqualTo(FaultTally.NOT_SENT);
                }
                nats.start();
                Await.until("both pipes back", 30, () -> publisherPipe.connectionState() == ConnectionState.CONNECTED
                        && subscriberPipe.connectionState() == ConnectionState.CONNECTED);
                publishUntilOneArrives(publisherPipe, "fault.down", received, 100_000);
                FaultTally tally = FaultTally.of("core publish while disconnected", outcomes, List.of(), 0);
                assertThat(copy(received)).as("timed-out messages are never sent later").allMatch(n -> n >= 100_000);
                assertThat(failedAtOnce).isEqualTo(200);
                assertThat(tally.notSent()).isEqualTo(300);
                assertThat(publisherPipe.stats().publishNotSent()).isEqualTo(300);
            }
        }
    }

    /** After a fault: publishes increasing numbers from {@code from} until one arrives; returns it. */
    static int publishUntilOneArrives(DistributedPipe pipe, String key, List<Integer> received, int from) {
        DistributedPublisher<String> publisher = pipe.publisher(MessageCodec.string());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        for (int n = from; System.nanoTime() < deadline; n++) {
            publisher.publish(key, Integer.toString(n));
            LocalServer.sleep(20);
            for (int got : copy(received)) {
                if (got >= from) {
                    return got;
                }
            }
        }
        throw new AssertionError("nothing published after the fault arrived within 60 s");
    }

    static List<Integer> copy(List<Integer> received) {
        synchronized (received) {
            return new ArrayList<>(received);
        }
    }

    static Set<Integer> range(int from, int to) {
        Set<Integer> all = new HashSet<>();
        for (int i = from; i < to; i++) {
            all.add(i);
        }
        return all;
    }

    static void spin(long micros) {
        long end = System.nanoTime() + TimeUnit.MICROSECONDS.toNanos(micros);
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }
}
