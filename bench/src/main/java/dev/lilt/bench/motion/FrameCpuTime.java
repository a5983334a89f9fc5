package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The float frame of {@link MotionUpdateBenchmark} (Lilt and the limit, same JVM) timed in the
 * thread's CPU time, best of many rounds: on a machine shared with other work, wall-clock JMH
 * scores move with the load, while the CPU time a thread spends in a frame moves much less.
 * A cross-check of the JMH ratios, not a replacement.
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
    /** Cold frames per round: each one follows a cache flush. */
    private static final int COLD_FRAMES = 10;

    private FrameCpuTime() {
    }

    /**
     * Prints ns per motion for Lilt and the limit, and their ratio.
     *
     * @param args optionally the number of motions (default 64,000), then {@code cold} for frames
     *             that start with cold caches
     */
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 64_000;
        if (args.length > 1 && args[1].equals("cold")) {
            cold(n);
            return;
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Shape.liltMotions(scheduler, Target.array(n));
        HandWrittenLoop limit = new HandWrittenLoop(Target.array(n), Shape.FROM, Shape.TO, Shape.DURATION);
        // Short frames: 40 rounds of 200 frames advance 8 s of the motions' 100.
        double dt = Shape.DT / 10;
        long lilt = Long.MAX_VALUE;
        long lean = Long.MAX_VALUE;
        for (int r = 0; r < ROUNDS; r++) {
            long t0 = mx.getCurrentThreadCpuTime();
            for (int f = 0; f < FRAMES; f++) {
                scheduler.update(dt);
            }
            long t1 = mx.getCurrentThreadCpuTime();
            for (int f = 0; f < FRAMES; f++) {
                limit.update(dt);
            }
            long t2 = mx.getCurrentThreadCpuTime();
            lilt = Math.min(lilt, t1 - t0);
            lean = Math.min(lean, t2 - t1);
        }
        Shape.checkAlive("lilt", scheduler.activeCount(), n);
        Shape.checkAlive("limit", limit.allRunning() ? n : -1, n);
        double perFrame = (double) FRAMES * n;
        System.out.printf(Locale.ROOT, "%d motions, CPU time per motion, best of %d rounds of %d frames:"
                        + " Lilt %.2f ns, limit %.2f ns, ratio %.2f%n",
                n, ROUNDS, FRAMES, lilt / perFrame, lean / perFrame, (double) lilt / lean);
    }

    /** The cold shape: each frame of Lilt and of the limit timed alone, after a cache flush. */
    private static void cold(int n) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Shape.liltMotions(scheduler, Target.array(n));
        HandWrittenLoop limit = new HandWrittenLoop(Target.array(n), Shape.FROM, Shape.TO, Shape.DURATION);
        ColdCache cache = new ColdCache();
        // 40 rounds of 10 frames each way advance 4 s of the motions' 100.
        double dt = Shape.DT / 10;
        long lilt = Long.MAX_VALUE;
        long lean = Long.MAX_VALUE;
        for (int r = 0; r < ROUNDS; r++) {
            long liltRound = 0;
            long leanRound = 0;
            for (int f = 0; f < COLD_FRAMES; f++) {
                cache.flush();
                long t0 = mx.getCurrentThreadCpuTime();
                scheduler.update(dt);
                long t1 = mx.getCurrentThreadCpuTime();
                cache.flush();
                long t2 = mx.getCurrentThreadCpuTime();
                limit.update(dt);
                long t3 = mx.getCurrentThreadCpuTime();
                liltRound += t1 - t0;
                leanRound += t3 - t2;
            }
            lilt = Math.min(lilt, liltRound);
            lean = Math.min(lean, leanRound);
        }
        Shape.checkAlive("lilt", scheduler.activeCount(), n);
        Shape.checkAlive("limit", limit.allRunning() ? n : -1, n);
        double perFrame = (double) COLD_FRAMES * n;
        System.out.printf(Locale.ROOT, "%d motions, cold caches, CPU time per motion, best of %d rounds of %d frames:"
                        + " Lilt %.2f ns, limit %.2f ns, ratio %.2f%n",
                n, ROUNDS, COLD_FRAMES, lilt / perFrame, lean / perFrame, (double) lilt / lean);
    }
}
