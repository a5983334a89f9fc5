package dev.lilt.motion;

import dev.lilt.motion.internal.Spline;
import java.util.Objects;

/**
 * An immutable 2D curve for path motions ({@code Motion.path(path, seconds)}): a Catmull-Rom spline
 * through given points, or a chain of cubic Bézier segments. Build it once (it precomputes its
 * polynomials and an arc-length table) and share it: many motions, on any threads, may follow one
 * path, and a frame allocates nothing.
 *
 * <pre>{@code
 * Path2 route = Path2.catmullRom(Float2.of(0, 0), Float2.of(100, 50), Float2.of(200, 0));
 * Motion.path(route, 3).withConstantSpeed(true).bindWithTangent(ship, (x, y, tx, ty, s) -> s.setPose(x, y, Math.atan2(ty, tx)));
 * }</pre>
 */
public final class Path2 {
    private final Spline spline;

    private Path2(Spline spline) {
        this.spline = spline;
    }

    /**
     * A uniform Catmull-Rom spline that passes through every point in order, its tangent at each
     * inner point parallel to the line between its neighbours (the ends extended by mirroring).
     * Two points give a straight line.
     *
     * @param points at least 2 points
     * @return the path
     * @throws NullPointerException     if {@code points} or one of them is null
     * @throws IllegalArgumentException if fewer than 2 points are given
     */
    public static Path2 catmullRom(Float2... points) {
        float[] flat = flatten(points);
        if (points.length < 2) {
            throw new IllegalArgumentException("a Catmull-Rom path needs at least 2 points: " + points.length);
        }
        return new Path2(Spline.catmullRom(2, flat));
    }

    /**
     * A chain of cubic Bézier segments given by their control polygon: anchor, control, control,
     * anchor, control, control, anchor… The path passes through the anchors (every third point)
     * and is pulled towards the controls; make each anchor's neighbouring controls collinear with
     * it for a smooth joint.
     *
     * @param points 3k + 1 points, k &gt;= 1
     * @return the path
     * @throws NullPointerException     if {@code points} or one of them is null
     * @throws IllegalArgumentException if fewer than 4 points are given, or the count is not 3k + 1
     */
    public static Path2 bezier(Float2... points) {
        float[] flat = flatten(points);
        if (points.length < 4 || (points.length - 1) % 3 != 0) {
            throw new IllegalArgumentException("a cubic Bezier path needs 3k + 1 points (anchor, control, control,"
                    + " anchor, ...), k >= 1: " + points.length);
        }
        return new Path2(Spline.bezier(2, flat));
    }

    private static float[] flatten(Float2[] points) {
        Objects.requireNonNull(points, "points == null");
        float[] flat = new float[points.length * 2];
        for (int i = 0; i < points.length; i++) {
            Float2 p = points[i];
            if (p == null) {
                throw new NullPointerException("points[" + i + "] == null");
            }
            flat[i * 2 + 0] = p.x();
            flat[i * 2 + 1] = p.y();
        }
        return flat;
    }

    /**
     * The number of cubic segments (points - 1 for Catmull-Rom, (points - 1) / 3 for Bézier).
     *
     * @return at least 1
     */
    public int segmentCount() {
        return spline.segments();
    }

    /**
     * The path's length, measured along a polyline of 64 samples per segment.
     *
     * @return in the points' units
     */
    public double length() {
        return spline.length();
    }

    Spline spline() {
        return spline;
    }

    @Override
    public String toString() {
        return "Path2(" + spline.segments() + " segments, length " + (float) spline.length() + ")";
    }
}
