package dev.lilt.motion.jme;

import com.jme3.light.Light;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import dev.lilt.motion.value.Float3Binder;
import dev.lilt.motion.value.Float4Binder;
import dev.lilt.motion.value.FloatBinder;

/**
 * Stateless binders that write a motion's value into jMonkeyEngine objects. Pass the object as the
 * state so that nothing is captured and nothing is allocated per frame:
 *
 * <pre>{@code
 * Motion.create(Float3.of(0, 0, 0), Float3.of(0, 2, 0), 0.6).withScheduler(motions)
 *         .bind(box, JmeBinders.TRANSLATION);
 * Motion.create(Quaternion.IDENTITY, Quaternion.ofAxisAngle(0, 1, 0, Math.PI), 1.0)
 *         .withScheduler(motions).bind(box, JmeBinders.ROTATION);
 * Motion.create(Rgba.WHITE, Rgba.of(1, 0.5f, 0, 1), 0.3).withScheduler(motions)
 *         .bind(sun, JmeBinders.LIGHT_COLOR);
 * }</pre>
 *
 * <p>Spatial binders write the local transform through the spatial's setters
 * ({@code setLocalTranslation}, {@code setLocalScale}, {@code setLocalRotation}), so its world
 * transform and bounds are refreshed as when you call them yourself. A Lilt rotation motion binds a
 * unit quaternion (x, y, z, w), the component order of jME's {@link Quaternion}. Colour components
 * are in [0, 1] (values outside are written as they are, as jME's setters do).
 */
public final class JmeBinders {
    /** Writes the spatial's local translation ({@code setLocalTranslation(x, y, z)}), in its parent's space. */
    public static final Float3Binder<Spatial> TRANSLATION = (x, y, z, spatial) -> spatial.setLocalTranslation(x, y, z);

    /** Writes the spatial's local scale per axis ({@code setLocalScale(x, y, z)}). */
    public static final Float3Binder<Spatial> SCALE = (x, y, z, spatial) -> spatial.setLocalScale(x, y, z);

    /** Writes one value to the three axes of the spatial's local scale ({@code setLocalScale(s)}). */
    public static final FloatBinder<Spatial> UNIFORM_SCALE = (scale, spatial) -> spatial.setLocalScale(scale);

    /**
     * Writes the spatial's local rotation from a Lilt rotation motion's (x, y, z, w): the spatial's own
     * quaternion is set and handed back to {@code setLocalRotation}, so no quaternion is allocated.
     */
    public static final Float4Binder<Spatial> ROTATION = (x, y, z, w, spatial) -> {
        Quaternion rotation = spatial.getLocalRotation();
        rotation.set(x, y, z, w);
        spatial.setLocalRotation(rotation);
    };

    /** Writes the three components of a {@link Vector3f} ({@code set(x, y, z)}). */
    public static final Float3Binder<Vector3f> VECTOR3F = (x, y, z, vector) -> vector.set(x, y, z);

    /** Writes the four components of a jME {@link Quaternion} ({@code set(x, y, z, w)}). */
    public static final Float4Binder<Quaternion> QUATERNION = (x, y, z, w, quaternion) -> quaternion.set(x, y, z, w);

    /**
     * Writes the four components of a {@link ColorRGBA} ({@code set(r, g, b, a)}), in [0, 1]. For a
     * material's colour, bind the colour the material holds: see
     * {@link JmeValues#ownColorParameter(com.jme3.material.Material, String)}.
     */
    public static final Float4Binder<ColorRGBA> COLOR = (r, g, b, a, color) -> color.set(r, g, b, a);

    /**
     * Writes a light's colour in place ({@code getColor().set(r, g, b, a)}: a {@link Light} holds its
     * own copy of the colour, which {@code setColor} would copy into).
     */
    public static final Float4Binder<Light> LIGHT_COLOR = (r, g, b, a, light) -> light.getColor().set(r, g, b, a);

    private JmeBinders() {
    }
}
