package dev.lilt.bench.pipe;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Publisher;
import io.reactivex.rxjava3.schedulers.Schedulers;
import io.reactivex.rxjava3.subjects.PublishSubject;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Handing messages to another thread: a batch of {@value #BATCH} publishes from the benchmark
 * thread to one subscriber whose handler runs on a single-thread executor, awaited until the
 * handler has seen the whole batch. Lilt's executor delivery ({@code subscriber.on(executor)})
 * and its {@code Flow.Publisher} view (a Flow subscriber requesting everything, its {@code
 * onNext} handing each item to the same executor's thread through the view's buffer) beside
 * RxJava's {@code PublishSubject.observeOn(Schedulers.from(executor))}. Score: nanoseconds per
 * message, handoff and wake-ups included.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar DeliveryThreadBenchmark -f 1 -wi 2 -w 1s -i 3 -r 1s}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class DeliveryThreadBenchmark {
    static final int BATCH = 1_000;

    final Tick tick = new Tick();
    final AtomicLong liltSeen = new AtomicLong();
    final AtomicLong flowSeen = new AtomicLong();
    final AtomicLong rxSeen = new AtomicLong();
    ExecutorService liltThread;
    ExecutorService flowThread;
    ExecutorService rxThread;
    Publisher<Tick> lilt;
    Publisher<Tick> flow;
    PublishSubject<Tick> rxjava;

    /** One subscriber per library, each with its own delivery thread. */
    @Setup
    public void setUp() {
        liltThread = Executors.newSingleThreadExecutor();
        flowThread = Executors.newSingleThreadExecutor();
        rxThread = Executors.newSingleThreadExecutor();

        MessagePipe pipe = MessagePipe.create();
        lilt = pipe.publisher(Tick.class);
        pipe.subscriber(Tick.class).on(liltThread, 2 * BATCH, OverflowPolicy.FAIL)
                .subscribe(t -> liltSeen.lazySet(liltSeen.get() + t.value));

        MessagePipe flowPipe = MessagePipe.create();
        flow = flowPipe.publisher(Tick.class);
        flowPipe.subscriber(Tick.class).on(flowThread, 2 * BATCH, OverflowPolicy.FAIL)
                .asFlowPublisher(2 * BATCH, OverflowPolicy.FAIL)
                .subscribe(new Flow.Subscriber<Tick>() {
                    @Override
                    public void onSubscribe(Flow.Subscription s) {
                        s.request(Long.MAX_VALUE);
                    }

                    @Override
                    public void onNext(Tick t) {
                        flowSeen.lazySet(flowSeen.get() + t.value);
                    }

                    @Override
                    public void onError(Throwable t) {
                        throw new IllegalStateException(t);
                    }

                    @Override
                    public void onComplete() {
                    }
                });

        rxjava = PublishSubject.create();
        rxjava.observeOn(Schedulers.from(rxThread), false, 2 * BATCH)
                .subscribe(t -> rxSeen.lazySet(rxSeen.get() + t.value));
    }

    /** Stops the delivery threads. */
    @TearDown
    public void tearDown() {
        liltThread.shutdownNow();
        flowThread.shutdownNow();
        rxThread.shutdownNow();
    }

    /** Lilt: {@code subscriber.on(executor)}, a batch published then awaited. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void liltExecutor() {
        batch(lilt::publish, liltSeen);
    }

    /** Lilt: the Flow.Publisher view, whose Flow subscriber is fed on an executor's thread. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void liltFlow() {
        batch(flow::publish, flowSeen);
    }

    /** RxJava 3: {@code PublishSubject.observeOn(Schedulers.from(executor))}. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void rxjavaObserveOn() {
        batch(rxjava::onNext, rxSeen);
    }

    /** Publishes a batch, then spins until the delivery thread has seen all of it. */
    private void batch(Consumer<Tick> publish, AtomicLong seen) {
        long target = seen.get() + BATCH;
        for (int i = 0; i < BATCH; i++) {
            publish.accept(tick);
        }
        while (seen.get() < target) {
            Thread.onSpinWait();
        }
    }
}
