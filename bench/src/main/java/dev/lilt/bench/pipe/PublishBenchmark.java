package dev.lilt.bench.pipe;

import com.google.common.eventbus.EventBus;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscriber;
import io.reactivex.rxjava3.subjects.PublishSubject;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import net.engio.mbassy.bus.MBassador;
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
 * One synchronous publish to N subscribers, in Lilt, its peers and the limit (a plain array of
 * Consumers called in a loop). Every handler adds the message's value to its own sum. Score:
 * nanoseconds per publish; with {@code -prof gc}, {@code gc.alloc.rate.norm} is bytes per publish.
 *
 * <p>{@code handlerClasses} is how many distinct handler classes the subscribers are instances
 * of: 1 (every call site monomorphic, the classic benchmark shape) or 8 (megamorphic, as in a
 * program whose subscribers are different classes). Lilt, RxJava and the limit take those
 * handlers; the annotation-based buses keep their one class. JMH forks a JVM per benchmark and
 * parameter set, so each library's call sites see only its own handlers.
 *
 * <p>{@code liltCounting} is the same publish on a pipe built with
 * {@code countPublishes(true)} (what {@code registerMBean(true)} turns on): the cost of exact
 * publish counts, against {@code lilt} with counting off.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar PublishBenchmark -prof gc}; the
 * megamorphic shape alone: {@code ... PublishBenchmark -p subscribers=8 -p handlerClasses=8};
 * counting off against on: {@code ... 'PublishBenchmark.(lilt|liltCounting|limit)$' -p subscribers=8
 * -p handlerClasses=8}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class PublishBenchmark {
    /** Subscribers per bus. */
    @Param({"1", "8", "64"})
    public int subscribers;

    /** Distinct handler classes among the subscribers (1: monomorphic; 8: megamorphic). */
    @Param({"1", "8"})
    public int handlerClasses;

    final Tick tick = new Tick();
    Publisher<Tick> lilt;
    Publisher<Tick> liltCounting;
    EventBus guava;
    org.greenrobot.eventbus.EventBus greenrobot;
    MBassador<Tick> mbassador;
    PublishSubject<Tick> rxjava;
    Consumer<Tick>[] limit;

    /** N subscribers on every bus. */
    @Setup
    @SuppressWarnings({"unchecked", "rawtypes"}) // generic array creation
    public void setUp() {
        MessagePipe pipe = MessagePipe.create();
        lilt = pipe.publisher(Tick.class);
        Subscriber<Tick> liltSubscriber = pipe.subscriber(Tick.class);
        MessagePipe countingPipe = MessagePipe.builder().countPublishes(true).build();
        liltCounting = countingPipe.publisher(Tick.class);
        Subscriber<Tick> countingSubscriber = countingPipe.subscriber(Tick.class);
        guava = new EventBus();
        greenrobot = org.greenrobot.eventbus.EventBus.builder()
                .logNoSubscriberMessages(false)
                .sendNoSubscriberEvent(false)
                .eventInheritance(false)
                .build();
        mbassador = new MBassador<>(error -> { });
        rxjava = PublishSubject.create();
        limit = new Consumer[subscribers];
        for (int i = 0; i < subscribers; i++) {
            liltSubscriber.subscribe((MessageHandler<Tick>) Handlers.distinct(i, handlerClasses));
            countingSubscriber.subscribe((MessageHandler<Tick>) Handlers.distinct(i, handlerClasses));
            guava.register(new Handlers.GuavaSum());
            greenrobot.register(new Handlers.GreenrobotSum());
            mbassador.subscribe(new Handlers.MBassadorSum());
            rxjava.subscribe((io.reactivex.rxjava3.functions.Consumer<Tick>) Handlers.distinct(i, handlerClasses));
            limit[i] = (Consumer<Tick>) Handlers.distinct(i, handlerClasses);
        }
    }

    /** Lilt: {@code publisher.publish(tick)}. */
    @Benchmark
    public void lilt() {
        lilt.publish(tick);
    }

    /** Lilt with publish counting on: {@code publisher.publish(tick)} plus one striped increment. */
    @Benchmark
    public void liltCounting() {
        liltCounting.publish(tick);
    }

    /** Guava EventBus 33: {@code post}. */
    @Benchmark
    public void guava() {
        guava.post(tick);
    }

    /** greenrobot EventBus 3.3 (no event inheritance): {@code post}. */
    @Benchmark
    public void greenrobot() {
        greenrobot.post(tick);
    }

    /** MBassador 1.3: synchronous {@code publish}. */
    @Benchmark
    public void mbassador() {
        mbassador.publish(tick);
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
