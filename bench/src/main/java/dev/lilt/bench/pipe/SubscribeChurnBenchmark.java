package dev.lilt.bench.pipe;

import com.google.common.eventbus.EventBus;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
import io.reactivex.rxjava3.disposables.Disposable;
import io.reactivex.rxjava3.subjects.PublishSubject;
import java.util.concurrent.TimeUnit;
import net.engio.mbassy.bus.MBassador;
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
 * Subscribe one handler and close it again, on a bus that already has 8 subscribers, in Lilt and
 * its peers. Score: nanoseconds per subscribe + close.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar SubscribeChurnBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class SubscribeChurnBenchmark {
    static final int RESIDENT = 8;

    Subscriber<Tick> lilt;
    EventBus guava;
    org.greenrobot.eventbus.EventBus greenrobot;
    MBassador<Tick> mbassador;
    PublishSubject<Tick> rxjava;
    final Handlers.Sum liltHandler = new Handlers.Sum();
    final Handlers.GuavaSum guavaHandler = new Handlers.GuavaSum();
    final Handlers.GreenrobotSum greenrobotHandler = new Handlers.GreenrobotSum();
    final Handlers.MBassadorSum mbassadorHandler = new Handlers.MBassadorSum();
    final Handlers.Sum rxHandler = new Handlers.Sum();

    /** 8 resident subscribers on every bus. */
    @Setup
    public void setUp() {
        MessagePipe pipe = MessagePipe.create();
        lilt = pipe.subscriber(Tick.class);
        guava = new EventBus();
        greenrobot = org.greenrobot.eventbus.EventBus.builder()
                .logNoSubscriberMessages(false)
                .sendNoSubscriberEvent(false)
                .eventInheritance(false)
                .build();
        mbassador = new MBassador<>(error -> { });
        rxjava = PublishSubject.create();
        for (int i = 0; i < RESIDENT; i++) {
            lilt.subscribe(new Handlers.Sum());
            guava.register(new Handlers.GuavaSum());
            greenrobot.register(new Handlers.GreenrobotSum());
            mbassador.subscribe(new Handlers.MBassadorSum());
            rxjava.subscribe(new Handlers.Sum());
        }
    }

    /** Lilt: {@code subscribe}, then {@code Subscription.close}. */
    @Benchmark
    public void lilt() {
        Subscription s = lilt.subscribe(liltHandler);
        s.close();
    }

    /** Guava: {@code register}, then {@code unregister}. */
    @Benchmark
    public void guava() {
        guava.register(guavaHandler);
        guava.unregister(guavaHandler);
    }

    /** greenrobot: {@code register}, then {@code unregister}. */
    @Benchmark
    public void greenrobot() {
        greenrobot.register(greenrobotHandler);
        greenrobot.unregister(greenrobotHandler);
    }

    /** MBassador: {@code subscribe}, then {@code unsubscribe}. */
    @Benchmark
    public void mbassador() {
        mbassador.subscribe(mbassadorHandler);
        mbassador.unsubscribe(mbassadorHandler);
    }

    /** RxJava: {@code subscribe}, then {@code dispose}. */
    @Benchmark
    public void rxjava() {
        Disposable d = rxjava.subscribe(rxHandler);
        d.dispose();
    }
}
