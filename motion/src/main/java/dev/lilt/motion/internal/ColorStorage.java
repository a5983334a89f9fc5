package dev.lilt.motion.internal;

import dev.lilt.motion.value.Float4Binder;

/** RGBA colour motions: per channel lerp, in sRGB or in linear light, alpha always as given. */
public final class ColorStorage extends BlendStorage {
    /*
     * Design note.
     *
     * from/to hold the sRGB channels as given; linear motions also keep their end points decoded to
     * linear light (linFrom/linTo, 3 floats per motion), decoded once at creation, so a frame
     * costs one lerp and one encode (a pow) per channel. At progress exactly 0 and 1 a linear motion
     * binds the given sRGB values, so the round trip never shifts the end colours. Channels outside
     * [0, 1] are decoded and encoded with their sign mirrored.
     */

    /** Space code: interpolate as given. */
    public static final byte SRGB = 0;
    /** Space code: interpolate in linear light. */
    public static final byte LINEAR = 1;

    private byte[] space;
    private float[] linFrom;
    private float[] linTo;

    /**
     * Creates the storage.
     *
     * @param parts the storage's parts
     */
    public ColorStorage(Parts parts) {
        super(parts, 4, "colour");
    }

    /**
     * Adds and starts a colour motion: sRGB end points at {@code from0..3} and {@code to0..3}
     * (red, green, blue, alpha), the colour space ({@link #SRGB} or {@link #LINEAR}) in
     * {@code options}.
     *
     * @param spec the motion's parameters and end points
     * @return the new motion's dense index
     */
    @Override
    public int add(MotionSpec spec) {
        int i = addVector(spec);
        space[i] = (byte) spec.options;
        for (int c = 0; c < 3; c++) {
            linFrom[3 * i + c] = decode(from[4 * i + c]);
            linTo[3 * i + c] = decode(to[4 * i + c]);
        }
        start(i);
        return i;
    }

    /**
     * sRGB-encoded channel to linear light (IEC 61966-2-1), sign mirrored below 0.
     *
     * @param c the encoded channel
     * @return the linear channel
     */
    static float decode(float c) {
        double m = Math.abs(c);
        double l = m <= 0.04045 ? m / 12.92 : Math.pow((m + 0.055) / 1.055, 2.4);
        return (float) Math.copySign(l, c);
    }

    /**
     * Linear-light channel to sRGB encoding, sign mirrored below 0.
     *
     * @param l the linear channel
     * @return the encoded channel
     */
    static float encode(double l) {
        double m = Math.abs(l);
        double c = m <= 0.0031308 ? m * 12.92 : 1.055 * Math.pow(m, 1 / 2.4) - 0.055;
        return (float) Math.copySign(c, l);
    }

    @Override
    protected void resizeValues(int capacity) {
        super.resizeValues(capacity);
        space = Resize.to(space, capacity);
        linFrom = Resize.to(linFrom, capacity * 3);
        linTo = Resize.to(linTo, capacity * 3);
    }

    @Override
    protected void moveValues(int src, int dst) {
        super.moveValues(src, dst);
        space[dst] = space[src];
        System.arraycopy(linFrom, src * 3, linFrom, dst * 3, 3);
        System.arraycopy(linTo, src * 3, linTo, dst * 3, 3);
    }

    @Override
    @SuppressWarnings("unchecked")
    void blendAndBind(int i, double t, float[] a, float[] b, float[] v, Object[] binder, Object[] state) {
        int o = 4 * i;
        float r;
        float g;
        float bl;
        if (blendsInLinearLight(i, t)) {
            float[] la = linFrom;
            float[] lb = linTo;
            int c = 3 * i;
            r = linearChannel(la[c], lb[c], t);
            g = linearChannel(la[c + 1], lb[c + 1], t);
            bl = linearChannel(la[c + 2], lb[c + 2], t);
        } else {
            r = blend(a[o], b[o], t);
            g = blend(a[o + 1], b[o + 1], t);
            bl = blend(a[o + 2], b[o + 2], t);
        }
        float al = blend(a[o + 3], b[o + 3], t);
        v[o] = r;
        v[o + 1] = g;
        v[o + 2] = bl;
        v[o + 3] = al;
        Object bound = binder[i];
        if (bound != null) {
            try {
                ((Float4Binder<Object>) bound).accept(r, g, bl, al, state[i]);
            } catch (Throwable e) {
                bindFailed(i, e);
            }
        }
    }

    @Override
    protected void computeValues(int start, int end) {
        lerp(start, end);
        double[] p = table.progress;
        float[] v = value;
        float[] la = linFrom;
        float[] lb = linTo;
        for (int i = start; i < end; i++) {
            double t = p[i];
            if (blendsInLinearLight(i, t)) {
                int c = i * 3;
                int o = i * 4;
                v[o] = linearChannel(la[c], lb[c], t);
                v[o + 1] = linearChannel(la[c + 1], lb[c + 1], t);
                v[o + 2] = linearChannel(la[c + 2], lb[c + 2], t);
            }
        }
    }

    /** Whether motion i blends in linear light at progress t (at 0 and 1 it shows its ends as given). */
    private boolean blendsInLinearLight(int i, double t) {
        return space[i] == LINEAR && t != 0 && t != 1;
    }

    /** A colour channel blended in linear light at progress t, encoded back to sRGB. */
    private static float linearChannel(float la, float lb, double t) {
        return encode((1 - t) * la + t * lb);
    }
}
