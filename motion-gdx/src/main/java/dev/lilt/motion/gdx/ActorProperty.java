package dev.lilt.motion.gdx;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.scenes.scene2d.Actor;
import dev.lilt.motion.value.FloatAccessor;

/**
 * The float properties of a scene2d {@link Actor}, as accessors for property motions that start
 * from the actor's current value:
 *
 * <pre>{@code
 * Motion.to(actor, ActorProperty.X, 320f, 0.6).withEase(Ease.OUT_BACK).withScheduler(motions).start();
 * Motion.by(actor, ActorProperty.ROTATION, 90f, 0.3).withScheduler(motions).start();
 * }</pre>
 *
 * <p>Each constant reads through the actor's getter and writes through its setter, so subclasses
 * that react to changes ({@code positionChanged()}, {@code sizeChanged()}…) see every frame. As
 * keys, the constants make a new property motion on the same actor and property replace the
 * running one. Units: x, y, width and height in the parent's coordinates; rotation in degrees,
 * counter-clockwise; scale factors and alpha (in [0, 1]) without unit.
 */
public enum ActorProperty implements FloatAccessor<Actor> {
    /** {@code getX()} / {@code setX(x)}. */
    X {
        @Override
        public float get(Actor actor) {
            return actor.getX();
        }

        @Override
        public void set(Actor actor, float value) {
            actor.setX(value);
        }
    },
    /** {@code getY()} / {@code setY(y)}. */
    Y {
        @Override
        public float get(Actor actor) {
            return actor.getY();
        }

        @Override
        public void set(Actor actor, float value) {
            actor.setY(value);
        }
    },
    /** {@code getRotation()} / {@code setRotation(degrees)}. */
    ROTATION {
        @Override
        public float get(Actor actor) {
            return actor.getRotation();
        }

        @Override
        public void set(Actor actor, float value) {
            actor.setRotation(value);
        }
    },
    /** {@code getScaleX()} / {@code setScaleX(scale)}. */
    SCALE_X {
        @Override
        public float get(Actor actor) {
            return actor.getScaleX();
        }

        @Override
        public void set(Actor actor, float value) {
            actor.setScaleX(value);
        }
    },
    /** {@code getScaleY()} / {@code setScaleY(scale)}. */
    SCALE_Y {
        @Override
        public float get(Actor actor) {
            return actor.getScaleY();
        }

        @Override
        public void set(Actor actor, float value) {
            actor.setScaleY(value);
        }
    },
    /** {@code getWidth()} / {@code setWidth(width)}. */
    WIDTH {
        @Override
        public float get(Actor actor) {
            return actor.getWidth();
        }

        @Override
        public void set(Actor actor, float value) {
            actor.setWidth(value);
        }
    },
    /** {@code getHeight()} / {@code setHeight(height)}. */
    HEIGHT {
        @Override
        public float get(Actor actor) {
            return actor.getHeight();
        }

        @Override
        public void set(Actor actor, float value) {
            actor.setHeight(value);
        }
    },
    /** The alpha of {@code getColor()}, written with {@code setColor(r, g, b, alpha)}. */
    ALPHA {
        @Override
        public float get(Actor actor) {
            return actor.getColor().a;
        }

        @Override
        public void set(Actor actor, float value) {
            Color color = actor.getColor();
            actor.setColor(color.r, color.g, color.b, value);
        }
    }
}
