package dev.lilt.motion;

/**
 * The holder of the application's reduced-motion switch ({@link Motion#setReducedMotion}).
 */
final class ReducedMotion {
    /*
     * Design note. One volatile boolean for the whole application, like the default scheduler:
     * reduced motion is a preference of the person at the screen, not of one scheduler, and it must
     * reach motions made by libraries that never see the application's schedulers. It is read once
     * per creation, in the out-of-line step that fills the spec (CreationSteps.openSpec), never by
     * a frame. The per-motion opt-out rides in the builder's flags int as a bit no storage uses,
     * masked off before the flags reach the storage, so the builder gains no field.
     */

    /** The builder flag of {@link MotionBuilder#withPlayWhenReduced}; above every storage flag. */
    static final int PLAY_WHEN_REDUCED = 1 << 30;

    /**
     * The duration of a motion that jumps, in seconds: a microsecond, so that any update with time
     * in it ends the motion, while motions placed one after another on a timeline keep distinct
     * ends. With zero, a child, the callback appended after it and the next child would all sit at
     * one instant, where the timeline's order of ties (children before callbacks) would differ from
     * the order they play in with motion on.
     */
    static final double JUMP_SECONDS = 1e-6;

    private static volatile boolean on;

    private ReducedMotion() {
    }

    static void set(boolean reduced) {
        on = reduced;
    }

    static boolean isOn() {
        return on;
    }

    /** Whether a motion built with these builder flags jumps to its end. */
    static boolean applies(int builderFlags) {
        return on && (builderFlags & PLAY_WHEN_REDUCED) == 0;
    }
}
