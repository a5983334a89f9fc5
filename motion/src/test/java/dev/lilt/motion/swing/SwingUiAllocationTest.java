package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.Ease;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.LinkEnd;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.Sequence;
import java.awt.GridLayout;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BoundedRangeModel;
import javax.swing.DefaultBoundedRangeModel;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRootPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Frames allocate nothing on the EDT while Swing's UI features run together: linked motions, FLIP
 * moves, enter transitions, a smoothed scrub of a sequence, with reduced motion switched on.
 */
class SwingUiAllocationTest {
    /** The bound of the engine's allocation tests, for any one window. */
    private static final long BOUND = 32 * 1024;
    private static final double DT = 1 / 120.0;
    /**
     * Measured windows: a frame that allocated would show in every one, while the JIT's rare
     * allocations on this thread land in one now and then, so the quietest window must be empty.
     */
    private static final int WINDOWS = 5;

    private static final com.sun.management.ThreadMXBean BEAN =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final List<SwingPresence<AlphaPanel>> presences = new ArrayList<>();

    @AfterEach
    void motionOn() {
        Motion.setReducedMotion(false);
    }

    @Test
    void frames_withLinksFlipPresenceScrubAndReducedMotionOn_allocateNothing() {
        long[] measured = Edt.get(() -> {
            ManualMotionScheduler frames = new ManualMotionScheduler("swing ui allocation", 256);
            JRootPane window = new JRootPane();

            List<MotionHandle> linked = linkedMotions(frames, window);
            JPanel list = flipInFlight(frames, window);
            JPanel overlay = new JPanel(null);
            window.getContentPane().add(overlay);
            enter(frames, overlay, 8, false);
            BoundedRangeModel model = new DefaultBoundedRangeModel(0, 0, 0, 1000);
            SwingScrub scrub = scrubbedSequence(frames, window, model);

            Motion.setReducedMotion(true);
            enter(frames, overlay, 8, true);
            enter(frames, overlay, 8, false); // these jump: done at the first update

            try {
                for (int i = 0; i < 20_000; i++) {
                    frame(frames, scrub, model, i);
                }
                long fewest = Long.MAX_VALUE;
                long most = 0;
                for (int w = 0; w < WINDOWS; w++) {
                    long before = BEAN.getThreadAllocatedBytes(Thread.currentThread().getId());
                    for (int i = 0; i < 2_000; i++) {
                        frame(frames, scrub, model, i);
                    }
                    long bytes = BEAN.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
                    fewest = Math.min(fewest, bytes);
                    most = Math.max(most, bytes);
                }
                long playing = linked.stream().filter(MotionHandle::isPlaying).count();
                return new long[] {fewest, most, playing, list.getComponent(0).getY(), entering(),
                    Math.round(scrub.scrubber().time() * 1000)};
            } finally {
                scrub.close();
            }
        });

        assertThat(measured[2]).as("linked motions still playing").isEqualTo(32);
        assertThat(measured[3]).as("the first row, still on its way from 620 px to 0").isBetween(1L, 619L);
        assertThat(measured[4]).as("presences still entering (8 under motion, 8 fading while reduced)")
                .isEqualTo(16);
        assertThat(measured[5]).as("the scrubbed sequence's time, ms").isBetween(1L, 1999L);
        assertThat(measured[0]).as("bytes in the quietest window of 2,000 frames").isZero();
        assertThat(measured[1]).as("bytes in the busiest window of 2,000 frames").isLessThan(BOUND);
    }

    private static List<MotionHandle> linkedMotions(ManualMotionScheduler frames, JRootPane window) {
        List<MotionHandle> handles = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            AlphaPanel panel = new AlphaPanel();
            panel.setSize(40, 20);
            window.getContentPane().add(panel);
            handles.add(SwingLinks.link(Motion.create(0f, 1f, 1).withLoops(-1, LoopType.YOYO).withScheduler(frames)
                    .bind(panel, SwingBinders.alpha()), panel, LinkEnd.CANCEL));
        }
        return handles;
    }

    /** A 32-row list, laid out, then reversed and laid out again: every row moves for a long time. */
    private static JPanel flipInFlight(ManualMotionScheduler frames, JRootPane window) {
        JPanel list = new JPanel(new GridLayout(0, 1));
        List<JLabel> rows = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            JLabel row = new JLabel("row " + i);
            rows.add(row);
            list.add(row);
        }
        list.setSize(100, 32 * 20);
        window.getContentPane().add(list);
        SwingFlip.install(list, frames).withDuration(1e4).withEase(Ease.OUT_CUBIC);
        list.doLayout();
        list.removeAll();
        for (int i = rows.size() - 1; i >= 0; i--) {
            list.add(rows.get(i));
        }
        list.doLayout();
        return list;
    }

    private void enter(ManualMotionScheduler frames, JPanel overlay, int count, boolean fadeWhenReduced) {
        for (int i = 0; i < count; i++) {
            AlphaPanel toast = new AlphaPanel();
            toast.setBounds(0, 24 * i, 120, 20);
            SwingPresence<AlphaPanel> p = SwingPresence.of(toast, overlay).withScheduler(frames)
                    .withFadeWhenReduced(fadeWhenReduced)
                    .withEnter(1e4, Ease.OUT_BACK, (v, panel) -> {
                        panel.setAlpha(Math.min(1f, Math.max(0f, v)));
                        panel.setLocation(Math.round(40 * (1 - v)), panel.getY());
                    });
            p.show();
            if (fadeWhenReduced || !Motion.isReducedMotion()) {
                presences.add(p);
            }
        }
    }

    private static SwingScrub scrubbedSequence(ManualMotionScheduler frames, JRootPane window,
                                               BoundedRangeModel model) {
        JLabel moved = new JLabel("scrubbed");
        AlphaPanel faded = new AlphaPanel();
        faded.setSize(40, 20);
        window.getContentPane().add(moved);
        window.getContentPane().add(faded);
        MotionHandle sequence = Sequence.create()
                .append(Motion.create(Float2.of(0, 0), Float2.of(300, 100), 1).withScheduler(frames)
                        .bind(moved, SwingBinders.location()))
                .append(Motion.create(0f, 1f, 1).withScheduler(frames).bind(faded, SwingBinders.alpha()))
                .run();
        return SwingScrub.bind(sequence, model, s -> s.withSmoothing(0.2));
    }

    /** Moves the slider now and then, lets the scrub close in on it, and runs one frame. */
    private static void frame(ManualMotionScheduler frames, SwingScrub scrub, BoundedRangeModel model, int i) {
        if (i % 50 == 0) {
            model.setValue((i / 50) % 2 == 0 ? 900 : 100);
        }
        scrub.scrubber().advance(DT);
        frames.update(DT);
    }

    private long entering() {
        return presences.stream().filter(p -> p.isShown() && p.progress() > 0 && p.progress() < 1).count();
    }
}
