package dev.lilt.demo;

import dev.lilt.motion.ManualMotionScheduler;
import java.lang.management.ManagementFactory;

/**
 * Measures {@link ManualMotionScheduler#update} itself: wall time with {@link System#nanoTime()}
 * and the bytes the calling thread allocated, read from the JVM's
 * {@code com.sun.management.ThreadMXBean} right before and after the call.
 */
final class EngineMeter {
    private final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final long[] nanos;
    private final long[] bytes;
    private int count;
    private int next;

    /** Keeps the last {@code window} frames. */
    EngineMeter(int window) {
        this.nanos = new long[window];
        this.bytes = new long[window];
    }

    /** Advances {@code motions} by {@code deltaSeconds} and records what the update cost. */
    void update(ManualMotionScheduler motions, double deltaSeconds) {
        long bytesBefore = threads.getCurrentThreadAllocatedBytes();
        long start = System.nanoTime();
        motions.update(deltaSeconds);
        long elapsed = System.nanoTime() - start;
        long allocated = threads.getCurrentThreadAllocatedBytes() - bytesBefore;
        nanos[next] = elapsed;
        bytes[next] = allocated;
        next = (next + 1) % nanos.length;
        count = Math.min(count + 1, nanos.length);
    }

    void reset() {
        count = 0;
        next = 0;
    }

    int frames() {
        return count;
    }

    /** The median update time over the window, nanoseconds. */
    long medianNanos() {
        if (count == 0) {
            return 0;
        }
        long[] sorted = java.util.Arrays.copyOf(nanos, count);
        java.util.Arrays.sort(sorted);
        return sorted[count / 2];
    }

    /** The mean bytes allocated per update over the window. */
    double meanBytes() {
        long sum = 0;
        for (int i = 0; i < count; i++) {
            sum += bytes[i];
        }
        return count == 0 ? 0 : sum / (double) count;
    }

    /** The most bytes any single update in the window allocated. */
    long maxBytes() {
        long max = 0;
        for (int i = 0; i < count; i++) {
            max = Math.max(max, bytes[i]);
        }
        return max;
    }
}
