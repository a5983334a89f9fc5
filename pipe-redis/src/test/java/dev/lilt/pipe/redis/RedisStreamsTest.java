package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static dev.lilt.pipe.remote.contract.ContractPipes.next;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.contract.ContractPipes;
import dev.lilt.pipe.remote.testkit.LocalServer;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Streams mode beyond the contract: consumer groups, retries, dead letters, claims, the length bound. */
class RedisStreamsTest {
    private static RedisProcess redis;

    @BeforeAll
    static void startRedis() {
        redis = RedisProcess.launch();
    }

    @AfterAll
    static void stopRedis() {
        if (redis != null) { // null when the launch was skipped (no redis-server)
            redis.close();
        }
    }

    private static RedisPipeBuilder streams(String group) {
        return RedisPipe.builder().uri(redis.uri()).mode(DeliveryMode.STREAMS).consumerGroup(group);
    }

    @Test
    void failingHandler_isRetriedThenDeadLettered_andTheNextMessageStillArrives() throws Exception {
        List<Throwable> errors = new CopyOnWriteArrayList<>();
        AtomicInteger calls = new AtomicInteger();
        BlockingQueue<String> good = new LinkedBlockingQueue<>();
        try (DistributedPipe publisher = streams("p1").build();
                DistributedPipe consumer = streams("retry").retries(2).deadLetterKey("dead.retry")
                        .errorHandler((message, failure) -> errors.add(failure)).build()) {
            await(consumer.subscriber(MessageCodec.string()).subscribe("jobs.retry", m -> {
                if (m.startsWith("poison")) {
                    calls.incrementAndGet();
                    throw new IllegalArgumentException("cannot process");
                }
                good.add(m);
            }).ready());

            DistributedPublisher<String> jobs = publisher.publisher(MessageCodec.string());
            jobs.publish("jobs.retry", "poison-1");
            await(jobs.publish("jobs.retry", "fine-2"));

            assertThat(next(good)).isEqualTo("fine-2");
            assertThat(calls.get()).isEqualTo(3);
            assertThat(errors).singleElement().isInstanceOf(IllegalArgumentException.class);
            assertThat(consumer.stats().deadLettered()).isEqualTo(1);
            waitFor(() -> redis.command("XLEN", "dead.retry").equals(":1"));
            assertThat(redis.command("XLEN", "dead.retry")).isEqualTo(":1");
            waitFor(() -> redis.command("XPENDING", "jobs.retry", "retry").startsWith("*4")
                    && pendingCount("jobs.retry", "retry") == 0);
            assertThat(pendingCount("jobs.retry", "retry")).isZero();
        }
    }

    @Test
    void pipesOfOneGroup_shareTheWork_andAnotherGroupGetsEverything() throws Exception {
        Set<String> shared = ConcurrentHashMap.newKeySet();
        AtomicInteger duplicates = new AtomicInteger();
        BlockingQueue<String> audit = new LinkedBlockingQueue<>();
        try (DistributedPipe publisher = streams("p2").build();
                DistributedPipe worker1 = streams("workers").build();
                DistributedPipe worker2 = streams("workers").build();
                DistributedPipe auditor = streams("audit").build()) {
            for (DistributedPipe worker : List.of(worker1, worker2)) {
                await(worker.subscriber(MessageCodec.string()).subscribe("jobs.shared", m -> {
                    if (!shared.add(m)) {
                        duplicates.incrementAndGet();
                    }
                }).ready());
            }
            await(auditor.subscriber(MessageCodec.string()).subscribe("jobs.shared", audit::add).ready());

            DistributedPublisher<String> jobs = publisher.publisher(MessageCodec.string());
            for (int i = 0; i < 100; i++) {
                await(jobs.publish("jobs.shared", "job-" + i));
            }

            for (int i = 0; i < 100; i++) {
                assertThat(next(audit)).isEqualTo("job-" + i);
            }
            waitFor(() -> shared.size() == 100);
            assertThat(shared).hasSize(100);
            assertThat(duplicates.get()).isZero();
            assertThat(worker1.stats().received() + worker2.stats().received()).isEqualTo(100);
        }
    }

    @Test
    void deadConsumersPendingEntries_areClaimedByAnotherConsumer() throws Exception {
        assertThat(redis.command("XGROUP", "CREATE", "jobs.claim", "crew", "$", "MKSTREAM")).isEqualTo("+OK");
        try (DistributedPipe publisher = streams("p3").build()) {
            DistributedPublisher<String> jobs = publisher.publisher(MessageCodec.string());
            for (int i = 0; i < 5; i++) {
                await(jobs.publish("jobs.claim", "job-" + i));
            }
        }
        // a consumer takes the five entries and dies without acknowledging them
        assertThat(redis.command("XREADGROUP", "GROUP", "crew", "doomed", "COUNT", "10", "STREAMS", "jobs.claim", ">"))
                .isEqualTo("*1");
        assertThat(pendingCount("jobs.claim", "crew")).isEqualTo(5);

        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        try (DistributedPipe survivor = streams("crew").consumerName("survivor").claimIdle(Duration.ofMillis(300))
                .build()) {
            await(survivor.subscriber(MessageCodec.string()).subscribe("jobs.claim", got::add).ready());

            for (int i = 0; i < 5; i++) {
                assertThat(next(got)).isEqualTo("job-" + i);
            }
            assertThat(survivor.stats().claimed()).isEqualTo(5);
            waitFor(() -> pendingCount("jobs.claim", "crew") == 0);
            assertThat(pendingCount("jobs.claim", "crew")).isZero();
        }
    }

    @Test
    void maxStreamLength_boundsTheStream() throws Exception {
        try (DistributedPipe publisher = streams("p4").maxStreamLength(100).build()) {
            DistributedPublisher<String> events = publisher.publisher(MessageCodec.string());
            for (int i = 0; i < 1_000; i++) {
                events.publish("events.bounded", "e" + i);
            }
            await(events.publish("events.bounded", "last"));
        }
        long length = Long.parseLong(redis.command("XLEN", "events.bounded").substring(1));
        // MAXLEN ~ trims whole macro nodes (100 entries each): between the bound and bound + one node
        assertThat(length).isBetween(100L, 300L);
    }

    /** The count of a group's pending entries (XPENDING summary: count, lowest, highest, consumers). */
    private static long pendingCount(String key, String group) {
        String xinfo = redis.command("EVAL",
                "return redis.call('XPENDING', KEYS[1], ARGV[1])[1]", "1", key, group);
        return Long.parseLong(xinfo.substring(1));
    }

    static void waitFor(java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(ContractPipes.WAIT_SECONDS);
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            LocalServer.sleep(20);
        }
    }
}
