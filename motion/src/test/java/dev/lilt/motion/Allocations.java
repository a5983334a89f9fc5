package dev.lilt.motion;

import java.lang.management.ManagementFactory;

/** Measures the bytes the current thread allocates (HotSpot's ThreadMXBean), for allocation-free tests. */
public final class Allocations {
    /**
     * A generous bound for a measured run of {@link #perUpdates}: JIT compilation and the bean
     * itself allocate a few KB now and then, while one object per motion per frame over the runs
     * these tests make costs megabytes.
     */
    public static final long BOUND = 32 * 1024;

    private static final com.sun.management.ThreadMXBean BEAN =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Allocations() {
    }

    /** Bytes allocated by the current thread so far. */
    public static long allocated() {
        return BEAN.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    /**
     * Runs {@code frames} updates of {@code scheduler} after a warm-up and returns the bytes the
     * thread allocated during the measured ones.
     */
    public static long perUpdates(ManualMotionScheduler scheduler, int frames, double dt) {
        for (int i = 0; i < 20_000; i++) {
            scheduler.update(0);
        }
        long before = allocated();
        for (int i = 0; i < frames; i++) {
            scheduler.update(dt);
        }
        return allocated() - before;
    }
}
