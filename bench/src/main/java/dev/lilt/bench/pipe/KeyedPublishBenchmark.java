package dev.lilt.bench.pipe;

import dev.lilt.pipe.KeyedPublisher;
import dev.lilt.pipe.KeyedSubscriber;
import dev.lilt.pipe.MessagePipe;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Keyed publish among 1,000 keys with one subscriber each; each publish goes to the next key in
 * turn. The limit: a HashMap from key to a Consumer array. The keys are boxed once up front.
 * Score: nanoseconds per publish.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar KeyedPublishBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class KeyedPublishBenchmark {
    static final int KEYS = 1_000;

    final Tick tick = new Tick();
    final Integer[] keys = new Integer[KEYS];
    KeyedPublisher<Integer, Tick> lilt;
    Map<Integer, Consumer<Tick>[]> limit;
    int next;

    /** One subscriber per key. */
    @Setup
    @SuppressWarnings({"unchecked", "rawtypes"}) // generic array creation
    public void setUp() {
        MessagePipe pipe = MessagePipe.create();
        lilt = pipe.keyedPublisher(Integer.class, Tick.class);
        KeyedSubscriber<Integer, Tick> subscriber = pipe.keyedSubscriber(Integer.class, Tick.class);
        limit = new HashMap<>();
        for (int i = 0; i < KEYS; i++) {
            keys[i] = i + 100_000;
            subscriber.subscribe(keys[i], new Handlers.Sum());
            limit.put(keys[i], new Consumer[] {new Handlers.Sum()});
        }
    }

    private Integer nextKey() {
        int i = next + 1;
        next = i == KEYS ? 0 : i;
        return keys[next];
    }

    /** Lilt: {@code keyedPublisher.publish(key, tick)}. */
    @Benchmark
    public void lilt() {
        lilt.publish(nextKey(), tick);
    }

    /** The limit: map lookup, then the key's Consumers in a loop. */
    @Benchmark
    public void limit() {
        Consumer<Tick>[] hs = limit.get(nextKey());
        if (hs != null) {
            for (Consumer<Tick> h : hs) {
                h.accept(tick);
            }
        }
    }
}
