package dev.lilt.motion.internal;

/**
 * A compiled float key track: 1 to 4 components per key, and a mode saying how a segment blends
 * its two keys (component lerp, colour in linear light, or rotation SLERP). Immutable and shared;
 * {@link #evaluate} is a pure function of progress that allocates nothing.
 */
public final class KeyTrack {
    /*
     * Design note.
     *
     * Each segment blends as the two-point motion of its kind does (VectorStorage.blend,
     * ColorStorage's linear channel, RotationStorage's SLERP), so a track of two linear keys binds
     * what Motion.create binds. What each mode needs per key or per segment (decoded channels,
     * unit and sign-chained quaternions, arc angles) is computed here once.
     *
     * Progress outside [0, 1] (an overshooting whole-motion ease, INCREMENTAL loops) continues the
     * track periodically, each period offset by (last - first), in the space the kind blends in:
     * loop k of an INCREMENTAL motion starts where loop k - 1 ended, and two linear keys
     * extrapolate as a plain motion does. For rotations the offset is a turn, not a sum: period k
     * is the track turned k times by W = last * conj(first), the rotation from the first key to
     * the last, so loop k starts where loop k - 1 ended and two keys extrapolate their SLERP.
     */

    /** Mode: every component lerped (numbers, vectors, sRGB colours). */
    public static final int LERP = 0;
    /** Mode: red, green and blue blended in linear light, alpha as given. */
    public static final int LINEAR_COLOR = 1;
    /** Mode: unit quaternions, SLERP along the shorter arc of each segment. */
    public static final int SLERP = 2;
    /** Mode: unit quaternions, SLERP along each segment's arc as given. */
    public static final int SLERP_LONG = 3;
    static final int MODES = 4;

    /** A rotation key this close to unit length is kept as given, so it binds bit for bit. */
    private static final double UNIT_TOLERANCE = 1e-6;

    private final int mode;
    private final int width;
    private final KeyTimes times;
    /** The components bound at each key, width per key. */
    private final float[] keys;
    /** What segments blend, width per key: the keys, or their red, green and blue in linear light. */
    private final float[] blend;
    /** SLERP: each segment's half angle, and 1 / its sine (0 where SLERP falls back to NLERP). */
    private final double[] theta;
    private final double[] invSin;
    /** SLERP: W's unit axis (x, y, z) and half angle, for the turns of progress outside [0, 1]. */
    private final double[] turn;

    KeyTrack(KeyData data, int mode) {
        this.mode = mode;
        this.width = data.width();
        this.times = data.keyTimes();
        int n = data.size();
        int w = width;
        double[] given = data.values();
        float[] k = new float[n * w];
        for (int j = 0; j < k.length; j++) {
            k[j] = (float) given[j];
        }
        if (mode == SLERP || mode == SLERP_LONG) {
            chainRotations(k, n, mode == SLERP);
            theta = new double[n];
            invSin = new double[n];
            for (int s = 0; s + 1 < n; s++) {
                int a = s * 4;
                double dot = 0;
                for (int c = 0; c < 4; c++) {
                    dot += (double) k[a + c] * k[a + 4 + c];
                }
                double th = RotationStorage.halfAngle(dot);
                theta[s] = th;
                invSin[s] = RotationStorage.inverseSine(th);
            }
            turn = turn(k, n);
        } else {
            theta = null;
            invSin = null;
            turn = null;
        }
        this.keys = k;
        if (mode == LINEAR_COLOR) {
            float[] b = k.clone();
            for (int j = 0; j < n; j++) {
                for (int c = 0; c < 3; c++) {
                    b[j * 4 + c] = ColorStorage.decode(k[j * 4 + c]);
                }
            }
            this.blend = b;
        } else {
            this.blend = k;
        }
    }

    /**
     * Makes the keys unit quaternions (unless already unit to within a tolerance) and, for the
     * shorter arcs, negates each key whose dot product with the previous one is negative (q and -q
     * are one orientation), so every segment turns the short way and the components stay continuous.
     */
    private static void chainRotations(float[] k, int n, boolean shortest) {
        for (int j = 0; j < n; j++) {
            int o = j * 4;
            double len = Math.sqrt((double) k[o] * k[o] + (double) k[o + 1] * k[o + 1]
                    + (double) k[o + 2] * k[o + 2] + (double) k[o + 3] * k[o + 3]);
            if (Math.abs(len - 1) > UNIT_TOLERANCE) {
                for (int c = o; c < o + 4; c++) {
                    k[c] = (float) (k[c] / len);
                }
            }
            if (shortest && j > 0) {
                double dot = 0;
                for (int c = 0; c < 4; c++) {
                    dot += (double) k[o - 4 + c] * k[o + c];
                }
                if (dot < 0) {
                    for (int c = o; c < o + 4; c++) {
                        k[c] = -k[c];
                    }
                }
            }
        }
    }

