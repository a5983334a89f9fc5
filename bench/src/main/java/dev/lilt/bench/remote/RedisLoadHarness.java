package dev.lilt.bench.remote;

import dev.lilt.pipe.redis.RedisPipe;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Lilt's Redis Pub/Sub engine beside raw Lettuce, at fixed offered loads and flat out: sent,
 * received, lost, duplicated, out of order, send rate and p50/p99 latency from due time to
 * arrival, 1 KB messages. Rounds alternate which side goes first; each side gets a fresh pair of
 * connections per round. The shape for every engine: copy this class, replace the two suppliers
 * (the engine's {@link PipeSide} with its builder line, the raw client's side), keep the loads;
 * {@link NatsLoadHarness} reuses {@link #compare} that way.
 *
 * <pre>
 * redis-server --port 6390 --bind 127.0.0.1 --save '' --daemonize yes
 * ./mvnw -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.lilt.bench.remote.RedisLoadHarness redis://127.0.0.1:6390
 * </pre>
 */
public final class RedisLoadHarness {
    private static final int SIZE = 1024;
    private static final int ROUNDS = 3;
    /** Offered loads in messages per second; 0 is flat out. */
    private static final double[] LOADS = {10_000, 50_000, 0};
    private static final int MESSAGES = 50_000;

    private RedisLoadHarness() {
    }

    /**
     * Runs the comparison and prints one line per run, then the medians.
     *
     * @param args the Redis URI, optionally
     * @throws Exception if Redis cannot be reached
     */
    public static void main(String[] args) throws Exception {
        String uri = args.length > 0 ? args[0] : "redis://127.0.0.1:6379";
        Supplier<RemoteSide> lilt = () -> new PipeSide("Lilt Redis Pub/Sub",
                RedisPipe.builder().uri(uri).maxPendingPublishes(MESSAGES).build(),
                RedisPipe.builder().uri(uri).build());
        Supplier<RemoteSide> raw = () -> new LettuceSide(uri);
        compare(lilt, raw);
        System.exit(0);
    }

    /**
     * Runs both sides at every load, alternating which goes first, and prints each result and the
     * median per side and load.
     *
     * @param engine makes the engine's side (fresh connections each call)
     * @param raw makes the raw client's side
     * @throws Exception if a side fails
     */
    public static void compare(Supplier<RemoteSide> engine, Supplier<RemoteSide> raw) throws Exception {
        compare(engine, raw, MESSAGES);
    }

    /**
     * {@link #compare(Supplier, Supplier)} with another run length, for a shorter run on a busy
     * machine.
     *
     * @param engine makes the engine's side (fresh connections each call)
     * @param raw makes the raw client's side
     * @param messages messages per run, at least 1
     * @throws Exception if a side fails
     * @throws IllegalArgumentException if {@code messages} is below 1
     */
    public static void compare(Supplier<RemoteSide> engine, Supplier<RemoteSide> raw, int messages)
            throws Exception {
        for (double load : LOADS) {
            List<LoadRun.Result> engineRuns = new ArrayList<>();
            List<LoadRun.Result> rawRuns = new ArrayList<>();
            once(engine, load, messages); // untimed warm-up of both
            once(raw, load, messages);
            for (int round = 0; round < ROUNDS; round++) {
                boolean engineFirst = round % 2 == 1;
                LoadRun.Result first = once(engineFirst ? engine : raw, load, messages);
                LoadRun.Result second = once(engineFirst ? raw : engine, load, messages);
                (engineFirst ? engineRuns : rawRuns).add(first);
                (engineFirst ? rawRuns : engineRuns).add(second);
                System.out.println("round " + (round + 1) + " " + first);
                System.out.println("round " + (round + 1) + " " + second);
            }
            LoadRun.Result e = median(engineRuns);
            LoadRun.Result r = median(rawRuns);
            System.out.println("MEDIAN " + r);
            System.out.println("MEDIAN " + e);
            System.out.printf("MEDIAN engine/raw answered rate %.2f%n", e.answeredPerSecond() / r.answeredPerSecond());
        }
    }

    private static LoadRun.Result once(Supplier<RemoteSide> sides, double load, int messages) throws Exception {
        try (RemoteSide side = sides.get()) {
            return LoadRun.run(side, messages, SIZE, load, 10);
        }
    }

    /** The run with the median p50 (its other figures come with it, from the same run). */
    private static LoadRun.Result median(List<LoadRun.Result> runs) {
        List<LoadRun.Result> sorted = new ArrayList<>(runs);
        sorted.sort((x, y) -> Double.compare(x.p50Micros(), y.p50Micros()));
        return sorted.get(sorted.size() / 2);
    }
}
