package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.ManualMotionScheduler;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The UI scene on its real Swing components: FLIP rows, the panel's exit and return, the scrubbed timeline. */
class UiSceneTest {
    private final ManualMotionScheduler motions = new ManualMotionScheduler();
    private final UiScene scene = new UiScene();
    private final BufferedImage canvas = new BufferedImage(UiScene.W, UiScene.H, BufferedImage.TYPE_INT_ARGB);

    @BeforeEach
    void start() {
        scene.start(motions);
        paint();
    }

    /** Paints a frame: lays the components out, as every rendered frame does. */
    private void paint() {
        Graphics2D g = canvas.createGraphics();
        scene.paint(g);
        g.dispose();
    }

    private void advance(double seconds) {
        for (int i = 0; i < Math.round(seconds / 0.02); i++) {
            motions.update(0.02);
            paint();
        }
    }

    @Test
    void reorder_theFirstRowSlidesDownPastTheOthers() {
        int top = scene.rowY(0);
        scene.shuffle();
        paint();
        assertThat(scene.rowOrder()).isEqualTo(List.of("Drafts", "Sent", "Archive", "Spam", "Inbox"));
        assertThat(scene.rowY(4)).as("starts where it was").isEqualTo(top);
        advance(0.2);
        assertThat(scene.rowY(4)).as("on its way").isGreaterThan(top).isLessThan(top + 4 * 46);
        advance(0.4);
        assertThat(scene.rowY(4)).as("at its new place").isEqualTo(top + 4 * 46);
    }

    @Test
    void hide_keepsThePanelUntilItsExitPlayed_andAShowMidExitTurnsItAround() {
        advance(1);
        assertThat(scene.toastAlpha()).isEqualTo(1f);
        scene.hideToast();
        advance(UiScene.PANEL_OUT / 2);
        float halfWay = scene.toastAlpha();
        assertThat(halfWay).isBetween(0.05f, 0.95f);
        assertThat(scene.toastInStage()).as("still there during its exit").isTrue();

        scene.showToast();
        assertThat(scene.toastAlpha()).as("no jump").isEqualTo(halfWay);
        advance(UiScene.PANEL_IN);
        assertThat(scene.toastAlpha()).isEqualTo(1f);

        scene.hideToast();
        advance(UiScene.PANEL_OUT + 0.04);
        assertThat(scene.toastInStage()).as("removed once its exit played").isFalse();
    }

    @Test
    void theSlider_scrubsTheTimeline_snappingToItsLabels() {
        assertThat(scene.scrubber().time()).isZero();
        // the slider runs 0..1,000 over 2.1 s with labels at 0, 0.6, 1.6 and 2.1 s
        scene.slider().setValue(300); // 0.63 s: nearest label 0.6 s
        assertThat(scene.scrubber().time()).isCloseTo(0.6, within(1e-9));
        scene.slider().setValue(700); // 1.47 s: nearest 1.6 s
        assertThat(scene.scrubber().time()).isCloseTo(1.6, within(1e-9));
    }
}
