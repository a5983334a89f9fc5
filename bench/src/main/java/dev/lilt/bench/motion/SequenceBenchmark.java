package dev.lilt.bench.motion;

import dev.lilt.motion.At;
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
 * One frame of 1,000 float motions (LitMotion's shape) as the joined children of one sequence
 * ({@code Sequence.create().join(h)...run()}: all start at 0) against the same 1,000 as free
 * motions. What the sequence's clock costs over the scheduler's own pass. Score: microseconds per
 * frame.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar SequenceBenchmark -f 1 -wi 3 -w 1s -i 8 -r 1s}
 * (add {@code -prof gc} for the allocation rate); the target is a sequence frame of at most 2x the
 * free one, same run. On a shared machine cross-check the ratio in thread CPU time with
 * {@link SequenceCpuTime}; the figures are in docs/BENCHMARKS.md. {@link Float3SequenceBenchmark} is the
 * same shape for Float3 motions. {@code sequenceWithCallbacks} is the same sequence with a label
 * and a timeline callback per child, one every {@link #CALLBACK_SPACING} seconds of the clock:
 * against {@code sequence}, what callbacks and labels add to the per-child cost.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SequenceBenchmark {
    static final int CHILDREN = 1_000;
    /**
     * Seconds per motion. Longer than the shared shape's 100 s: a frame of 1,000 free motions
     * takes about a microsecond, so a 1 s iteration runs up to ~1,000,000 frames of 1 ms.
     */
    static final double DURATION = 100_000;
    /** Seconds between the callbacks of {@link CallbackSequenceState}: one crossed every 50 frames. */
    static final double CALLBACK_SPACING = 0.05;

    /** 1,000 children of one sequence, with a label and a timeline callback per child. */
    @State(Scope.Thread)
    public static class CallbackSequenceState {
        ManualMotionScheduler scheduler;
        MotionHandle sequence;
        /** Callbacks fired, so that the JIT keeps them. */
        final long[] fired = new long[1];

        /** The sequence, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            Target[] targets = Target.array(CHILDREN);
            SequenceBuilder b = Sequence.create();
            for (int k = 0; k < CHILDREN; k++) {
                b.join(Motion.create(Shape.FROM, Shape.TO, DURATION)
                        .withScheduler(scheduler)
                        .bind(targets[k], Target.BIND_X));
                String label = "c" + k;
                b.label(label, At.time(k * CALLBACK_SPACING)).insertCallback(At.label(label), fired, f -> f[0]++);
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
            Shape.checkAlive("sequence with callbacks", sequence.isPlaying() ? CHILDREN : -1, CHILDREN);
        }
    }

    /** 1,000 children of one sequence. */
    @State(Scope.Thread)
    public static class SequenceState {
        ManualMotionScheduler scheduler;
        MotionHandle sequence;

        /** The sequence, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            Target[] targets = Target.array(CHILDREN);
            SequenceBuilder b = Sequence.create();
            for (Target t : targets) {
                b.join(Motion.create(Shape.FROM, Shape.TO, DURATION)
                        .withScheduler(scheduler)
                        .bind(t, Target.BIND_X));
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
            Shape.checkAlive("sequence", sequence.isPlaying() ? CHILDREN : -1, CHILDREN);
        }
    }

    /** 1,000 free motions. */
    @State(Scope.Thread)
    public static class FreeState {
        ManualMotionScheduler scheduler;
        MotionHandle[] handles;

        /** The motions, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            scheduler = new ManualMotionScheduler();
            handles = Shape.liltMotions(scheduler, CHILDREN, DURATION);
        }

        /** Rewinds every motion. */
        @Setup(Level.Iteration)
        public void rewind() {
            Shape.rewind(handles);
        }

        /** Fails the run if a motion finished. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("free", scheduler.activeCount(), CHILDREN);
        }
    }

    /**
     * 1,000 children of one sequence.
     *
     * @param s the sequence
     */
    @Benchmark
    public void sequence(SequenceState s) {
        s.scheduler.update(Shape.DT);
    }

    /**
     * 1,000 children of one sequence, with a label and a callback per child.
     *
     * @param s the sequence
     */
    @Benchmark
    public void sequenceWithCallbacks(CallbackSequenceState s) {
        s.scheduler.update(Shape.DT);
    }

    /**
     * 1,000 free motions.
     *
     * @param s the motions
     */
    @Benchmark
    public void free(FreeState s) {
        s.scheduler.update(Shape.DT);
    }
}
