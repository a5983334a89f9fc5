package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.PatternPublisher;
import dev.lilt.pipe.PatternSubscriber;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One publish of key {@code "player.hit"} to a pattern broker holding {@code patterns} patterns,
 * of which two match ({@code "player.*"} and {@code "*.hit"}, one subscriber each) and the rest
 * are unrelated: {@code "zone<i>.*"}, {@code "*.evt<i>"} and {@code "p<i>.**"} in turn, so some
 * share the key's first level (the root's table and its {@code *} child) and diverge one segment
 * later. {@code lilt} walks the trie; {@code naiveLoop} tests every pattern in turn (pre-split
 * patterns and key, a segment-by-segment match), the cost that grows with the number of patterns.
 * Score: nanoseconds per publish.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar PatternPublishBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class PatternPublishBenchmark {
    /** Patterns in the broker, two of which match. */
    @Param({"1", "100", "10000"})
    public int patterns;

    final Tick tick = new Tick();
    final Handlers.Sum matchedA = new Handlers.Sum();
    final Handlers.Sum matchedB = new Handlers.Sum();
    PatternPublisher<Tick> lilt;
    String[][] naivePatterns;
    Handlers.Sum[] naiveHandlers;
    final String[] key = {"player", "hit"};

    /** Two matching patterns (one when {@code patterns} is 1) and the unrelated rest. */
    @Setup
    public void setUp() {
        MessagePipe pipe = MessagePipe.create();
        lilt = pipe.patternPublisher(Tick.class);
        PatternSubscriber<Tick> subscriber = pipe.patternSubscriber(Tick.class);
        naivePatterns = new String[patterns][];
        naiveHandlers = new Handlers.Sum[patterns];
        for (int i = 0; i < patterns; i++) {
            String pattern = i == 0 ? "player.*" : i == 1 ? "*.hit"
                    : i % 3 == 0 ? "zone" + i + ".*" : i % 3 == 1 ? "*.evt" + i : "p" + i + ".**";
            Handlers.Sum handler = i == 0 ? matchedA : i == 1 ? matchedB : new Handlers.Sum();
            subscriber.subscribe(pattern, handler);
            naivePatterns[i] = pattern.split("\\.", -1);
            naiveHandlers[i] = handler;
        }
    }

    /**
     * Lilt's trie walk.
     *
     * @return a sum, so the work is not dead code
     */
    @Benchmark
    public long lilt() {
        lilt.publish("player.hit", tick);
        return matchedA.sum;
    }

    /**
     * Every pattern tested in turn.
     *
     * @return a sum, so the work is not dead code
     */
    @Benchmark
    public long naiveLoop() {
        String[][] ps = naivePatterns;
        for (int i = 0; i < ps.length; i++) {
            if (matches(ps[i], key)) {
                naiveHandlers[i].handle(tick);
            }
        }
        return matchedA.sum;
    }

    private static boolean matches(String[] p, String[] k) {
        for (int i = 0; i < p.length; i++) {
            if (p[i].equals("**")) {
                return true;
            }
            if (i == k.length || !(p[i].equals("*") || p[i].equals(k[i]))) {
                return false;
            }
        }
        return p.length == k.length;
    }
}
