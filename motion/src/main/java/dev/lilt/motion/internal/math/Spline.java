package dev.lilt.motion.internal.math;

import java.util.Arrays;

/**
 * An immutable piecewise-cubic curve in 2 or 3 dimensions with an arc-length table: the geometry
 * behind path motions. Evaluation writes into caller arrays and allocates nothing; one spline may
 * serve many motions on many threads.
 */
public final class Spline {
    /*
     * Design note.
     *
     * Layout: segment k, component c has the polynomial p(u) = a + u (b + u (c + u d)), u in [0, 1],
     * its four coefficients at coefficients[(k * dimensions + c) * 4 ..]. Catmull-Rom (uniform,
     * end points mirrored: P(-1) = 2 P0 - P1) and cubic Bézier segments both reduce to this form at
     * construction, so evaluation is one Horner step per component.
     *
     * Progress t in [0, 1] maps to a global parameter g in [0, segments]: uniformly (g = t *
     * segments, so each segment takes equal time whatever its length) or by arc length (g such
     * that the length up to g is t * length). The arc-length table holds the cumulative polyline
     * length at SAMPLES points per segment; a lookup is a binary search and a linear step, which
     * keeps the speed within a fraction of a percent of constant for smooth curves. Outside
     * [0, 1] (an overshooting ease) the first or last segment's polynomial is extrapolated.
     *
     * Progress 0 gives the first point and 1 the last point exactly. The tangent is the
     * normalised derivative; where the derivative vanishes (coincident control points) it falls
     * back to the segment's chord, then to the whole path's, then to the x axis, so it is never NaN.
     *
     * A closed spline's last segment ends at its first point. Its Catmull-Rom neighbours wrap
     * (P(-1) = P(n-1), P(n) = P(0)), so the tangent at the seam is 1/2 (P1 - P(n-1)) from both
     * sides. Its progress wraps instead of extrapolating: t and t + 1 are the same point, so an
     * overshooting ease or a start part-way keeps going round.
     */
    private static final int SAMPLES = 64;

    private final int dimensions;
    private final int segments;
    private final double[] coefficients;
    private final double[] cumulative;
    private final float[] first;
    private final float[] last;
    private final boolean closed;

    private Spline(int dimensions, int segments, double[] coefficients, float[] first, float[] last,
                   boolean closed) {
        this.closed = closed;
        this.dimensions = dimensions;
        this.segments = segments;
        this.coefficients = coefficients;
        this.first = first;
        this.last = last;
        this.cumulative = arcLengths();
    }

    /**
     * A uniform Catmull-Rom spline through every point, the ends extended by mirroring.
     *
     * @param dimensions 2 or 3
     * @param points     flat components, dimensions per point, at least 2 points, all finite
     * @return the spline
     */
    public static Spline catmullRom(int dimensions, float[] points) {
        return catmullRom(dimensions, points, false);
    }

    /**
     * A closed uniform Catmull-Rom spline: through every point in order and back to the first,
     * the neighbours wrapping round, so position and tangent are continuous at the seam.
     *
     * @param dimensions 2 or 3
     * @param points     flat components, dimensions per point, at least 3 points, all finite
     * @return the spline, with as many segments as points
     */
    public static Spline catmullRomClosed(int dimensions, float[] points) {
        return catmullRom(dimensions, points, true);
    }

    private static Spline catmullRom(int dimensions, float[] points, boolean closed) {
        int n = points.length / dimensions;
        int segments = closed ? n : n - 1;
        double[] k = new double[segments * dimensions * 4];
        for (int s = 0; s < segments; s++) {
            for (int c = 0; c < dimensions; c++) {
                double p1 = points[s * dimensions + c];
                double p2 = points[((s + 1) % n) * dimensions + c];
                double p0;
                double p3;
                if (closed) {
                    p0 = points[((s + n - 1) % n) * dimensions + c];
                    p3 = points[((s + 2) % n) * dimensions + c];
                } else {
                    p0 = s > 0 ? points[(s - 1) * dimensions + c] : 2 * p1 - p2;
                    p3 = s + 2 < n ? points[(s + 2) * dimensions + c] : 2 * p2 - p1;
                }
                int o = (s * dimensions + c) * 4;
                k[o] = p1;
                k[o + 1] = 0.5 * (p2 - p0);
                k[o + 2] = 0.5 * (2 * p0 - 5 * p1 + 4 * p2 - p3);
                k[o + 3] = 0.5 * (-p0 + 3 * p1 - 3 * p2 + p3);
            }
        }
        float[] first = Arrays.copyOf(points, dimensions);
        return new Spline(dimensions, segments, k, first,
                closed ? first : Arrays.copyOfRange(points, points.length - dimensions, points.length), closed);
    }

