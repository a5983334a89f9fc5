package dev.lilt.motion.internal.diagnostics;

import dev.lilt.motion.internal.MotionEngine;
import java.util.function.DoubleSupplier;

/**
 * Registers a scheduler's MXBean with the platform MBean server. Names no {@code javax.management}
 * type in its own signatures, so the engine can call it; the JMX work is in
 * {@link SchedulerMXBeanRegistration}, loaded only once {@code java.management} is known usable.
 */
public final class SchedulerMXBeans {
    private SchedulerMXBeans() {
    }

    /**
     * Registers the MXBean of {@code engine}.
     *
     * @param engine    the scheduler's engine
     * @param stats     its figures
     * @param timeScale reads its time scale
     * @return unregisters the MXBean (idempotent)
     * @throws IllegalStateException if the {@code java.management} module is not usable here
     */
    public static Runnable register(MotionEngine engine, FrameStats stats, DoubleSupplier timeScale) {
        if (!OptionalModules.usable("java.management")) {
            throw new IllegalStateException("registerMXBean needs the java.management module, which this runtime"
                    + " does not have or did not resolve; add it with --add-modules java.management");
        }
        return SchedulerMXBeanRegistration.register(new SchedulerMonitor(engine, stats, timeScale));
    }
}
