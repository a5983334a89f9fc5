package dev.lilt.pipe.internal;

import java.lang.ref.Cleaner;

/**
 * Registers what a counting pipe shows outside itself, its MXBean and its Flight Recorder
 * periodic hook, and releases them when the pipe closes or, never closed, is collected.
 */
final class PipeMonitoring {
    /*
     * Design note.
     *
     * Lifetime. The MXBean holds the pipe (to walk its brokers), so while it is registered the
     * pipe is reachable through the platform MBean server: closing the pipe unregisters it, as
     * with any MBean. The JFR hook holds only the name and the counts, never the pipe;
     * FlightRecorder keeps hooks in a static list, so the hook is removed at close, and a pipe
     * dropped without close() (with no MXBean to keep it) is found by a Cleaner, whose action
     * removes the hook. That action (Release) holds no pipe either. Close runs the same action
     * through Cleanable.clean(), which runs it at most once, whichever thread comes first.
     */

    private PipeMonitoring() {
    }

    /** {@code name} with every character but letters, digits, {@code . _ -} and space replaced by {@code _}. */
    static String sanitise(String name) {
        StringBuilder out = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean plain = c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-' || c == ' ');
            out.append(plain ? c : '_');
        }
        return out.toString();
    }

    /** The name an unnamed pipe gets when its MXBean is registered: {@code pipe-<n>}, free. */
    static String defaultName() {
        checkManagement();
        return PipeManagement.freeDefaultName();
    }

    /**
     * Registers {@code pipe}'s MXBean (if {@code mbean}) and its JFR hook; clean() the result to
     * release both. Throws IllegalStateException, with nothing registered, if the MXBean cannot
     * be registered.
     */
    static Cleaner.Cleanable start(PipeImpl pipe, String name, PipeStats stats, boolean mbean) {
        Runnable jfrHook = PipeEvents.addPublishCounts(name, stats);
        if (mbean) {
            try {
                checkManagement();
                PipeManagement.register(new PipeBean(name, pipe, stats));
            } catch (RuntimeException refused) {
                PipeEvents.removePublishCounts(jfrHook); // nothing stays registered for a pipe never built
                throw refused;
            }
        }
        return SharedCleaner.INSTANCE.register(pipe, new Release(name, mbean, jfrHook));
    }

    private static void checkManagement() {
        if (!OptionalModules.readable("java.management")) {
            throw new IllegalStateException("registerMBean needs the java.management module: add "
                    + "'requires java.management' to your module, or run with --add-modules java.management");
        }
    }

    /** Unregisters the MXBean and removes the hook; holds no pipe. */
    private static final class Release implements Runnable {
        private final String name;
        private final boolean mbean;
        private final Runnable jfrHook;

        Release(String name, boolean mbean, Runnable jfrHook) {
            this.name = name;
            this.mbean = mbean;
            this.jfrHook = jfrHook;
        }

        @Override
        public void run() {
            PipeEvents.removePublishCounts(jfrHook);
            if (mbean) {
                PipeManagement.unregister(name);
            }
        }
    }
}
