package dev.lilt.motion;

import dev.lilt.motion.internal.FlingStorage;

/** The decay settings behind the fling builders, checked as they are set. */
final class FlingParams {
    /**
     * The default friction, per second: Compose's {@code exponentialDecay()} with its default
     * friction multiplier 1 (and Android's {@code FlingAnimation} with friction 1).
     */
    static final double DEFAULT_FRICTION = 4.2;
    /** The default velocity threshold, units per second: Compose's {@code exponentialDecay()} default. */
    static final double DEFAULT_THRESHOLD = 0.1;

    double friction = DEFAULT_FRICTION;
    double threshold = DEFAULT_THRESHOLD;
    int behaviour = FlingStorage.UNBOUNDED;

    void friction(double perSecond) {
        friction = SpringParams.requirePositive("friction", perSecond);
    }

    void threshold(double unitsPerSecond) {
        threshold = SpringParams.requirePositive("threshold", unitsPerSecond);
    }

    static int behaviour(BoundBehavior behavior) {
        return behavior == BoundBehavior.STOP ? FlingStorage.STOP : FlingStorage.SPRING_BACK;
    }

    /** Checks one component's bounds; a start outside them is allowed only when springing back. */
    static void checkBounds(String axis, float from, float min, float max, BoundBehavior behavior) {
        ArgumentChecks.requireFinite("min" + axis, min);
        ArgumentChecks.requireFinite("max" + axis, max);
        if (min > max) {
            throw new IllegalArgumentException("min" + axis + " must be <= max" + axis + ": " + min + " > " + max);
        }
        if (behavior == BoundBehavior.STOP && (from < min || from > max)) {
            throw new IllegalArgumentException("from" + axis + " must be within [min" + axis + ", max" + axis
                    + "] to stop at the bounds: " + from + " outside [" + min + ", " + max + "]");
        }
    }

    /** Refuses an ease other than linear: the decay's clock is the motion's time. */
    static void checkEase(Ease ease) {
        if (ease != Ease.LINEAR) {
            throw new IllegalArgumentException("a fling's clock cannot be eased: ease must be LINEAR: " + ease);
        }
    }

    /** Refuses a custom ease. */
    static IllegalArgumentException customEase() {
        return new IllegalArgumentException("a fling's clock cannot be eased: only Ease.LINEAR is accepted");
    }

    /** Refuses loops: a fling plays once (its velocity read-out follows one forward clock). */
    static void checkLoops(int count) {
        if (count != 1) {
            throw new IllegalArgumentException("a fling plays once: count must be 1: " + count);
        }
    }
}
