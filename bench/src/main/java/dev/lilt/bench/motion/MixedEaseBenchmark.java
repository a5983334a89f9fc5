package dev.lilt.bench.motion;

import dev.lilt.motion.Ease;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dorkbox.tweenEngine.BaseTween;
import dorkbox.tweenEngine.TweenEngine;
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
 * One frame of 64,000 float motions whose ease is one of: LINEAR, a single non-linear ease, or
 * MIXED (motion i uses ease i mod 31: every one of the 31 in turn, the worst case for branch
 * prediction and for a dispatcher that C2 could not inline). Start times are spread over the
 * curve so every branch of every ease runs. "No cliff" means MIXED costs about the average of
 * the single eases, not several times more. Score: microseconds per frame.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MixedEaseBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class MixedEaseBenchmark {
    static final int MOTIONS = 64_000;

    /** The ease (or MIXED) of every motion. */
    @State(Scope.Thread)
    public abstract static class Eases {
        /** An {@link Ease} name, or MIXED. */
        @Param({"LINEAR", "OUT_QUAD", "IN_OUT_SINE", "OUT_BOUNCE", "IN_OUT_ELASTIC", "MIXED"})
        public String ease;

        String easeOf(int i) {
            return ease.equals("MIXED") ? Ease.values()[i % 31].name() : ease;
        }
    }

    /** Lilt. */
    public static class LiltState extends Eases {
        ManualMotionScheduler scheduler;

        /** Fresh motions each iteration, seeked to spread start times. */
        @Setup(Level.Iteration)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            Target[] targets = Target.array(MOTIONS);
            for (int i = 0; i < MOTIONS; i++) {
                MotionHandle h = Motion.create(Shape.FROM, Shape.TO, Shape.DURATION)
                        .withScheduler(scheduler)
                        .withEase(Ease.valueOf(easeOf(i)))
                        .bind(targets[i], Target.BIND_X);
                h.setTime(Shape.spreadStart(i));
            }
        }

        /** Fails the run if a motion finished. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("lilt", scheduler.activeCount(), MOTIONS);
        }
    }

    /** Universal Tween Engine. */
    public static class TweenEngineState extends Eases {
        TweenEngine engine;

        /** Fresh tweens each iteration, advanced to spread start times. */
        @Setup(Level.Iteration)
        public void setUp() {
            engine = TweenEngineSupport.newEngine();
            Target[] targets = Target.array(MOTIONS);
            for (int i = 0; i < MOTIONS; i++) {
                BaseTween<?> tween = engine.to(targets[i], 0, (float) Shape.DURATION)
                        .target(Shape.TO)
                        .ease(TweenEngineSupport.equation(easeOf(i)))
                        .start();
                tween.update((float) Shape.spreadStart(i));
            }
        }

        /** Fails the run if a tween finished. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("tween engine", engine.getRunningTweensCount(), MOTIONS);
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
}
