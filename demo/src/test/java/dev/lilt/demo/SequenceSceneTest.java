package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SequenceSceneTest {
    private final ManualMotionScheduler motions = new ManualMotionScheduler();
    private final SequenceScene scene = new SequenceScene();

    @BeforeEach
    void start() {
        scene.start(motions);
    }

    @Test
    void bars_followAppendJoinInsertAndInterval() {
        List<String> placed = scene.bars().stream()
                .map(b -> b.call() + " " + b.label() + " " + b.startSeconds() + ".." + b.endSeconds())
                .collect(Collectors.toList());

        assertThat(placed).containsExactly(
                "append move 0.0..1.0",
                "join grow 0.0..0.6",
                "appendInterval(0.3) pause 1.0..1.3",
                "append spin 1.3..2.1",
                "join tint 1.3..1.8",
                "insert(0.4) drop 0.4..1.4");
        assertThat(scene.duration()).isCloseTo(2.1, within(1e-9));
    }

    @Test
    void theCueCallback_firesOncePerCrossing_eitherWay() {
        assertThat(scene.cues()).extracting(Timeline.Cue::label, Timeline.Cue::seconds)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("spin", 1.3));
        motions.update(1.0);
        assertThat(scene.chimes()).isZero();
        motions.update(0.5);
        assertThat(scene.chimes()).isEqualTo(1);
        motions.update(0.5);
        assertThat(scene.chimes()).as("playing on past the cue").isEqualTo(1);
        scene.seek(0.5);
        assertThat(scene.chimes()).as("a seek back across the cue").isEqualTo(2);
        scene.seek(2.0);
        assertThat(scene.chimes()).as("a seek forward across it").isEqualTo(3);
    }

    @Test
    void play_movesThePlayheadAndTheChildren() {
        motions.update(0.5);

        assertThat(scene.playhead()).isCloseTo(0.5, within(1e-9));
        assertThat(scene.x()).isBetween(0.5f, 1f);
    }

    @Test
    void seek_setsThePlayhead_andWritesTheChildren() {
        scene.seek(1.65);

        assertThat(scene.playhead()).isCloseTo(1.65, within(1e-9));
        assertThat(scene.x()).isEqualTo(1f);
    }

    @Test
    void pause_holdsThePlayhead() {
        scene.seek(0.7);
        scene.togglePause();
        motions.update(0.5);

        assertThat(scene.playhead()).isCloseTo(0.7, within(1e-9));
    }

    @Test
    void reverse_runsThePlayheadBackwards() {
        scene.seek(1.0);
        scene.reverse();
        motions.update(0.4);

        assertThat(scene.playhead()).isCloseTo(0.6, within(1e-9));
    }

    @Test
    void yoyo_secondLoopRunsBack() {
        scene.loopType(LoopType.YOYO);
        motions.update(scene.duration() + 0.5);

        assertThat(scene.playhead()).isCloseTo(scene.duration() - 0.5, within(1e-9));
    }

    @Test
    void everyLoopType_playsTwoLoops() {
        for (LoopType type : SequenceScene.LOOP_TYPES) {
            scene.loopType(type);
            for (int i = 0; i < 120; i++) {
                motions.update(0.04);
            }
            assertThat(motions.activeCount()).as(type.name() + ": five children and the clock").isEqualTo(6);
            assertThat(scene.playhead()).as(type.name()).isBetween(0.0, scene.duration());
        }
    }

    @Test
    void paint_drawsTheBarsAndThePlayhead() {
        scene.seek(1.65);
        BufferedImage image = Canvas.image(scene);
        int row = SequenceScene.TRACK_TOP + SequenceScene.ROW_H / 2;

        assertThat(TestImages.hasColourNear(image, SequenceScene.timeX(0.1, scene.duration()), row, 1,
                Canvas.ACCENT, 30)).isTrue();
        assertThat(TestImages.hasColourNear(image, SequenceScene.timeX(1.5, scene.duration()), row, 1,
                Canvas.ACCENT, 30)).isFalse();
        assertThat(TestImages.hasColourNear(image, SequenceScene.timeX(1.65, scene.duration()),
                SequenceScene.TRACK_TOP + 2 * SequenceScene.ROW_H, 1, Canvas.TEXT, 30)).isTrue();
    }

    @Test
    void render_writesAGifAndTheTimeline(@TempDir Path dir) throws Exception {
        SceneOutput out = TestImages.output(dir, motions);

        scene.render(out);

        assertThat(out.written()).containsExactly(dir.resolve("sequence.gif"), dir.resolve("sequence-timeline.png"));
        assertThat(new Color(Canvas.image(scene).getRGB(5, 5))).isEqualTo(Canvas.BACKGROUND);
    }
}
