package dev.lilt.bench.redis;

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
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Publish throughput of 1 KB messages to a local Redis, Lilt's {@code DistributedPublisher} against
 * raw Lettuce {@code PUBLISH} with the same codec, in one run and on one server: each operation sends
 * a pipelined batch of 100 and waits for the last answer. The benchmark starts its own
 * {@code redis-server} on a free loopback port (it must be installed) and stops it after the trial.
 * End-to-end latency is measured by {@link RedisPipeHarness}.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar RedisPublishBenchmark -f 1 -wi 2 -w 1s -i 3 -r 1s}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class RedisPublishBenchmark {
    private static final int BATCH = 100;
    private static final RedisCodec<String, byte[]> CODEC = RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE);

    private final byte[] payload = new byte[1024];
    private Process server;
    private Path dir;
    private RedisClient client;
    private StatefulRedisConnection<String, byte[]> connection;
    private RedisAsyncCommands<String, byte[]> lettuce;
    private DistributedPipe pipe;
    private DistributedPublisher<byte[]> lilt;

    /** Starts redis-server and connects both clients. */
    @Setup(Level.Trial)
    public void setUp() throws IOException, InterruptedException {
        Arrays.fill(payload, (byte) 'x');
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        dir = Files.createTempDirectory("lilt-bench-redis");
        server = new ProcessBuilder("redis-server", "--port", Integer.toString(port), "--bind", "127.0.0.1",
                "--save", "", "--dir", dir.toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("redis.log").toFile()).start();
        String uri = "redis://127.0.0.1:" + port;
        client = RedisClient.create(uri);
        for (int attempt = 0; connection == null; attempt++) {
            try {
                connection = client.connect(CODEC);
            } catch (RuntimeException e) {
                if (attempt > 100) {
                    throw e;
                }
                Thread.sleep(50);
            }
        }
        lettuce = connection.async();
        pipe = RedisPipe.builder().uri(uri).build();
        lilt = pipe.publisher(MessageCodec.bytes());
    }

    /** Closes the clients and stops the server. */
    @TearDown(Level.Trial)
    public void tearDown() throws InterruptedException {
        pipe.close();
        connection.close();
        client.shutdown();
        server.destroy();
        server.waitFor(10, TimeUnit.SECONDS);
    }

    /** Raw Lettuce: 100 pipelined PUBLISH, wait for the last. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public Long lettuce() {
        CompletableFuture<Long> last = null;
        for (int i = 0; i < BATCH; i++) {
            last = lettuce.publish("bench.publish", payload).toCompletableFuture();
        }
        return last.join();
    }

    /** Lilt: 100 publishes through the distributed publisher (codec, size check), wait for the last. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public Long lilt() {
        CompletableFuture<Long> last = null;
        for (int i = 0; i < BATCH; i++) {
            last = lilt.publish("bench.publish", payload).toCompletableFuture();
        }
        return last.join();
    }
}
