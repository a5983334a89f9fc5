package dev.lilt.bench.motion;

import dev.lilt.motion.MotionHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The batches of {@link HandleOpsBenchmark}'s {@code cancelOnly} and {@code completeOnly}
 * (1,000 motions ended between frames, spread over N + 1,000) in one JVM, timed in the thread's
 * CPU time over many batches: the median and the minimum per operation. JMH runs each batch as
 * a single shot, whose median moves with the load of a shared machine by ±30 %; a cross-check of
 * those scores, not a replacement.
 *
 * <p>Run: {@code java -Xmx2g -cp bench/target/benchmarks.jar dev.lilt.bench.motion.EndCpuTime [motions]}
 */
public final class EndCpuTime {
    private static final int BATCHES = 2_000;

    private EndCpuTime() {
    }

    /**
     * Prints ns per cancel() and per complete(), median and minimum of the measured batches.
     *
     * @param args optionally the number of live motions besides the batch (default 100,000)
     */
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        for (int run = 0; run < 2; run++) {
            report("cancel", n, MotionHandle::cancel);
            report("complete", n, MotionHandle::complete);
        }
    }

    private static void report(String operation, int motions, Consumer<MotionHandle> end) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        HandleOpsBenchmark.Ending e = new HandleOpsBenchmark.Ending();
        e.motions = motions;
        e.create();
        long[] times = new long[BATCHES];
        for (int b = 0; b < BATCHES; b++) {
            e.pick();
            long t0 = mx.getCurrentThreadCpuTime();
            for (int k = 0; k < HandleOpsBenchmark.BATCH; k++) {
                end.accept(e.take());
            }
            times[b] = mx.getCurrentThreadCpuTime() - t0;
        }
        // The first half warms the JIT; the second is measured.
        long[] measured = Arrays.copyOfRange(times, BATCHES / 2, BATCHES);
        Arrays.sort(measured);
        double perOp = HandleOpsBenchmark.BATCH;
        System.out.printf(Locale.ROOT, "%s among %d motions, CPU time per operation over %d batches of %d:"
                        + " median %.1f ns, minimum %.1f ns%n",
                operation, motions, measured.length, HandleOpsBenchmark.BATCH,
                measured[measured.length / 2] / perOp, measured[0] / perOp);
    }
}
