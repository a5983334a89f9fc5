package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.diagnostics.LiveMotion;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InspectorSceneTest {
    private final ManualMotionScheduler motions = ManualMotionScheduler.builder().name("inspected")
            .trackCreationSites(true).build();

    @AfterEach
    void close() {
        motions.close();
    }

    @Test
    void window_listsTheMotionsOfTheOtherScenes_andThePipeScenesSubscriptions() {
        PipeScene pipe = new PipeScene();
        SequenceScene sequence = new SequenceScene();
        InspectorScene inspector = new InspectorScene(() -> pipe);
        sequence.start(motions);
        pipe.start(motions);
        inspector.start(motions);
        pipe.hit();
        motions.update(0.1);

        inspector.frame(0.1);

        assertThat(inspector.live().scheduler()).isEqualTo("inspected");
        assertThat(inspector.live().motions()).extracting(LiveMotion::debugName)
                .contains("showcase sequence", "move", "drop", "hp bar", "hp trail", "popup rise", "popup fade");
        assertThat(inspector.live().motions()).filteredOn(m -> m.debugName().equals("move")).singleElement()
                .satisfies(m -> {
                    assertThat(m.sequence()).isEqualTo("showcase sequence");
                    assertThat(m.createdAt()).startsWith("SequenceScene.build(SequenceScene.java:");
                });
        assertThat(inspector.subscriptions()).hasSize(3)
                .allSatisfy(s -> assertThat(s.messageType()).isEqualTo(PipeScene.Damage.class));
        assertThat(inspector.subscriptionLines(10)).allSatisfy(line -> assertThat(line)
                .startsWith("Damage   key -     subscribed at PipeScene$Listener.toggle(PipeScene.java:"));
    }

    @Test
    void frame_refreshes_endedMotionsLeaveTheList() {
        PipeScene pipe = new PipeScene();
        InspectorScene inspector = new InspectorScene(() -> pipe);
        pipe.start(motions);
        inspector.start(motions);
        pipe.hit();
        inspector.frame(0);
        assertThat(inspector.live().motions()).extracting(LiveMotion::debugName).contains("popup fade");

        motions.update(2.0);
        inspector.frame(2.0);

        assertThat(inspector.live().motions()).isEmpty();
        pipe.toggle("HP");
        inspector.frame(0);
        assertThat(inspector.subscriptions()).hasSize(2);
    }

    @Test
    void noPipeSceneYet_listsMotionsOnly() {
        InspectorScene inspector = new InspectorScene(() -> null);
        inspector.start(motions);
        assertThat(inspector.subscriptions()).isEmpty();
        assertThat(inspector.live().motions()).isEmpty();
    }

    @Test
    void loopProgress_followsTheLoop() {
        LiveMotion playing = new LiveMotion("m", "float", LiveMotion.State.PLAYING, 2.5, 1, 0, 2, 4, 1, null,
                java.util.List.of());
        LiveMotion afterDelay = new LiveMotion("m", "float", LiveMotion.State.PLAYING, 0.75, 1, 0.5, 0, 4, 1, null,
                java.util.List.of());
        LiveMotion delayed = new LiveMotion("m", "float", LiveMotion.State.DELAYED, 0.5, 1, 1, 0, 4, 1, null,
                java.util.List.of());
        LiveMotion done = new LiveMotion("m", "float", LiveMotion.State.COMPLETED, 4, 1, 0, 4, 4, 1, null,
                java.util.List.of());
        assertThat(InspectorRows.loopProgress(playing)).isEqualTo(0.5);
        assertThat(InspectorRows.loopProgress(afterDelay)).isEqualTo(0.25);
        assertThat(InspectorRows.loopProgress(delayed)).isZero();
        assertThat(InspectorRows.loopProgress(done)).isEqualTo(1);
    }

    @Test
    void render_writesTheImageAndTheTables(@TempDir Path dir) throws Exception {
        InspectorScene inspector = new InspectorScene(() -> null);
        inspector.start(motions);
        SceneOutput out = TestImages.output(dir, motions);

        inspector.render(out);

        assertThat(out.written()).containsExactly(dir.resolve("inspector.png"), dir.resolve("inspector.txt"));
        String text = Files.readString(dir.resolve("inspector.txt"));
        assertThat(text).startsWith("12 live motions on 'inspected' at t = 1.200 s")
                .contains("showcase sequence", "hp bar", "SequenceScene.build(SequenceScene.java:")
                .contains("3 live subscriptions")
                .contains("Damage   key -     subscribed at PipeScene$Listener.toggle(PipeScene.java:");
        BufferedImage image = ImageIO.read(dir.resolve("inspector.png").toFile());
        assertThat(image.getWidth()).isEqualTo(InspectorScene.W);
        assertThat(TestImages.paintedPixels(image)).isGreaterThan(5_000);
        // each row's gauge: "drop" is playing (its gauge starts in the playing colour), "move" done
        int drop = rowOf(inspector, "drop");
        int move = rowOf(inspector, "move");
        assertThat(TestImages.hasColourNear(image, 18, InspectorScene.MOTIONS_TOP + drop * InspectorScene.ROW_H - 5,
                1, Canvas.GOOD, 30)).isTrue();
        assertThat(TestImages.hasColourNear(image, 18, InspectorScene.MOTIONS_TOP + move * InspectorScene.ROW_H - 5,
                1, Canvas.ACCENT, 30)).isTrue();
    }

    /** The table row (1-based) of the motion named {@code name}. */
    private static int rowOf(InspectorScene inspector, String name) {
        java.util.List<InspectorRows.Row> all = inspector.rows().rows();
        for (int r = 0; r < all.size(); r++) {
            if (all.get(r).motion().debugName().equals(name)) {
                return r + 1;
            }
        }
        throw new AssertionError("no row " + name);
    }
}
