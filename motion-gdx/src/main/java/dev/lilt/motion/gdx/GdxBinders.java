package dev.lilt.motion.gdx;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.scenes.scene2d.Actor;
import dev.lilt.motion.value.Float2Binder;
import dev.lilt.motion.value.Float3Binder;
import dev.lilt.motion.value.Float4Binder;
import dev.lilt.motion.value.FloatBinder;

/**
 * Stateless binders that write a motion's value into libGDX objects. Pass the object as the state
 * so that nothing is captured and nothing is allocated per frame:
 *
 * <pre>{@code
 * Motion.create(0f, 320f, 0.6).withScheduler(motions).bind(actor, GdxBinders.ACTOR_X);
 * Motion.create(Rgba.WHITE, Rgba.of(1, 0, 0, 1), 0.3).withScheduler(motions).bind(tint, GdxBinders.COLOR);
 * }</pre>
 *
 * <p>Actor binders go through the actor's setters ({@code setX}, {@code setRotation},
 * {@code setColor}…), so subclasses that react to changes ({@code positionChanged()},
 * {@code rotationChanged()}…) see every frame. Colour components are in [0, 1] (values outside
 * are written as they are, as libGDX's own setters do); rotation is in degrees, counter-clockwise.
 */
public final class GdxBinders {
    /** Writes the actor's x ({@code setX}), in its parent's coordinates. */
    public static final FloatBinder<Actor> ACTOR_X = (x, actor) -> actor.setX(x);

    /** Writes the actor's y ({@code setY}), in its parent's coordinates. */
    public static final FloatBinder<Actor> ACTOR_Y = (y, actor) -> actor.setY(y);

    /** Writes the actor's position ({@code setPosition(x, y)}, bottom-left corner). */
    public static final Float2Binder<Actor> ACTOR_POSITION = (x, y, actor) -> actor.setPosition(x, y);

    /** Writes the actor's rotation ({@code setRotation}), in degrees. */
    public static final FloatBinder<Actor> ACTOR_ROTATION = (degrees, actor) -> actor.setRotation(degrees);

    /** Writes one value to both of the actor's scale factors ({@code setScale(s)}). */
    public static final FloatBinder<Actor> ACTOR_SCALE = (scale, actor) -> actor.setScale(scale);

    /** Writes the actor's scale factors ({@code setScale(x, y)}). */
    public static final Float2Binder<Actor> ACTOR_SCALE_XY = (x, y, actor) -> actor.setScale(x, y);

    /** Writes the actor's size ({@code setSize(width, height)}). */
    public static final Float2Binder<Actor> ACTOR_SIZE = (width, height, actor) -> actor.setSize(width, height);

    /** Writes the actor's colour ({@code setColor(r, g, b, a)}), components in [0, 1]. */
    public static final Float4Binder<Actor> ACTOR_COLOR = (r, g, b, a, actor) -> actor.setColor(r, g, b, a);

    /** Writes the alpha of the actor's colour, keeping its r, g and b; alpha in [0, 1]. */
    public static final FloatBinder<Actor> ACTOR_ALPHA = (alpha, actor) -> {
        Color color = actor.getColor();
        actor.setColor(color.r, color.g, color.b, alpha);
    };

    /** Writes both components of a {@link Vector2} ({@code set(x, y)}). */
    public static final Float2Binder<Vector2> VECTOR2 = (x, y, vector) -> vector.set(x, y);

    /** Writes the three components of a {@link Vector3} ({@code set(x, y, z)}). */
    public static final Float3Binder<Vector3> VECTOR3 = (x, y, z, vector) -> vector.set(x, y, z);

    /** Writes the four components of a {@link Color} ({@code set(r, g, b, a)}), in [0, 1]. */
    public static final Float4Binder<Color> COLOR = (r, g, b, a, color) -> color.set(r, g, b, a);

    private GdxBinders() {
    }
}
