package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.Ease;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.awt.Component;
import java.awt.Rectangle;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

/** Property motions that start from a component's current bounds or alpha; all on the EDT. */
class SwingAccessorsTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("swing accessors");

    @Test
    void to_startsFromTheComponentsCurrentBounds() {
        Rectangle seen = Edt.get(() -> {
            JPanel panel = new JPanel();
            panel.setBounds(10, 20, 30, 40);
            Motion.to(panel, SwingAccessors.x(), 110f, 1).withScheduler(frames).start();
            Motion.to(panel, SwingAccessors.y(), 0f, 1).withScheduler(frames).start();
            Motion.to(panel, SwingAccessors.width(), 50f, 1).withScheduler(frames).start();
            Motion.to(panel, SwingAccessors.height(), 0f, 1).withScheduler(frames).start();
            frames.update(0.5);
            return panel.getBounds();
        });

        assertThat(seen).isEqualTo(new Rectangle(60, 10, 40, 20));
    }

    @Test
    void by_movesRelativeToTheCurrentValue_andASecondMotionReplacesTheFirst() {
        int[] seen = Edt.get(() -> {
            JPanel panel = new JPanel();
            panel.setLocation(100, 0);
            Motion.by(panel, SwingAccessors.x(), 50f, 1).withScheduler(frames).start();
            frames.update(0.5);   // x = 125
            Motion.to(panel, SwingAccessors.x(), 25f, 1).withScheduler(frames).start();
            frames.update(0.5);   // from 125 half way to 25
            return new int[] {panel.getX(), frames.activeCount()};
        });

        assertThat(seen).containsExactly(75, 1);
    }

    @Test
    void alpha_fadesAnAlphaPanelFromItsCurrentAlpha_clampedToTheUnitRange() {
        float[] seen = Edt.get(() -> {
            AlphaPanel panel = new AlphaPanel();
            panel.setAlpha(0.5f);
            Motion.to(panel, SwingAccessors.alpha(), 0f, 1).withScheduler(frames).start();
            frames.update(0.5);
            float half = panel.getAlpha();
            Motion.to(panel, SwingAccessors.alpha(), 1f, 1).withEase(Ease.OUT_BACK).withScheduler(frames).start();
            frames.update(0.6);   // OUT_BACK overshoots 1 here
            return new float[] {half, panel.getAlpha()};
        });

        assertThat(seen).containsExactly(0.25f, 1f);
    }

    @Test
    void nullComponent_throwsAtTheCall() {
        assertThatThrownBy(() -> Motion.to((Component) null, SwingAccessors.x(), 1f, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("target == null");
        assertThatThrownBy(() -> Motion.by((AlphaPanel) null, SwingAccessors.alpha(), 1f, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("target == null");
    }
}
