package dev.lilt.bench.motion;

import dev.lilt.motion.value.DoubleBinder;
import dev.lilt.motion.Ease;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float2Binder;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float3Binder;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Float4Binder;
import dev.lilt.motion.value.IntBinder;
import dev.lilt.motion.value.LongBinder;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
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

    private static final DoubleBinder<Sink> BIND_DOUBLE = (v, k) -> k.d = v;
    private static final IntBinder<Sink> BIND_INT = (v, k) -> k.i = v;
    private static final LongBinder<Sink> BIND_LONG = (v, k) -> k.l = v;
    private static final Float2Binder<Sink> BIND_2 = (x, y, k) -> k.x = x + y;
    private static final Float3Binder<Sink> BIND_3 = (x, y, z, k) -> k.x = x + y + z;
    private static final Float4Binder<Sink> BIND_4 = (x, y, z, w, k) -> k.x = x + y + z + w;
    private static final Float2 FROM_2 = Float2.of(0, 0);
    private static final Float2 TO_2 = Float2.of(10, 20);
    private static final Float3 FROM_3 = Float3.of(0, 0, 0);
    private static final Float3 TO_3 = Float3.of(10, 20, 30);
    private static final Float4 FROM_4 = Float4.of(0, 0, 0, 0);
    private static final Float4 TO_4 = Float4.of(10, 20, 30, 40);
    private static final Rgba RED = Rgba.of(1, 0, 0, 1);
    private static final Rgba BLUE = Rgba.of(0, 0, 1, 1);
    private static final Quaternion TURNED = Quaternion.ofAxisAngle(0, 0, 1, 1.5);

    ManualMotionScheduler scheduler;
    Sink sink;
    Target target;

    /** One scheduler for the whole run. */
    @Setup
    public void setUp() {
        scheduler = new ManualMotionScheduler();
        target = new Target();
        sink = new Sink();
    }

    /** What the other kinds' binders write. */
    public static final class Sink {
        /** Written by the double binder. */
        public double d;
        /** Written by the int binder. */
        public int i;
        /** Written by the long binder. */
        public long l;
        /** Written by the vector, colour and rotation binders. */
        public float x;
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

    /** The double chain, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropDouble() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(0.0, 10.0, Shape.DURATION).withScheduler(s).bind(k, BIND_DOUBLE);
        }
        s.clear();
    }

    /** The int chain, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropInt() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(0, 10, Shape.DURATION).withScheduler(s).bind(k, BIND_INT);
        }
        s.clear();
    }

    /** The long chain, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropLong() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(0L, 10L, Shape.DURATION).withScheduler(s).bind(k, BIND_LONG);
        }
        s.clear();
    }

    /** The Float2 chain from constant end points, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropFloat2() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(FROM_2, TO_2, Shape.DURATION).withScheduler(s).bind(k, BIND_2);
        }
        s.clear();
    }

    /** The Float3 chain from constant end points, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropFloat3() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(FROM_3, TO_3, Shape.DURATION).withScheduler(s).bind(k, BIND_3);
        }
        s.clear();
    }

    /** The Float3 chain from end points made in the loop ({@code Float3.of}), handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropFloat3Fresh() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(Float3.of(i, 0, 0), Float3.of(10, 20, i), Shape.DURATION).withScheduler(s)
                    .bind(k, BIND_3);
        }
        s.clear();
    }

    /** The Float4 chain from constant end points, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropFloat4() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(FROM_4, TO_4, Shape.DURATION).withScheduler(s).bind(k, BIND_4);
        }
        s.clear();
    }

    /** The colour chain from constant colours, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropColor() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(RED, BLUE, Shape.DURATION).withScheduler(s).bind(k, BIND_4);
        }
        s.clear();
    }

    /** The rotation chain from constant orientations, handle dropped. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void createBindDropRotation() {
        ManualMotionScheduler s = scheduler;
        Sink k = sink;
        for (int i = 0; i < BATCH; i++) {
            Motion.create(Quaternion.IDENTITY, TURNED, Shape.DURATION).withScheduler(s).bind(k, BIND_4);
        }
        s.clear();
    }
}
