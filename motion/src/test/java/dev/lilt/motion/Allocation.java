package dev.lilt.motion;

import java.lang.management.ManagementFactory;

/** Reads the current thread's allocated bytes (HotSpot's ThreadMXBean). */
final class Allocation {
    private static final com.sun.management.ThreadMXBean BEAN =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Allocation() {
    }

    static long bytes() {
        return BEAN.getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}
