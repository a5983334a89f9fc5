package dev.lilt.motion.internal.diagnostics;

import dev.lilt.motion.internal.MotionEngine;
import java.util.Arrays;

/** Captures where a motion is created, for a scheduler that tracks creation sites. */
public final class CreationSite {
    /*
     * Design note. Called from MotionEngine.spec() only when the scheduler tracks creation sites,
     * so an untracked scheduler never walks the stack. The frames of Lilt itself (the builders, the
     * engine, integration modules such as dev.lilt.motion.javafx) are dropped from the top, so the
     * first frame is the caller's code; the diagnostics package holds no creation code and is kept,
     * so its own tests see their frames.
     */

    private static final String LIBRARY = "dev.lilt.motion.";
    private static final String DIAGNOSTICS = "dev.lilt.motion.diagnostics.";

    private CreationSite() {
    }

    /**
     * The current stack without Lilt's own frames on top.
     *
     * @return the frames, innermost first
     */
    public static StackTraceElement[] capture() {
        StackTraceElement[] all = new Throwable().getStackTrace();
        int first = 0;
        while (first < all.length - 1 && isLibrary(all[first].getClassName())) {
            first++;
        }
        return Arrays.copyOfRange(all, first, all.length);
    }

    private static boolean isLibrary(String className) {
        return className.startsWith(LIBRARY) && !className.startsWith(DIAGNOSTICS);
    }
}
