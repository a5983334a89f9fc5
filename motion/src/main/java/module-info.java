/**
 * Lilt Motion: a zero-allocation motion (tween) engine. {@code java.desktop} is needed only by
 * {@code dev.lilt.motion.swing}, so it is an optional ({@code static}) dependency.
 */
module dev.lilt.motion {
    requires static java.desktop;

    exports dev.lilt.motion;
    exports dev.lilt.motion.swing;
}
