package dev.lilt.motion.swing;

import dev.lilt.motion.ColorMotionBuilder;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Rgba;
import java.awt.Color;
import java.util.Objects;

/**
 * Conversions between AWT's {@link Color} and Lilt's {@link Rgba}: both hold sRGB-encoded red,
 * green and blue with a linear alpha; AWT keeps 8 bits a channel, {@code Rgba} floats.
 */
public final class SwingColors {
    private SwingColors() {
    }

    /**
     * The Lilt colour of an AWT colour: each 8-bit channel divided by 255.
     *
     * @param color the colour
     * @return its channels as an {@code Rgba}
     * @throws NullPointerException if {@code color} is null
     */
    public static Rgba toRgba(Color color) {
        Objects.requireNonNull(color, "color == null");
        return Rgba.ofArgb(color.getRGB());
    }

    /**
     * The AWT colour of a Lilt colour: each channel clamped to [0, 1] (the range AWT accepts;
     * {@code Rgba} allows more) and rounded to 8 bits.
     *
     * @param rgba the colour
     * @return the colour as an AWT {@code Color}, with alpha
     * @throws NullPointerException if {@code rgba} is null
     */
    public static Color toColor(Rgba rgba) {
        Objects.requireNonNull(rgba, "rgba == null");
        return new Color(argb(rgba.r(), rgba.g(), rgba.b(), rgba.a()), true);
    }

    /**
     * Starts building a colour motion between two AWT colours: bind it with
     * {@link SwingBinders#background()} or {@link SwingBinders#foreground()}.
     *
     * @param from            the start colour
     * @param to              the end colour
     * @param durationSeconds the duration, &gt;= 0 and finite
     * @return the builder
     * @throws NullPointerException     if {@code from} or {@code to} is null
     * @throws IllegalArgumentException if {@code durationSeconds} is negative, NaN or infinite
     */
    public static ColorMotionBuilder motion(Color from, Color to, double durationSeconds) {
        Objects.requireNonNull(from, "from == null");
        Objects.requireNonNull(to, "to == null");
        return Motion.create(toRgba(from), toRgba(to), durationSeconds);
    }

    /** Packs the channels, each clamped to [0, 1] and rounded to 8 bits, as 0xAARRGGBB. */
    static int argb(float r, float g, float b, float a) {
        return eightBits(a) << 24 | eightBits(r) << 16 | eightBits(g) << 8 | eightBits(b);
    }

    /** The channel clamped to [0, 1]. */
    static float unit(float channel) {
        return channel < 0f ? 0f : channel > 1f ? 1f : channel;
    }

    private static int eightBits(float channel) {
        return Math.round(unit(channel) * 255f);
    }
}
