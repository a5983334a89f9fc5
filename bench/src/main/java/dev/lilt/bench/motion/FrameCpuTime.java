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
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.lilt.bench.motion.FrameCpuTime [motions]}
 */
public final class FrameCpuTime {
    private static final int ROUNDS = 40;
    private static final int FRAMES = 200;

    private FrameCpuTime() {
    }

    /**
     * Prints ns per motion for Lilt and the limit, and their ratio.
     *
     * @param args optionally the number of motions (default 64,000)
     */
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 64_000;
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
}
