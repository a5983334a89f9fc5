package dev.lilt.motion;

/**
 * CSS's cubic-bezier timing function: x(s) and y(s) are cubic Béziers from 0 to 1 with control
 * values (x1, x2) and (y1, y2); evaluate(t) solves x(s) = t for s and returns y(s).
 */
final class CubicBezierEase implements EaseFunction {
    /*
     * Design note. The polynomial coefficients are precomputed (the WebKit/Chromium UnitBezier
     * shape): x(s) = ((ax s + bx) s + cx) s. With x1, x2 in [0, 1], x(s) is monotone on [0, 1], so
     * the root is unique: up to 8 Newton steps from s = t, and if they stall (a flat derivative),
     * bisection on [0, 1], which always converges. No allocation, no table.
     */
    private static final double EPSILON = 1e-7;

    private final double x1;
    private final double y1;
    private final double x2;
    private final double y2;
    private final double ax;
    private final double bx;
    private final double cx;
    private final double ay;
    private final double by;
    private final double cy;

    CubicBezierEase(double x1, double y1, double x2, double y2) {
        requireUnit("x1", x1);
        ArgumentChecks.requireFinite("y1", y1);
        requireUnit("x2", x2);
        ArgumentChecks.requireFinite("y2", y2);
        this.x1 = x1;
        this.y1 = y1;
        this.x2 = x2;
        this.y2 = y2;
        cx = 3 * x1;
        bx = 3 * (x2 - x1) - cx;
        ax = 1 - cx - bx;
        cy = 3 * y1;
        by = 3 * (y2 - y1) - cy;
        ay = 1 - cy - by;
    }

    private static void requireUnit(String name, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException(name + " must be in [0, 1]: " + value);
        }
    }

    @Override
    public float evaluate(float t) {
        double x = Eases.clampProgress(t);
        if (x == 0 || x == 1) {
            return (float) x;
        }
        double s = solve(x);
        return (float) (((ay * s + by) * s + cy) * s);
    }

    private double sampleX(double s) {
        return ((ax * s + bx) * s + cx) * s;
    }

    /** The curve parameter s in [0, 1] with x(s) = x. */
    private double solve(double x) {
        double s = x;
        for (int k = 0; k < 8; k++) {
            double err = sampleX(s) - x;
            if (Math.abs(err) < EPSILON) {
                return s;
            }
            double slope = (3 * ax * s + 2 * bx) * s + cx;
            if (Math.abs(slope) < 1e-6) {
                break;
            }
            s -= err / slope;
        }
        double lo = 0;
        double hi = 1;
        s = x;
        for (int k = 0; k < 64; k++) {
            double v = sampleX(s);
            if (Math.abs(v - x) < EPSILON) {
                return s;
            }
            if (v < x) {
                lo = s;
            } else {
                hi = s;
            }
            s = 0.5 * (lo + hi);
        }
        return s;
    }

    @Override
    public String toString() {
        return "Eases.cubicBezier(" + x1 + ", " + y1 + ", " + x2 + ", " + y2 + ")";
    }
}
