package dev.lilt.motion;

import java.util.Objects;

/**
 * The holder of {@link Motion#defaultScheduler()}: a {@link ManualMotionScheduler} made on first
 * use, until {@link Motion#setDefaultScheduler} replaces it.
 */
final class DefaultScheduler {
    private static volatile MotionScheduler current;

    private DefaultScheduler() {
    }

    static MotionScheduler get() {
        MotionScheduler s = current;
        return s != null ? s : create();
    }

    /** The first use's path, apart: every creation on the default scheduler inlines the fast one. */
    private static MotionScheduler create() {
        synchronized (DefaultScheduler.class) {
            MotionScheduler s = current;
            if (s == null) {
                s = new ManualMotionScheduler("default ManualMotionScheduler");
                current = s;
            }
            return s;
        }
    }

    static void set(MotionScheduler scheduler) {
        current = Objects.requireNonNull(scheduler, "scheduler == null");
    }
}
