package dev.lilt.motionprobe;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;

/**
 * Run by {@code OptionalModulesTest} in a JVM limited to {@code java.base} and Lilt Motion: the
 * diagnostics must not need {@code jdk.jfr} or {@code java.management} unless asked for JMX.
 * Prints one line per check; exits non-zero on a failed check.
 */
public final class WithoutOptionalModules {
    private WithoutOptionalModules() {
    }

    public static void main(String[] args) {
        check(ModuleLayer.boot().findModule("jdk.jfr").isEmpty(), "jdk.jfr absent");
        check(ModuleLayer.boot().findModule("java.management").isEmpty(), "java.management absent");
        int[] errors = new int[1];
        try (ManualMotionScheduler s = ManualMotionScheduler.builder().name("limited").trackCreationSites(true)
                .build()) {
            s.setUnhandledErrorHandler((name, error) -> errors[0]++);
            float[] sink = new float[1];
            Motion.create(0f, 1f, 1).withScheduler(s).withDebugName("ok").bind(sink, (v, t) -> t[0] = v);
            Motion.create(0f, 1f, 1).withScheduler(s).withImmediateBind(false)
                    .bind(sink, (v, t) -> {
                        throw new IllegalStateException("x");
                    });
            s.update(0.5);
            check(sink[0] == 0.5f, "frames run");
            check(errors[0] == 1, "errors reported");
            check(s.liveMotions().motions().get(0).creationSite().size() > 0, "creation sites tracked");
        }
        try {
            ManualMotionScheduler.builder().name("jmx").registerMXBean(true).build();
            check(false, "registerMXBean refused");
        } catch (IllegalStateException e) {
            check(e.getMessage().contains("--add-modules java.management"), "registerMXBean refused");
        }
    }

    private static void check(boolean ok, String what) {
        System.out.println((ok ? "ok " : "FAILED ") + what);
        if (!ok) {
            System.exit(1);
        }
    }
}
