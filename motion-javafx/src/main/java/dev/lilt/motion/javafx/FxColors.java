package dev.lilt.motion.javafx;

import dev.lilt.motion.ColorMotionBuilder;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Rgba;
import java.util.Objects;
import javafx.scene.paint.Color;

/**
 * Conversions between JavaFX's {@link Color} and Lilt's {@link Rgba}. Both hold sRGB-encoded
 * red, green and blue with a linear alpha (JavaFX calls it opacity), so the conversions change
 * no channel's meaning; {@code Rgba} stores floats, {@code Color} doubles.
 */
public final class FxColors {
    private FxColors() {
    }

    /**
     * The Lilt colour of a JavaFX colour: each channel narrowed to a float.
     *
     * @param color the colour
     * @return its channels as an {@code Rgba}
     * @throws NullPointerException if {@code color} is null
     */
    public static Rgba toRgba(Color color) {
        Objects.requireNonNull(color, "color == null");
        return Rgba.of((float) color.getRed(), (float) color.getGreen(), (float) color.getBlue(),
                (float) color.getOpacity());
    }

    /**
     * The JavaFX colour of a Lilt colour. {@code Rgba} allows channels outside [0, 1] (wide gamut,
     * HDR); {@code Color} does not, so each channel is clamped to [0, 1].
     *
     * @param rgba the colour
     * @return the colour as a JavaFX {@code Color}
     * @throws NullPointerException if {@code rgba} is null
     */
    public static Color toColor(Rgba rgba) {
        Objects.requireNonNull(rgba, "rgba == null");
        return clampedColor(rgba.r(), rgba.g(), rgba.b(), rgba.a());
    }

    /**
     * Starts building a colour motion between two JavaFX colours: bind it with
     * {@link FxBinders#color()}.
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

    /** A {@code Color} of the channels, each clamped to [0, 1]; a frame's colour binder calls it. */
    static Color clampedColor(float r, float g, float b, float a) {
        return new Color(unit(r), unit(g), unit(b), unit(a));
    }

    private static double unit(float channel) {
        return channel < 0f ? 0.0 : channel > 1f ? 1.0 : channel;
    }
}
