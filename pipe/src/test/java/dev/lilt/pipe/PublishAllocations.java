package dev.lilt.pipe;

import java.lang.management.ManagementFactory;

/**
 * The allocation measure of AllocationTest and FeatureAllocationTest: the JVM's per-thread
 * allocation counter over warmed-up publishes. The bound (1 KB for 10,000 publishes) leaves room
 * for the counter's own noise while failing at a single allocation per publish (10,000 × 16 bytes
 * at least).
 */
final class PublishAllocations {
    static final int PUBLISHES = 10_000;
    static final long BOUND_BYTES = 1024;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private PublishAllocations() {
    }

    /** A handler that counts its calls and allocates nothing. */
    static final class Counter implements MessageHandler<String> {
        long calls;

        @Override
        public void handle(String message) {
            calls++;
        }
    }

    /** Warms up (3 rounds), then measures one round of PUBLISHES calls on this thread. */
    static long allocatedBy(Runnable publishOnce) {
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < PUBLISHES; i++) {
                publishOnce.run();
            }
        }
        long thread = Thread.currentThread().getId();
        long before = THREADS.getThreadAllocatedBytes(thread);
        for (int i = 0; i < PUBLISHES; i++) {
            publishOnce.run();
        }
        return THREADS.getThreadAllocatedBytes(thread) - before;
    }
}
