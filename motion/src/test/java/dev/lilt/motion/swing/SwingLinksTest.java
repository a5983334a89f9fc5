package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.lilt.motion.LinkEnd;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionGroup;
import dev.lilt.motion.MotionHandle;
import java.awt.GraphicsEnvironment;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JRootPane;
import org.junit.jupiter.api.Test;

/**
 * Motions linked to Swing components end when the component leaves its window (here a
 * {@link JRootPane}, which every Swing window holds and which needs no display), and leave no
 * listener behind.
 */
class SwingLinksTest {
    /** Posted events run in order: once this has run, every check posted before it has too. */
    private static void flushEdt() {
        Edt.run(() -> { });
    }

    @Test
    void link_componentRemovedFromWindow_cancelsMotionOnce_listenerRemoved() {
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        JRootPane window = new JRootPane();
        JPanel panel = new JPanel();
        AtomicInteger cancels = new AtomicInteger();
        MotionHandle motion = Edt.get(() -> {
            window.getContentPane().add(panel);
            return SwingLinks.link(Motion.create(0f, 1f, 5).withScheduler(frames).withOnCancel(cancels::incrementAndGet)
                    .run(), panel, LinkEnd.CANCEL);
        });
        assertThat(panel.getHierarchyListeners()).hasSize(1);

        Edt.run(() -> window.getContentPane().remove(panel));
        flushEdt();

        assertThat(cancels).hasValue(1);
        assertThat(Edt.get(motion::isActive)).isFalse();
        assertThat(panel.getHierarchyListeners()).isEmpty();
    }

    @Test
    void link_complete_jumpsToTheEnd() {
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        JRootPane window = new JRootPane();
        JPanel panel = new JPanel();
        float[] x = {0};
        AtomicInteger completes = new AtomicInteger();
        Edt.run(() -> {
            window.getContentPane().add(panel);
            SwingLinks.link(Motion.create(0f, 100f, 5).withScheduler(frames)
                    .withOnComplete(completes::incrementAndGet).bind(x, (v, s) -> s[0] = v), panel, LinkEnd.COMPLETE);
            frames.update(1);
        });
        assertThat(x[0]).isEqualTo(20f);

        Edt.run(() -> window.getContentPane().remove(panel));
        flushEdt();

        assertThat(completes).hasValue(1);
        assertThat(x[0]).isEqualTo(100f);
    }

    @Test
    void link_userCancelsFirst_nothingFiresTwice_listenerRemovedAtOnce() {
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        JRootPane window = new JRootPane();
        JPanel panel = new JPanel();
        AtomicInteger cancels = new AtomicInteger();
        Edt.run(() -> {
            window.getContentPane().add(panel);
            MotionHandle m = SwingLinks.link(Motion.create(0f, 1f, 5).withScheduler(frames)
                    .withOnCancel(cancels::incrementAndGet).run(), panel, LinkEnd.CANCEL);
            m.cancel();
        });
        assertThat(panel.getHierarchyListeners()).isEmpty();

        Edt.run(() -> window.getContentPane().remove(panel));
        flushEdt();

        assertThat(cancels).hasValue(1);
    }

    @Test
    void link_componentNotYetInAWindow_armsWhenAdded_movedInOneGo_keepsItsMotion() {
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        JRootPane window = new JRootPane();
        JPanel left = new JPanel();
        JPanel right = new JPanel();
        JPanel card = new JPanel();
        MotionHandle motion = Edt.get(() -> {
            MotionHandle m = SwingLinks.link(Motion.create(0f, 1f, 5).withScheduler(frames).run(), card,
                    LinkEnd.CANCEL);
            window.getContentPane().add(left);
            window.getContentPane().add(right);
            left.add(card);
            return m;
        });
        flushEdt();
        assertThat(Edt.get(motion::isActive)).as("not ended by being added").isTrue();

        Edt.run(() -> right.add(card)); // Container.add removes it from left first
        flushEdt();
        assertThat(Edt.get(motion::isActive)).as("moved in one go").isTrue();

        Edt.run(() -> window.getContentPane().remove(right)); // an ancestor leaves
        flushEdt();
        assertThat(Edt.get(motion::isActive)).isFalse();
    }

