package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.MotionHandle;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scaling of {@code ManualMotionScheduler.setParallelism(threads)}: one frame of N linear float
 * motions (LitMotion's shape) with 1 thread (serial) and 2. Below the threshold (32,768 motions
 * per kind) both run the serial frame. Score: microseconds per frame.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MotionParallelBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Thread)
public class MotionParallelBenchmark {
    /** Motions. */
    @Param({"10000", "100000", "1000000"})
    public int motions;

    /** Threads per frame. */
    @Param({"1", "2"})
    public int threads;

    ManualMotionScheduler scheduler;
    MotionHandle[] handles;

    /** The motions, once per run. */
    @Setup(Level.Trial)
    public void setUp() {
        scheduler = new ManualMotionScheduler();
        scheduler.setParallelism(threads);
        handles = Shape.liltMotions(scheduler, motions);
    }

    /** Rewinds every motion. */
    @Setup(Level.Iteration)
    public void rewind() {
        Shape.rewind(handles);
    }

    /** Fails the run if a motion finished. */
    @TearDown(Level.Iteration)
    public void check() {
        Shape.checkAlive("lilt", scheduler.activeCount(), motions);
    }

    /** Stops the workers. */
    @TearDown(Level.Trial)
    public void stop() {
        scheduler.setParallelism(1);
    }

    /** One frame. */
    @Benchmark
    public void lilt() {
        scheduler.update(Shape.DT);
    }
}
