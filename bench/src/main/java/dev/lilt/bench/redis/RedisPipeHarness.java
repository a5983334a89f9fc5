package dev.lilt.bench.redis;

import dev.lilt.pipe.redis.DeliveryMode;
import dev.lilt.pipe.redis.RedisPipe;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Lilt's Redis pipe against raw Lettuce on a local Redis, in one run: publish throughput, end-to-end
 * latency (p50/p99, one message in flight) and Streams throughput with read batching, 1 KB
 * messages; one untimed round first, then rounds alternating which side goes first, medians at the
 * end. A harness rather than JMH because latency here is a distribution over a network round
 * trip, and both sides must share one server and one warm-up.
 *
 * <pre>
 * redis-server --port 6390 --bind 127.0.0.1 --save '' --daemonize yes
 * ./mvnw -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.lilt.bench.redis.RedisPipeHarness redis://127.0.0.1:6390
 * </pre>
 *
 * Raw Lettuce uses the same codec (String keys, byte[] values) and, for latency, the same shape: a
 * publish on one connection, a Pub/Sub listener on another; Lilt adds its codec, size check, local
 * broker and the hop to its delivery thread.
 */
public final class RedisPipeHarness {
    private static final RedisCodec<String, byte[]> CODEC = RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE);
    private static final int SIZE = 1024;
    private static final int THROUGHPUT_MESSAGES = 20_000;
    private static final int LATENCY_SAMPLES = 3_000;
    private static final int ROUNDS = 5;

    private RedisPipeHarness() {
    }

    public static void main(String[] args) throws Exception {
        String uri = args.length > 0 ? args[0] : "redis://127.0.0.1:6379";
        byte[] payload = new byte[SIZE];
        Arrays.fill(payload, (byte) 'x');
        RedisClient client = RedisClient.create(uri);
        try (StatefulRedisConnection<String, byte[]> raw = client.connect(CODEC);
                StatefulRedisPubSubConnection<String, byte[]> rawSub = client.connectPubSub(CODEC);
                DistributedPipe lilt = RedisPipe.builder().uri(uri).maxPendingPublishes(THROUGHPUT_MESSAGES).build();
                DistributedPipe liltSub = RedisPipe.builder().uri(uri).build()) {
            DistributedPublisher<byte[]> publisher = lilt.publisher(MessageCodec.bytes());
            RedisAsyncCommands<String, byte[]> async = raw.async();
            double[] rawRates = new double[ROUNDS];
            double[] liltRates = new double[ROUNDS];
            throughput(n -> async.publish("bench.tp", payload).toCompletableFuture());
            throughput(n -> publisher.publish("bench.tp", payload).toCompletableFuture());
            for (int round = 0; round < ROUNDS; round++) {
                // alternate which side goes first, so that neither always follows the other's garbage
                if (round % 2 == 0) {
                    rawRates[round] = throughput(n -> async.publish("bench.tp", payload).toCompletableFuture());
                    liltRates[round] = throughput(n -> publisher.publish("bench.tp", payload).toCompletableFuture());
                } else {
                    liltRates[round] = throughput(n -> publisher.publish("bench.tp", payload).toCompletableFuture());
                    rawRates[round] = throughput(n -> async.publish("bench.tp", payload).toCompletableFuture());
                }
                System.out.printf("round %d publish 1 KB: raw Lettuce %,.0f msg/s, Lilt %,.0f msg/s"
                        + " (Lilt/raw %.2f)%n", round + 1, rawRates[round], liltRates[round],
                        liltRates[round] / rawRates[round]);
            }
            System.out.printf("MEDIAN publish 1 KB: raw Lettuce %,.0f msg/s, Lilt %,.0f msg/s (Lilt/raw %.2f)%n",
                    median(rawRates), median(liltRates), median(liltRates) / median(rawRates));

            SynchronousQueue<Boolean> rawArrived = new SynchronousQueue<>();
            rawSub.addListener(new RedisPubSubAdapter<>() {
                @Override
                public void message(String channel, byte[] message) {
                    rawArrived.offer(Boolean.TRUE);
                }
            });
            rawSub.sync().subscribe("bench.raw");
            SynchronousQueue<Boolean> liltArrived = new SynchronousQueue<>();
            liltSub.subscriber(MessageCodec.bytes()).subscribe("bench.lilt", m -> liltArrived.offer(Boolean.TRUE))
                    .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            double[][] lat = new double[4][ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                long[] rawNs;
                long[] liltNs;
                if (round % 2 == 0) {
                    rawNs = latency(() -> async.publish("bench.raw", payload), rawArrived);
                    liltNs = latency(() -> publisher.publish("bench.lilt", payload), liltArrived);
                } else {
                    liltNs = latency(() -> publisher.publish("bench.lilt", payload), liltArrived);
                    rawNs = latency(() -> async.publish("bench.raw", payload), rawArrived);
                }
                lat[0][round] = pct(rawNs, 50);
                lat[1][round] = pct(rawNs, 99);
                lat[2][round] = pct(liltNs, 50);
                lat[3][round] = pct(liltNs, 99);
                System.out.printf("round %d end-to-end 1 KB: raw Lettuce p50 %.1f us p99 %.1f us,"
                        + " Lilt p50 %.1f us p99 %.1f us%n", round + 1, lat[0][round], lat[1][round], lat[2][round],
                        lat[3][round]);
            }
            System.out.printf("MEDIAN end-to-end 1 KB: raw Lettuce p50 %.1f us p99 %.1f us,"
                    + " Lilt p50 %.1f us p99 %.1f us%n", median(lat[0]), median(lat[1]), median(lat[2]),
                    median(lat[3]));
        } finally {
            client.shutdown();
        }
        for (int batch : new int[] {1, 10, 100}) {
            for (int round = 1; round <= 2; round++) {
                System.out.printf("round %d streams 1 KB, read batch %d: %,.0f msg/s published and consumed%n",
                        round, batch, streams(uri, batch, payload));
            }
        }
        System.exit(0);
    }

    private static double throughput(java.util.function.IntFunction<CompletableFuture<?>> publish) {
        CompletableFuture<?> last = null;
        long start = System.nanoTime();
        for (int i = 0; i < THROUGHPUT_MESSAGES; i++) {
            last = publish.apply(i);
        }
        last.join();
        return THROUGHPUT_MESSAGES / ((System.nanoTime() - start) / 1e9);
    }

    private static long[] latency(Runnable publish, SynchronousQueue<Boolean> arrived) throws InterruptedException {
        long[] samples = new long[LATENCY_SAMPLES];
        for (int i = -500; i < LATENCY_SAMPLES; i++) {
            long start = System.nanoTime();
            publish.run();
            arrived.poll(10, TimeUnit.SECONDS);
            if (i >= 0) {
                samples[i] = System.nanoTime() - start;
            }
        }
        Arrays.sort(samples);
        return samples;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static double pct(long[] sorted, int percentile) {
        return sorted[Math.min(sorted.length - 1, sorted.length * percentile / 100)] / 1_000.0;
    }

    private static double streams(String uri, int batch, byte[] payload) throws Exception {
        String key = "bench.stream." + batch + "." + System.nanoTime();
        AtomicInteger received = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(1);
        Consumer<byte[]> count = m -> {
            if (received.incrementAndGet() == THROUGHPUT_MESSAGES) {
                done.countDown();
            }
        };
        try (DistributedPipe producer = RedisPipe.builder().uri(uri).mode(DeliveryMode.STREAMS)
                        .maxPendingPublishes(THROUGHPUT_MESSAGES).build();
                DistributedPipe consumer = RedisPipe.builder().uri(uri).mode(DeliveryMode.STREAMS)
                        .consumerGroup("bench").streamBatchSize(batch).build()) {
            consumer.subscriber(MessageCodec.bytes()).subscribe(key, count::accept)
                    .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            DistributedPublisher<byte[]> publisher = producer.publisher(MessageCodec.bytes());
            long start = System.nanoTime();
            for (int i = 0; i < THROUGHPUT_MESSAGES; i++) {
                publisher.publish(key, payload);
            }
            if (!done.await(120, TimeUnit.SECONDS)) {
                throw new IllegalStateException("streams: only " + received.get() + " of " + THROUGHPUT_MESSAGES);
            }
            return THROUGHPUT_MESSAGES / ((System.nanoTime() - start) / 1e9);
        }
    }
}
