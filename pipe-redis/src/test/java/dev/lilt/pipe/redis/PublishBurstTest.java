package dev.lilt.pipe.redis;

import static dev.lilt.pipe.remote.contract.ContractPipes.await;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Bursts through the coalescing publish sender: several publisher pipes, each publishing a burst
 * from its own thread as fast as it can (so that the sender writes batches), all to one key. Every
 * message arrives once, and each publisher's messages arrive in the order it published them.
 */
class PublishBurstTest {
    private static final int PUBLISHERS = 3;
    private static final int BURST = 6_000;

    @ParameterizedTest
    @EnumSource(DeliveryMode.class)
    void bursts_arriveComplete_inOrderPerPublisher(DeliveryMode mode) throws Exception {
        try (RedisProcess redis = RedisProcess.launch()) {
            List<String> received = Collections.synchronizedList(new ArrayList<>());
            List<DistributedPipe> publishers = new ArrayList<>();
            try (DistributedPipe subscriber = RedisPipe.builder().uri(redis.uri()).mode(mode).build()) {
                await(subscriber.subscriber(MessageCodec.string()).subscribe("burst", received::add).ready());
                for (int p = 0; p < PUBLISHERS; p++) {
                    publishers.add(RedisPipe.builder().uri(redis.uri()).mode(mode).maxPendingPublishes(BURST).build());
                }
                List<Thread> threads = new ArrayList<>();
                List<List<CompletableFuture<Long>>> sends = new ArrayList<>();
                for (int p = 0; p < PUBLISHERS; p++) {
                    DistributedPublisher<String> publisher = publishers.get(p).publisher(MessageCodec.string());
                    List<CompletableFuture<Long>> mine = new ArrayList<>(BURST);
                    sends.add(mine);
                    String prefix = p + ":";
                    threads.add(new Thread(() -> {
                        for (int i = 0; i < BURST; i++) {
                            mine.add(publisher.publish("burst", prefix + i).toCompletableFuture());
                        }
                    }));
                }
                threads.forEach(Thread::start);
                for (Thread thread : threads) {
                    thread.join();
                }
                for (List<CompletableFuture<Long>> mine : sends) {
                    for (CompletableFuture<Long> send : mine) {
                        assertThat(send.get(30, TimeUnit.SECONDS)).as("receivers (Pub/Sub) or stored (Streams)")
                                .isEqualTo(1L);
                    }
                }
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (received.size() < PUBLISHERS * BURST && System.nanoTime() < until) {
                    Thread.sleep(10);
                }
                Thread.sleep(100);
                List<String> all;
                synchronized (received) {
                    all = new ArrayList<>(received);
                }
                assertThat(all).as("every message once").hasSize(PUBLISHERS * BURST);
                int[] next = new int[PUBLISHERS];
                for (String message : all) {
                    int p = Integer.parseInt(message.substring(0, message.indexOf(':')));
                    int i = Integer.parseInt(message.substring(message.indexOf(':') + 1));
                    assertThat(i).as("publisher %d's next message", p).isEqualTo(next[p]);
                    next[p]++;
                }
                for (int p = 0; p < PUBLISHERS; p++) {
                    assertThat(next[p]).as("publisher %d complete", p).isEqualTo(BURST);
                }
            } finally {
                publishers.forEach(DistributedPipe::close);
            }
        }
    }
}
