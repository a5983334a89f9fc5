package dev.lilt.motion;

/**
 * Entry point for sequences: one clock motion that drives its children.
 *
 * <pre>{@code
 * MotionHandle intro = Sequence.create()
 *         .append(Motion.create(0f, 1f, 1.0).bind(fade, (a, f) -> f.alpha = a))    // at 0
 *         .join(Motion.create(0f, 90f, 2.0).bind(icon, (r, i) -> i.angle = r))      // also at 0
 *         .appendInterval(0.5)                                                      // rest
 *         .append(Motion.create(1f, 2f, 1.0).bind(icon, (s, i) -> i.scale = s))     // at 1.5
 *         .run(clock -> clock.withLoops(2, LoopType.YOYO));
 * }</pre>
 *
 * <p>For a sequence played many times, build a {@link SequenceTemplate} from motion factories.
 */
public final class Sequence {
    private Sequence() {
    }

    /**
     * Starts building a sequence.
     *
     * @return a new, single-use builder
     */
    public static SequenceBuilder create() {
        return new SequenceBuilder();
    }

    /**
     * Starts building a reusable sequence template: children are given as factories that create a
     * fresh motion each time the template runs.
     *
     * @return a new template builder
     */
    public static SequenceTemplate.Builder template() {
        return new SequenceTemplate.Builder();
    }
}
