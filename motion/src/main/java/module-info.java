/**
 * Lilt Motion: a zero-allocation motion (tween) engine. {@code java.desktop} is needed only by
 * {@code dev.lilt.motion.swing}, so it is an optional ({@code static}) dependency; it is
 * {@code transitive} because that package's API takes AWT and Swing types.
 */
module dev.lilt.motion {
    requires static transitive java.desktop;

    exports dev.lilt.motion;
    exports dev.lilt.motion.swing;
}
