package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.redis.RedisStreamsTest.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.testkit.ChildJvm;
import dev.lilt.pipe.remote.testkit.FaultBurst;
import dev.lilt.pipe.remote.testkit.FaultTally;
import dev.lilt.pipe.remote.testkit.LocalServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The fault suite: a real server killed with SIGKILL under a pipelined burst and restarted with an
 * append-only file, and a subscriber JVM killed mid-stream, counting per mode what was sent,
 * received, lost, duplicated and out of order, and asserting each guarantee PIPE-REDIS.md states.
 * Each run prints its tally (the figures in PIPE-REDIS.md come from these lines).
 */
class RedisFaultTest {
    /** A handler's time in the slowed subscribers, in microseconds. */
    private static final long SLOW_HANDLER_MICROS = 50;

    @Test
    void pubSub_serverKilledUnderPipelinedBurst_noDuplicate_noReorder_okMeansDelivered_notSentNeverArrives()
            throws Exception {
        try (RedisProcess redis = RedisProcess.launch("--appendonly", "yes", "--appendfsync", "always")) {
            List<Integer> received = Collections.synchronizedList(new ArrayList<>());
            try (DistributedPipe publisherPipe = RedisPipe.builder().uri(redis.uri())
                    .commandTimeout(Duration.ofSeconds(10))
                            .maxPendingPublishes(50_000).reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(100))
                            .build();
                    DistributedPipe subscriberPipe = RedisPipe.builder().uri(redis.uri())
                            .reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(100)).build()) {
                await(subscriberPipe.subscriber(MessageCodec.string()).subscribe("fault.ps", m -> {
                    spin(SLOW_HANDLER_MICROS);
                    received.add(Integer.parseInt(m));
                }).ready());
                long[] outcomes = burstThroughKill(redis, publisherPipe, "fault.ps", 8_000);
                // wait for the answered ones themselves: counting arrivals would also count the
                // unknown ones that arrived, and stop waiting while answered ones are still on their way
                Set<Integer> answered = new HashSet<>();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] >= 1) {
                        answered.add(i);
                    }
                }
                waitLong(() -> snapshot(received).containsAll(answered));
                LocalServer.sleep(200);
                List<Integer> handled = copy(received);
                FaultTally tally = FaultTally.of("PUB_SUB server SIGKILL+restart", outcomes, handled,
                        FaultTally.outOfOrder(handled));

                Set<Integer> got = snapshot(received);
                assertThat(tally.duplicated()).as("duplicates").isZero();
                assertThat(tally.outOfOrder()).as("out of order").isZero();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] >= 1) {
                        assertThat(got).as("answered with receivers, so delivered: " + i).contains(i);
                    }
                    if (outcomes[i] == FaultTally.NOT_SENT || outcomes[i] == 0) {
                        assertThat(got).as("not sent, or reached nobody: " + i).doesNotContain(i);
                    }
                }
                assertThat(tally.unknown() + tally.notSent()).as("the kill hit messages on their way").isPositive();
            }
        }
    }

    @Test
    void streams_serverKilledUnderPipelinedBurst_slowedConsumer_everyStoredMessageOnce_inOrder() throws Exception {
        try (RedisProcess redis = RedisProcess.launch("--appendonly", "yes", "--appendfsync", "always")) {
            List<Integer> received = Collections.synchronizedList(new ArrayList<>());
            try (DistributedPipe publisherPipe = RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS)
                            .commandTimeout(Duration.ofSeconds(10)).maxPendingPublishes(50_000)
                            .reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(100)).build();
                    DistributedPipe consumerPipe = RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS)
                            .consumerGroup("fault").consumerName("consumer-1")
                            .reconnectBackoff(Duration.ofMillis(20), Duration.ofMillis(100)).build()) {
                await(consumerPipe.subscriber(MessageCodec.string()).subscribe("fault.st", m -> {
                    spin(SLOW_HANDLER_MICROS);
                    received.add(Integer.parseInt(m));
                }).ready());
                long[] outcomes = burstThroughKill(redis, publisherPipe, "fault.st", 8_000);
                Set<Integer> stored = new HashSet<>();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] >= 1) {
                        stored.add(i);
                    }
                }
                // copy, then compare: a containsAll on the list would hold its lock against the handler
                waitLong(() -> snapshot(received).containsAll(stored));
                LocalServer.sleep(300);
                List<Integer> handled = copy(received);
                FaultTally tally = FaultTally.of("STREAMS server SIGKILL+restart", outcomes, handled,
                        FaultTally.outOfOrder(handled));
                System.out.println("fault tally STREAMS: resent " + publisherPipe.stats().publishResent()
                        + ", copies dropped by the consumer " + consumerPipe.stats().duplicatesDropped());

                List<Integer> inStream = streamOrder(redis, "fault.st");
                Set<Integer> storedOrUnknown = new HashSet<>(stored);
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == FaultTally.UNKNOWN) {
                        storedOrUnknown.add(i);
                    }
                }
                assertThat(new HashSet<>(inStream)).as("the stream holds every stored message, and no other")
                        .containsAll(stored).isSubsetOf(storedOrUnknown);
                assertThat(FaultTally.outOfOrder(inStream)).as("the stream's order (copies aside)").isZero();
                Set<Integer> got = snapshot(received);
                assertThat(got).as("every stored message arrives").containsAll(stored);
                assertThat(tally.duplicated()).as("duplicates reaching the handler").isZero();
                assertThat(tally.outOfOrder()).as("out of order").isZero();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == FaultTally.NOT_SENT) {
                        assertThat(got).as("not sent: " + i).doesNotContain(i);
                    }
                }
                assertThat(tally.notSent()).as("nothing waited past the timeout").isZero();
                assertThat(tally.unknown() + publisherPipe.stats().publishResent())
                        .as("the kill hit messages on their way").isPositive();
            }
        }
    }

    @Test
    void streams_consumerProcessKilled_itsSuccessorGetsThePendingEntries_noneLost() throws Exception {
        try (RedisProcess redis = RedisProcess.launch()) {
            ChildJvm first = FaultChild.start(redis.uri(), DeliveryMode.STREAMS, "fault.child", "worker", 500);
            ChildJvm second = null;
            try (DistributedPipe publisherPipe = RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS)
                    .build()) {
                first.awaitReady();
                DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
                int total = 3_000;
                List<CompletableFuture<Long>> sends = new ArrayList<>();
                for (int i = 0; i < total; i++) {
                    sends.add(publisher.publish("fault.child", Integer.toString(i)).toCompletableFuture());
                }
                for (CompletableFuture<Long> send : sends) {
                    assertThat(send.get(30, TimeUnit.SECONDS)).isEqualTo(1L);
                }
                waitFor(() -> first.received().size() >= 500);
                first.kill();
                second = FaultChild.start(redis.uri(), DeliveryMode.STREAMS, "fault.child", "worker", 0);
                second.awaitReady();
                ChildJvm successor = second;
                waitLong(() -> union(first, successor).size() == total);

                List<Integer> all = new ArrayList<>(first.received());
                all.addAll(second.received());
                long[] outcomes = new long[total];
                java.util.Arrays.fill(outcomes, 1);
                FaultTally tally = FaultTally.of("STREAMS consumer JVM SIGKILL", outcomes, all,
                        FaultTally.outOfOrder(first.received()) + FaultTally.outOfOrder(second.received()));
                assertThat(tally.lost()).as("lost").isZero();
                assertThat(FaultTally.outOfOrder(first.received())).isZero();
                assertThat(FaultTally.outOfOrder(second.received())).isZero();
                // the batch it was handling, and the one before if its XACK was still on its way
                assertThat(tally.duplicated()).as("redelivered: at most the killed consumer's unacknowledged batches")
                        .isBetween(0, 2 * 100);
            } finally {
                first.kill();
                if (second != null) {
                    second.kill();
                }
            }
        }
    }

    @Test
    void pubSub_subscriberProcessKilled_noDuplicate_noReorder_lossOnlyWhereNoSubscriberWas() throws Exception {
        try (RedisProcess redis = RedisProcess.launch()) {
            ChildJvm first = FaultChild.start(redis.uri(), DeliveryMode.PUB_SUB, "fault.pchild", "-", 0);
            ChildJvm second = null;
            try (DistributedPipe publisherPipe = RedisPipe.builder().uri(redis.uri()).build()) {
                first.awaitReady();
                DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
                List<CompletableFuture<Long>> sends = new ArrayList<>();
                int afterSecond = -1;
                for (int i = 0; afterSecond < 0 || i < afterSecond + 500; i++) {
                    sends.add(publisher.publish("fault.pchild", Integer.toString(i)).toCompletableFuture());
                    if (i % 5 == 4) {
                        Thread.sleep(1);
                    }
                    if (i == 500) {
                        waitFor(() -> first.received().size() >= 400);
                        first.kill();
                        second = FaultChild.start(redis.uri(), DeliveryMode.PUB_SUB, "fault.pchild", "-", 0);
                    }
                    if (second != null && afterSecond < 0 && second.isReady()) {
                        afterSecond = i + 1;
                    }
                    assertThat(i).as("the second subscriber came up").isLessThan(200_000);
                }
                long[] outcomes = new long[sends.size()];
                for (int i = 0; i < outcomes.length; i++) {
                    outcomes[i] = sends.get(i).get(30, TimeUnit.SECONDS);
                }
                int lastIndex = outcomes.length - 1;
                ChildJvm successor = second;
                waitLong(() -> successor.received().contains(lastIndex));
                List<Integer> all = new ArrayList<>(first.received());
                all.addAll(second.received());
                FaultTally tally = FaultTally.of("PUB_SUB subscriber JVM SIGKILL", outcomes, all,
                        FaultTally.outOfOrder(first.received()) + FaultTally.outOfOrder(second.received()));

                assertThat(tally.duplicated()).as("duplicates").isZero();
                assertThat(FaultTally.outOfOrder(first.received())).isZero();
                assertThat(FaultTally.outOfOrder(second.received())).isZero();
                Set<Integer> got = new HashSet<>(all);
                int reachedNobody = 0;
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == 0) {
                        reachedNobody++;
                        assertThat(got).as("reached nobody: " + i).doesNotContain(i);
                    }
                    if (i >= afterSecond) {
                        assertThat(got).as("published while the second subscriber was up: " + i).contains(i);
                    }
                }
                assertThat(reachedNobody).as("the gap between the subscribers was provoked").isPositive();
                assertThat(tally.lost()).isGreaterThanOrEqualTo(reachedNobody);
            } finally {
                first.kill();
                if (second != null) {
                    second.kill();
                }
            }
        }
    }

    /**
     * Publishes back to back through a crash (the batching sender would drain a paced burst before
     * the kill). Just before the kill the server holds every client's commands for a moment
     * ({@code CLIENT PAUSE}), so the publishes written then are on their way when it dies: without
     * it a fast server could have answered everything written at the instant of the kill.
     */
    private static long[] burstThroughKill(RedisProcess redis, DistributedPipe pipe, String key, int total)
            throws Exception {
        return FaultBurst.throughKill(redis.server(), pipe.publisher(MessageCodec.string()), key, total, 0, () -> {
            redis.command("CLIENT", "PAUSE", "2000");
            LocalServer.sleep(20);
        });
    }

    /** The messages of a stream in its order, each producer sequence once (a resent copy skipped). */
    private static List<Integer> streamOrder(RedisProcess redis, String key) {
        try (io.lettuce.core.RedisClient raw = io.lettuce.core.RedisClient.create(redis.uri());
                io.lettuce.core.api.StatefulRedisConnection<String, String> connection = raw.connect()) {
            List<Integer> order = new ArrayList<>();
            Set<String> sequences = new HashSet<>();
            for (io.lettuce.core.StreamMessage<String, String> entry
                    : connection.sync().xrange(key, io.lettuce.core.Range.create("-", "+"))) {
                if (sequences.add(entry.getBody().get("p") + "/" + entry.getBody().get("s"))) {
                    order.add(Integer.parseInt(entry.getBody().get("d")));
                }
            }
            return order;
        }
    }

    /** Waits up to a minute: catching up after a fault is slow on a loaded machine, and fast otherwise. */
    private static void waitLong(java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            LocalServer.sleep(20);
        }
    }

    private static List<Integer> copy(List<Integer> received) {
        synchronized (received) {
            return new ArrayList<>(received);
        }
    }

    private static Set<Integer> snapshot(List<Integer> received) {
        synchronized (received) {
            return new HashSet<>(received);
        }
    }


    private static Set<Integer> union(ChildJvm a, ChildJvm b) {
        Set<Integer> all = new HashSet<>(a.received());
        all.addAll(b.received());
        return all;
    }

    private static void spin(long micros) {
        long end = System.nanoTime() + TimeUnit.MICROSECONDS.toNanos(micros);
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }
}
