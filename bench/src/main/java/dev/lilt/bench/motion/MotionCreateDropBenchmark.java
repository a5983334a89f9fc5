package dev.lilt.bench.motion;

import dev.lilt.motion.Ease;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a creation allocates when the caller drops the handle (LitMotion's and PrimeTween's
 * create-and-forget): {@code Motion.create(..)…bind(target, binder)} in a loop that keeps nothing.
 * Each invocation creates {@value #BATCH} motions, then {@code clear()} frees their slots, so the
 * storage never grows and {@code gc.alloc.rate.norm} (with {@code -prof gc}) is what the chain
 * itself allocates per motion: 0 B when C2 inlines the whole chain into the loop and
 * scalar-replaces the builder and the handle (docs/MOTION.md, "What a creation allocates").
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MotionCreateDropBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MotionCreateDropBenchmark {
    /** Motions created per invocation. */
    static final int BATCH = 1024;

    ManualMotionScheduler scheduler;
    Target target;

    /** One scheduler for the whole run. */
    @Setup
    public void setUp() {
        scheduler = new ManualMotionScheduler();
        target = new Target();
    }

    /** {@code Motion.create(from, to, seconds).withScheduler(s).bind(target, binder)}, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDrop() {
        ManualMotionScheduler s = scheduler;
        Target t = target;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(Shape.FROM, Shape.TO, Shape.DURATION).withScheduler(s).bind(t, Target.BIND_X);
        }
        s.clear();
    }

    /** The same with an ease, a delay and yoyo loops. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createWithOptionsBindDrop() {
        ManualMotionScheduler s = scheduler;
        Target t = target;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(Shape.FROM, Shape.TO, Shape.DURATION).withScheduler(s).withEase(Ease.OUT_QUAD)
                    .withDelay(0.5).withLoops(3, LoopType.YOYO).bind(t, Target.BIND_X);
        }
        s.clear();
    }
}
