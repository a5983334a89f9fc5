package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.MotionHandle;
import dorkbox.tweenEngine.Tween;
import dorkbox.tweenEngine.TweenEngine;
import dorkbox.tweenEngine.TweenEquations;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One frame of 64,000 Float3 motions ((0,0,0) to (10,10,10) over 100 s, linear, each bound to
 * three float fields of its own object), in Lilt, the Tween Engine (three combined attributes)
 * and a hand-written loop. Score: microseconds per frame; bytes per frame with {@code -prof gc}.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar Float3UpdateBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class Float3UpdateBenchmark {
    static final int MOTIONS = 64_000;

    /** Lilt. */
    @State(Scope.Thread)
    public static class LiltState {
        ManualMotionScheduler scheduler;
        MotionHandle[] handles;

        /** The motions, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            handles = Shape.float3Motions(scheduler, MOTIONS, Shape.DURATION);
        }

        /** Rewinds every motion. */
        @Setup(Level.Iteration)
        public void rewind() {
            Shape.rewind(handles);
        }

        /** Fails the run if a motion finished. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("lilt", scheduler.activeCount(), MOTIONS);
        }
    }

    /** Universal Tween Engine. */
    @State(Scope.Thread)
    public static class TweenEngineState {
        TweenEngine engine;
        Tween[] tweens;

        /** The tweens, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            engine = TweenEngine.create().registerAccessor(Target3.class, Target3.ACCESSOR).build();
            tweens = new Tween[MOTIONS];
            Target3[] targets = Target3.array(MOTIONS);
            for (int i = 0; i < MOTIONS; i++) {
                tweens[i] = engine.to(targets[i], 0, (float) Shape.DURATION)
                        .target(Shape.TO, Shape.TO, Shape.TO)
                        .ease(TweenEquations.Linear)
                        .start();
            }
        }

        /** Rewinds every tween. */
        @Setup(Level.Iteration)
        public void rewind() {
            for (Tween t : tweens) {
                t.setProgress(0);
            }
        }

        /** Fails the run if a tween finished. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("tween engine", engine.getRunningTweensCount(), MOTIONS);
        }
    }

    /** The hand-written limit: SoA, three components. */
    @State(Scope.Thread)
    public static class LimitState {
        final double[] time = new double[MOTIONS];
        final double[] duration = new double[MOTIONS];
        final float[] from = new float[3 * MOTIONS];
        final float[] to = new float[3 * MOTIONS];
        final Target3[] targets = Target3.array(MOTIONS);

        /** The arrays, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            Arrays.fill(duration, Shape.DURATION);
            Arrays.fill(to, Shape.TO);
        }

        /** Rewinds every motion. */
        @Setup(Level.Iteration)
        public void rewind() {
            Arrays.fill(time, 0);
        }
    }

    /**
     * Lilt.
     *
     * @param s the motions
     */
    @Benchmark
    public void lilt(LiltState s) {
        s.scheduler.update(Shape.DT);
    }

    /**
     * Universal Tween Engine 8.3.
     *
     * @param s the tweens
     */
    @Benchmark
    public void tweenEngine(TweenEngineState s) {
        s.engine.update((float) Shape.DT);
    }

    /**
     * The hand-written loop.
     *
     * @param s the arrays
     */
    @Benchmark
    public void limit(LimitState s) {
        double[] time = s.time;
        double[] duration = s.duration;
        float[] from = s.from;
        float[] to = s.to;
        Target3[] targets = s.targets;
        for (int i = 0; i < time.length; i++) {
            double t = time[i] + Shape.DT;
            time[i] = t;
            double p = Math.min(t / duration[i], 1);
            double q = 1 - p;
            int j = 3 * i;
            Target3 target = targets[i];
            target.x = (float) (q * from[j] + p * to[j]);
            target.y = (float) (q * from[j + 1] + p * to[j + 1]);
            target.z = (float) (q * from[j + 2] + p * to[j + 2]);
        }
    }
}
