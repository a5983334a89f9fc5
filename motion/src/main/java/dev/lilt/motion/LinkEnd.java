package dev.lilt.motion;

/**
 * How a motion (or a {@link MotionGroup}) linked to a user-interface element ends when the element
 * goes away: a JavaFX node that leaves its scene ({@code FxLinks} in {@code lilt-motion-javafx}),
 * a Swing component that leaves its window ({@link dev.lilt.motion.swing.SwingLinks}). LitMotion's
 * {@code AddTo} and DOTween's {@code SetLink} do the same for game objects.
 */
public enum LinkEnd {
    /** The motion is cancelled where it is: {@code onCancel} fires, its future is cancelled. */
    CANCEL,
    /**
     * The motion jumps to its end: {@code onComplete} fires, its future completes. A motion that
     * loops forever has no end and is cancelled instead.
     */
    COMPLETE
}
