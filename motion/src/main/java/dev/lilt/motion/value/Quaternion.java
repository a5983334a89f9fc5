package dev.lilt.motion.value;

import dev.lilt.motion.internal.Finite;

/**
 * An immutable rotation quaternion (x, y, z, w), w being the scalar part: the start and end of a
 * rotation motion. Any non-zero length is accepted; rotation motions normalise their end points and
 * bind unit quaternions, component by component, through {@link Float4Binder} (x, y, z, w).
 */
public final class Quaternion {
    /** The identity rotation (0, 0, 0, 1). */
    public static final Quaternion IDENTITY = new Quaternion(0, 0, 0, 1);

    private final float x;
    private final float y;
    private final float z;
    private final float w;

    private Quaternion(float x, float y, float z, float w) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.w = w;
    }

    /**
     * Returns the quaternion (x, y, z, w).
     *
     * @param x the x component, finite
     * @param y the y component, finite
     * @param z the z component, finite
     * @param w the scalar component, finite
     * @return the quaternion
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it), or
     *                                  if the length is 0
     */
    public static Quaternion of(float x, float y, float z, float w) {
        Finite.require("x", x);
        Finite.require("y", y);
        Finite.require("z", z);
        Finite.require("w", w);
        if ((double) x * x + (double) y * y + (double) z * z + (double) w * w == 0) {
            throw new IllegalArgumentException("a rotation quaternion must have length > 0: (" + x + ", " + y + ", "
                    + z + ", " + w + ")");
        }
        return new Quaternion(x, y, z, w);
    }

    /**
     * Returns the rotation by {@code radians} about an axis (right-handed).
     *
     * @param axisX   the axis' x, finite
     * @param axisY   the axis' y, finite
     * @param axisZ   the axis' z, finite
     * @param radians the angle, finite
     * @return the unit quaternion
     * @throws IllegalArgumentException if a value is NaN or infinite (the message names it), or if
     *                                  the axis has length 0
     */
    public static Quaternion ofAxisAngle(float axisX, float axisY, float axisZ, double radians) {
        Finite.require("axisX", axisX);
        Finite.require("axisY", axisY);
        Finite.require("axisZ", axisZ);
        Finite.require("radians", radians);
        double len = Math.sqrt((double) axisX * axisX + (double) axisY * axisY + (double) axisZ * axisZ);
        if (len == 0) {
            throw new IllegalArgumentException("axis must have length > 0: (" + axisX + ", " + axisY + ", "
                    + axisZ + ")");
        }
        double s = Math.sin(radians / 2) / len;
        return new Quaternion((float) (axisX * s), (float) (axisY * s), (float) (axisZ * s),
                (float) Math.cos(radians / 2));
    }

    /**
     * The x component.
     *
     * @return x
     */
    public float x() {
        return x;
    }

    /**
     * The y component.
     *
     * @return y
     */
    public float y() {
        return y;
    }

    /**
     * The z component.
     *
     * @return z
     */
    public float z() {
        return z;
    }

    /**
     * The scalar component.
     *
     * @return w
     */
    public float w() {
        return w;
    }

    /**
     * The angle of the smallest rotation that turns this orientation into {@code other}.
     *
     * @param other the other orientation
     * @return radians in [0, π]
     * @throws NullPointerException if {@code other} is null
     */
    public double angleTo(Quaternion other) {
        return angleBetween(x, y, z, w, other.x, other.y, other.z, other.w);
    }

    /**
     * The angle of the smallest rotation between two orientations given by components (for
     * checking bound values without making objects).
     *
     * @param ax the first's x
     * @param ay the first's y
     * @param az the first's z
     * @param aw the first's w
     * @param bx the second's x
     * @param by the second's y
     * @param bz the second's z
     * @param bw the second's w
     * @return radians in [0, π]
     */
    public static double angleBetween(double ax, double ay, double az, double aw,
                                      double bx, double by, double bz, double bw) {
        double dot = ax * bx + ay * by + az * bz + aw * bw;
        double la = Math.sqrt(ax * ax + ay * ay + az * az + aw * aw);
        double lb = Math.sqrt(bx * bx + by * by + bz * bz + bw * bw);
        double c = Math.min(1, Math.abs(dot) / (la * lb));
        return 2 * Math.acos(c);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Quaternion)) {
            return false;
        }
        Quaternion o = (Quaternion) other;
        return Float.compare(x, o.x) == 0 && Float.compare(y, o.y) == 0 && Float.compare(z, o.z) == 0
                && Float.compare(w, o.w) == 0;
    }

    @Override
    public int hashCode() {
        return ((Float.hashCode(x) * 31 + Float.hashCode(y)) * 31 + Float.hashCode(z)) * 31 + Float.hashCode(w);
    }

    @Override
    public String toString() {
        return "Quaternion(" + x + ", " + y + ", " + z + ", " + w + ")";
    }
}
