package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Two threads publishing to one pipe at once: publish counting off, on (the pipe's counter,
 * striped per thread), and, for scale, the same publish followed by one shared
 * {@link AtomicLong} increment (what an unstriped counter would cost: both threads fight for its
 * cache line). Handlers only read the message, so they share no written line. Score: ns per
 * publish, per thread.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar ContendedCountingBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@Threads(2)
@State(Scope.Benchmark)
public class ContendedCountingBenchmark {
    final Tick tick = new Tick();
    final AtomicLong shared = new AtomicLong();
    Publisher<Tick> off;
    Publisher<Tick> on;

    /** 8 read-only subscribers on each pipe. */
    @Setup
    public void setUp() {
        MessagePipe plain = MessagePipe.create();
        MessagePipe counting = MessagePipe.builder().countPublishes(true).build();
        MessageHandler<Tick> check = t -> {
            if (t.value != 1) {
                throw new IllegalStateException("tick changed: " + t.value);
            }
        };
        for (int i = 0; i < 8; i++) {
            plain.subscriber(Tick.class).subscribe(check);
            counting.subscriber(Tick.class).subscribe(check);
        }
        off = plain.publisher(Tick.class);
        on = counting.publisher(Tick.class);
    }

    /** Counting off. */
    @Benchmark
    public void countingOff() {
        off.publish(tick);
    }

    /** Counting on: one striped increment per publish. */
    @Benchmark
    public void countingOn() {
        on.publish(tick);
    }

    /** Counting off plus one increment of a single shared AtomicLong: the unstriped alternative. */
    @Benchmark
    public void sharedAtomicLong() {
        off.publish(tick);
        shared.incrementAndGet();
    }
}
