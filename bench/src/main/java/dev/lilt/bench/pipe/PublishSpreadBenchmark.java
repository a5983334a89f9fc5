package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscriber;
import io.reactivex.rxjava3.subjects.PublishSubject;
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
 * {@link PublishBenchmark}'s megamorphic shape (one message to 8 subscribers of 8 distinct
 * handler classes) in five forks, so that the spread between JVM runs is visible: each fork's
 * score is one JVM's JIT choices. Besides Lilt, RxJava and the limit (a plain Consumer[] loop),
 * the opt-in delivery options on the same 8 subscribers:
 * {@code liltSupertypes} (deliverToSupertypes, the message's class has only its own subscribers),
 * {@code liltDeadMessages} (a dead-message handler, never called here: the cost of tracking),
 * {@code liltRanked} (the 8 at 8 priorities: same loop as lilt) and {@code liltConsuming} (plus a
 * consuming handler that never consumes: the stoppable loop). Compare each with {@code lilt}.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar PublishSpreadBenchmark -prof gc}; the
 * per-fork scores are in the output (JSON with {@code -rf json}: rawData, one row per fork).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(5)
@State(Scope.Thread)
public class PublishSpreadBenchmark {
    private static final int SUBSCRIBERS = 8;
    private static final int CLASSES = 8;

    final Tick tick = new Tick();
    Publisher<Tick> lilt;
    Publisher<Tick> liltSupertypes;
    Publisher<Tick> liltDeadMessages;
    Publisher<Tick> liltRanked;
    Publisher<Tick> liltConsuming;
    PublishSubject<Tick> rxjava;
    Consumer<Tick>[] limit;

    /** The same 8 subscribers on every bus. */
    @Setup
    @SuppressWarnings({"unchecked", "rawtypes"}) // generic array creation
    public void setUp() {
        lilt = pipe(MessagePipe.create(), false, false);
        liltSupertypes = pipe(MessagePipe.builder().deliverToSupertypes(true).build(), false, false);
        liltDeadMessages = pipe(MessagePipe.builder().deadMessageHandler(d -> { }).build(), false, false);
        liltRanked = pipe(MessagePipe.create(), true, false);
        liltConsuming = pipe(MessagePipe.create(), false, true);
        rxjava = PublishSubject.create();
        limit = new Consumer[SUBSCRIBERS];
        for (int i = 0; i < SUBSCRIBERS; i++) {
            rxjava.subscribe((io.reactivex.rxjava3.functions.Consumer<Tick>) Handlers.distinct(i, CLASSES));
            limit[i] = (Consumer<Tick>) Handlers.distinct(i, CLASSES);
        }
    }

    @SuppressWarnings("unchecked")
    private static Publisher<Tick> pipe(MessagePipe pipe, boolean ranked, boolean consuming) {
        Subscriber<Tick> subscriber = pipe.subscriber(Tick.class);
        if (consuming) {
            subscriber.subscribeConsuming(t -> false, 1);
        }
        for (int i = 0; i < SUBSCRIBERS; i++) {
            MessageHandler<Tick> h = (MessageHandler<Tick>) Handlers.distinct(i, CLASSES);
            if (ranked) {
                subscriber.subscribe(h, SUBSCRIBERS - i);
            } else {
                subscriber.subscribe(h);
            }
        }
        return pipe.publisher(Tick.class);
    }

    /** Lilt, default pipe: {@code publisher.publish(tick)}. */
    @Benchmark
    public void lilt() {
        lilt.publish(tick);
    }

    /** Lilt with deliverToSupertypes(true). */
    @Benchmark
    public void liltSupertypes() {
        liltSupertypes.publish(tick);
    }

    /** Lilt with a dead-message handler. */
    @Benchmark
    public void liltDeadMessages() {
        liltDeadMessages.publish(tick);
    }

    /** Lilt, the 8 subscribed at distinct priorities. */
    @Benchmark
    public void liltRanked() {
        liltRanked.publish(tick);
    }

    /** Lilt, plus a consuming handler that never consumes. */
    @Benchmark
    public void liltConsuming() {
        liltConsuming.publish(tick);
    }

    /** RxJava 3: {@code PublishSubject.onNext}. */
    @Benchmark
    public void rxjava() {
        rxjava.onNext(tick);
    }

    /** The limit: a plain array of Consumers called in a loop. */
    @Benchmark
    public void limit() {
        Consumer<Tick>[] hs = limit;
        Tick t = tick;
        for (Consumer<Tick> h : hs) {
            h.accept(t);
        }
    }
}
