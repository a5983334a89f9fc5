package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.Fling;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Spring;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FlingSceneTest {
    private static final double DT = 0.02;
    private final ManualMotionScheduler motions = new ManualMotionScheduler();
    private final FlingScene scene = new FlingScene();

    @BeforeEach
    void start() {
        scene.start(motions);
    }

    private void advance(double seconds) {
        for (int i = 0; i < Math.round(seconds / DT); i++) {
            motions.update(DT);
        }
    }

    @Test
    void aThrow_leavesAtTheDragVelocity_withoutAJump() {
        // a drag of 10 px per 0.02 s to the right: 500 px/s
        scene.press(0, scene.ballX(), scene.ballY());
        float x0 = scene.ballX();
        for (int i = 1; i <= 5; i++) {
            scene.dragTo(i * DT, x0 + 10 * i, scene.ballY());
        }
        float released = scene.ballX();
        assertThat(scene.velocityX()).isCloseTo(500, within(1e-3));
        scene.release(5 * DT);
        assertThat(scene.ballX()).isEqualTo(released);
        assertThat(Fling.velocity(scene.fling(), 0)).isCloseTo(500, within(1e-3));
        motions.update(0.001);
        assertThat((scene.ballX() - released) / 0.001).isCloseTo(500, within(5.0));
    }

    @Test
    void aHardThrow_springsBackFromTheWall_andRestsInsideThePanel() {
        scene.throwBall(Float2.of(5000, 0));
        float maxX = 0;
        while (scene.fling().isActive()) {
            motions.update(DT);
            maxX = Math.max(maxX, scene.ballX());
        }
        float wall = FlingScene.high().x();
        assertThat(maxX).as("it swings past the wall").isGreaterThan(wall);
        assertThat(scene.ballX()).isEqualTo(wall);
    }

    @Test
    void aSwipe_snapsToThePageNearestTheRestingValue_keepingTheVelocity() {
        scene.press(0, 820, 200);
        for (int i = 1; i <= 4; i++) {
            scene.dragTo(i * DT, 820 - 15 * i, 200);
        }
        scene.release(4 * DT);
        // offset 60 px moving at 750 px/s: a fling would rest near 60 + 750 / 4.2 = 238, so page 2
        assertThat(Spring.target(scene.snap())).isEqualTo(FlingScene.PAGE);
        assertThat(Spring.velocity(scene.snap())).isCloseTo(750, within(1e-6));
        advance(3);
        assertThat(scene.offset()).isEqualTo(FlingScene.PAGE);
    }

    @Test
    void theKeyframesPanel_overlapsNoOtherPanel() {
        assertThat(FlingScene.KEYFRAMES_PANEL.intersects(FlingScene.THROW_PANEL)).isFalse();
        assertThat(FlingScene.KEYFRAMES_PANEL.intersects(FlingScene.PAGER_PANEL)).isFalse();
    }

    @Test
    void theHeartbeat_passesThroughEveryKey_andLoops() {
        double[] times = KeyframesPanel.TIMES;
        double elapsed = 0;
        for (int loop = 0; loop < 2; loop++) {
            for (int i = 0; i < times.length - 1; i++) {
                double at = loop * KeyframesPanel.BEAT.durationSeconds() + times[i];
                motions.update(at - elapsed);
                elapsed = at;
                assertThat(scene.keyframes().scale()).as("key %d of loop %d", i, loop)
                        .isEqualTo(KeyframesPanel.VALUES[i]);
            }
        }
        assertThat(scene.keyframes().beatTime()).isCloseTo(times[times.length - 2], within(1e-9));
    }
}
