package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.util.concurrent.TimeUnit;
import jdk.jfr.Recording;
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
 * What the motion diagnostics cost: a create + bind + cancel and a frame of N float motions (the
 * shape of {@link MotionUpdateBenchmark}) on a scheduler with each diagnostic off and on.
 * {@code off} is a plain scheduler (compare with {@code MotionUpdateBenchmark.lilt} and
 * {@code MotionCreateBenchmark.createBindCancel}, which are the same work); {@code tracked} tracks
 * creation sites; {@code jmx} has a registered MXBean (each frame timed); {@code jfr-frame} runs
 * under a Flight Recorder recording that enables Lilt's frame event (every binder counted),
 * {@code jfr} under one that also enables the slow-callback event (every binder timed). Each
 * benchmark runs in its own fork, so a recording never outlives its trial.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar DiagnosticsBenchmark -prof gc}
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class DiagnosticsBenchmark {

    /** A scheduler with one diagnostic on, or none. */
    @State(Scope.Thread)
    public abstract static class Diagnosed {
        /** off, tracked, jmx, jfr-frame or jfr. */
        @Param({"off", "tracked", "jmx", "jfr-frame", "jfr"})
        public String diagnostics;

        ManualMotionScheduler scheduler;
        Recording recording;

        /** The scheduler and, for jfr, the recording. */
        @Setup(Level.Trial)
        public void setUpScheduler() {
            ManualMotionScheduler.Builder b = ManualMotionScheduler.builder().name("bench " + diagnostics);
            switch (diagnostics) {
                case "off":
                    break;
                case "tracked":
                    b.trackCreationSites(true);
                    break;
                case "jmx":
                    b.registerMXBean(true);
                    break;
                case "jfr-frame":
                    record("dev.lilt.motion.Frame");
                    break;
                case "jfr":
                    record("dev.lilt.motion.Frame", "dev.lilt.motion.SlowCallback");
                    break;
                default:
                    throw new IllegalArgumentException("diagnostics must be off, tracked, jmx, jfr-frame or jfr: "
                            + diagnostics);
            }
            scheduler = b.build();
        }

        private void record(String... events) {
            recording = new Recording();
            for (String event : events) {
                recording.enable(event);
            }
            recording.setToDisk(false);
            recording.start();
        }

        /** Stops the recording and unregisters the MXBean. */
        @TearDown(Level.Trial)
        public void tearDownScheduler() {
            scheduler.close();
            if (recording != null) {
                recording.close();
            }
        }
    }

    /** N motions on a diagnosed scheduler. */
    public static class Frame extends Diagnosed {
        /** Motions per frame. */
        @Param({"10000"})
        public int motions;

        MotionHandle[] handles;

        /** The motions, once per run. */
        @Setup(Level.Trial)
        public void setUp() {
            handles = Shape.liltMotions(scheduler, motions);
        }

        /** Rewinds every motion so none finishes during the run. */
        @Setup(Level.Iteration)
        public void rewind() {
            Shape.rewind(handles);
        }

        /** Fails the run if a motion finished. */
        @TearDown(Level.Iteration)
        public void check() {
            Shape.checkAlive("lilt " + diagnostics, scheduler.activeCount(), motions);
        }
    }

    /** An empty diagnosed scheduler and a target. */
    public static class Create extends Diagnosed {
        Target target = new Target();
    }

    /**
     * One frame: advance, bind N motions.
     *
     * @param f the scheduler and its motions
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void frame(Frame f) {
        f.scheduler.update(Shape.DT);
    }

    /**
     * create + bind(state, binder), then cancel.
     *
     * @param c the scheduler
     * @return the handle
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public MotionHandle createBindCancel(Create c) {
        MotionHandle h = Motion.create(Shape.FROM, Shape.TO, Shape.DURATION)
                .withScheduler(c.scheduler)
                .bind(c.target, Target.BIND_X);
        h.cancel();
        return h;
    }
}
