package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.ManualMotionScheduler;
import java.awt.event.MouseEvent;
import java.nio.file.Path;
import javax.swing.JPanel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImpactSceneTest {
    private final ManualMotionScheduler motions = new ManualMotionScheduler();
    private final ImpactScene scene = new ImpactScene();

    @BeforeEach
    void start() {
        scene.start(motions);
    }

    private void advance(double seconds) {
        for (int i = 0; i < Math.round(seconds / 0.02); i++) {
            motions.update(0.02);
        }
    }

    private static MouseEvent press(int x, int y) {
        return new MouseEvent(new JPanel(), MouseEvent.MOUSE_PRESSED, 0L, 0, x, y, 1, false);
    }

    @Test
    void punch_movesTheBox_thenSettlesExactlyOnTheOrigin() {
        scene.punch();
        advance(0.1);
        assertThat(scene.punchX()).isNotZero();

        advance(1.0);
        assertThat(scene.punchX()).isZero();
    }

    @Test
    void shake_movesTheBox_thenSettlesExactlyOnTheOrigin() {
        scene.shake();
        advance(0.1);
        assertThat(scene.shakeX()).isNotZero();

        advance(1.0);
        assertThat(scene.shakeX()).isZero();
    }

    @Test
    void clickOnTheLeftBox_punches_clickOnTheRightBox_shakes() {
        scene.mouse(press((int) ImpactScene.PUNCH_PANEL.getCenterX(), (int) ImpactScene.PUNCH_PANEL.getCenterY()));
        advance(0.1);
        assertThat(scene.punchX()).isNotZero();
        assertThat(scene.shakeX()).isZero();

        scene.mouse(press((int) ImpactScene.SHAKE_PANEL.getCenterX(), (int) ImpactScene.SHAKE_PANEL.getCenterY()));
        advance(0.1);
        assertThat(scene.shakeX()).isNotZero();
    }

    @Test
    void clickElsewhere_doesNothing() {
        scene.mouse(press(5, 5));
        advance(0.1);

        assertThat(scene.punchX()).isZero();
        assertThat(scene.shakeX()).isZero();
    }

    @Test
    void retarget_springSettlesOnTheNewTarget() {
        scene.retarget(700f, 150f);
        advance(3.0);

        assertThat(scene.ballX()).isCloseTo(700f, within(0.5f));
    }

    @Test
    void retarget_midFlight_keepsTheVelocity() {
        scene.retarget(700f, 150f);
        advance(0.1);
        double before = scene.springVelocityX();

        scene.retarget(900f, 250f);

        assertThat(before).isNegative();
        assertThat(scene.springVelocityX()).isCloseTo(before, within(1e-3));
    }

    @Test
    void dragInTheSpringPanel_retargets() {
        int x = ImpactScene.SPRING_PANEL.x + 20;
        int y = (int) ImpactScene.SPRING_PANEL.getCenterY();
        scene.mouse(new MouseEvent(new JPanel(), MouseEvent.MOUSE_DRAGGED, 0L, 0, x, y, 0, false));
        advance(3.0);

        assertThat(scene.ballX()).isCloseTo(x, within(0.5f));
    }

    @Test
    void render_writesAGif(@TempDir Path dir) throws Exception {
        SceneOutput out = TestImages.output(dir, motions);

        scene.render(out);

        assertThat(out.written()).containsExactly(dir.resolve("punch-shake-spring.gif"));
        assertThat(scene.punchX()).isNotZero();
    }
}
