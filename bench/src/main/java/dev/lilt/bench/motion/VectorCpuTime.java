package dev.lilt.bench.motion;

import dev.lilt.motion.ColorSpace;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Rgba;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * Vector and colour frames in the thread's CPU time, best of many rounds: 64,000 Float3 motions
 * against {@link Float3UpdateBenchmark}'s hand-written loop, 64,000 colour motions in sRGB and in
 * linear light, and 1,000 Float3 sequence children against 1,000 free Float3 motions
 * ({@link Float3SequenceBenchmark}'s states). A cross-check of the JMH scores on a shared machine.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.lilt.bench.motion.VectorCpuTime}
 */
public final class VectorCpuTime {
    private static final int ROUNDS = 40;
    private static final int FRAMES = 200;
    private static final int MOTIONS = 64_000;

    private VectorCpuTime() {
    }

    /**
     * Prints ns per motion for each frame, and the ratios.
     *
     * @param args none
     */
    public static void main(String[] args) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();

        Float3UpdateBenchmark.LiltState lilt = new Float3UpdateBenchmark.LiltState();
        lilt.setUp();
        Float3UpdateBenchmark.LimitState limitState = new Float3UpdateBenchmark.LimitState();
        limitState.setUp();
        Float3UpdateBenchmark limit = new Float3UpdateBenchmark();
        long bestLilt = Long.MAX_VALUE;
        long bestLimit = Long.MAX_VALUE;
        for (int r = 0; r < ROUNDS; r++) {
            bestLilt = Math.min(bestLilt, frames(mx, lilt.scheduler));
            long t0 = mx.getCurrentThreadCpuTime();
            for (int f = 0; f < FRAMES; f++) {
                limit.limit(limitState);
            }
            bestLimit = Math.min(bestLimit, mx.getCurrentThreadCpuTime() - t0);
        }
        lilt.check();
        System.out.printf(Locale.ROOT, "Float3, %d motions: Lilt %.2f ns, limit %.2f ns per motion, ratio %.2f%n",
                MOTIONS, perMotion(bestLilt, MOTIONS), perMotion(bestLimit, MOTIONS), (double) bestLilt / bestLimit);

        for (ColorSpace space : new ColorSpace[] {ColorSpace.SRGB, ColorSpace.LINEAR}) {
            ManualMotionScheduler colours = new ManualMotionScheduler();
            Target3[] targets = Target3.array(MOTIONS);
            for (Target3 t : targets) {
                Motion.create(Rgba.of(0.1f, 0.9f, 0.2f, 1), Rgba.of(0.8f, 0.1f, 0.6f, 0.3f), Shape.DURATION)
                        .withColorSpace(space).withScheduler(colours)
                        .bind(t, (r, g, b, a, target) -> {
                            target.x = r;
                            target.y = g;
                            target.z = b * a;
                        });
            }
            long best = Long.MAX_VALUE;
            for (int r = 0; r < ROUNDS; r++) {
                best = Math.min(best, frames(mx, colours));
            }
            Shape.checkAlive("colour", colours.activeCount(), MOTIONS);
            System.out.printf(Locale.ROOT, "colour (%s), %d motions: Lilt %.2f ns per motion%n",
                    space, MOTIONS, perMotion(best, MOTIONS));
        }

        int children = SequenceBenchmark.CHILDREN;
        Float3SequenceBenchmark.FreeState free = new Float3SequenceBenchmark.FreeState();
        free.setUp();
        Float3SequenceBenchmark.SequenceState sequenced = new Float3SequenceBenchmark.SequenceState();
        sequenced.setUp();
        long bestFree = Long.MAX_VALUE;
        long bestSequence = Long.MAX_VALUE;
        for (int r = 0; r < ROUNDS; r++) {
            bestFree = Math.min(bestFree, frames(mx, free.scheduler));
            bestSequence = Math.min(bestSequence, frames(mx, sequenced.scheduler));
        }
        free.check();
        sequenced.check();
        System.out.printf(Locale.ROOT, "Float3, %d motions per frame: free %.2f us, sequence children %.2f us,"
                        + " sequence / free %.2f%n", children, bestFree / 1e3 / FRAMES, bestSequence / 1e3 / FRAMES,
                (double) bestSequence / bestFree);
    }

    private static long frames(ThreadMXBean mx, ManualMotionScheduler scheduler) {
        long t0 = mx.getCurrentThreadCpuTime();
        for (int f = 0; f < FRAMES; f++) {
            scheduler.update(Shape.DT);
        }
        return mx.getCurrentThreadCpuTime() - t0;
    }

    private static double perMotion(long nanos, int motions) {
        return (double) nanos / FRAMES / motions;
    }
}
