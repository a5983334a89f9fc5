package dev.lilt.motion;

/** The spring settings behind the spring builders, checked as they are set. */
final class SpringParams {
    /** SwiftUI's default response, seconds. */
    static final double DEFAULT_RESPONSE = 0.55;
    /** SwiftUI's default damping fraction. */
    static final double DEFAULT_DAMPING_RATIO = 0.825;
    /** The default rest tolerance as a fraction of the distance to travel. */
    private static final double TOLERANCE_FRACTION = 1e-3;

    double stiffness = stiffnessOf(DEFAULT_RESPONSE);
    double dampingRatio = DEFAULT_DAMPING_RATIO;
    private double tolerance;

    private static double stiffnessOf(double responseSeconds) {
        double w = 2 * Math.PI / responseSeconds;
        return w * w;
    }

    static double requirePositive(String name, double value) {
        if (!(value > 0) || value == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(name + " must be > 0 and finite: " + value);
        }
        return value;
    }

    void stiffness(double value) {
        stiffness = requirePositive("stiffness", value);
    }

    void response(double seconds) {
        stiffness = stiffnessOf(requirePositive("responseSeconds", seconds));
    }

    void dampingRatio(double value) {
        dampingRatio = requirePositive("dampingRatio", value);
    }

    void restTolerance(double units) {
        tolerance = requirePositive("units", units);
    }

    /** The tolerance given, or 0.001 × the distance from start to target (0.001 when they meet). */
    double restToleranceFor(double distance) {
        if (tolerance > 0) {
            return tolerance;
        }
        return distance == 0 ? TOLERANCE_FRACTION : TOLERANCE_FRACTION * distance;
    }
}
