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
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Redis publish path against its limits, in one run on one server it starts itself: the server's
 * own {@code redis-benchmark -P 16} doing {@code PUBLISH} of 1 KB (the limit), raw Lettuce pipelined
 * with manual flushes doing the same work (same payload, same codec, one connection), Lilt Pub/Sub
 * and Lilt Streams: publish throughput (a burst, timed until the last answer), then end-to-end
 * latency (publish to handler, p50/p99) at fixed offered loads, measured from each message's
 * scheduled send time so that a stalled sender counts against it (no coordinated omission).
 * Every round runs each side once, alternating which goes first; the medians and the spread of the
 * rounds are printed, and a JSON line per round.
 *
 * <pre>
 * ./mvnw -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.lilt.bench.redis.RedisThroughputHarness [rounds] [out.json]
 * </pre>
 *
 * Needs {@code redis-server} and {@code redis-benchmark} on the path. Throughput publishes go to a
 * channel (or stream) without subscribers, as redis-benchmark's do.
 */
public final class RedisThroughputHarness {
    private static final RedisCodec<String, byte[]> CODEC = RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE);
    private static final int SIZE = 1024;
    private static final int BURST = 200_000;
    private static final int[] LOADS = {10_000, 50_000};
    private static final double LOAD_SECONDS = 3;
    private static final int[] RAW_FLUSH = {16, 256};

    private RedisThroughputHarness() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Path out = args.length > 1 ? Path.of(args[1]) : null;
        Path dir = Files.createTempDirectory("lilt-bench-redis");
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Process server = new ProcessBuilder("redis-server", "--port", Integer.toString(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--dir", dir.toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("redis.log").toFile()).start();
        String uri = "redis://127.0.0.1:" + port;
        List<String> json = new ArrayList<>();
        try {
            waitForServer(uri);
            System.out.println("uptime: " + run("uptime").trim());
            System.out.println("redis-server " + run("redis-server", "--version").trim());
            for (int round = 0; round <= rounds; round++) {
                Map<String, Double> r = round(uri, port, round);
                if (round == 0) {
                    System.out.println("(round 0: warm-up, not counted)");
                    continue;
                }
                StringBuilder line = new StringBuilder("{\"round\":").append(round);
                r.forEach((k, v) -> line.append(",\"").append(k).append("\":")
                        .append(String.format(Locale.ROOT, "%.1f", v)));
                line.append(",\"uptime\":\"").append(run("uptime").trim()).append("\"}");
                json.add(line.toString());
                System.out.println(line);
            }
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
        summary(json);
        if (out != null) {
            Files.write(out, json, StandardCharsets.UTF_8);
        }
        System.exit(0);
    }

    private static Map<String, Double> round(String uri, int port, int round) throws Exception {
        Map<String, Double> r = new LinkedHashMap<>();
        byte[] payload = new byte[SIZE];
        Arrays.fill(payload, (byte) 'x');
        r.put("redisBenchmarkP16", redisBenchmark(port, 50));
        r.put("redisBenchmarkP16c1", redisBenchmark(port, 1));
        boolean liltFirst = round % 2 == 1;
        if (liltFirst) {
            r.put("liltPubSub", liltBurst(uri, DeliveryMode.PUB_SUB, payload));
            r.put("liltStreams", liltBurst(uri, DeliveryMode.STREAMS, payload));
        }
        for (int flush : RAW_FLUSH) {
            r.put("rawLettuceFlush" + flush, rawBurst(uri, payload, flush));
        }
        if (!liltFirst) {
            r.put("liltPubSub", liltBurst(uri, DeliveryMode.PUB_SUB, payload));
            r.put("liltStreams", liltBurst(uri, DeliveryMode.STREAMS, payload));
        }
        for (int load : LOADS) {
            latency(r, "rawLettuce", load, rawLatency(uri, load));
            latency(r, "liltPubSub", load, liltLatency(uri, DeliveryMode.PUB_SUB, load));
            latency(r, "liltStreams", load, liltLatency(uri, DeliveryMode.STREAMS, load));
        }
        System.out.printf(Locale.ROOT, "round %d: %s%n", round, r);
        return r;
    }

    /** {@code redis-benchmark -P 16 PUBLISH channel <1 KB>}: requests per second. */
    private static double redisBenchmark(int port, int clients) throws IOException, InterruptedException {
        String text = run("redis-benchmark", "-p", Integer.toString(port), "-P", "16", "-c", Integer.toString(clients),
                "-n", "500000", "-q", "PUBLISH", "bench.rb", "x".repeat(SIZE));
        Matcher m = Pattern.compile("([0-9.]+) requests per second").matcher(text);
        double rate = Double.NaN;
        while (m.find()) {
            rate = Double.parseDouble(m.group(1));
        }
        return rate;
    }

    /** Raw Lettuce: one connection, manual flush every {@code flush} commands, timed until the last answer. */
    private static double rawBurst(String uri, byte[] payload, int flush) {
        RedisClient client = RedisClient.create(uri);
        try (StatefulRedisConnection<String, byte[]> connection = client.connect(CODEC)) {
            connection.setAutoFlushCommands(false);
            RedisAsyncCommands<String, byte[]> async = connection.async();
            CompletableFuture<Long> last = null;
            long start = System.nanoTime();
            for (int i = 1; i <= BURST; i++) {
                last = async.publish("bench.tp", payload).toCompletableFuture();
                if (i % flush == 0) {
                    connection.flushCommands();
                }
            }
            connection.flushCommands();
            last.join();
            return BURST / ((System.nanoTime() - start) / 1e9);
        } finally {
            client.shutdown();
        }
    }

    /** Lilt: {@code publish} from one thread, timed until the last answer (the queue holds the burst). */
    private static double liltBurst(String uri, DeliveryMode mode, byte[] payload) {
        try (DistributedPipe pipe = RedisPipe.builder().uri(uri).mode(mode).maxPendingPublishes(BURST)
                .commandTimeout(Duration.ofSeconds(30)).maxStreamLength(BURST).build()) {
            DistributedPublisher<byte[]> publisher = pipe.publisher(MessageCodec.bytes());
            String key = mode == DeliveryMode.STREAMS ? "bench.st." + System.nanoTime() : "bench.tp";
            CompletableFuture<Long> last = null;
            long start = System.nanoTime();
            for (int i = 0; i < BURST; i++) {
                last = publisher.publish(key, payload).toCompletableFuture();
            }
            last.join();
            return BURST / ((System.nanoTime() - start) / 1e9);
        }
    }

    /** Latencies in nanoseconds, indexed by message number; -1 where it never arrived. */
    private static long[] rawLatency(String uri, int load) throws Exception {
        RedisClient client = RedisClient.create(uri);
        try (StatefulRedisConnection<String, byte[]> connection = client.connect(CODEC);
                StatefulRedisPubSubConnection<String, byte[]> sub = client.connectPubSub(CODEC)) {
            int n = (int) (load * LOAD_SECONDS);
            long[] lat = new long[n];
            Arrays.fill(lat, -1);
            AtomicInteger got = new AtomicInteger();
            sub.addListener(new RedisPubSubAdapter<>() {
                @Override
                public void message(String channel, byte[] message) {
                    record(lat, got, message);
                }
            });
            sub.sync().subscribe("bench.lat.raw");
            RedisAsyncCommands<String, byte[]> async = connection.async();
            paced(load, n, payload -> async.publish("bench.lat.raw", payload));
            awaitAll(got, n);
            return lat;
        } finally {
            client.shutdown();
        }
    }

    private static long[] liltLatency(String uri, DeliveryMode mode, int load) throws Exception {
        try (DistributedPipe pub = RedisPipe.builder().uri(uri).mode(mode).maxPendingPublishes(1_000_000).build();
                DistributedPipe sub = RedisPipe.builder().uri(uri).mode(mode).consumerGroup("bench").build()) {
            int n = (int) (load * LOAD_SECONDS);
            long[] lat = new long[n];
            Arrays.fill(lat, -1);
            AtomicInteger got = new AtomicInteger();
            String key = "bench.lat." + mode + "." + System.nanoTime();
            sub.subscriber(MessageCodec.bytes()).subscribe(key, m -> record(lat, got, m))
                    .ready().toCompletableFuture().get(10, TimeUnit.SECONDS);
            DistributedPublisher<byte[]> publisher = pub.publisher(MessageCodec.bytes());
            paced(load, n, payload -> publisher.publish(key, payload));
            awaitAll(got, n);
            return lat;
        }
    }

    /** Sends n messages at {@code load} per second, each stamped with its scheduled time and number. */
    private static void paced(int load, int n, Consumer<byte[]> send) {
        long interval = 1_000_000_000L / load;
        long start = System.nanoTime() + 1_000_000;
        for (int i = 0; i < n; i++) {
            long due = start + i * interval;
            while (System.nanoTime() < due) {
                LockSupport.parkNanos(Math.min(due - System.nanoTime(), 20_000));
            }
            byte[] payload = new byte[SIZE];
            ByteBuffer.wrap(payload).putLong(due).putInt(i);
            send.accept(payload);
        }
    }

    private static void record(long[] lat, AtomicInteger got, byte[] message) {
        long now = System.nanoTime();
        ByteBuffer b = ByteBuffer.wrap(message);
        long due = b.getLong();
        int i = b.getInt();
        lat[i] = now - due;
        got.incrementAndGet();
    }

    private static void awaitAll(AtomicInteger got, int n) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (got.get() < n && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        Thread.sleep(50);
    }

    private static void latency(Map<String, Double> r, String who, int load, long[] lat) {
        long[] arrived = Arrays.stream(lat).filter(v -> v >= 0).sorted().toArray();
        String k = who + "At" + load / 1000 + "k";
        r.put(k + "P50us", pct(arrived, 50));
        r.put(k + "P99us", pct(arrived, 99));
        r.put(k + "Lost", (double) (lat.length - arrived.length));
    }

    private static double pct(long[] sorted, int percentile) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.min(sorted.length - 1, (int) ((long) sorted.length * percentile / 100))] / 1_000.0;
    }

    private static void summary(List<String> rounds) {
        Map<String, List<Double>> all = new LinkedHashMap<>();
        Pattern field = Pattern.compile("\"(\\w+)\":([-0-9.NaInfity]+)");
        for (String line : rounds) {
            Matcher m = field.matcher(line);
            while (m.find()) {
                if (!m.group(1).equals("round")) {
                    all.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(Double.parseDouble(m.group(2)));
                }
            }
        }
        all.forEach((k, v) -> {
            double[] s = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.printf(Locale.ROOT, "SUMMARY %-28s median %12.1f  min %12.1f  max %12.1f%n",
                    k, s[s.length / 2], s[0], s[s.length - 1]);
        });
    }

    private static void waitForServer(String uri) throws InterruptedException {
        RedisClient client = RedisClient.create(uri);
        try {
            for (int attempt = 0; ; attempt++) {
                try (StatefulRedisConnection<String, byte[]> c = client.connect(CODEC)) {
                    c.sync().ping();
                    return;
                } catch (RuntimeException e) {
                    if (attempt > 100) {
                        throw e;
                    }
                    Thread.sleep(50);
                }
            }
        } finally {
            client.shutdown();
        }
    }

    private static String run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String text;
        try (InputStream in = p.getInputStream()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        p.waitFor();
        return text;
    }
}
