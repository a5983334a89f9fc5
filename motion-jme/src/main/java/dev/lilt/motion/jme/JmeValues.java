package dev.lilt.motion.jme;

import com.jme3.material.MatParam;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import java.util.Objects;

/**
 * Conversions between jMonkeyEngine's mutable values and Lilt's immutable ones, for a motion's start
 * and end values: {@code Motion.create(JmeValues.float3(box.getLocalTranslation()), Float3.of(0, 2, 0), 0.5)}.
 * Each call allocates its result; call them when a motion is created, not per frame (per frame, use
 * {@link JmeBinders}).
 */
public final class JmeValues {
    private JmeValues() {
    }

    /**
     * The vector as a Lilt {@link Float3}.
     *
     * @param vector the vector
     * @return a new {@code Float3} with the same components
     * @throws NullPointerException     if {@code vector} is null
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Float3 float3(Vector3f vector) {
        Objects.requireNonNull(vector, "vector == null");
        return Float3.of(vector.x, vector.y, vector.z);
    }

    /**
     * The Lilt value as a new jME {@link Vector3f}.
     *
     * @param value the value
     * @return a new {@code Vector3f} with the same components
     * @throws NullPointerException if {@code value} is null
     */
    public static Vector3f vector3f(Float3 value) {
        Objects.requireNonNull(value, "value == null");
        return new Vector3f(value.x(), value.y(), value.z());
    }

    /**
     * The jME rotation as a Lilt {@link Quaternion}, the start or end of a rotation motion.
     *
     * @param rotation the jME quaternion (x, y, z, w)
     * @return a new Lilt quaternion with the same components
     * @throws NullPointerException     if {@code rotation} is null
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it), or
     *                                  if all four are 0
     */
    public static Quaternion quaternion(com.jme3.math.Quaternion rotation) {
        Objects.requireNonNull(rotation, "rotation == null");
        return Quaternion.of(rotation.getX(), rotation.getY(), rotation.getZ(), rotation.getW());
    }

    /**
     * The Lilt rotation as a new jME quaternion.
     *
     * @param rotation the Lilt quaternion
     * @return a new {@code com.jme3.math.Quaternion} with the same components
     * @throws NullPointerException if {@code rotation} is null
     */
    public static com.jme3.math.Quaternion jmeQuaternion(Quaternion rotation) {
        Objects.requireNonNull(rotation, "rotation == null");
        return new com.jme3.math.Quaternion(rotation.x(), rotation.y(), rotation.z(), rotation.w());
    }

    /**
     * The colour as a Lilt {@link Rgba}.
     *
     * @param color the colour, components in [0, 1]
     * @return a new {@code Rgba} with the same components
     * @throws NullPointerException     if {@code color} is null
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Rgba rgba(ColorRGBA color) {
        Objects.requireNonNull(color, "color == null");
        return Rgba.of(color.r, color.g, color.b, color.a);
    }

    /**
     * The Lilt colour as a new jME {@link ColorRGBA}.
     *
     * @param rgba the colour
     * @return a new {@code ColorRGBA} with the same components
     * @throws NullPointerException if {@code rgba} is null
     */
    public static ColorRGBA colorRGBA(Rgba rgba) {
        Objects.requireNonNull(rgba, "rgba == null");
        return new ColorRGBA(rgba.r(), rgba.g(), rgba.b(), rgba.a());
    }

    /**
     * Gives the material a colour of its own for the parameter {@code name} and returns it, for
     * {@link JmeBinders#COLOR}: the parameter is set to a new copy of its current value. A material
     * reads its colour parameters every frame it renders, so a motion bound to the returned colour
     * shows; binding to the colour the parameter held before could instead change a colour shared
     * elsewhere (such as the constant {@code ColorRGBA.White}, often passed to {@code setColor}).
     *
     * <pre>{@code
     * ColorRGBA tint = JmeValues.ownColorParameter(material, "Color");
     * Motion.create(JmeValues.rgba(tint), Rgba.of(1, 0, 0, 1), 0.4).withScheduler(motions)
     *         .bind(tint, JmeBinders.COLOR);
     * }</pre>
     *
     * @param material the material
     * @param name     the colour parameter, such as {@code "Color"} (Unshaded) or {@code "Diffuse"}
     *                 (Lighting)
     * @return the colour the material now holds for {@code name}
     * @throws NullPointerException     if {@code material} or {@code name} is null
     * @throws IllegalArgumentException if the parameter is not set on the material, or does not hold
     *                                  a {@code ColorRGBA} (the message names it)
     */
    public static ColorRGBA ownColorParameter(Material material, String name) {
        Objects.requireNonNull(material, "material == null");
        Objects.requireNonNull(name, "name == null");
        MatParam param = material.getParam(name);
        if (param == null) {
            throw new IllegalArgumentException("material parameter '" + name + "' is not set");
        }
        Object value = param.getValue();
        if (!(value instanceof ColorRGBA)) {
            throw new IllegalArgumentException("material parameter '" + name + "' holds a "
                    + (value == null ? "null" : value.getClass().getName()) + ", not a ColorRGBA");
        }
        ColorRGBA own = ((ColorRGBA) value).clone();
        material.setColor(name, own);
        return own;
    }
}
