package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
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
 * Publish to the one subscriber left after a peak of 1,000 (the other 999 closed, in subscription
 * order, the survivor being the 1,000th) against a broker that only ever had one. A handler list
 * that never shrinks would walk 999 empty slots per publish. Score: nanoseconds per publish.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar SubscriberPeakBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class SubscriberPeakBenchmark {
    static final int PEAK = 1_000;

    /** {@code fresh}: one subscriber ever; {@code afterPeak}: 1,000 subscribed, 999 closed. */
    @Param({"fresh", "afterPeak"})
    public String history;

    final Tick tick = new Tick();
    Publisher<Tick> publisher;

    /** Builds the broker's history. */
    @Setup
    public void setUp() {
        MessagePipe pipe = MessagePipe.create();
        publisher = pipe.publisher(Tick.class);
        Subscriber<Tick> subscriber = pipe.subscriber(Tick.class);
        if (history.equals("afterPeak")) {
            Subscription[] subs = new Subscription[PEAK - 1];
            for (int i = 0; i < subs.length; i++) {
                subs[i] = subscriber.subscribe(new Handlers.Sum());
            }
            subscriber.subscribe(new Handlers.Sum());
            for (Subscription s : subs) {
                s.close();
            }
        } else {
            subscriber.subscribe(new Handlers.Sum());
        }
    }

    /** Lilt: {@code publish} to the one live subscriber. */
    @Benchmark
    public void lilt() {
        publisher.publish(tick);
    }
}
