package dev.lilt.motion.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.Ease;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.value.Rgba;
import java.awt.Color;
import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

/** The binders on lightweight components, which Swing creates under java.awt.headless=true; all on the EDT. */
class SwingBindersTest {
    private final ManualMotionScheduler frames = new ManualMotionScheduler("swing binders");
    private final List<String> errors = new ArrayList<>();

    SwingBindersTest() {
        frames.setUnhandledErrorHandler((name, error) -> errors.add(name + ": " + error));
    }

    @Test
    void location_size_bounds_writeRoundedPixels() {
        Rectangle[] seen = Edt.get(() -> {
            JPanel moved = new JPanel();
            JPanel sized = new JPanel();
            JPanel framed = new JPanel();
            Motion.create(Float2.of(0, 0), Float2.of(101, -51), 1).withScheduler(frames)
                    .bind(moved, SwingBinders.location());
            Motion.create(Float2.of(10, 10), Float2.of(30, 51), 1).withScheduler(frames)
                    .bind(sized, SwingBinders.size());
            Motion.create(Float4.of(0, 0, 0, 0), SwingBinders.toFloat4(new Rectangle(40, 20, 200, 100)), 1)
                    .withScheduler(frames).bind(framed, SwingBinders.bounds());
            frames.update(0.5);
            return new Rectangle[] {moved.getBounds(), sized.getBounds(), framed.getBounds()};
        });

        assertThat(seen[0].getLocation()).isEqualTo(new java.awt.Point(51, -25));   // 50.5 and -25.5 round half up
        assertThat(seen[1].getSize()).isEqualTo(new java.awt.Dimension(20, 31));
        assertThat(seen[2]).isEqualTo(new Rectangle(20, 10, 100, 50));
    }

    @Test
    void size_andBounds_neverWriteANegativeExtent() {
        int[] seen = Edt.get(() -> {
            JPanel framed = new JPanel();
            JPanel sized = new JPanel();
            Motion.create(Float4.of(0, 0, 10, 10), Float4.of(0, 0, 0, 0), 1).withEase(Ease.OUT_BACK)
                    .withScheduler(frames).bind(framed, SwingBinders.bounds());
            Motion.create(Float2.of(10, 10), Float2.of(-5, -5), 0.5).withScheduler(frames)
                    .bind(sized, SwingBinders.size());
            frames.update(0.6);   // OUT_BACK overshoots 0 here: the interpolated extents are negative
            return new int[] {framed.getWidth(), framed.getHeight(), sized.getWidth(), sized.getHeight()};
        });

        assertThat(seen).containsExactly(0, 0, 0, 0);
        assertThat(errors).isEmpty();
    }

    @Test
    void background_andForeground_followAColourMotion() {
        Color[] seen = Edt.get(() -> {
            JLabel label = new JLabel("x");
            SwingColors.motion(Color.BLACK, Color.WHITE, 1).withScheduler(frames)
                    .bind(label, SwingBinders.background());
            SwingColors.motion(new Color(255, 0, 0, 0), Color.RED, 1).withScheduler(frames)
                    .bind(label, SwingBinders.foreground());
            frames.update(0.5);
            Color half = label.getBackground();
            Color halfAlpha = label.getForeground();
            frames.update(0.5);
            return new Color[] {half, halfAlpha, label.getBackground(), label.getForeground()};
        });

        assertThat(seen[0]).isEqualTo(new Color(128, 128, 128));
        assertThat(seen[1]).isEqualTo(new Color(255, 0, 0, 128));
        assertThat(seen[2]).isEqualTo(Color.WHITE);
        assertThat(seen[3]).isEqualTo(Color.RED);
    }

    @Test
    void background_unchangedEightBitColour_keepsTheSameColorObject() {
        boolean same = Edt.get(() -> {
            JPanel panel = new JPanel();
            SwingColors.motion(Color.BLACK, new Color(1, 1, 1), 100).withScheduler(frames)
                    .bind(panel, SwingBinders.background());
            frames.update(1);
            Color before = panel.getBackground();
            frames.update(1);   // 0.02 of one 8-bit step: the same colour
            return before == panel.getBackground();
        });

        assertThat(same).isTrue();
    }

