package dev.lilt.motion;

import dev.lilt.motion.internal.SequenceLabels;
import java.util.Objects;

/**
 * A place on a sequence's timeline, given relative to what the builder already holds, as GSAP's
 * position parameter: a label, the start or end of the previous child, the tail, or a time; plus
 * an offset. Resolved to seconds when the builder receives it
 * ({@link SequenceBuilder#insert(At, MotionHandle)}, {@link SequenceBuilder#label(String, At)}).
 *
 * <pre>{@code
 * Sequence.create()
 *         .append(walkIn)                                  // 0 .. 1
 *         .label("hit")                                    // at the tail: 1
 *         .insert(At.label("hit").plus(0.2), flash)        // 1.2
 *         .insert(At.previousStart(), shake)               // with flash: 1.2 (GSAP's "<")
 *         .insert(At.previousEnd().plus(-0.1), settle)     // 0.1 before shake ends (">-0.1")
 *         .run();
 * }</pre>
 *
 * <p>"Previous" is the child (or staggered set) added last, by any of the builder's methods;
 * an interval is not a child. Immutable.
 */
public final class At {
    private static final int TIME = 0;
    private static final int TAIL = 1;
    private static final int PREVIOUS_START = 2;
    private static final int PREVIOUS_END = 3;
    private static final int LABEL = 4;

    private final int base;
    private final double seconds;
    private final String label;
    private final double offset;

    private At(int base, double seconds, String label, double offset) {
        this.base = base;
        this.seconds = seconds;
        this.label = label;
        this.offset = offset;
    }

    /**
     * An absolute time on the sequence's clock.
     *
     * @param seconds the time, &gt;= 0 and finite
     * @return the place
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public static At time(double seconds) {
        return new At(TIME, ArgumentChecks.requireTime("seconds", seconds), null, 0);
    }

    /**
     * The tail: where the next {@link SequenceBuilder#append append} goes.
     *
     * @return the place
     */
    public static At tail() {
        return new At(TAIL, 0, null, 0);
    }

    /**
     * The start of the child added last (GSAP's {@code "<"}).
     *
     * @return the place; resolving it in a builder without children throws
     */
    public static At previousStart() {
        return new At(PREVIOUS_START, 0, null, 0);
    }

    /**
     * The end of the child added last: its start plus its total duration (GSAP's {@code ">"}).
     *
     * @return the place; resolving it in a builder without children throws
     */
    public static At previousEnd() {
        return new At(PREVIOUS_END, 0, null, 0);
    }

    /**
     * The time of a label set with {@link SequenceBuilder#label}.
     *
     * @param name the label; it must exist when this place is resolved
     * @return the place
     * @throws NullPointerException if {@code name} is null
     */
    public static At label(String name) {
        return new At(LABEL, 0, Objects.requireNonNull(name, "name == null"), 0);
    }

    /**
     * This place moved by {@code seconds}: later if positive, earlier if negative. Offsets add up.
     *
     * @param seconds the offset, finite
     * @return a new place
     * @throws IllegalArgumentException if {@code seconds} is NaN or infinite
     */
    public At plus(double seconds) {
        ArgumentChecks.requireFinite("seconds", seconds);
        return new At(base, this.seconds, label, offset + seconds);
    }

    /**
     * Resolves this place in a builder's state.
     *
     * @param tail          the builder's tail
     * @param previousStart the previous child's start, NaN without children
     * @param previousEnd   the previous child's end, NaN without children
     * @param labels        the builder's labels
     * @return seconds, &gt;= 0
     * @throws IllegalArgumentException if the label is missing, there is no previous child, or the
     *                                  place falls before 0 or past the largest finite time
     */
    double resolve(double tail, double previousStart, double previousEnd, SequenceLabels labels) {
        double at = switch (base) {
            case TIME -> seconds;
            case TAIL -> tail;
            case PREVIOUS_START, PREVIOUS_END -> {
                if (Double.isNaN(previousStart)) {
                    throw new IllegalArgumentException(this + " needs a child added before it; the sequence has none");
                }
                yield base == PREVIOUS_START ? previousStart : previousEnd;
            }
            default -> labels.seconds(label);
        };
        double resolved = at + offset;
        if (!(resolved >= 0) || resolved == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(this + " resolves to " + resolved + " s, outside the timeline"
                    + " (a place must be >= 0 and finite)");
        }
        return resolved;
    }

    /** The place as the code that makes it, e.g. {@code At.label("hit").plus(0.2)}. */
    @Override
    public String toString() {
        String made = switch (base) {
            case TIME -> "At.time(" + seconds + ")";
            case TAIL -> "At.tail()";
            case PREVIOUS_START -> "At.previousStart()";
            case PREVIOUS_END -> "At.previousEnd()";
            default -> "At.label(\"" + label + "\")";
        };
        return offset == 0 ? made : made + ".plus(" + offset + ")";
    }
}
