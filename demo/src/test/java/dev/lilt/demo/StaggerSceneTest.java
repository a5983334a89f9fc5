package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.Ease;
import dev.lilt.motion.ManualMotionScheduler;
import java.awt.event.MouseEvent;
import javax.swing.JPanel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class StaggerSceneTest {
    private final ManualMotionScheduler motions = new ManualMotionScheduler();
    private final StaggerScene scene = new StaggerScene();

    @BeforeEach
    void start() {
        scene.start(motions);
    }

    private void advance(double seconds) {
        for (int i = 0; i < Math.round(seconds / 0.02); i++) {
            motions.update(0.02);
        }
    }

    private static int index(int row, int column) {
        return row * StaggerScene.COLUMNS + column;
    }

    @Test
    void theRipple_reachesNearTilesBeforeFarOnes_andSettlesEveryTile() {
        advance(0.2);
        int centre = index(StaggerScene.ROWS / 2, StaggerScene.COLUMNS / 2);
        assertThat(scene.pop(centre)).isGreaterThan(0f);
        assertThat(scene.pop(index(0, 0))).as("a corner has not started yet").isZero();
        advance(StaggerScene.SPREAD + StaggerScene.POP + 0.1);
        for (int i = 0; i < StaggerScene.ROWS * StaggerScene.COLUMNS; i++) {
            assertThat(scene.pop(i)).as("tile %d", i).isEqualTo(1f);
        }
        assertThat(scene.ripple().isActive()).isFalse();
    }

    @Test
    void aClick_restartsTheRippleFromTheClickedTile_endingTheOldOneWithItsHandle() {
        advance(0.2);
        var old = scene.ripple();
        int[] at = StaggerScene.cellCentre(1, 2);
        scene.mouse(new MouseEvent(new JPanel(), MouseEvent.MOUSE_PRESSED, 0L, 0, at[0], at[1], 1, false));
        assertThat(old.isActive()).isFalse();
        advance(0.1);
        assertThat(scene.pop(index(1, 2))).isGreaterThan(0f);
        assertThat(scene.pop(index(StaggerScene.ROWS - 1, StaggerScene.COLUMNS - 1))).isZero();
        assertThat(scene.stagger().offsets(StaggerScene.ROWS * StaggerScene.COLUMNS)[index(1, 2)]).isZero();
    }

    @Test
    void originAndEase_choicesReachTheStagger() {
        scene.origin(StaggerScene.Origin.EDGES);
        double[] offsets = scene.stagger().offsets(StaggerScene.ROWS * StaggerScene.COLUMNS);
        assertThat(offsets[index(0, 0)]).as("a corner is farthest from the centre").isZero();
        scene.ease(Ease.IN_QUAD);
        assertThat(scene.stagger()).hasToString("Stagger[total 0.8 s from edges, grid 7 x 14, eased]");
    }
}
