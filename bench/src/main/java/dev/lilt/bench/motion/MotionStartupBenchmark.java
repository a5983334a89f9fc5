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
 * in Lilt and its peers. The targets (and libGDX's actors) exist beforehand; the library's own
 * structures are built inside the measurement. Score: milliseconds per N; with {@code -prof gc},
 * {@code gc.alloc.rate.norm} / N is bytes per created motion, storage growth included.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MotionStartupBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Thread)
public class MotionStartupBenchmark {
    /** Motions created per invocation. */
    @Param({"64000"})
    public int motions;

    Target[] targets;
    ManualMotionScheduler scheduler;
    Group root;

    /** Targets once: they are the user's objects, not the library's. */
    @Setup(Level.Trial)
    public void setUpTargets() {
        targets = Target.array(motions);
    }

    /** A fresh scheduler and fresh actors per invocation (each invocation is milliseconds long). */
    @Setup(Level.Invocation)
    public void setUpFresh() {
        scheduler = new ManualMotionScheduler();
        root = GdxSupport.groupOf(motions);
    }

    /**
     * Lilt: {@code Motion.create(...).withScheduler(s).bind(target, binder)} N times.
     *
     * @param bh sink for the handles
     */
    @Benchmark
    public void lilt(Blackhole bh) {
        ManualMotionScheduler s = scheduler;
        Target[] ts = targets;
        for (Target t : ts) {
            MotionHandle h = Motion.create(Shape.FROM, Shape.TO, Shape.DURATION).withScheduler(s).bind(t, Target.BIND_X);
            bh.consume(h);
        }
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
    public void gdxActions(Blackhole bh) {
        Group g = root;
        Target[] ts = targets;
        for (int i = 0; i < ts.length; i++) {
            g.getChild(i).addAction(new GdxSupport.FieldAction()
                    .set(ts[i], Shape.FROM, Shape.TO, (float) Shape.DURATION, null));
        }
        bh.consume(g);
    }
}
