package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import dorkbox.tweenEngine.TweenEngine;
import dorkbox.tweenEngine.TweenEquations;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * The float frame of {@link MotionUpdateBenchmark} (Lilt, the limit and Universal Tween Engine,
 * same JVM) timed in the thread's CPU time, best of many rounds: on a machine shared with other
 * work, wall-clock JMH scores move with the load, while the CPU time a thread spends in a frame
 * moves much less. A cross-check of the JMH ratios, not a replacement.
 *
 * <p>With {@code cold}, each measured frame follows a stream through a buffer larger than the
 * last-level cache ({@link ColdCache}, outside the time), so its motions start in memory, as in a
 * game whose frame does other work between two scheduler updates: MotionUpdateBenchmark's
 * {@code liltCold}/{@code limitCold} shape, in CPU time.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.lilt.bench.motion.FrameCpuTime [motions] [cold]}
 */
public final class FrameCpuTime {
    private static final int ROUNDS = 40;
    private static final int FRAMES = 200;
    /** Tween Engine's frames per round: it is an order of magnitude slower, so fewer keep the run short. */
    private static final int TWEEN_FRAMES = 20;
    /**
     * Untimed frames of each library first: enough calls that its frame method is compiled as a
     * whole, not only through its loop's on-stack replacement, whichever shape is timed.
     */
    private static final int WARM_UP_FRAMES = 1000;
    /** Cold frames per round: each one follows a cache flush. */
    private static final int COLD_FRAMES = 10;

    private FrameCpuTime() {
    }

    /**
     * Prints ns per motion for Lilt, the limit and Tween Engine, and their ratios.
     *
     * @param args optionally the number of motions (default 64,000), then {@code cold} for frames
     *             that start with cold caches
     */
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 64_000;
        boolean cold = args.length > 1 && args[1].equals("cold");
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Shape.liltMotions(scheduler, Target.array(n));
        HandWrittenLoop limit = new HandWrittenLoop(Target.array(n), Shape.FROM, Shape.TO, Shape.DURATION);
        TweenEngine tweens = tweens(n);
        // Short frames: the warm-up and the rounds advance at most 1 s of the motions' 100.
        double dt = Shape.DT / 10;
        Frame[] libraries = {() -> scheduler.update(dt), () -> limit.update(dt), () -> tweens.update((float) dt)};
        for (Frame library : libraries) {
            for (int f = 0; f < WARM_UP_FRAMES; f++) {
                library.run();
            }
        }
        double[] ns = cold ? cold(libraries, n) : warm(libraries, new int[] {FRAMES, FRAMES, TWEEN_FRAMES}, n);
        Shape.checkAlive("lilt", scheduler.activeCount(), n);
        Shape.checkAlive("limit", limit.allRunning() ? n : -1, n);
        Shape.checkAlive("tween engine", tweens.getRunningTweensCount(), n);
        System.out.printf(Locale.ROOT, "%d motions%s, CPU time per motion, best of %d rounds:"
                        + " Lilt %.2f ns, limit %.2f ns, Tween Engine %.2f ns;"
                        + " Lilt/limit %.2f, Tween Engine/Lilt %.1f%n",
                n, cold ? ", cold caches" : "", ROUNDS, ns[0], ns[1], ns[2], ns[0] / ns[1], ns[2] / ns[0]);
    }

    /** One frame of one library. */
    @FunctionalInterface
    private interface Frame {
        void run();
    }

    /** {@code n} tweens FROM → TO over DURATION, linear, each on its own target: the Lilt shape. */
    private static TweenEngine tweens(int n) {
        TweenEngine engine = TweenEngineSupport.newEngine();
        for (Target t : Target.array(n)) {
            engine.to(t, 0, (float) Shape.DURATION).target(Shape.TO).ease(TweenEquations.Linear).start();
        }
        return engine;
    }

    /**
     * Best of ROUNDS rounds, in ns per motion, for each library: a round runs {@code frames[k]}
     * back-to-back frames of each library in turn, so a change of load touches all of them.
     */
    private static double[] warm(Frame[] libraries, int[] frames, int n) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long[] best = best(libraries.length);
        for (int r = 0; r < ROUNDS; r++) {
            for (int k = 0; k < libraries.length; k++) {
                long t0 = mx.getCurrentThreadCpuTime();
                for (int f = 0; f < frames[k]; f++) {
                    libraries[k].run();
                }
                best[k] = Math.min(best[k], mx.getCurrentThreadCpuTime() - t0);
            }
        }
        double[] ns = new double[libraries.length];
        for (int k = 0; k < ns.length; k++) {
            ns[k] = best[k] / ((double) frames[k] * n);
        }
        return ns;
    }

    /**
     * Best of ROUNDS rounds of COLD_FRAMES frames per library, in ns per motion: each frame is
     * timed alone after a cache flush, the libraries taking turns frame by frame.
     */
    private static double[] cold(Frame[] libraries, int n) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        ColdCache cache = new ColdCache();
        long[] best = best(libraries.length);
        long[] round = new long[libraries.length];
        for (int r = 0; r < ROUNDS; r++) {
            Arrays.fill(round, 0);
            for (int f = 0; f < COLD_FRAMES; f++) {
                for (int k = 0; k < libraries.length; k++) {
                    cache.flush();
                    long t0 = mx.getCurrentThreadCpuTime();
                    libraries[k].run();
                    round[k] += mx.getCurrentThreadCpuTime() - t0;
                }
            }
            for (int k = 0; k < best.length; k++) {
                best[k] = Math.min(best[k], round[k]);
            }
        }
        double[] ns = new double[libraries.length];
        for (int k = 0; k < ns.length; k++) {
            ns[k] = best[k] / ((double) COLD_FRAMES * n);
        }
        return ns;
    }

    private static long[] best(int libraries) {
        long[] best = new long[libraries];
        Arrays.fill(best, Long.MAX_VALUE);
        return best;
    }
}
