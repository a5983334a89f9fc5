package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.Ease;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.awt.Dimension;
import java.awt.GridLayout;
import java.awt.Rectangle;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** FLIP on a GridLayout list: rows at the old bounds, half way, then at the layout's bounds. */
class SwingFlipTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("swing flip");

    @AfterEach
    void motionOn() {
        Motion.setReducedMotion(false);
    }

    private static JPanel list(JLabel... rows) {
        JPanel list = new JPanel(new GridLayout(0, 1));
        for (JLabel r : rows) {
            r.setPreferredSize(new Dimension(100, 20));
            list.add(r);
        }
        list.setSize(100, 20 * rows.length);
        return list;
    }

    @Test
    void reorder_rowsStartAtTheirOldBounds_halfWay_thenTheLayoutsBounds() {
        JLabel a = new JLabel("a");
        JLabel b = new JLabel("b");
        JLabel c = new JLabel("c");
        Edt.run(() -> {
            JPanel list = list(a, b, c);
            SwingFlip.install(list, frames).withDuration(0.4).withEase(Ease.LINEAR);
            list.doLayout();
            assertThat(a.getY()).isZero();

            list.remove(a);
            list.add(a); // a goes to the bottom: b and c move up
            list.doLayout();
            assertThat(a.getBounds()).as("start: the old bounds").isEqualTo(new Rectangle(0, 0, 100, 20));
            assertThat(c.getY()).isEqualTo(40);

            frames.update(0.2);
            assertThat(a.getY()).as("middle").isEqualTo(20);
            assertThat(c.getY()).isEqualTo(30);

            frames.update(0.2);
            assertThat(a.getBounds()).as("end").isEqualTo(new Rectangle(0, 40, 100, 20));
            assertThat(c.getY()).isEqualTo(20);
            list.doLayout(); // a layout with nothing changed leaves them there
            assertThat(a.getY()).isEqualTo(40);
        });
    }

    @Test
    void relayoutMidFlight_startsFromWhereTheRowShows_andAResizeResizes() {
        JLabel a = new JLabel("a");
        JLabel b = new JLabel("b");
        Edt.run(() -> {
            JPanel list = list(a, b);
            SwingFlip.install(list, frames).withDuration(1).withEase(Ease.LINEAR);
            list.doLayout();
            list.remove(a);
            list.add(a);
            list.doLayout();
            frames.update(0.25);
            assertThat(a.getY()).isEqualTo(5);
            list.doLayout(); // the wrapped layout puts a at its target; the move keeps it where it is
            assertThat(a.getY()).isEqualTo(5);

            list.setSize(200, 40);
            list.doLayout(); // wider: a goes from (0, 5, 100, 20) to (0, 20, 200, 20)
            assertThat(a.getBounds()).isEqualTo(new Rectangle(0, 5, 100, 20));
            frames.update(0.5);
            assertThat(a.getBounds()).isEqualTo(new Rectangle(0, 13, 150, 20)); // 12.5 rounds to 13
            frames.update(0.5);
            assertThat(a.getBounds()).isEqualTo(new Rectangle(0, 20, 200, 20));
        });
    }

    @Test
    void reducedMotion_rowsLandAtTheNextUpdate() {
        JLabel a = new JLabel("a");
        JLabel b = new JLabel("b");
        Edt.run(() -> {
            Motion.setReducedMotion(true);
            JPanel list = list(a, b);
            SwingFlip.install(list, frames);
            list.doLayout();
            list.remove(a);
            list.add(a);
            list.doLayout();
            frames.update(1 / 60.0);
            assertThat(a.getY()).isEqualTo(20);
        });
    }

    @Test
    void layoutOnAnotherThreadThanTheSchedulers_throws_installWithoutALayoutIsRefused() {
        Edt.run(() -> frames.update(0)); // the scheduler now belongs to the EDT
        JLabel a = new JLabel("a");
        JLabel b = new JLabel("b");
        JPanel list = list(a, b);
        SwingFlip.install(list, frames);
        list.doLayout(); // first layout: no move, nothing to refuse
        list.remove(a);
        list.add(a);
        assertThatThrownBy(list::doLayout).isInstanceOf(IllegalStateException.class);

        assertThatThrownBy(() -> SwingFlip.install(new JPanel(null), frames))
                .isInstanceOf(IllegalArgumentException.class);
        JPanel grid = new JPanel(new GridLayout(0, 1));
        SwingFlip flip = SwingFlip.install(grid, frames);
        assertThat(SwingFlip.install(grid, frames)).as("installing twice keeps one").isSameAs(flip);
        assertThat(flip.wrapped()).isInstanceOf(GridLayout.class);
    }
}
