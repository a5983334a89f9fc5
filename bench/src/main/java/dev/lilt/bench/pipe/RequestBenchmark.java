package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Requester;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * Request/response: {@code invoke} on the one handler of a pair (it walks the registrations to
 * make sure there is only one), and {@code invokeAll} on a pair with 4 handlers (a list of
 * answers per call: it allocates). Score: nanoseconds per call.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar RequestBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class RequestBenchmark {
    final Tick tick = new Tick();
    Requester<Tick, Long> one;
    Requester<Tick, Long> four;

    /** One handler for Tick -> Long on one pipe, four on another. */
    @Setup
    public void setUp() {
        MessagePipe single = MessagePipe.create();
        single.register(Tick.class, Long.class, t -> t.value);
        one = single.requester(Tick.class, Long.class);
        MessagePipe many = MessagePipe.create();
        for (int i = 0; i < 4; i++) {
            long k = i;
            many.register(Tick.class, Long.class, t -> t.value + k);
        }
        four = many.requester(Tick.class, Long.class);
    }

    /**
     * invoke on the only handler.
     *
     * @return the answer
     */
    @Benchmark
    public Long invokeOne() {
        return one.invoke(tick);
    }

    /**
     * invokeAll on four handlers.
     *
     * @return the answers
     */
    @Benchmark
    public List<Long> invokeAllFour() {
        return four.invokeAll(tick);
    }
}
