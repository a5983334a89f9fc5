package dev.lilt.bench.motion;

import com.badlogic.gdx.scenes.scene2d.Group;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dorkbox.tweenEngine.TweenEngine;
import dorkbox.tweenEngine.TweenEquations;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Startup: create and bind N motions (LitMotion's shape) on a fresh scheduler / engine / group,
 * in Lilt, its peers and the hand-written limit. The targets (and libGDX's actors) exist beforehand; the library's own
 * structures are built inside the measurement. Score: milliseconds per N; with {@code -prof gc},
 * {@code gc.alloc.rate.norm} / N is bytes per created motion, storage growth included.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MotionStartupBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
public class MotionStartupBenchmark {
    /** Motions created per invocation. */
    @Param({"64000"})
    public int motions;

    Target[] targets;

    /** Targets once: they are the user's objects, not the library's. */
    @Setup(Level.Trial)
    public void setUpTargets() {
        targets = Target.array(motions);
    }

    /**
     * Per-invocation fixtures, one state per library: a benchmark sets up (and, under
     * {@code -prof gc}, is charged for) only its own library's fresh structures.
     */
    @State(Scope.Thread)
    public static class Fresh {
        ManualMotionScheduler scheduler;

        /** A new default-sized scheduler per invocation (each invocation is milliseconds long). */
        @Setup(Level.Invocation)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
        }
    }

    /** A scheduler made with room for N motions per kind, per invocation. */
    @State(Scope.Thread)
    public static class Presized {
        ManualMotionScheduler scheduler;

        /**
         * @param outer the benchmark, for N
         */
        @Setup(Level.Invocation)
        public void setUp(MotionStartupBenchmark outer) {
            scheduler = new ManualMotionScheduler("presized", outer.motions);
        }
    }

    /** Fresh libGDX actors per invocation. */
    @State(Scope.Thread)
    public static class Actors {
        Group root;

        /**
         * @param outer the benchmark, for N
         */
        @Setup(Level.Invocation)
        public void setUp(MotionStartupBenchmark outer) {
            root = GdxSupport.groupOf(outer.motions);
        }
    }

    /**
     * Lilt: {@code Motion.create(...).withScheduler(s).bind(target, binder)} N times.
     *
     * @param bh sink for the handles
     */
    @Benchmark
    public void lilt(Fresh fresh, Blackhole bh) {
        ManualMotionScheduler s = fresh.scheduler;
        Target[] ts = targets;
        for (Target t : ts) {
            MotionHandle h = Motion.create(Shape.FROM, Shape.TO, Shape.DURATION).withScheduler(s)
                    .bind(t, Target.BIND_X);
            bh.consume(h);
        }
    }

    /**
     * Lilt on a scheduler made with room for N motions per kind
     * ({@code new ManualMotionScheduler(name, N)}): the kind's arrays are allocated once, at the
     * first create, and never copied by growth.
     *
     * @param bh sink for the handles
     */
    @Benchmark
    public void liltPresized(Presized presized, Blackhole bh) {
        ManualMotionScheduler s = presized.scheduler;
        Target[] ts = targets;
        for (Target t : ts) {
            MotionHandle h = Motion.create(Shape.FROM, Shape.TO, Shape.DURATION).withScheduler(s)
                    .bind(t, Target.BIND_X);
            bh.consume(h);
        }
    }

    /**
     * Lilt as {@link #liltPresized}, dropping each handle ({@code bind}'s result unused): with the
     * builder and the handle scalar-replaced, what is left is the storage's columns.
     */
    @Benchmark
    public void liltPresizedDropped(Presized presized) {
        ManualMotionScheduler s = presized.scheduler;
        Target[] ts = targets;
        for (Target t : ts) {
            Motion.create(Shape.FROM, Shape.TO, Shape.DURATION).withScheduler(s).bind(t, Target.BIND_X);
        }
    }

    /**
     * The limit: the columns of {@link HandWrittenLoop} (time, rate, from, span, target) allocated
     * for N and filled by hand, one row per motion, with the start value written at once as Lilt's
     * immediate bind does. No library, no handle, no checks.
     *
     * @param bh sink for the columns
     */
    @Benchmark
    public void handWritten(Blackhole bh) {
        Target[] ts = targets;
        int n = ts.length;
        double[] time = new double[n];
        double[] rate = new double[n];
        float[] from = new float[n];
        float[] span = new float[n];
        Target[] bound = new Target[n];
        for (int i = 0; i < n; i++) {
            Target t = ts[i];
            time[i] = 0;
            rate[i] = 1 / Shape.DURATION;
            from[i] = Shape.FROM;
            span[i] = Shape.TO - Shape.FROM;
            bound[i] = t;
            t.x = Shape.FROM;
        }
        bh.consume(time);
        bh.consume(rate);
        bh.consume(from);
        bh.consume(span);
        bh.consume(bound);
    }

    /**
     * Universal Tween Engine: {@code engine.to(target, 0, 100).target(10).ease(Linear).start()} N times
     * on a new engine.
     *
     * @param bh sink for the tweens
     */
    @Benchmark
    public void tweenEngine(Blackhole bh) {
        TweenEngine engine = TweenEngineSupport.newEngine();
        for (Target t : targets) {
            bh.consume(engine.to(t, 0, (float) Shape.DURATION).target(Shape.TO).ease(TweenEquations.Linear).start());
        }
    }

    /**
     * libGDX: a new FieldAction added to each actor.
     *
     * @param bh sink for the group
     */
    @Benchmark
    public void gdxActions(Actors actors, Blackhole bh) {
        Group g = actors.root;
        Target[] ts = targets;
        for (int i = 0; i < ts.length; i++) {
            g.getChild(i).addAction(new GdxSupport.FieldAction()
                    .set(ts[i], Shape.FROM, Shape.TO, (float) Shape.DURATION, null));
        }
        bh.consume(g);
    }
}