    /**
     * A chain of cubic Bézier segments: anchor, control, control, anchor, control, control, anchor…
     *
     * @param dimensions 2 or 3
     * @param points     flat components, 3k + 1 points (k &gt;= 1), all finite
     * @return the spline
     */
    public static Spline bezier(int dimensions, float[] points) {
        return bezier(dimensions, points, false);
    }

    /**
     * A closed chain of cubic Bézier segments: anchor, control, control, anchor… control, control,
     * the last segment ending at the first anchor.
     *
     * @param dimensions 2 or 3
     * @param points     flat components, 3k points (k &gt;= 1), all finite
     * @return the spline, with k segments
     */
    public static Spline bezierClosed(int dimensions, float[] points) {
        return bezier(dimensions, points, true);
    }

    private static Spline bezier(int dimensions, float[] points, boolean closed) {
        int n = points.length / dimensions;
        int segments = closed ? n / 3 : (n - 1) / 3;
        double[] k = new double[segments * dimensions * 4];
        for (int s = 0; s < segments; s++) {
            for (int c = 0; c < dimensions; c++) {
                int b = 3 * s * dimensions + c;
                double p0 = points[b];
                double p1 = points[b + dimensions];
                double p2 = points[b + 2 * dimensions];
                double p3 = points[(b + 3 * dimensions) % points.length];
                int o = (s * dimensions + c) * 4;
                k[o] = p0;
                k[o + 1] = 3 * (p1 - p0);
                k[o + 2] = 3 * (p0 - 2 * p1 + p2);
                k[o + 3] = -p0 + 3 * p1 - 3 * p2 + p3;
            }
        }
        float[] first = Arrays.copyOf(points, dimensions);
        return new Spline(dimensions, segments, k, first,
                closed ? first : Arrays.copyOfRange(points, points.length - dimensions, points.length), closed);
    }

    private double[] arcLengths() {
        double[] table = new double[segments * SAMPLES + 1];
        double[] previous = new double[dimensions];
        double[] point = new double[dimensions];
        position(0, 0, previous);
        for (int j = 1; j < table.length; j++) {
            int s = Math.min((j - 1) / SAMPLES, segments - 1);
            position(s, (double) j / SAMPLES - s, point);
            double sum = 0;
            for (int c = 0; c < dimensions; c++) {
                double d = point[c] - previous[c];
                sum += d * d;
                previous[c] = point[c];
            }
            table[j] = table[j - 1] + Math.sqrt(sum);
        }
        return table;
    }

    private void position(int segment, double u, double[] out) {
        for (int c = 0; c < dimensions; c++) {
            int o = (segment * dimensions + c) * 4;
            double[] k = coefficients;
            out[c] = k[o] + u * (k[o + 1] + u * (k[o + 2] + u * k[o + 3]));
        }
    }

    /**
     * Components per point.
     *
     * @return 2 or 3
     */
    public int dimensions() {
        return dimensions;
    }

    /**
     * Number of cubic segments.
     *
     * @return at least 1
     */
    public int segments() {
        return segments;
    }

    /**
     * The curve's length, from the arc-length table (the polyline through 64 samples per segment).
     *
     * @return in the points' units
     */
    public double length() {
        return cumulative[cumulative.length - 1];
    }

    /**
     * Whether the last segment ends at the first point and progress wraps.
     *
     * @return true for a closed spline
     */
    public boolean isClosed() {
        return closed;
    }

