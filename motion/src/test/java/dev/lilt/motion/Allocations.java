package dev.lilt.motion;

/** Measures the bytes the current thread allocates over scheduler updates, for allocation-free frame tests. */
final class Allocations {
    /**
     * A generous bound for a measured run: JIT compilation and the bean itself allocate a few KB
     * now and then, while one object per motion per frame over the runs these tests make costs
     * megabytes.
     */
    static final long BOUND = 32 * 1024;

    private Allocations() {
    }

    /**
     * Runs {@code frames} updates of {@code scheduler} after a warm-up and returns the bytes the
     * thread allocated during the measured ones.
     */
    static long perUpdates(ManualMotionScheduler scheduler, int frames, double dt) {
        for (int i = 0; i < 20_000; i++) {
            scheduler.update(0);
        }
        long before = Allocation.bytes();
        for (int i = 0; i < frames; i++) {
            scheduler.update(dt);
        }
        return Allocation.bytes() - before;
    }
}
