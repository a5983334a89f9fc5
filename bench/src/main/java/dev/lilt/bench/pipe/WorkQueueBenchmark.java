package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.WorkDispatch;
import dev.lilt.pipe.WorkQueue;
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
 * One send to a work queue of 8 consumers of 8 distinct handler classes, all on the sending
 * thread, so the score is the dispatch itself (choose one consumer, call it), beside a plain
 * publish that calls all 8. Score: nanoseconds per send; {@code -prof gc} shows zero bytes.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar WorkQueueBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class WorkQueueBenchmark {
    static final int CONSUMERS = 8;

    /** How the queue chooses. */
    @Param({"ROUND_ROBIN", "LEAST_BUSY"})
    public WorkDispatch dispatch;

    final Tick tick = new Tick();
    WorkQueue<Tick> queue;

    /** 8 consumers of 8 classes. */
    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        queue = MessagePipe.create().workQueue(Tick.class, dispatch);
        for (int i = 0; i < CONSUMERS; i++) {
            queue.subscribe((MessageHandler<Tick>) Handlers.distinct(i, CONSUMERS));
        }
    }

    /** One send: one consumer runs. */
    @Benchmark
    public void send() {
        queue.send(tick);
    }
}
