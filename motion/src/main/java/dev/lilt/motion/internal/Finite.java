package dev.lilt.motion.internal;

/** The finite-number check of the public packages' arguments, one copy for all of them. */
public final class Finite {
    private Finite() {
    }

    /**
     * Checks a value that must be finite.
     *
     * @param name  the argument's name, for the message
     * @param value the value
     * @throws IllegalArgumentException if {@code value} is NaN or infinite, naming it and the value
     */
    public static void require(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite: " + value);
        }
    }
}
