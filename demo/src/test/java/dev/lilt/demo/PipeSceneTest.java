package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.ManualMotionScheduler;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PipeSceneTest {
    private final ManualMotionScheduler motions = new ManualMotionScheduler();
    private final PipeScene scene = new PipeScene();

    @BeforeEach
    void start() {
        scene.start(motions);
    }

    @Test
    void hit_callsHandlersInSubscriptionOrder() {
        scene.hit();

        assertThat(scene.hp()).isEqualTo(88);
        assertThat(scene.log()).last()
                .isEqualTo("Damage(12) -> #1 HP (hp 88), #2 HP bar (bar -> 88), #3 popup (-12)");
    }

    @Test
    void closeAndSubscribeAgain_movesTheHandlerToTheEnd() {
        scene.toggle("HP");
        scene.toggle("HP");
        scene.hit();

        assertThat(scene.log()).last()
                .isEqualTo("Damage(12) -> #2 HP bar (bar -> 88), #3 popup (-12), #4 HP (hp 88)");
    }

    @Test
    void closedSubscriber_isNotCalled() {
        scene.toggle("popup");
        scene.hit();

        assertThat(scene.log()).last().isEqualTo("Damage(12) -> #1 HP (hp 88), #2 HP bar (bar -> 88)");
    }

    @Test
    void hpBar_animatesToTheNewHp_whateverTheOrder() {
        scene.toggle("HP");
        scene.toggle("HP");
        scene.hit();
        assertThat(scene.barShown()).isEqualTo(100f);

        motions.update(0.2);
        assertThat(scene.barShown()).isBetween(88f, 100f);
        motions.update(1.0);
        assertThat(scene.barShown()).isEqualTo(88f);
    }

    @Test
    void render_writesAFrameAndTheLog(@TempDir Path dir) throws Exception {
        SceneOutput out = TestImages.output(dir, motions);

        scene.render(out);

        assertThat(out.written()).containsExactly(dir.resolve("pipe.png"), dir.resolve("pipe-log.txt"));
        assertThat(Files.readString(dir.resolve("pipe-log.txt")))
                .contains("Damage(9) -> #3 popup (-9), #4 HP (hp 52), #5 HP bar (bar -> 52)");
    }
}
