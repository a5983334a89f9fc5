package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.redis.RedisStreamsTest.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
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

    /** What one run saw; {@code outcomes[i]}: -1 not sent, -2 unknown, else the receiver count. */
    record Tally(String run, int sent, int ok, int notSent, int unknown, int received, int lost,
            int duplicated, int outOfOrder) {
        static Tally of(String run, long[] outcomes, List<Integer> received) {
            int ok = 0;
            int notSent = 0;
            int unknown = 0;
            for (long outcome : outcomes) {
                if (outcome == -1) {
                    notSent++;
                } else if (outcome == -2) {
                    unknown++;
                } else {
                    ok++;
                }
            }
            Set<Integer> distinct = new HashSet<>(received);
            return new Tally(run, outcomes.length, ok, notSent, unknown, received.size(),
                    outcomes.length - distinct.size(), received.size() - distinct.size(),
                            RedisFaultTest.outOfOrder(received));
        }

        /** The same tally with out-of-order counted per subscriber process (each its own order). */
        Tally outOfOrder(int perProcess) {
            return new Tally(run, sent, ok, notSent, unknown, received, lost, duplicated, perProcess);
        }

        Tally print() {
            System.out.println("fault tally " + this);
            return this;
        }
    }

    static int outOfOrder(List<Integer> received) {
        int max = -1;
        int late = 0;
        for (int n : received) {
            if (n < max) {
                late++;
            }
            max = Math.max(max, n);
        }
        return late;
    }

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
                RedisProcess.sleep(200);
                Tally tally = Tally.of("PUB_SUB server SIGKILL+restart", outcomes, copy(received)).print();

                Set<Integer> got = snapshot(received);
                assertThat(tally.duplicated()).as("duplicates").isZero();
                assertThat(tally.outOfOrder()).as("out of order").isZero();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] >= 1) {
                        assertThat(got).as("answered with receivers, so delivered: " + i).contains(i);
                    }
                    if (outcomes[i] == -1 || outcomes[i] == 0) {
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
                RedisProcess.sleep(300);
                Tally tally = Tally.of("STREAMS server SIGKILL+restart", outcomes, copy(received)).print();
                System.out.println("fault tally STREAMS: resent " + publisherPipe.stats().publishResent()
                        + ", copies dropped by the consumer " + consumerPipe.stats().duplicatesDropped());

                List<Integer> inStream = streamOrder(redis, "fault.st");
                Set<Integer> storedOrUnknown = new HashSet<>(stored);
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == -2) {
                        storedOrUnknown.add(i);
                    }
                }
                assertThat(new HashSet<>(inStream)).as("the stream holds every stored message, and no other")
                        .containsAll(stored).isSubsetOf(storedOrUnknown);
                assertThat(outOfOrder(inStream)).as("the stream's order (copies aside)").isZero();
                Set<Integer> got = snapshot(received);
                assertThat(got).as("every stored message arrives").containsAll(stored);
                assertThat(tally.duplicated()).as("duplicates reaching the handler").isZero();
                assertThat(tally.outOfOrder()).as("out of order").isZero();
                for (int i = 0; i < outcomes.length; i++) {
                    if (outcomes[i] == -1) {
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
            Child first = new Child(FaultChild.start(redis.uri(), DeliveryMode.STREAMS, "fault.child", "worker", 500));
            Child second = null;
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
                second = new Child(FaultChild.start(redis.uri(), DeliveryMode.STREAMS, "fault.child", "worker", 0));
                second.awaitReady();
                Child successor = second;
                waitLong(() -> union(first, successor).size() == total);

                List<Integer> all = new ArrayList<>(first.received());
                all.addAll(second.received());
                long[] outcomes = new long[total];
                java.util.Arrays.fill(outcomes, 1);
                Tally tally = Tally.of("STREAMS consumer JVM SIGKILL", outcomes, all)
                        .outOfOrder(outOfOrder(first.received()) + outOfOrder(second.received())).print();
                assertThat(tally.lost()).as("lost").isZero();
                assertThat(outOfOrder(first.received())).isZero();
                assertThat(outOfOrder(second.received())).isZero();
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
            Child first = new Child(FaultChild.start(redis.uri(), DeliveryMode.PUB_SUB, "fault.pchild", "-", 0));
            Child second = null;
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
                        second = new Child(FaultChild.start(redis.uri(), DeliveryMode.PUB_SUB, "fault.pchild", "-", 0));
                    }
                    if (second != null && afterSecond < 0 && second.ready.getCount() == 0) {
                        afterSecond = i + 1;
                    }
                    assertThat(i).as("the second subscriber came up").isLessThan(200_000);
                }
                long[] outcomes = new long[sends.size()];
                for (int i = 0; i < outcomes.length; i++) {
                    outcomes[i] = sends.get(i).get(30, TimeUnit.SECONDS);
                }
                int lastIndex = outcomes.length - 1;
                Child successor = second;
                waitLong(() -> successor.received().contains(lastIndex));
                List<Integer> all = new ArrayList<>(first.received());
                all.addAll(second.received());
                Tally tally = Tally.of("PUB_SUB subscriber JVM SIGKILL", outcomes, all)
                        .outOfOrder(outOfOrder(first.received()) + outOfOrder(second.received())).print();

                assertThat(tally.duplicated()).as("duplicates").isZero();
                assertThat(outOfOrder(first.received())).isZero();
                assertThat(outOfOrder(second.received())).isZero();
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
     * Publishes at least {@code total} messages ("0", "1", ...) back to back without waiting; another
     * thread kills the server once a quarter of them are published and restarts it 200 ms later.
     * The burst goes on until the kill has landed (however late a loaded machine runs the killer),
     * so the kill always hits messages on their way. Returns each publish's outcome.
     */
    private static long[] burstThroughKill(RedisProcess redis, DistributedPipe pipe, String key, int total)
            throws Exception {
        DistributedPublisher<String> publisher = pipe.publisher(MessageCodec.string());
        List<CompletableFuture<Long>> sends = new ArrayList<>();
        AtomicInteger published = new AtomicInteger();
        AtomicBoolean killed = new AtomicBoolean();
        Thread killer = new Thread(() -> {
            waitFor(() -> published.get() >= total / 4);
            redis.kill9();
            killed.set(true);
            RedisProcess.sleep(200);
            redis.start();
        });
        killer.start();
        for (int i = 0; i < total || !killed.get(); i++) {
            sends.add(publisher.publish(key, Integer.toString(i)).toCompletableFuture());
            published.incrementAndGet();
            if (i >= 4 * total) {
                Thread.sleep(1);
            }
        }
        killer.join(30_000);
        int count = sends.size();
        long[] outcomes = new long[count];
        for (int i = 0; i < count; i++) {
            Throwable failure = sends.get(i).handle((n, f) -> f).get(30, TimeUnit.SECONDS);
            if (failure == null) {
                outcomes[i] = sends.get(i).join();
            } else if (failure instanceof MessageNotSentException) {
                outcomes[i] = -1;
            } else if (failure instanceof MessageOutcomeUnknownException) {
                outcomes[i] = -2;
            } else {
                throw new AssertionError("publish " + i + " failed with neither outcome type", failure);
            }
        }
        return outcomes;
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
            RedisProcess.sleep(20);
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


    private static Set<Integer> union(Child a, Child b) {
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

    /** A subscriber JVM and the messages it printed. */
    private static final class Child {
        final Process process;
        final CountDownLatch ready = new CountDownLatch(1);
        private final List<Integer> lines = Collections.synchronizedList(new ArrayList<>());

        Child(Process process) {
            this.process = process;
            Thread reader = new Thread(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        if (line.equals("READY")) {
                            ready.countDown();
                        } else {
                            lines.add(Integer.parseInt(line));
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            reader.setDaemon(true);
            reader.start();
        }

        void awaitReady() throws InterruptedException {
            assertThat(ready.await(60, TimeUnit.SECONDS)).as("the subscriber JVM is ready").isTrue();
        }

        List<Integer> received() {
            synchronized (lines) {
                return new ArrayList<>(lines);
            }
        }

        void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
