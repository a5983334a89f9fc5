package dev.lilt.bench.pipe;

import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncPublisher;
import dev.lilt.pipe.AsyncSubscriber;
import dev.lilt.pipe.MessagePipe;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
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
 * {@code publishAsync} to N async handlers that complete at once (each returns one shared,
 * completed future), awaited: the library's own overhead per async publish. Score: nanoseconds
 * per publish.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar AsyncPublishBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class AsyncPublishBenchmark {
    private static final CompletableFuture<Void> DONE = CompletableFuture.completedFuture(null);

    /** Subscribers. */
    @Param({"1", "8"})
    public int subscribers;

    /** How handlers are run. */
    @Param({"SEQUENTIAL", "PARALLEL"})
    public AsyncPublishStrategy strategy;

    final Tick tick = new Tick();
    AsyncPublisher<Tick> publisher;

    /** N async handlers. */
    @Setup
    public void setUp() {
        MessagePipe pipe = MessagePipe.create();
        publisher = pipe.asyncPublisher(Tick.class);
        AsyncSubscriber<Tick> subscriber = pipe.asyncSubscriber(Tick.class);
        for (int i = 0; i < subscribers; i++) {
            Handlers.Sum sum = new Handlers.Sum();
            AsyncMessageHandler<Tick> h = message -> {
                sum.handle(message);
                return DONE;
            };
            subscriber.subscribe(h);
        }
    }

    /**
     * Lilt: {@code publishAsync(tick, strategy)}, then waits for it.
     *
     * @return the completed stage
     */
    @Benchmark
    public CompletionStage<Void> lilt() {
        CompletionStage<Void> done = publisher.publishAsync(tick, strategy);
        done.toCompletableFuture().join();
        return done;
    }
}
