package dev.lilt.motion.gdx;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.math.Vector3;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Rgba;
import java.util.Objects;

/**
 * Conversions between libGDX's mutable values and Lilt's immutable ones, for a motion's start and
 * end values: {@code Motion.create(GdxValues.rgba(actor.getColor()), Rgba.WHITE, 0.3)}. Each call
 * allocates its result; call them when a motion is created, not per frame (per frame, use
 * {@link GdxBinders}).
 */
public final class GdxValues {
    private GdxValues() {
    }

    /**
     * The colour as a Lilt {@link Rgba}.
     *
     * @param color the colour, components in [0, 1]
     * @return a new {@code Rgba} with the same components
     * @throws NullPointerException     if {@code color} is null
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Rgba rgba(Color color) {
        Objects.requireNonNull(color, "color == null");
        return Rgba.of(color.r, color.g, color.b, color.a);
    }

    /**
     * The Lilt colour as a new libGDX {@link Color}.
     *
     * @param rgba the colour
     * @return a new {@code Color} with the same components
     * @throws NullPointerException if {@code rgba} is null
     */
    public static Color color(Rgba rgba) {
        Objects.requireNonNull(rgba, "rgba == null");
        return new Color(rgba.r(), rgba.g(), rgba.b(), rgba.a());
    }

    /**
     * The vector as a Lilt {@link Float2}.
     *
     * @param vector the vector
     * @return a new {@code Float2} with the same components
     * @throws NullPointerException     if {@code vector} is null
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Float2 float2(Vector2 vector) {
        Objects.requireNonNull(vector, "vector == null");
        return Float2.of(vector.x, vector.y);
    }

    /**
     * The Lilt value as a new libGDX {@link Vector2}.
     *
     * @param value the value
     * @return a new {@code Vector2} with the same components
     * @throws NullPointerException if {@code value} is null
     */
    public static Vector2 vector2(Float2 value) {
        Objects.requireNonNull(value, "value == null");
        return new Vector2(value.x(), value.y());
    }

    /**
     * The vector as a Lilt {@link Float3}.
     *
     * @param vector the vector
     * @return a new {@code Float3} with the same components
     * @throws NullPointerException     if {@code vector} is null
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Float3 float3(Vector3 vector) {
        Objects.requireNonNull(vector, "vector == null");
        return Float3.of(vector.x, vector.y, vector.z);
    }

    /**
     * The Lilt value as a new libGDX {@link Vector3}.
     *
     * @param value the value
     * @return a new {@code Vector3} with the same components
     * @throws NullPointerException if {@code value} is null
     */
    public static Vector3 vector3(Float3 value) {
        Objects.requireNonNull(value, "value == null");
        return new Vector3(value.x(), value.y(), value.z());
    }
}
