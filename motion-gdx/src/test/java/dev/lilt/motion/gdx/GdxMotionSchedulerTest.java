package dev.lilt.motion.gdx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class GdxMotionSchedulerTest {
    @Test
    void update_advancesByLibGdxFrameTime() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        motions.setMaxDeltaSeconds(10f);
        Actor actor = new Actor();
        double[] summed = {0};
        HeadlessGdx.run(120, frame -> {
            if (frame == 0) {
                Motion.create(0f, 1000f, 100).withScheduler(motions).bind(actor, GdxBinders.ACTOR_X);
            }
            summed[0] += Gdx.graphics.getDeltaTime();
            motions.update();
            assertThat(motions.time()).isCloseTo(summed[0], within(1e-6));
            assertThat(actor.getX()).isCloseTo((float) (summed[0] * 10), within(1e-2f));
            return frame == 30;
        });
        assertThat(summed[0]).as("30 frames at 120 Hz take time").isGreaterThan(0.1);
    }

    @Test
    void update_capsFrameTimeAtMaxDelta() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        motions.setMaxDeltaSeconds(0.001f);
        double[] capped = {0};
        int[] slowFrames = {0};
        HeadlessGdx.run(60, frame -> {
            float dt = Gdx.graphics.getDeltaTime();
            capped[0] += Math.min(dt, 0.001f);
            slowFrames[0] += dt > 0.001f ? 1 : 0;
            motions.update();
            assertThat(motions.time()).isCloseTo(capped[0], within(1e-6));
            return frame == 10;
        });
        assertThat(slowFrames[0]).as("frames at 60 Hz are longer than the cap").isPositive();
        assertThat(motions.maxDeltaSeconds()).isEqualTo(0.001f);
    }

    @Test
    void update_withExplicitDelta_isNotCapped() {
        GdxMotionScheduler motions = new GdxMotionScheduler("explicit", 4);
        float[] x = {0};
        HeadlessGdx.run(frame -> {
            Motion.create(0f, 10f, 1).withScheduler(motions).bind(x, (v, s) -> s[0] = v);
            motions.update(0.5f);
            assertThat(x[0]).isEqualTo(5f);
            return true;
        });
        assertThat(motions.time()).isEqualTo(0.5);
        assertThat(GdxMotionScheduler.DEFAULT_MAX_DELTA_SECONDS).isEqualTo(new GdxMotionScheduler().maxDeltaSeconds());
    }

    @Test
    void update_badDelta_throwsNamingValue_andLeavesTimeAlone() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        for (float bad : new float[] {-0.1f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY}) {
            assertThatThrownBy(() -> motions.update(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("deltaSeconds must be >= 0 and finite: " + bad);
        }
        assertThat(motions.time()).isZero();
    }

    @Test
    void setMaxDeltaSeconds_badValue_throwsNamingValue_andKeepsCap() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        for (float bad : new float[] {0f, -1f, Float.NaN, Float.POSITIVE_INFINITY}) {
            assertThatThrownBy(() -> motions.setMaxDeltaSeconds(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("maxDeltaSeconds must be > 0 and finite: " + bad);
        }
        assertThat(motions.maxDeltaSeconds()).isEqualTo(GdxMotionScheduler.DEFAULT_MAX_DELTA_SECONDS);
    }

    @Test
    void update_withoutApplication_throwsSayingWhatToCall() {
        Graphics running = Gdx.graphics;
        Gdx.graphics = null;
        try {
            assertThatThrownBy(() -> new GdxMotionScheduler().update()).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("Gdx.graphics is null").hasMessageContaining("update(deltaSeconds)");
        } finally {
            Gdx.graphics = running;
        }
    }

    @Test
    void update_fromAnotherThreadThanRenderThread_throws() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        AtomicReference<String> renderThread = new AtomicReference<>();
        HeadlessGdx.run(frame -> {
            Motion.create(0f, 1f, 1).withScheduler(motions).bind(new float[1], (v, s) -> s[0] = v);
            renderThread.set(Thread.currentThread().getName());
            return true;
        });
        assertThatThrownBy(() -> motions.update(0.1f)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(renderThread.get());
    }

    @Test
    void cancelWhenRemoved_actorRemovedFromStage_cancelsAtNextFrame() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor actor = new Actor();
        int[] cancelled = {0};
        MotionHandle[] motion = new MotionHandle[1];
        HeadlessGdx.run(frame -> {
            switch (frame) {
                case 0:
                    HeadlessGdx.newStage().addActor(actor);
                    motion[0] = Motion.create(0f, 100f, 10).withScheduler(motions).withOnCancel(() -> cancelled[0]++)
                            .bind(actor, GdxBinders.ACTOR_X);
                    motions.cancelWhenRemoved(actor, motion[0]);
                    motions.update(1f);
                    assertThat(actor.getX()).isEqualTo(10f);
                    return false;
                case 1:
                    actor.remove();
                    assertThat(motion[0].isActive()).as("cancelled at the next frame, not at once").isTrue();
                    motions.update(1f);
                    assertThat(motion[0].isActive()).isFalse();
                    assertThat(cancelled[0]).isEqualTo(1);
                    assertThat(actor.getX()).as("no value written after removal").isEqualTo(10f);
                    return true;
                default:
                    throw new AssertionError(frame);
            }
        });
    }

    @Test
    void cancelWhenRemoved_actorNotYetOnStage_isWatchedOnceAdded() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor actor = new Actor();
        Stage[] stage = new Stage[1];
        MotionHandle[] motion = new MotionHandle[1];
        HeadlessGdx.run(frame -> {
            switch (frame) {
                case 0:
                    stage[0] = HeadlessGdx.newStage();
                    motion[0] = Motion.create(0f, 100f, 10).withScheduler(motions).bind(actor, GdxBinders.ACTOR_X);
                    motions.cancelWhenRemoved(actor, motion[0]);
                    motions.update(1f);
                    motions.update(1f);
                    assertThat(motion[0].isActive()).as("never on a stage: not removed").isTrue();
                    stage[0].addActor(actor);
                    motions.update(1f);
                    assertThat(motion[0].isActive()).isTrue();
                    return false;
                case 1:
                    stage[0].clear();
                    motions.update(1f);
                    assertThat(motion[0].isActive()).isFalse();
                    assertThat(motions).hasToString("GdxMotionScheduler(" + motions.manual() + ", 0 watched)");
                    return true;
                default:
                    throw new AssertionError(frame);
            }
        });
    }

    @Test
    void cancelWhenRemoved_motionEndedFirst_dropsTheWatch() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        Actor actor = new Actor();
        HeadlessGdx.run(frame -> {
            HeadlessGdx.newStage().addActor(actor);
            MotionHandle motion = Motion.create(0f, 1f, 0.5).withScheduler(motions).bind(actor, GdxBinders.ACTOR_X);
            motions.cancelWhenRemoved(actor, motion);
            assertThat(motions.toString()).endsWith("1 watched)");
            motions.update(1f);
            motions.update(0f);
            assertThat(motions.toString()).endsWith("0 watched)");
            assertThat(actor.getX()).isEqualTo(1f);
            return true;
        });
    }

    @Test
    void cancelWhenRemoved_badArguments_throw() {
        GdxMotionScheduler motions = new GdxMotionScheduler();
        HeadlessGdx.run(frame -> {
            MotionHandle live = Motion.create(0f, 1f, 0.5).withScheduler(motions)
                    .bind(new float[1], (v, s) -> s[0] = v);
            assertThatThrownBy(() -> motions.cancelWhenRemoved(null, live)).isInstanceOf(NullPointerException.class)
                    .hasMessage("actor == null");
            assertThatThrownBy(() -> motions.cancelWhenRemoved(new Actor(), null))
                    .isInstanceOf(NullPointerException.class).hasMessage("motion == null");
            assertThatThrownBy(() -> motions.cancelWhenRemoved(new Actor(), MotionHandle.NONE))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("motion must be active: MotionHandle.NONE");
            live.cancel();
            assertThatThrownBy(() -> motions.cancelWhenRemoved(new Actor(), live))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("motion must be active: MotionHandle(slot");
            assertThat(motions.toString()).endsWith("0 watched)");
            return true;
        });
    }
}
