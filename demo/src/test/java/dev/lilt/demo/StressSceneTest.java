package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.ManualMotionScheduler;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StressSceneTest {
    private final ManualMotionScheduler unused = new ManualMotionScheduler();

    @Test
    void spawn_replacesTheParticles() {
        StressScene scene = new StressScene(500);
        scene.start(unused);
        assertThat(scene.count()).isEqualTo(500);

        scene.spawn(1_000);

        assertThat(scene.count()).isEqualTo(1_000);
    }

    @Test
    void frame_measuresTheEngineUpdate() {
        StressScene scene = new StressScene(500);
        scene.start(unused);

        scene.frame(1 / 60.0);
        scene.frame(1 / 60.0);

        assertThat(scene.meter().frames()).isEqualTo(2);
        assertThat(scene.meter().medianNanos()).isPositive();
        assertThat(scene.figures()).contains("ns/motion").contains("B allocated/frame");
    }

    @Test
    void paint_drawsParticles() {
        StressScene scene = new StressScene(2_000);
        scene.start(unused);
        scene.frame(0.5);

        assertThat(TestImages.paintedPixels(Canvas.image(scene))).isGreaterThan(500);
    }

    @Test
    void render_writesTheFigures(@TempDir Path dir) throws Exception {
        StressScene scene = new StressScene(10);
        scene.start(unused);
        SceneOutput out = TestImages.output(dir, unused);

        scene.render(out);

        assertThat(out.written()).containsExactly(dir.resolve("stress.txt"));
        assertThat(Files.readString(dir.resolve("stress.txt")))
                .contains("2,000 float motions").contains("ns").contains("B/frame");
        assertThat(scene.count()).isZero();
    }
}
