package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.ManualMotionScheduler;
import java.awt.event.MouseEvent;
import javax.swing.JTable;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The window's inspector, its components made headless (no window is shown). */
class InspectorViewTest {
    private final ManualMotionScheduler motions = ManualMotionScheduler.builder().name("viewed")
            .trackCreationSites(true).build();
    private final SequenceScene sequence = new SequenceScene();
    private final PipeScene pipe = new PipeScene();
    private final InspectorScene inspector = new InspectorScene(() -> pipe, () -> sequence);
    private InspectorView view;

    private void open() {
        new EasingGallery().start(motions);
        sequence.start(motions);
        pipe.start(motions);
        inspector.start(motions);
        inspector.view();
        view = viewOf(inspector);
        pipe.hit();
        motions.update(0.1);
        inspector.frame(0.1);
    }

    private static InspectorView viewOf(InspectorScene scene) {
        try {
            java.lang.reflect.Field f = InspectorScene.class.getDeclaredField("view");
            f.setAccessible(true);
            return (InspectorView) f.get(scene);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @AfterEach
    void close() {
        motions.close();
    }

    @Test
    void everyMotionHasARow_inAScrollingTable() {
        open();

        JTable table = view.table();
        assertThat(table.getRowCount()).isEqualTo(inspector.live().motions().size()).isGreaterThan(31 + 6 + 3);
        assertThat(table.getParent().getParent()).isInstanceOf(javax.swing.JScrollPane.class);
        assertThat(table.getColumnName(4)).isEqualTo("loop");
        assertThat(table.getValueAt(0, 0)).isEqualTo("- showcase sequence (5)");
    }

    @Test
    void filter_narrowsTheRows_andKeepsThemAcrossSnapshots() {
        open();

        view.filter().setText("popup");
        assertThat(view.table().getRowCount()).isEqualTo(2);
        motions.update(0.04);
        inspector.frame(0.04);

        assertThat(view.table().getRowCount()).isEqualTo(2);
        assertThat(view.rows().rows()).extracting(r -> r.motion().debugName())
                .containsExactly("popup fade", "popup rise");
    }

    @Test
    void selection_survivesARefresh_andChoosesTheStripsSequence() {
        open();
        view.filter().setText("drop");
        view.table().setRowSelectionInterval(1, 1);

        motions.update(0.04);
        inspector.frame(0.04);

        assertThat(view.table().getSelectedRow()).isEqualTo(1);
        assertThat(view.table().getValueAt(1, 0)).isEqualTo("    drop");
        assertThat(view.stripSequence()).isEqualTo(SequenceScene.NAME);
    }

    @Test
    void clickOnTheSign_foldsTheSequence() {
        open();
        int before = view.table().getRowCount();
        java.awt.Rectangle cell = view.table().getCellRect(0, 0, false);

        view.table().dispatchEvent(new MouseEvent(view.table(), MouseEvent.MOUSE_CLICKED, 0, 0, cell.x + 4,
                cell.y + 4, 1, false, MouseEvent.BUTTON1));

        assertThat(view.table().getRowCount()).isEqualTo(before - 5);
        assertThat(view.table().getValueAt(0, 0)).isEqualTo("+ showcase sequence (5)");
    }

    @Test
    void scrub_setsTheSequencesTime_andHoldsItWhileDragging() {
        open();

        assertThat(inspector.scrub(SequenceScene.NAME, 1.65, true)).isTrue();
        motions.update(0.5);
        assertThat(sequence.playhead()).isCloseTo(1.65, Offset.offset(1e-9));

        inspector.scrub(SequenceScene.NAME, 1.65, false);
        motions.update(0.25);
        assertThat(sequence.playhead()).isCloseTo(1.9, Offset.offset(1e-6));
        assertThat(inspector.scrub("another sequence", 1, true)).isFalse();
    }
}
