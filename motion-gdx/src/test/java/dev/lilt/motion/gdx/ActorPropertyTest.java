package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.scenes.scene2d.Actor;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import org.junit.jupiter.api.Test;

/** Property motions on an actor's properties, run by a headless application's render loop. */
class ActorPropertyTest {
    private final GdxMotionScheduler motions = new GdxMotionScheduler();
    private final Actor actor = new Actor();

    @Test
    void to_startsFromTheActorsCurrentValue_forEveryProperty() {
        actor.setBounds(40, -10, 8, 6);
        actor.setRotation(30);
        actor.setScale(2, 4);
        actor.setColor(0.2f, 0.4f, 0.6f, 1f);
        HeadlessGdx.run(frame -> {
            Motion.to(actor, ActorProperty.X, 100f, 1).withScheduler(motions).start();
            Motion.to(actor, ActorProperty.Y, 10f, 1).withScheduler(motions).start();
            Motion.to(actor, ActorProperty.ROTATION, 90f, 1).withScheduler(motions).start();
            Motion.to(actor, ActorProperty.SCALE_X, 1f, 1).withScheduler(motions).start();
            Motion.to(actor, ActorProperty.SCALE_Y, 0f, 1).withScheduler(motions).start();
            Motion.to(actor, ActorProperty.WIDTH, 16f, 1).withScheduler(motions).start();
            Motion.to(actor, ActorProperty.HEIGHT, 0f, 1).withScheduler(motions).start();
            Motion.to(actor, ActorProperty.ALPHA, 0f, 1).withScheduler(motions).start();
            motions.update(0.5f);
            assertThat(actor.getX()).isEqualTo(70f);
            assertThat(actor.getY()).isEqualTo(0f);
            assertThat(actor.getRotation()).isEqualTo(60f);
            assertThat(actor.getScaleX()).isEqualTo(1.5f);
            assertThat(actor.getScaleY()).isEqualTo(2f);
            assertThat(actor.getWidth()).isEqualTo(12f);
            assertThat(actor.getHeight()).isEqualTo(3f);
            assertThat(actor.getColor()).isEqualTo(new Color(0.2f, 0.4f, 0.6f, 0.5f));
            return true;
        });
    }

    @Test
    void by_movesRelativeToWhereTheActorIsWhenTheDelayEnds() {
        HeadlessGdx.run(frame -> {
            Motion.by(actor, ActorProperty.X, 10f, 1).withDelay(0.5).withScheduler(motions).start();
            motions.update(0.25f);
            actor.setX(100f);
            motions.update(0.25f);
            motions.update(0.5f);
            assertThat(actor.getX()).isEqualTo(105f);
            motions.update(0.5f);
            assertThat(actor.getX()).isEqualTo(110f);
            return true;
        });
    }

    @Test
    void aNewMotionOnTheSameProperty_replacesTheRunningOne_otherPropertiesKeepTheirs() {
        MotionHandle[] handles = new MotionHandle[3];
        HeadlessGdx.run(frame -> {
            handles[0] = Motion.to(actor, ActorProperty.X, 100f, 1).withScheduler(motions).start();
            handles[1] = Motion.to(actor, ActorProperty.Y, 100f, 1).withScheduler(motions).start();
            motions.update(0.5f);
            handles[2] = Motion.to(actor, ActorProperty.X, 0f, 1).withScheduler(motions).start();
            assertThat(handles[0].isActive()).isFalse();
            assertThat(handles[1].isActive()).isTrue();
            motions.update(0.5f);
            assertThat(actor.getX()).isEqualTo(25f);
            assertThat(actor.getY()).isEqualTo(100f);
            return true;
        });
    }
}
