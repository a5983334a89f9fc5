package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
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
 * What one create + bind allocates in steady state: the storage's slot is reused (each motion is
 * cancelled right away), so with {@code -prof gc} {@code gc.alloc.rate.norm} is what the call
 * itself allocates. The target: the handle only (the builder is scalar-replaced by C2 when it
 * does not escape).
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MotionCreateBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MotionCreateBenchmark {
    ManualMotionScheduler scheduler;
    Target target;

    /** One scheduler for the whole run. */
    @Setup
    public void setUp() {
        scheduler = new ManualMotionScheduler();
        target = new Target();
    }

    /**
     * create + bind(state, binder), then cancel.
     *
     * @return the handle
     */
    @Benchmark
    public MotionHandle createBindCancel() {
        MotionHandle h = Motion.create(Shape.FROM, Shape.TO, Shape.DURATION)
                .withScheduler(scheduler)
                .bind(target, Target.BIND_X);
        h.cancel();
        return h;
    }

    /**
     * create + run() (no binding), then cancel.
     *
     * @return the handle
     */
    @Benchmark
    public MotionHandle createRunCancel() {
        MotionHandle h = Motion.create(Shape.FROM, Shape.TO, Shape.DURATION).withScheduler(scheduler).run();
        h.cancel();
        return h;
    }
}
