package dev.lilt.bench.motion;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float2Binder;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionAdapter;
import dev.lilt.motion.value.ValueBinder;
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
 * The cost of a custom value type ({@code MotionAdapter}) against the built-in {@code Float2} kind:
 * one frame of N two-component motions (0,0) to (10,10) over 100 s, linear, each bound to two
 * float fields of its own object. {@code customReuse} updates a mutable point in place (the
 * allocation-free shape); {@code customAllocating} returns a new immutable point every frame.
 * Score: microseconds per frame; bytes per frame with {@code -prof gc}.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar CustomAdapterBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Thread)
public class CustomAdapterBenchmark {
    /** Motions per frame. */
    @Param({"1000", "64000"})
    public int motions;

    /** Which value kind carries the motions. */
    @Param({"builtinFloat2", "customReuse", "customAllocating"})
    public String kind;

    ManualMotionScheduler scheduler;

    /** A mutable point, overwritten in place by {@link PointLerp}. */
    static final class Point {
        float x;
        float y;
    }

    /** An immutable point: {@link PointRecordLerp} allocates one per motion per frame. */
    record PointRecord(float x, float y) {
    }

    /** The allocation-free adapter shape: overwrite {@code reuse}. */
    enum PointLerp implements MotionAdapter<Point, Void> {
        INSTANCE;

        @Override
        public Point evaluate(Point a, Point b, Void options, double progress, Point reuse) {
            Point p = reuse != null ? reuse : new Point();
            p.x = (float) (a.x + (b.x - a.x) * progress);
            p.y = (float) (a.y + (b.y - a.y) * progress);
            return p;
        }
    }

    /** The immutable shape: a new value every call. */
    enum PointRecordLerp implements MotionAdapter<PointRecord, Void> {
        INSTANCE;

        @Override
        public PointRecord evaluate(PointRecord a, PointRecord b, Void options, double progress, PointRecord reuse) {
            return new PointRecord((float) (a.x() + (b.x() - a.x()) * progress),
                    (float) (a.y() + (b.y() - a.y()) * progress));
        }
    }

    static final Float2Binder<Target2> BIND_FLOAT2 = (x, y, t) -> {
        t.x = x;
        t.y = y;
    };
    static final ValueBinder<Point, Target2> BIND_POINT = (p, t) -> {
        t.x = p.x;
        t.y = p.y;
    };
    static final ValueBinder<PointRecord, Target2> BIND_RECORD = (p, t) -> {
        t.x = p.x();
        t.y = p.y();
    };

    /** The bound object: two fields. */
    static final class Target2 {
        float x;
        float y;
    }

    /** Creates the motions once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        scheduler = new ManualMotionScheduler("custom-adapter", motions);
        Point fromPoint = new Point();
        Point toPoint = new Point();
        toPoint.x = Shape.TO;
        toPoint.y = Shape.TO;
        PointRecord fromRecord = new PointRecord(Shape.FROM, Shape.FROM);
        PointRecord toRecord = new PointRecord(Shape.TO, Shape.TO);
        Float2 from = Float2.of(Shape.FROM, Shape.FROM);
        Float2 to = Float2.of(Shape.TO, Shape.TO);
        for (int i = 0; i < motions; i++) {
            Target2 t = new Target2();
            switch (kind) {
                case "builtinFloat2" -> Motion.create(from, to, Shape.DURATION).withScheduler(scheduler)
                        .bind(t, BIND_FLOAT2);
                case "customReuse" -> Motion.create(fromPoint, toPoint, Shape.DURATION, PointLerp.INSTANCE)
                        .withScheduler(scheduler).bind(t, BIND_POINT);
                default -> Motion.create(fromRecord, toRecord, Shape.DURATION, PointRecordLerp.INSTANCE)
                        .withScheduler(scheduler).bind(t, BIND_RECORD);
            }
        }
    }

    /** Fails the run if a motion finished (the numbers would then measure an empty frame). */
    @TearDown(Level.Iteration)
    public void check() {
        Shape.checkAlive(kind, scheduler.activeCount(), motions);
    }

    /** One frame. */
    @Benchmark
    public void frame() {
        scheduler.update(Shape.DT / 100);
    }
}
