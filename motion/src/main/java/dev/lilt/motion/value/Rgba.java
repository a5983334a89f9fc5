package dev.lilt.motion.value;

import dev.lilt.motion.internal.Finite;

/**
 * An immutable colour of four finite float channels, red, green, blue (sRGB-encoded, nominally in
 * [0, 1], values outside allowed for wide-gamut or HDR use) and alpha: the start and end of a
 * colour motion. Binders receive the channels as primitives (r, g, b, a) through
 * {@link Float4Binder}, so no {@code Rgba} is made per frame.
 */
public final class Rgba {
    /** Opaque black. */
    public static final Rgba BLACK = new Rgba(0, 0, 0, 1);
    /** Opaque white. */
    public static final Rgba WHITE = new Rgba(1, 1, 1, 1);
    /** Black with alpha 0. */
    public static final Rgba TRANSPARENT = new Rgba(0, 0, 0, 0);

    private final float r;
    private final float g;
    private final float b;
    private final float a;

    private Rgba(float r, float g, float b, float a) {
        this.r = r;
        this.g = g;
        this.b = b;
        this.a = a;
    }

    /**
     * Returns the colour (r, g, b, a).
     *
     * @param r red, sRGB-encoded, nominally in [0, 1], finite
     * @param g green, sRGB-encoded, nominally in [0, 1], finite
     * @param b blue, sRGB-encoded, nominally in [0, 1], finite
     * @param a alpha, nominally in [0, 1], finite
     * @return the colour
     * @throws IllegalArgumentException if a channel is NaN or infinite (the message names it)
     */
    public static Rgba of(float r, float g, float b, float a) {
        Finite.require("r", r);
        Finite.require("g", g);
        Finite.require("b", b);
        Finite.require("a", a);
        return new Rgba(r, g, b, a);
    }

    /**
     * Returns the colour of a packed 0xAARRGGBB int (as {@code java.awt.Color#getRGB()} gives),
     * each channel divided by 255.
     *
     * @param argb alpha in bits 24-31, red 16-23, green 8-15, blue 0-7
     * @return the colour
     */
    public static Rgba ofArgb(int argb) {
        return new Rgba(((argb >>> 16) & 0xff) / 255f, ((argb >>> 8) & 0xff) / 255f, (argb & 0xff) / 255f,
                (argb >>> 24) / 255f);
    }

    /**
     * Red.
     *
     * @return the sRGB-encoded red channel
     */
    public float r() {
        return r;
    }

    /**
     * Green.
     *
     * @return the sRGB-encoded green channel
     */
    public float g() {
        return g;
    }

    /**
     * Blue.
     *
     * @return the sRGB-encoded blue channel
     */
    public float b() {
        return b;
    }

    /**
     * Alpha.
     *
     * @return the alpha channel
     */
    public float a() {
        return a;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Rgba)) {
            return false;
        }
        Rgba o = (Rgba) other;
        return Float.compare(r, o.r) == 0 && Float.compare(g, o.g) == 0 && Float.compare(b, o.b) == 0
                && Float.compare(a, o.a) == 0;
    }

    @Override
    public int hashCode() {
        return ((Float.hashCode(r) * 31 + Float.hashCode(g)) * 31 + Float.hashCode(b)) * 31 + Float.hashCode(a);
    }

    @Override
    public String toString() {
        return "Rgba(" + r + ", " + g + ", " + b + ", " + a + ")";
    }
}