    /**
     * W = last * conj(first) as axis and half angle in [0, pi], so that W^k = (axis sin kh, cos kh).
     * A vanishing vector part (W = 1 or -1) leaves the axis 0, where sin kh is 0 for whole k anyway.
     */
    private static double[] turn(float[] k, int n) {
        int o = (n - 1) * 4;
        double ax = k[o];
        double ay = k[o + 1];
        double az = k[o + 2];
        double aw = k[o + 3];
        double bx = -k[0];
        double by = -k[1];
        double bz = -k[2];
        double bw = k[3];
        double x = aw * bx + ax * bw + ay * bz - az * by;
        double y = aw * by - ax * bz + ay * bw + az * bx;
        double z = aw * bz + ax * by - ay * bx + az * bw;
        double w = aw * bw - ax * bx - ay * by - az * bz;
        double v = Math.sqrt(x * x + y * y + z * z);
        double half = Math.atan2(v, w);
        return v < 1e-12 ? new double[] {0, 0, 0, half} : new double[] {x / v, y / v, z / v, half};
    }

    /**
     * Components per key.
     *
     * @return 1 to 4
     */
    public int width() {
        return width;
    }

    /**
     * Writes the components at progress {@code p} to {@code out[off]}...{@code out[off + width - 1]}.
     * At a key's position it writes that key's components as bound at keys (given, or for
     * rotations unit and sign-chained).
     *
     * @param p   the motion's eased progress
     * @param out the destination
     * @param off the first component's index
     */
    public void evaluate(double p, float[] out, int off) {
        double q = p;
        double period = 0;
        if (!(p >= 0 && p <= 1)) {
            period = Math.floor(p);
            q = p - period;
        }
        KeyTimes kt = times;
        int s = kt.segment(q);
        int last = kt.count() - 1;
        boolean atKey = s < 0 || s == last || kt.isAt(s, q);
        if (mode >= SLERP) {
            if (atKey) {
                System.arraycopy(keys, Math.max(s, 0) * 4, out, off, 4);
            } else {
                slerp(s, kt.eased(s, q), out, off);
            }
            if (period != 0) {
                turn(period, out, off);
            }
        } else if (atKey && period == 0) {
            System.arraycopy(keys, Math.max(s, 0) * width, out, off, width);
        } else if (atKey) {
            int k = Math.max(s, 0);
            blendOffset(k, k, 0, period, out, off);
        } else {
            blendOffset(s, s + 1, kt.eased(s, q), period, out, off);
        }
    }

    /** Turns the rotation at out[off] by W^k (Hamilton product W^k * q). */
    private void turn(double k, float[] out, int off) {
        double[] t = turn;
        double h = k * t[3];
        double sin = Math.sin(h);
        double ax = t[0] * sin;
        double ay = t[1] * sin;
        double az = t[2] * sin;
        double aw = Math.cos(h);
        double bx = out[off];
        double by = out[off + 1];
        double bz = out[off + 2];
        double bw = out[off + 3];
        out[off] = (float) (aw * bx + ax * bw + ay * bz - az * by);
        out[off + 1] = (float) (aw * by - ax * bz + ay * bw + az * bx);
        out[off + 2] = (float) (aw * bz + ax * by - ay * bx + az * bw);
        out[off + 3] = (float) (aw * bw - ax * bx - ay * by - az * bz);
    }

    /** Keys a and b blended at e, plus {@code period} times (last - first), in the blend space. */
    private void blendOffset(int a, int b, double e, double period, float[] out, int off) {
        float[] v = blend;
        int w = width;
        int ia = a * w;
        int ib = b * w;
        int lastKey = (times.count() - 1) * w;
        boolean linear = mode == LINEAR_COLOR;
        for (int c = 0; c < w; c++) {
            double x = (1 - e) * v[ia + c] + e * v[ib + c];
            if (period != 0) {
                x += period * ((double) v[lastKey + c] - v[c]);
            }
            out[off + c] = linear && c < 3 ? ColorStorage.encode(x) : (float) x;
        }
    }

    /** Segment s's SLERP at e, as RotationStorage's: NLERP where the arc is too small for its sine. */
    private void slerp(int s, double e, float[] out, int off) {
        int a = s * 4;
        RotationStorage.interpolate(keys, a, keys, a + 4, e, theta[s], invSin[s], out, off);
    }
}