    /**
     * Where segment boundary {@code b} lies in progress: b / segments with equal time per segment,
     * the length up to it over the whole length at constant speed.
     *
     * @param b             0 to segments
     * @param constantSpeed the parametrisation
     * @return in [0, 1]
     */
    public double boundaryProgress(int b, boolean constantSpeed) {
        double total = length();
        if (!constantSpeed || total == 0 || b == 0 || b == segments) {
            return (double) b / segments;
        }
        return cumulative[b * SAMPLES] / total;
    }

    /** The global parameter g in segment units for progress t. */
    private double parameter(double t, boolean constantSpeed) {
        double total = length();
        if (!constantSpeed || !(t > 0 && t < 1) || total == 0) {
            return t * segments;
        }
        double s = t * total;
        double[] table = cumulative;
        int lo = 0;
        int hi = table.length - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (table[mid] <= s) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double span = table[hi] - table[lo];
        double frac = span > 0 ? (s - table[lo]) / span : 0;
        return (lo + frac) / SAMPLES;
    }

    /**
     * Writes the position and the unit tangent at progress {@code t}.
     *
     * @param t             progress; outside [0, 1] the end segments are extrapolated, or a
     *                      closed spline wraps round
     * @param constantSpeed true to move at constant speed along the curve, false for equal time per segment
     * @param position      receives the position at {@code positionOffset}
     * @param positionOffset where the components go
     * @param tangent       receives the unit tangent at {@code tangentOffset}, or null
     * @param tangentOffset where the components go
     */
    public void evaluate(double t, boolean constantSpeed, float[] position, int positionOffset,
                         float[] tangent, int tangentOffset) {
        if (closed && !(t >= 0 && t <= 1)) {
            t -= Math.floor(t);
        }
        double g = parameter(t, constantSpeed);
        int s = g < 0 ? 0 : Math.min((int) g, segments - 1);
        double u = g - s;
        double[] k = coefficients;
        int dims = dimensions;
        if (t == 0 || t == 1) {
            System.arraycopy(t == 0 ? first : last, 0, position, positionOffset, dims);
        } else {
            for (int c = 0; c < dims; c++) {
                int o = (s * dims + c) * 4;
                position[positionOffset + c] = (float) (k[o] + u * (k[o + 1] + u * (k[o + 2] + u * k[o + 3])));
            }
        }
        if (tangent != null) {
            tangent(s, u, tangent, tangentOffset);
        }
    }

    private void tangent(int s, double u, float[] out, int offset) {
        double[] k = coefficients;
        int dims = dimensions;
        double sum = 0;
        for (int c = 0; c < dims; c++) {
            int o = (s * dims + c) * 4;
            sum += square(k[o + 1] + u * (2 * k[o + 2] + 3 * u * k[o + 3]));
        }
        if (sum > 1e-24) {
            double inv = 1 / Math.sqrt(sum);
            for (int c = 0; c < dims; c++) {
                int o = (s * dims + c) * 4;
                out[offset + c] = (float) ((k[o + 1] + u * (2 * k[o + 2] + 3 * u * k[o + 3])) * inv);
            }
            return;
        }
        chordTangent(s, out, offset);
    }

    /** The segment's chord direction, else the whole path's, else the x axis. */
    private void chordTangent(int s, float[] out, int offset) {
        double[] k = coefficients;
        int dims = dimensions;
        double sum = 0;
        for (int c = 0; c < dims; c++) {
            int o = (s * dims + c) * 4;
            sum += square(k[o + 1] + k[o + 2] + k[o + 3]);
        }
        if (sum > 1e-24) {
            double inv = 1 / Math.sqrt(sum);
            for (int c = 0; c < dims; c++) {
                int o = (s * dims + c) * 4;
                out[offset + c] = (float) ((k[o + 1] + k[o + 2] + k[o + 3]) * inv);
            }
            return;
        }
        sum = 0;
        for (int c = 0; c < dims; c++) {
            sum += square((double) last[c] - first[c]);
        }
        for (int c = 0; c < dims; c++) {
            out[offset + c] = sum > 1e-24 ? (float) ((last[c] - (double) first[c]) / Math.sqrt(sum))
                    : (c == 0 ? 1f : 0f);
        }
    }

    private static double square(double x) {
        return x * x;
    }
}
