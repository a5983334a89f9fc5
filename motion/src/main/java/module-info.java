/**
 * Lilt Motion: a zero-allocation motion (tween) engine. {@code java.desktop} is needed only by
 * {@code dev.lilt.motion.swing}, so it is an optional ({@code static}) dependency; it is
 * {@code transitive} because that package's API takes AWT and Swing types. {@code jdk.jfr} (Flight
 * Recorder events) and {@code java.management} (a scheduler's MXBean) are optional too: the library
 * loads and runs without them, and uses them only where the runtime has them.
 *
 * <p>{@code dev.lilt.motion.internal.ui} (the enter-and-exit state the toolkits' presences share)
 * is exported only to Lilt's JavaFX module, which is not in this build: hence the suppressed lint.
 */
@SuppressWarnings("module")
module dev.lilt.motion {
    requires static transitive java.desktop;
    requires static jdk.jfr;
    requires static java.management;

    exports dev.lilt.motion;
    exports dev.lilt.motion.value;
    exports dev.lilt.motion.diagnostics;
    exports dev.lilt.motion.swing;
    exports dev.lilt.motion.internal.ui to dev.lilt.motion.javafx;
}
