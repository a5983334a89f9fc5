package dev.lilt.motion.internal.math;

/**
 * The rotation that looks along a direction with a given up: the unit quaternion that turns +Z
 * onto the direction and +Y into the plane of the direction and up (on up's side). Writes into
 * a caller array and allocates nothing.
 */
public final class LookRotation {
    /*
     * Design note.
     *
     * forward = normalised direction, right = normalised (up x forward), trueUp = forward x right:
     * the columns of the rotation matrix that maps X, Y, Z onto right, trueUp, forward. The
     * quaternion comes from the matrix by Shepperd's method (branch on the largest diagonal term,
     * so no square root of a small number). With up = +Y and forward = +Z it is the identity.
     *
     * Degenerate case: where forward is (anti)parallel to up, up x forward vanishes; the world axis
     * least aligned with forward stands in for up (ties go to the first of X, Y, Z), so the result
     * is still a unit quaternion and a pure function of its inputs.
     */
    private static final double PARALLEL = 1e-12;

    private LookRotation() {
    }

    /**
     * Writes the look rotation's (x, y, z, w) at {@code out[offset..offset + 3]}.
     *
     * @param fx  the direction, unit length (the spline's tangent)
     * @param fy  the direction's y
     * @param fz  the direction's z
     * @param ux  up, non-zero (need not be unit length)
     * @param uy  up's y
     * @param uz  up's z
     * @param out receives the quaternion
     * @param offset where it goes
     */
    public static void write(double fx, double fy, double fz, double ux, double uy, double uz,
                             float[] out, int offset) {
        double rx = uy * fz - uz * fy;
        double ry = uz * fx - ux * fz;
        double rz = ux * fy - uy * fx;
        double rr = rx * rx + ry * ry + rz * rz;
        double uu = ux * ux + uy * uy + uz * uz;
        if (rr <= PARALLEL * uu) {
            double ax = Math.abs(fx);
            double ay = Math.abs(fy);
            double az = Math.abs(fz);
            double vx = ax <= ay && ax <= az ? 1 : 0;
            double vy = vx == 0 && ay <= az ? 1 : 0;
            double vz = vx == 0 && vy == 0 ? 1 : 0;
            rx = vy * fz - vz * fy;
            ry = vz * fx - vx * fz;
            rz = vx * fy - vy * fx;
            rr = rx * rx + ry * ry + rz * rz;
        }
        double inv = 1 / Math.sqrt(rr);
        rx *= inv;
        ry *= inv;
        rz *= inv;
        double tx = fy * rz - fz * ry;
        double ty = fz * rx - fx * rz;
        double tz = fx * ry - fy * rx;
        // Matrix m[row][col], columns right, trueUp, forward.
        double m00 = rx;
        double m11 = ty;
        double m22 = fz;
        double trace = m00 + m11 + m22;
        double x;
        double y;
        double z;
        double w;
        if (trace > 0) {
            double s = 2 * Math.sqrt(trace + 1);
            w = 0.25 * s;
            x = (tz - fy) / s;
            y = (fx - rz) / s;
            z = (ry - tx) / s;
        } else if (m00 >= m11 && m00 >= m22) {
            double s = 2 * Math.sqrt(1 + m00 - m11 - m22);
            w = (tz - fy) / s;
            x = 0.25 * s;
            y = (tx + ry) / s;
            z = (fx + rz) / s;
        } else if (m11 >= m22) {
            double s = 2 * Math.sqrt(1 + m11 - m00 - m22);
            w = (fx - rz) / s;
            x = (tx + ry) / s;
            y = 0.25 * s;
            z = (tz + fy) / s;
        } else {
            double s = 2 * Math.sqrt(1 + m22 - m00 - m11);
            w = (ry - tx) / s;
            x = (fx + rz) / s;
            y = (tz + fy) / s;
            z = 0.25 * s;
        }
        double n = 1 / Math.sqrt(x * x + y * y + z * z + w * w);
        out[offset] = (float) (x * n);
        out[offset + 1] = (float) (y * n);
        out[offset + 2] = (float) (z * n);
        out[offset + 3] = (float) (w * n);
    }
}
