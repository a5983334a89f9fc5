package dev.lilt.bench.motion;

import com.badlogic.gdx.scenes.scene2d.Group;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.MotionHandle;
import dorkbox.tweenEngine.Tween;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One frame of N linear float motions (0 to 10 over 100 s, each bound to a float field of its own
 * object: LitMotion's published benchmark shape), in Lilt, its peers and the hand-written limit.
 * Score: microseconds per frame; divide by N for ns per motion. With {@code -prof gc},
 * {@code gc.alloc.rate.norm} is bytes allocated per frame.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar MotionUpdateBenchmark -prof gc}
 * (one size: {@code -p motions=64000}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
public class MotionUpdateBenchmark {

    /** The number of motions, shared by every library's state. */
    @State(Scope.Thread)
    public abstract static class Size {
        /** Motions per frame. */
        @Param({"64000", "1000000"})
        public int motions;
    }

    /** Lilt: a ManualMotionScheduler holding N motions. */
    public static class LiltState extends Size {
        ManualMotionScheduler scheduler;
        MotionHandle[] handles;

        /** The motions, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            handles = Shape.liltMotions(scheduler, motions);
            afterSetUp();
        }

        /** What a variant adds to the program once the motions exist. */
        void afterSetUp() {
        }

        /** Rewinds every motion (a seek, no allocation) so none finishes during the run. */
        @Setup(Level.Iteration)
        public void rewind() {
            Shape.rewind(handles);
        }

        /** Fails the run if a motion finished: the frame would have measured fewer than N. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("lilt", scheduler.activeCount(), motions);
        }
    }

    /** Lilt in a program that also runs every other value kind (polluted type profiles). */
    public static class EveryKindState extends LiltState {
        EveryKind others;

        /** The other kinds' motions, run in turn with the float frame so that the JIT sees them all. */
        @Override
        void afterSetUp() {
            others = new EveryKind();
            for (int f = 0; f < 2_000; f++) {
                others.frame();
                scheduler.update(Shape.DT);
            }
        }

        /** Every other kind plays a few frames before each iteration too. */
        @Setup(Level.Iteration)
        public void playOthers() {
            for (int f = 0; f < 200; f++) {
                others.frame();
            }
        }
    }

    /** The rest of a game's frame: flushes the caches before each measured frame, outside its time. */
    @State(Scope.Thread)
    public static class ColdState {
        final ColdCache cache = new ColdCache();

        /** Streams the buffer (JMH does not time invocation-level setup). */
        @Setup(Level.Invocation)
        public void flush() {
            cache.flush();
        }
    }

    /** Universal Tween Engine: N tweens on one engine. */
    public static class TweenEngineState extends Size {
        TweenEngine engine;
        Tween[] tweens;

        /** The tweens, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            engine = TweenEngineSupport.newEngine();
            tweens = new Tween[motions];
            Target[] targets = Target.array(motions);
            for (int i = 0; i < motions; i++) {
                tweens[i] = engine.to(targets[i], 0, (float) Shape.DURATION)
                        .target(Shape.TO)
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
            Shape.checkAlive("tween engine", engine.getRunningTweensCount(), motions);
        }
    }

    /** libGDX scene2d: N actors under one Group, each acting a FieldAction. */
    public static class GdxState extends Size {
        Group root;
        GdxSupport.FieldAction[] actions;

        /** The actors and actions, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            root = GdxSupport.groupOf(motions);
            actions = new GdxSupport.FieldAction[motions];
            Target[] targets = Target.array(motions);
            for (int i = 0; i < motions; i++) {
                actions[i] = new GdxSupport.FieldAction()
                        .set(targets[i], Shape.FROM, Shape.TO, (float) Shape.DURATION, null);
                root.getChild(i).addAction(actions[i]);
            }
        }

        /** Rewinds every action. */
        @Setup(Level.Iteration)
        public void rewind() {
            for (GdxSupport.FieldAction a : actions) {
                a.restart();
            }
        }

        /** Fails the run if an action finished. */
        @TearDown(Level.Iteration)
        public void check() {
            int alive = 0;
            for (int i = 0; i < motions; i++) {
                alive += root.getChild(i).getActions().size;
            }
            Shape.checkAlive("libGDX", alive, motions);
        }
    }

    /** The hand-written struct-of-arrays loop. */
    public static class LimitState extends Size {
        HandWrittenLoop loop;

        /** The arrays, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            loop = new HandWrittenLoop(Target.array(motions), Shape.FROM, Shape.TO, Shape.DURATION);
        }

        /** Rewinds every motion. */
        @Setup(Level.Iteration)
        public void rewind() {
            loop.rewind();
        }

        /** Fails the run if a motion reached its end. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("limit", loop.allRunning() ? motions : -1, motions);
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
     * Lilt's float frame in a program that runs every other value kind too.
     *
     * @param s the motions
     */
    @Benchmark
    public void liltEveryKind(EveryKindState s) {
        s.scheduler.update(Shape.DT);
    }

    /**
     * A cold frame of Lilt: its motions start in memory, not in cache.
     *
     * @param s the motions
     * @param c the cache flush
     */
    @Benchmark
    public void liltCold(LiltState s, ColdState c) {
        s.scheduler.update(Shape.DT);
    }

    /**
     * A cold frame of the limit.
     *
     * @param s the arrays
     * @param c the cache flush
     */
    @Benchmark
    public void limitCold(LimitState s, ColdState c) {
        s.loop.update(Shape.DT);
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
     * libGDX scene2d actions.
     *
     * @param s the actors
     */
    @Benchmark
    public void gdxActions(GdxState s) {
        s.root.act((float) Shape.DT);
    }

    /**
     * The hand-written loop.
     *
     * @param s the arrays
     */
    @Benchmark
    public void limit(LimitState s) {
        s.loop.update(Shape.DT);
    }
}