    @Test
    void colour_overshootingEase_isClamped() {
        Color seen = Edt.get(() -> {
            JPanel panel = new JPanel();
            Motion.create(Rgba.BLACK, Rgba.WHITE, 1).withEase(Ease.OUT_BACK).withScheduler(frames)
                    .bind(panel, SwingBinders.background());
            frames.update(0.6);
            return panel.getBackground();
        });

        assertThat(errors).isEmpty();
        assertThat(seen).isEqualTo(Color.WHITE);
    }

    @Test
    void alpha_writesAnAlphaPanel_clampedToTheUnitRange() {
        float[] seen = Edt.get(() -> {
            AlphaPanel panel = new AlphaPanel();
            Motion.create(1f, 0f, 1).withScheduler(frames).bind(panel, SwingBinders.alpha());
            frames.update(0.25);
            float quarter = panel.getAlpha();
            Motion.punch(1f, 1f, 1).withScheduler(frames).bind(panel, SwingBinders.alpha());
            frames.update(0.05);
            return new float[] {quarter, panel.getAlpha()};
        });

        assertThat(seen[0]).isEqualTo(0.75f);
        assertThat(seen[1]).isBetween(0f, 1f);
        assertThat(errors).isEmpty();
    }

    @Test
    void nullComponent_binderFailureReachesTheErrorHandler_otherMotionsGoOn() {
        Rectangle healthy = Edt.get(() -> {
            JPanel panel = new JPanel();
            Motion.create(Float2.of(0, 0), Float2.of(10, 10), 1).withScheduler(frames).withDebugName("no component")
                    .bind((Component) null, SwingBinders.location());
            Motion.create(Float2.of(0, 0), Float2.of(10, 10), 1).withScheduler(frames)
                    .bind(panel, SwingBinders.location());
            frames.update(1);
            return panel.getBounds();
        });

        assertThat(healthy.getLocation()).isEqualTo(new java.awt.Point(10, 10));
        assertThat(errors).isNotEmpty().allSatisfy(e -> assertThat(e)
                .startsWith("no component: java.lang.NullPointerException").contains("setLocation"));
    }

    @Test
    void onASwingMotionScheduler_componentsAnimateOnTheEdt() throws InterruptedException {
        SwingMotionScheduler swing = new SwingMotionScheduler(5);
        AtomicBoolean done = new AtomicBoolean();
        JPanel panel = Edt.get(() -> {
            JPanel p = new JPanel();
            swing.start();
            Motion.create(Float4.of(0, 0, 10, 10), Float4.of(100, 50, 40, 20), 0.1).withScheduler(swing)
                    .withOnComplete(() -> done.set(true)).bind(p, SwingBinders.bounds());
            return p;
        });
        try {
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (!Edt.get(done::get) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertThat(Edt.<Rectangle>get(panel::getBounds)).isEqualTo(new Rectangle(100, 50, 40, 20));
        } finally {
            Edt.run(swing::stop);
        }
    }

    @Test
    void toFloat4_givesXYWidthHeight_andRejectsNull() {
        assertThat(SwingBinders.toFloat4(new Rectangle(1, 2, 3, 4))).isEqualTo(Float4.of(1, 2, 3, 4));
        assertThatThrownBy(() -> SwingBinders.toFloat4(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("bounds == null");
    }

    @Test
    void frames_movingAndFadingComponents_allocateNothing() {
        long allocated = Edt.get(() -> {
            for (int i = 0; i < 32; i++) {
                JPanel panel = new JPanel();
                AlphaPanel card = new AlphaPanel();
                Motion.create(Float4.of(0, 0, 10, 10), Float4.of(300, 200, 50, 40), 1).withLoops(-1, LoopType.YOYO)
                        .withScheduler(frames).bind(panel, SwingBinders.bounds());
                Motion.create(Float2.of(0, 0), Float2.of(300, 200), 1).withLoops(-1, LoopType.YOYO)
                        .withScheduler(frames).bind(card, SwingBinders.location());
                Motion.create(0f, 1f, 1).withLoops(-1, LoopType.YOYO).withScheduler(frames)
                        .bind(card, SwingBinders.alpha());
            }
            for (int i = 0; i < 20_000; i++) {
                frames.update(1 / 120.0);
            }
            com.sun.management.ThreadMXBean bean =
                    (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
            long before = bean.getThreadAllocatedBytes(Thread.currentThread().getId());
            for (int i = 0; i < 2_000; i++) {
                frames.update(1 / 120.0);
            }
            return bean.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        });

        assertThat(allocated).as("bytes over 2,000 frames of 96 motions").isLessThan(32 * 1024);
    }
}
