/**
 * Lilt Motion for JavaFX: a scheduler advanced by JavaFX pulses, binders for JavaFX properties
 * and nodes, colour conversions and an FX-thread executor; links, enter and exit, layout (FLIP)
 * animation and scrubbing for user interfaces.
 */
module dev.lilt.motion.javafx {
    requires transitive dev.lilt.motion;
    requires transitive javafx.graphics;

    exports dev.lilt.motion.javafx;
}
