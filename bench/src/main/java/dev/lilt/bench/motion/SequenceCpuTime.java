package dev.lilt.bench.motion;

import dev.lilt.motion.ManualMotionScheduler;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The two frames of {@link SequenceBenchmark} (1,000 joined sequence children, 1,000 free
 * motions) in one JVM, timed in the thread's CPU time, best of many alternating rounds: on a
 * machine shared with other work the wall-clock JMH ratio moves with the load, the CPU time a
 * thread spends in a frame much less. A cross-check of the JMH ratio, not a replacement. With
 * {@code callbacks} as the second argument it also times the sequence with a label and a timeline
 * callback per child ({@link SequenceBenchmark.CallbackSequenceState}), in the same rounds.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.lilt.bench.motion.SequenceCpuTime [runs [callbacks]]}
 */
public final class SequenceCpuTime {
    private static final int ROUNDS = 30;
    private static final int FRAMES = 2_000;

    private SequenceCpuTime() {
    }

    /**
     * Prints µs per frame for the free motions and the sequence, and their ratio, once per run.
     *
     * @param args optionally the number of runs (default 3), then {@code callbacks} to time the
     *             sequence with callbacks and labels too
     */
    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        boolean withCallbacks = args.length > 1 && args[1].equals("callbacks");
        SequenceBenchmark.CallbackSequenceState callbacks = new SequenceBenchmark.CallbackSequenceState();
        if (withCallbacks) {
            callbacks.setUp();
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        SequenceBenchmark.SequenceState sequence = new SequenceBenchmark.SequenceState();
        sequence.setUp();
        SequenceBenchmark.FreeState free = new SequenceBenchmark.FreeState();
        free.setUp();
        for (int run = 0; run < runs; run++) {
            sequence.rewind();
            free.rewind();
            if (withCallbacks) {
                callbacks.rewind();
            }
            long bestFree = Long.MAX_VALUE;
            long bestSequence = Long.MAX_VALUE;
            long bestCallbacks = Long.MAX_VALUE;
            for (int r = 0; r < ROUNDS; r++) {
                bestFree = Math.min(bestFree, cpuTime(mx, free.scheduler));
                bestSequence = Math.min(bestSequence, cpuTime(mx, sequence.scheduler));
                if (withCallbacks) {
                    bestCallbacks = Math.min(bestCallbacks, cpuTime(mx, callbacks.scheduler));
                }
            }
            sequence.check();
            free.check();
            if (withCallbacks) {
                callbacks.check();
                System.out.printf(Locale.ROOT, "run %d, with callbacks and labels: %.2f us per frame,"
                                + " / sequence %.3f, callbacks fired so far %d%n", run, bestCallbacks / 1e3 / FRAMES,
                        (double) bestCallbacks / bestSequence, callbacks.fired[0]);
            }
            System.out.printf(Locale.ROOT, "run %d, CPU time per frame, best of %d rounds of %d frames:"
                            + " free %.2f us, sequence %.2f us, sequence / free %.2f%n",
                    run, ROUNDS, FRAMES, bestFree / 1e3 / FRAMES, bestSequence / 1e3 / FRAMES,
                    (double) bestSequence / bestFree);
        }
    }

    private static long cpuTime(ThreadMXBean mx, ManualMotionScheduler scheduler) {
        long t0 = mx.getCurrentThreadCpuTime();
        for (int f = 0; f < FRAMES; f++) {
            scheduler.update(Shape.DT);
        }
        return mx.getCurrentThreadCpuTime() - t0;
    }
}
