package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Many threads subscribing and closing the same keys at once must leave the server-side
 * subscriptions matching the local ones. Forbidden outcomes: a key with live local subscribers but
 * no Redis subscription (messages lost for good), or a Redis subscription left behind after the
 * last local one closed (a leak).
 */
class SubscriptionRaceTest {
    private static final int THREADS = 4;
    private static final int ROUNDS = 150;
    private static final List<String> KEYS = List.of("race.a", "race.b", "race.c");

    @Test
    void concurrentSubscribeAndClose_leaveServerSubscriptionsMatchingLocalOnes() throws Exception {
        try (RedisProcess redis = RedisProcess.launch();
                DistributedPipe pipe = RedisPipe.builder().uri(redis.uri()).build();
                DistributedPipe publisherPipe = RedisPipe.builder().uri(redis.uri()).build()) {
            DistributedSubscriber<String> subscriber = pipe.subscriber(MessageCodec.string());
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            CyclicBarrier start = new CyclicBarrier(THREADS);
            List<Future<DistributedSubscription>> keepers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                keepers.add(threads.submit(() -> {
                    start.await();
                    for (int i = 0; i < ROUNDS; i++) {
                        subscriber.subscribe(KEYS.get((i + thread) % KEYS.size()), m -> { }).close();
                    }
                    // thread 0 keeps one subscription on race.a; the others leave nothing
                    return thread == 0 ? subscriber.subscribe("race.a", m -> { }) : null;
                }));
            }
            DistributedSubscription kept = keepers.get(0).get(60, TimeUnit.SECONDS);
            for (Future<DistributedSubscription> f : keepers) {
                assertThat(f.get(60, TimeUnit.SECONDS) == null || f.get() == kept).isTrue();
            }
            threads.shutdown();
            await(kept.ready());

            DistributedPublisher<String> publisher = publisherPipe.publisher(MessageCodec.string());
            assertThat(await(publisher.publish("race.a", "m"))).as("live local subscriber has its Redis subscription")
                    .isEqualTo(1);
            // unsubscribes are asynchronous: wait until Redis has processed the last of them, seen
            // on three probes in a row (a leak stays; one CI run under load saw a 0 then a 1)
            int[] zeros = {0};
            RedisStreamsTest.waitFor(() -> {
                boolean none = receivers(publisher, "race.b") == 0 && receivers(publisher, "race.c") == 0;
                zeros[0] = none ? zeros[0] + 1 : 0;
                return zeros[0] >= 3;
            });
            assertThat(receivers(publisher, "race.b")).as("no Redis subscription left behind").isZero();
            assertThat(receivers(publisher, "race.c")).isZero();
            assertThat(receivers(publisher, "race.a")).isEqualTo(1);

            kept.close();
            RedisStreamsTest.waitFor(() -> receivers(publisher, "race.a") == 0);
            assertThat(receivers(publisher, "race.a")).isZero();
        }
    }

    private static long receivers(DistributedPublisher<String> publisher, String key) {
        try {
            return await(publisher.publish(key, "probe"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