    @Test
    void link_group_completeThenClose() {
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        JRootPane window = new JRootPane();
        JPanel panel = new JPanel();
        float[] x = {0, 0};
        MotionGroup group = Edt.get(() -> {
            window.getContentPane().add(panel);
            MotionGroup g = SwingLinks.link(new MotionGroup(), panel, LinkEnd.COMPLETE);
            g.add(Motion.create(0f, 10f, 5).withScheduler(frames).bind(x, (v, s) -> s[0] = v));
            g.add(Motion.create(0f, 20f, 5).withScheduler(frames).bind(x, (v, s) -> s[1] = v));
            return g;
        });

        Edt.run(() -> window.getContentPane().remove(panel));
        flushEdt();

        assertThat(x).containsExactly(10f, 20f);
        assertThat(group.isClosed()).isTrue();
        assertThat(panel.getHierarchyListeners()).isEmpty();
    }

    @Test
    void link_manyComponentsRemoved_noneRetained() {
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        JRootPane window = new JRootPane();
        List<WeakReference<JPanel>> refs = new ArrayList<>();
        List<CompletableFuture<Void>> ends = new ArrayList<>();
        Edt.run(() -> {
            for (int i = 0; i < 500; i++) {
                JPanel p = new JPanel();
                window.getContentPane().add(p);
                MotionHandle m = Motion.create(0f, 1f, 60).withScheduler(frames)
                        .bind(p, (v, c) -> c.setSize((int) v, 1));
                ends.add(SwingLinks.link(m, p, LinkEnd.CANCEL).toCompletableFuture());
                refs.add(new WeakReference<>(p));
            }
        });
        Edt.run(() -> window.getContentPane().removeAll());
        flushEdt();
        Edt.run(() -> frames.update(0.01)); // the scheduler drops ended motions' binders and states

        assertThat(ends).allSatisfy(f -> assertThat(f).isCompletedExceptionally());
        assertThat(collected(refs)).as("components collected").isEqualTo(refs.size());
    }

    static int collected(List<? extends WeakReference<?>> refs) {
        for (int i = 0; i < 50; i++) {
            System.gc();
            if (refs.stream().allMatch(r -> r.get() == null)) {
                break;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return (int) refs.stream().filter(r -> r.get() == null).count();
    }

    @Test
    void link_offTheEdt_throwsNamingTheThread() {
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        MotionHandle m = Motion.create(0f, 1f, 1).withScheduler(frames).run();
        assertThatThrownBy(() -> SwingLinks.link(m, new JPanel(), LinkEnd.CANCEL))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining(Thread.currentThread().getName());
    }

    @Test
    void link_deadMotion_isRefused() {
        assertThatThrownBy(() -> Edt.run(() -> SwingLinks.link(MotionHandle.NONE, new JPanel(), LinkEnd.CANCEL)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NONE");
    }

    /** Under a display only (e.g. Xvfb with -Djava.awt.headless=false): a disposed window ends its motions. */
    @Test
    void link_windowDisposed_cancelsMotion() {
        assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display");
        ManualMotionScheduler frames = new ManualMotionScheduler("swing links");
        JPanel panel = new JPanel();
        JFrame frame = Edt.get(() -> {
            JFrame f = new JFrame("links");
            f.getContentPane().add(panel);
            f.pack();
            return f;
        });
        MotionHandle m = Edt.get(() -> SwingLinks.link(Motion.create(0f, 1f, 5).withScheduler(frames).run(), panel,
                LinkEnd.CANCEL));
        Edt.run(frame::dispose);
        flushEdt();
        assertThat(Edt.get(m::isActive)).isFalse();
    }
}
