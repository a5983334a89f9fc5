package dev.lilt.motion.internal;

/** Rotation motions: unit quaternions, by spherical (SLERP) or normalised linear (NLERP) interpolation. */
public final class RotationStorage extends VectorStorage {
    /*
     * Design note.
     *
     * End points are normalised at creation and, for the shortest path, the end is negated when
     * the 4D dot product is negative (q and -q are the same orientation). The half-angle theta
     * between them and 1 / sin(theta) are computed once per motion, so a SLERP frame costs two
     * sines: q(t) = sin((1-t)θ)/sinθ · a + sin(tθ)/sinθ · b, constant angular speed, and valid for
     * t outside [0, 1] (eases that overshoot turn past the end). When sinθ is tiny (end points
     * equal, or opposite on a long path) SLERP falls back to NLERP, and an NLERP whose sum has
     * vanished keeps the start orientation rather than divide by zero.
     */

    /** Mode code: spherical. */
    public static final byte SLERP = 0;
    /** Mode code: normalised lerp. */
    public static final byte NLERP = 1;
    /** Option bit beside the mode code: take the shorter of the two arcs. */
    public static final int SHORTEST_PATH = 0x100;

    private static final double MIN_SIN = 1e-6;

    private byte[] mode;
    private double[] theta;
    private double[] invSin;

    /**
     * Creates the storage.
     *
     * @param parts the storage's parts
     */
    public RotationStorage(Parts parts) {
        super(parts, 4, "rotation");
    }

    /**
     * Adds and starts a rotation motion from quaternion {@code from0..3} to {@code to0..3} (x, y,
     * z, w); they need not be unit length but must not be 0. {@code options} holds the
     * interpolation ({@link #SLERP} or {@link #NLERP}), and {@link #SHORTEST_PATH} to take the
     * shorter of the two arcs.
     *
     * @param spec the motion's parameters and end points
     * @return the new motion's dense index
     */
    @Override
    public int add(MotionSpec spec) {
        int i = addVector(spec);
        int o = 4 * i;
        float[] a = from;
        float[] b = to;
        boolean shortest = (spec.options & SHORTEST_PATH) != 0;
        double l0 = Math.sqrt(dot4(a, a, o));
        double l1 = Math.sqrt(dot4(b, b, o));
        double dot = dot4(a, b, o) / (l0 * l1);
        double sign = shortest && dot < 0 ? -1 : 1;
        double s1 = sign / l1;
        for (int c = o; c < o + 4; c++) {
            a[c] = (float) (a[c] / l0);
            b[c] = (float) (b[c] * s1);
        }
        System.arraycopy(a, o, value, o, 4); // addVector copied the start as given
        mode[i] = (byte) (spec.options & ~SHORTEST_PATH);
        double th = halfAngle(dot * sign);
        theta[i] = th;
        invSin[i] = inverseSine(th);
        start(i);
        return i;
    }

    @Override
    protected void resizeValues(int capacity) {
        super.resizeValues(capacity);
        mode = Resize.to(mode, capacity);
        theta = Resize.to(theta, capacity);
        invSin = Resize.to(invSin, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        super.moveValues(src, dst);
        mode[dst] = mode[src];
        theta[dst] = theta[src];
        invSin[dst] = invSin[src];
    }

    @Override
    protected void computeValues(int start, int end) {
        float[] a = from;
        float[] b = to;
        float[] v = value;
        double[] p = table.progress;
        for (int i = start; i < end; i++) {
            int o = i * 4;
            interpolate(a, o, b, o, p[i], theta[i], mode[i] == SLERP ? invSin[i] : 0, v, o);
        }
    }

    /** The 4D dot product of the quaternions at {@code o} in a and b, in double. */
    private static double dot4(float[] a, float[] b, int o) {
        return (double) a[o] * b[o] + (double) a[o + 1] * b[o + 1] + (double) a[o + 2] * b[o + 2]
                + (double) a[o + 3] * b[o + 3];
    }

    /** The half-angle between two unit quaternions whose 4D dot product is {@code dot}. */
    static double halfAngle(double dot) {
        return Math.acos(Math.max(-1, Math.min(1, dot)));
    }

    /** 1 / sin(theta), or 0 where the sine is too small to divide by: the k of {@link #interpolate}. */
    static double inverseSine(double theta) {
        double sin = Math.sin(theta);
        return sin < MIN_SIN ? 0 : 1 / sin;
    }

    /**
     * Unit quaternions a (at {@code ia}) and b (at {@code ib}) interpolated at t into {@code out}
     * (at {@code off}): SLERP over the half-angle {@code theta} with {@code k} = 1 / sin(theta), or
     * NLERP where k is 0 (NLERP asked for, or an arc too small for its sine). The rotation kind
     * and the rotation keyframe tracks both interpolate through it, so they give the same bits.
     */
    static void interpolate(float[] a, int ia, float[] b, int ib, double t, double theta, double k,
                            float[] out, int off) {
        if (k != 0) {
            double wa = Math.sin((1 - t) * theta) * k;
            double wb = Math.sin(t * theta) * k;
            for (int c = 0; c < 4; c++) {
                out[off + c] = (float) (wa * a[ia + c] + wb * b[ib + c]);
            }
            return;
        }
        double u = 1 - t;
        double x = u * a[ia] + t * b[ib];
        double y = u * a[ia + 1] + t * b[ib + 1];
        double z = u * a[ia + 2] + t * b[ib + 2];
        double w = u * a[ia + 3] + t * b[ib + 3];
        double len = Math.sqrt(x * x + y * y + z * z + w * w);
        if (len < 1e-12) {
            System.arraycopy(a, ia, out, off, 4);
        } else {
            out[off] = (float) (x / len);
            out[off + 1] = (float) (y / len);
            out[off + 2] = (float) (z / len);
            out[off + 3] = (float) (w / len);
        }
    }
}
