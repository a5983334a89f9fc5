package dev.lilt.motion;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionStorage;

/** The checks {@link SequenceBuilder} makes of its children and its clock. */
final class SequenceChecks {
    private SequenceChecks() {
    }

    /**
     * Puts the clock on the children's scheduler: there when the clock names none, refused when
     * it names another (the clock would advance on a scheduler that does not hold its children).
     */
    static void placeClock(DoubleMotionBuilder clock, MotionEngine children) {
        if (children == null) {
            return; // no children: the clock runs where configure put it, or on the default scheduler
        }
        MotionScheduler asked = clock.explicitScheduler();
        if (asked == null) {
            ManualMotionScheduler own = (ManualMotionScheduler) children.owner();
            if (own != null) {
                clock.withScheduler(own);
            }
            return;
        }
        MotionEngine clockEngine = asked.manual().engine();
        if (clockEngine != children) {
            throw new IllegalArgumentException("the sequence's children run on scheduler " + children.describe()
                    + " but its clock was given scheduler " + describe(asked, clockEngine)
                    + "; a sequence runs on its children's scheduler: drop the clock's withScheduler,"
                    + " or create the children on the same scheduler");
        }
    }

    /** A scheduler named without its toString: its class and identity, and the manual scheduler under it. */
    private static String describe(MotionScheduler s, MotionEngine engine) {
        if (s instanceof ManualMotionScheduler) {
            return engine.describe();
        }
        return s.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(s)) + " over "
                + engine.describe();
    }

    /** Throws unless the live motion at {@code i} is neither in a sequence nor advanced yet. */
    static void requireClaimable(MotionHandle child, MotionStorage s, int i) {
        if (s.isOwned(i)) {
            throw new IllegalArgumentException("child " + child + " already belongs to a sequence");
        }
        if (s.wasAdvanced(i)) {
            throw new IllegalArgumentException("child " + child + " has already been advanced by its scheduler;"
                    + " add children and run in the frame they are created, or build a SequenceTemplate");
        }
    }

    /** Refuses a step whose end, {@code start + length}, would overflow to infinity. */
    static void requireFiniteEnd(String what, double start, double length) {
        if (start + length == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(what + " would end past the largest finite time: starts at "
                    + start + " s and lasts " + length + " s");
        }
    }
}
