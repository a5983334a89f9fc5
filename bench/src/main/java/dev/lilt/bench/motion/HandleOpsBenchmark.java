package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Handle operations outside a frame among N live motions: each should cost the same whatever N
 * (before Engine v2, cancel() swept the whole storage: 0.37 us among 1,000, 54 us among 100,000).
 * cancel and complete end one motion and create its replacement, so N stays constant: the score
 * is one operation plus one creation (compare {@code createAndCancel}, which creates a motion and
 * cancels it at once, to read the creation's share). Score: nanoseconds per operation.
 *
 * <p>cancel() and complete() outside a frame leave the ended motion's row to the next frame's
 * sweep: {@code frameAfterCancels} against {@code frameAlone} is what that moves into the frame.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar HandleOpsBenchmark -f 1 -wi 2 -w 1s -i 3 -r 1s}
 * On a shared machine, cross-check {@code cancelOnly} and {@code completeOnly} in thread CPU time
 * with {@link EndCpuTime}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@State(Scope.Thread)
public class HandleOpsBenchmark {
    /** Live motions on the scheduler. */
    @Param({"1000", "100000"})
    public int motions;

    private ManualMotionScheduler scheduler;
    private MotionHandle[] handles;
    private final float[] sink = new float[1];
    private int next;

    /** N motions of 100 s, a frame run so they are playing. */
    @Setup(Level.Iteration)
    public void setUp() {
        scheduler = new ManualMotionScheduler("handle ops", motions);
        handles = new MotionHandle[motions];
        for (int i = 0; i < motions; i++) {
            handles[i] = start();
        }
        scheduler.update(0.016);
        next = 0;
    }

    private MotionHandle start() {
        return Motion.create(0f, 10f, 100).withScheduler(scheduler).bind(sink, (v, s) -> s[0] = v);
    }

    private int pick() {
        int i = next;
        next = i + 1 == motions ? 0 : i + 1;
        return i;
    }

    /** A creation and the cancel of the motion just made: the baseline of the two below. */
    @Benchmark
    public MotionHandle createAndCancel() {
        MotionHandle h = start();
        h.cancel();
        return h;
    }

    /** cancel() on a live motion, then its replacement. */
    @Benchmark
    public MotionHandle cancel() {
        int i = pick();
        handles[i].cancel();
        return handles[i] = start();
    }

    /** complete() on a live motion, then its replacement. */
    @Benchmark
    public MotionHandle complete() {
        int i = pick();
        handles[i].complete();
        return handles[i] = start();
    }

    /** setTime() on a live motion (evaluates and binds). */
    @Benchmark
    public void setTime() {
        handles[pick()].setTime(1.5);
    }

    /** isActive() on a live motion. */
    @Benchmark
    public boolean isActive() {
        return handles[pick()].isActive();
    }

    /**
     * N live motions plus {@link #BATCH} more to end: before each batch the motions the last one
     * ended are replaced and BATCH others are picked, spread over the storage (a stride, shifted
     * every batch), as a game ends motions made at any time. The picked handles are held in their
     * own array, as a game holds the handle of the motion it ends: each operation's first miss is
     * the handle, as in a game, not a line of the benchmark's array of all handles. Ending them one per operation takes
     * the count from N + BATCH down to N, so the score is one cancel or complete, no creation (the
     * batch's own timer, in single-shot mode, divided by {@link #BATCH}). One scheduler per run:
     * a batch's setup makes only BATCH motions, so no collection of a previous storage lands in a
     * measured batch.
     */
    @State(Scope.Thread)
    public static class Ending {
        /** Live motions besides those the batch ends. */
        @Param({"1000", "100000"})
        public int motions;

        ManualMotionScheduler scheduler;
        private MotionHandle[] all;
        private MotionHandle[] picked;
        private final float[] sink = new float[1];
        private int shift;
        private int next;

        /** N + BATCH motions of 100 s. */
        @Setup(Level.Trial)
        public void create() {
            scheduler = new ManualMotionScheduler("handle ops", motions + BATCH);
            all = new MotionHandle[motions + BATCH];
            for (int i = 0; i < all.length; i++) {
                all[i] = start();
            }
            picked = new MotionHandle[BATCH];
        }

        /** Replaces the motions the last batch ended, picks the next batch, runs a frame. */
        @Setup(Level.Iteration)
        public void pick() {
            for (int i = 0; i < all.length; i++) {
                if (!all[i].isActive()) {
                    all[i] = start();
                }
            }
            int stride = all.length / BATCH;
            for (int k = 0; k < BATCH; k++) {
                picked[k] = all[k * stride + shift % stride];
            }
            shift++;
            scheduler.update(0.001);
            next = 0;
            afterPick();
        }

        /** What the iteration's setup does last, after the frame; nothing here. */
        void afterPick() {
        }

        private MotionHandle start() {
            return Motion.create(0f, 10f, 100).withScheduler(scheduler).bind(sink, (v, s) -> s[0] = v);
        }

        MotionHandle take() {
            return picked[next++];
        }
    }

    /** Motions each batch ends. */
    static final int BATCH = 1_000;

    /** {@link Ending}, the batch then cancelled before the measured frame (outside it). */
    @State(Scope.Thread)
    public static class Cancelled extends Ending {
        @Override
        void afterPick() {
            for (int i = 0; i < BATCH; i++) {
                take().cancel();
            }
        }
    }

    /**
     * The frame after {@link #BATCH} cancels among N + BATCH motions: it first removes their
     * rows (the sweep) then advances the N left. Against {@link #frameAlone}, the cost that
     * cancel() outside a frame leaves to the next frame. Score: the whole frame.
     *
     * @param e the motions, the batch cancelled
     */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    @Warmup(iterations = 100, batchSize = 1)
    @Measurement(iterations = 40, batchSize = 1)
    public void frameAfterCancels(Cancelled e) {
        e.scheduler.update(0.001);
    }

    /**
     * The same frame over N + BATCH motions with nothing to remove: the baseline of
     * {@link #frameAfterCancels}.
     *
     * @param e the motions
     */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    @Warmup(iterations = 100, batchSize = 1)
    @Measurement(iterations = 40, batchSize = 1)
    public void frameAlone(Ending e) {
        e.scheduler.update(0.001);
    }

    /**
     * cancel() alone among N + up to BATCH motions.
     *
     * @param e the motions
     */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OperationsPerInvocation(BATCH)
    @Warmup(iterations = 100, batchSize = 1)
    @Measurement(iterations = 40, batchSize = 1)
    public void cancelOnly(Ending e) {
        for (int i = 0; i < BATCH; i++) {
            e.take().cancel();
        }
    }

    /**
     * complete() alone among N + up to BATCH motions.
     *
     * @param e the motions
     */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OperationsPerInvocation(BATCH)
    @Warmup(iterations = 100, batchSize = 1)
    @Measurement(iterations = 40, batchSize = 1)
    public void completeOnly(Ending e) {
        for (int i = 0; i < BATCH; i++) {
            e.take().complete();
        }
    }
}
