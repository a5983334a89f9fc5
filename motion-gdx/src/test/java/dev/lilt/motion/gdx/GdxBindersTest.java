package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.scenes.scene2d.Actor;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Rgba;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** Every binder, driven by real motions in a headless application's render loop. */
class GdxBindersTest {
    /** JIT compilation and the bean allocate a few KB now and then; one object per frame costs far more. */
    private static final long ALLOCATION_BOUND = 32 * 1024;

    private int rotationChanges;

    @Test
    void actorBinders_writeEachPropertyThroughItsSetter() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor actor = new Actor() {
            @Override
            protected void rotationChanged() {
                rotationChanges++;
            }
        };
        HeadlessGdx.run(frame -> {
            Motion.create(0f, 100f, 1).withScheduler(motions).bind(actor, GdxBinders.ACTOR_X);
            Motion.create(0f, -40f, 1).withScheduler(motions).bind(actor, GdxBinders.ACTOR_Y);
            Motion.create(0f, 90f, 1).withScheduler(motions).bind(actor, GdxBinders.ACTOR_ROTATION);
            Motion.create(1f, 3f, 1).withScheduler(motions).bind(actor, GdxBinders.ACTOR_SCALE);
            Motion.create(Float2.of(10, 20), Float2.of(30, 60), 1).withScheduler(motions)
                    .bind(actor, GdxBinders.ACTOR_SIZE);
            motions.update(0.25f);
            motions.update(0.25f);
            assertThat(actor.getX()).isEqualTo(50f);
            assertThat(actor.getY()).isEqualTo(-20f);
            assertThat(actor.getRotation()).isEqualTo(45f);
            assertThat(actor.getScaleX()).isEqualTo(2f);
            assertThat(actor.getScaleY()).isEqualTo(2f);
            assertThat(actor.getWidth()).isEqualTo(20f);
            assertThat(actor.getHeight()).isEqualTo(40f);
            return true;
        });
        assertThat(rotationChanges)
                .as("rotationChanged() ran for each frame that changed it (the immediate bind wrote 0 over 0)")
                .isEqualTo(2);
    }

    @Test
    void actorPairBinders_writeBothComponents() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor actor = new Actor();
        HeadlessGdx.run(frame -> {
            Motion.create(Float2.of(0, 0), Float2.of(8, 4), 1).withScheduler(motions)
                    .bind(actor, GdxBinders.ACTOR_POSITION);
            Motion.create(Float2.of(1, 1), Float2.of(2, 0), 1).withScheduler(motions)
                    .bind(actor, GdxBinders.ACTOR_SCALE_XY);
            motions.update(0.5f);
            assertThat(actor.getX()).isEqualTo(4f);
            assertThat(actor.getY()).isEqualTo(2f);
            assertThat(actor.getScaleX()).isEqualTo(1.5f);
            assertThat(actor.getScaleY()).isEqualTo(0.5f);
            return true;
        });
    }

    @Test
    void actorColourAndAlpha_alphaKeepsTheOtherChannels() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor tinted = new Actor();
        Actor fading = new Actor();
        fading.setColor(0.2f, 0.4f, 0.6f, 1f);
        HeadlessGdx.run(frame -> {
            Motion.create(Rgba.of(0, 0, 0, 1), Rgba.of(1, 0.5f, 0, 0), 1).withScheduler(motions)
                    .bind(tinted, GdxBinders.ACTOR_COLOR);
            Motion.create(1f, 0f, 1).withScheduler(motions).bind(fading, GdxBinders.ACTOR_ALPHA);
            motions.update(0.5f);
            assertThat(tinted.getColor()).isEqualTo(new Color(0.5f, 0.25f, 0f, 0.5f));
            assertThat(fading.getColor()).isEqualTo(new Color(0.2f, 0.4f, 0.6f, 0.5f));
            return true;
        });
    }

    @Test
    void vectorAndColourBinders_writeTheObjectInPlace() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Vector2 v2 = new Vector2();
        Vector3 v3 = new Vector3();
        Color color = new Color();
        HeadlessGdx.run(frame -> {
            Motion.create(Float2.of(0, 10), Float2.of(4, 20), 1).withScheduler(motions).bind(v2, GdxBinders.VECTOR2);
            Motion.create(Float3.of(0, 0, 0), Float3.of(2, 4, -8), 1).withScheduler(motions)
                    .bind(v3, GdxBinders.VECTOR3);
            Motion.create(Rgba.BLACK, Rgba.WHITE, 1).withScheduler(motions).bind(color, GdxBinders.COLOR);
            motions.update(0.25f);
            assertThat(v2).isEqualTo(new Vector2(1, 12.5f));
            assertThat(v3).isEqualTo(new Vector3(0.5f, 1, -2));
            assertThat(color).isEqualTo(new Color(0.25f, 0.25f, 0.25f, 1f));
            return true;
        });
    }

    @Test
    void framesBindingEveryBinder_allocateNothing() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor actor = new Actor();
        Vector2 v2 = new Vector2();
        Vector3 v3 = new Vector3();
        Color color = new Color();
        long[] bytes = {-1};
        HeadlessGdx.run(frame -> {
            for (int i = 0; i < 16; i++) {
                Motion.create(0f, i, 0.3).withScheduler(motions).withLoops(-1, LoopType.YOYO)
                        .bind(actor, GdxBinders.ACTOR_X);
                Motion.create(0f, i, 0.3).withScheduler(motions).withLoops(-1, LoopType.YOYO)
                        .bind(actor, GdxBinders.ACTOR_ALPHA);
                Motion.create(Float2.ZERO, Float2.of(i, i), 0.5).withScheduler(motions).withLoops(-1)
                        .bind(v2, GdxBinders.VECTOR2);
                Motion.create(Float3.ZERO, Float3.of(i, i, i), 0.5).withScheduler(motions).withLoops(-1)
                        .bind(v3, GdxBinders.VECTOR3);
                Motion.create(Rgba.BLACK, Rgba.WHITE, 0.7).withScheduler(motions).withLoops(-1)
                        .bind(color, GdxBinders.COLOR);
                Motion.create(Rgba.BLACK, Rgba.WHITE, 0.7).withScheduler(motions).withLoops(-1)
                        .bind(actor, GdxBinders.ACTOR_COLOR);
            }
            for (int i = 0; i < 20_000; i++) {
                motions.update(0.016f);
            }
            long before = allocated();
            for (int i = 0; i < 2_000; i++) {
                motions.update(0.016f);
            }
            bytes[0] = allocated() - before;
            return true;
        });
        assertThat(bytes[0]).isBetween(0L, ALLOCATION_BOUND);
    }

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}
