package dev.lilt.bench.motion;

import dev.lilt.motion.value.Float3;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Sequence;
import dev.lilt.motion.SequenceBuilder;
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
 * {@link SequenceBenchmark}'s shape for {@link Float3} motions: one frame of 1,000 Float3 motions
 * as the joined children of one sequence against the same 1,000 as free motions, each kind in a
 * JVM of its own. {@link VectorCpuTime} runs these states after its 64,000-motion phases in one
 * JVM, where the compiled frame depends on what ran before; here each fork sees only its own shape.
 * Score: microseconds per frame.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar Float3SequenceBenchmark -f 2 -wi 3 -w 1s -i 5 -r 1s}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class Float3SequenceBenchmark {
    /** 1,000 Float3 children of one sequence. */
    @State(Scope.Thread)
    public static class SequenceState {
        ManualMotionScheduler scheduler;
        MotionHandle sequence;

        /** The sequence, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            SequenceBuilder b = Sequence.create();
            for (Target3 t : Target3.array(SequenceBenchmark.CHILDREN)) {
                b.join(Motion.create(Float3.ZERO, Shape.TO3, SequenceBenchmark.DURATION)
                        .withScheduler(scheduler)
                        .bind(t, Target3.BIND_XYZ));
            }
            sequence = b.run(clock -> clock.withScheduler(scheduler));
        }

        /** Rewinds the sequence. */
        @Setup(Level.Iteration)
        public void rewind() {
            sequence.setTime(0);
        }

        /** Fails the run if the sequence finished. */
        @TearDown(Level.Iteration)
        public void check() {
            int children = SequenceBenchmark.CHILDREN;
            Shape.checkAlive("sequence", sequence.isPlaying() ? children : -1, children);
        }
    }

    /** 1,000 free Float3 motions. */
    @State(Scope.Thread)
    public static class FreeState {
        ManualMotionScheduler scheduler;
        MotionHandle[] handles;

        /** The motions, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            handles = Shape.float3Motions(scheduler, SequenceBenchmark.CHILDREN, SequenceBenchmark.DURATION);
        }

        /** Rewinds every motion. */
        @Setup(Level.Iteration)
        public void rewind() {
            Shape.rewind(handles);
        }

        /** Fails the run if a motion finished. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("free", scheduler.activeCount(), SequenceBenchmark.CHILDREN);
        }
    }

    /**
     * 1,000 Float3 children of one sequence.
     *
     * @param s the sequence
     */
    @Benchmark
    public void sequence(SequenceState s) {
        s.scheduler.update(Shape.DT);
    }

    /**
     * 1,000 free Float3 motions.
     *
     * @param s the motions
     */
    @Benchmark
    public void free(FreeState s) {
        s.scheduler.update(Shape.DT);
    }
}
