package dev.lilt.bench.pipe;

import dev.lilt.pipe.BufferedPublisher;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.ReplayPolicy;
import dev.lilt.pipe.ReplayPublisher;
import java.time.Duration;
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
 * One publish to 8 subscribers of 8 distinct handler classes (the shape of PublishBenchmark's
 * megamorphic line) on the plain broker, the buffered broker (last message), and replay brokers
 * keeping the last 64 messages, and the last 1,024 of those younger than a minute (reads
 * System.nanoTime per publish). An age-only policy is left out on purpose: it keeps everything
 * published within its age, so at benchmark rates its ring grows through the whole run.
 * Score: nanoseconds per publish; {@code -prof gc} shows zero bytes per publish.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar ReplayBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class ReplayBenchmark {
    static final int SUBSCRIBERS = 8;

    final Tick tick = new Tick();
    Publisher<Tick> plain;
    BufferedPublisher<Tick> buffered;
    ReplayPublisher<Tick> last64;
    ReplayPublisher<Tick> withinMinute;

    /** 8 subscribers of 8 classes on each broker. */
    @Setup
    public void setUp() {
        MessagePipe pipe = MessagePipe.create();
        ReplayPolicy count = ReplayPolicy.last(64);
        ReplayPolicy age = ReplayPolicy.lastWithin(1024, Duration.ofMinutes(1));
        MessagePipe agePipe = MessagePipe.create(); // a second pipe: one replay broker per type and pipe
        for (int i = 0; i < SUBSCRIBERS; i++) {
            pipe.subscriber(Tick.class).subscribe(handler(i));
            pipe.bufferedSubscriber(Tick.class).subscribe(handler(i));
            pipe.replaySubscriber(Tick.class, count).subscribe(handler(i));
            agePipe.replaySubscriber(Tick.class, age).subscribe(handler(i));
        }
        plain = pipe.publisher(Tick.class);
        buffered = pipe.bufferedPublisher(Tick.class);
        last64 = pipe.replayPublisher(Tick.class, count);
        withinMinute = agePipe.replayPublisher(Tick.class, age);
    }

    @SuppressWarnings("unchecked")
    private static MessageHandler<Tick> handler(int i) {
        return (MessageHandler<Tick>) Handlers.distinct(i, SUBSCRIBERS);
    }

    /** The plain broker, for reference. */
    @Benchmark
    public void plain() {
        plain.publish(tick);
    }

    /** The buffered broker: the last message. */
    @Benchmark
    public void buffered() {
        buffered.publish(tick);
    }

    /** Replay of the last 64 messages. */
    @Benchmark
    public void replayLast64() {
        last64.publish(tick);
    }

    /** Replay of the last 1,024 messages younger than a minute. */
    @Benchmark
    public void replayLast1024WithinMinute() {
        withinMinute.publish(tick);
    }
}
