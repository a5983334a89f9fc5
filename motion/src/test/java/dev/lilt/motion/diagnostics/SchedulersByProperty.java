package dev.lilt.motion.diagnostics;

import dev.lilt.motion.ManualMotionScheduler;

/** Makes a scheduler with the constructor while a system property is set to {@code true}. */
final class SchedulersByProperty {
    private SchedulersByProperty() {
    }

    /** A {@code new ManualMotionScheduler(name)} made while {@code property} is {@code "true"}; cleared after. */
    static ManualMotionScheduler madeWhileSet(String property, String name) {
        System.setProperty(property, "true");
        try {
            return new ManualMotionScheduler(name);
        } finally {
            System.clearProperty(property);
        }
    }
}
