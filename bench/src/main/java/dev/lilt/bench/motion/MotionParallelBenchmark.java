package dev.lilt.bench.motion;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Path2;
import dev.lilt.motion.internal.MotionEngine;
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
 * Where {@code ManualMotionScheduler.setParallelism(threads)} pays: one frame of N motions of one
 * kind with 1 thread (serial) and 2, per kind, since the per-motion cost sets the crossover
 * (float: one lerp; float3: three; int: a lerp and a rounding; path2: a Catmull-Rom spline).
 * {@code routing=chosen} runs the library's per-kind threshold (so below it 2 threads run the
 * serial frame); {@code routing=always} makes every frame of 2 threads parallel, to find the
 * crossover. Score: microseconds per frame.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MotionParallelBenchmark -p routing=always
 * -f 1 -wi 3 -w 1s -i 5 -r 1s}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Thread)
public class MotionParallelBenchmark {
    /** Motions. */
    @Param({"4096", "16384", "65536", "262144", "1048576"})
    public int motions;

    /** Threads per frame. */
    @Param({"1", "2"})
    public int threads;

    /** The value kind. */
    @Param({"float", "float3", "int", "path2"})
    public String kind;

    /** "chosen": the library's per-kind threshold; "always": every frame of 2 threads is parallel. */
    @Param({"chosen"})
    public String routing;

    ManualMotionScheduler scheduler;
    MotionHandle[] handles;

    /** The motions, once per run. */
    @Setup(Level.Trial)
    public void setUp() {
        if (routing.equals("always")) {
            System.setProperty(MotionEngine.PARALLEL_THRESHOLD_PROPERTY, "0");
        } else {
            System.clearProperty(MotionEngine.PARALLEL_THRESHOLD_PROPERTY);
        }
        scheduler = new ManualMotionScheduler();
        scheduler.setParallelism(threads);
        handles = create(scheduler, kind, motions);
    }

    private static MotionHandle[] create(ManualMotionScheduler scheduler, String kind, int n) {
        if (kind.equals("float")) {
            return Shape.liltMotions(scheduler, n);
        }
        MotionHandle[] handles = new MotionHandle[n];
        Target3[] targets = Target3.array(n);
        Path2 path = Path2.catmullRom(Float2.of(0, 0), Float2.of(100, 50), Float2.of(200, 0), Float2.of(300, 80));
        for (int i = 0; i < n; i++) {
            Target3 t = targets[i];
            handles[i] = switch (kind) {
                case "float3" -> Motion.create(Float3.ZERO, Float3.of(1, 2, 3), Shape.DURATION).withScheduler(scheduler)
                        .bind(t, Target3.BIND_XYZ);
                case "int" -> Motion.create(0, 1_000, Shape.DURATION).withScheduler(scheduler)
                        .bind(t, (v, o) -> o.x = v);
                case "path2" -> Motion.path(path, Shape.DURATION).withScheduler(scheduler)
                        .bind(t, (x, y, o) -> {
                            o.x = x;
                            o.y = y;
                        });
                default -> throw new IllegalArgumentException("kind: " + kind);
            };
        }
        return handles;
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
        System.clearProperty(MotionEngine.PARALLEL_THRESHOLD_PROPERTY);
    }

    /** One frame. */
    @Benchmark
    public void lilt() {
        scheduler.update(Shape.DT);
    }
}
