package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.Ease;
import dev.lilt.motion.LinkEnd;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.Sequence;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Frames allocate nothing while FLIP moves, enter/exit transitions, scrubbing and links are running,
 * with reduced motion switched on.
 */
class UiMotionAllocationTest {
    /** The bound of the engine's allocation tests, for any one window. */
    private static final long BOUND = 32 * 1024;
    /**
     * Measured windows: a frame that allocated would show in every one, while the JIT's rare
     * allocations on this thread land in one now and then, so the quietest window must be empty.
     */
    private static final int WINDOWS = 5;

    private static final com.sun.management.ThreadMXBean BEAN =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @AfterEach
    void motionOn() {
        Motion.setReducedMotion(false);
    }

    @Test
    void frames_withFlipPresenceScrubLinksAndReducedMotionOn_allocateNothing() {
        long[] measured = fromFx(() -> {
            ManualMotionScheduler frames = new ManualMotionScheduler("ui allocation", 256);
            Group root = new Group();
            new Scene(root);

            VBox list = new VBox();
            List<Node> rows = new ArrayList<>();
            for (int i = 0; i < 32; i++) {
                Region row = new Region();
                row.setPrefSize(100, 10 + i);
                rows.add(row);
            }
            list.getChildren().setAll(rows);
            root.getChildren().add(list);
            FxFlip flip = FxFlip.attach(list, frames).withDuration(1e4).withEase(Ease.OUT_CUBIC);
            list.applyCss();
            list.layout();
            flip.measure();
            Collections.reverse(rows);
            list.getChildren().setAll(rows);
            list.layout();
            flip.measure(); // 32 moves running

            Pane overlay = new Pane();
            root.getChildren().add(overlay);
            for (int i = 0; i < 16; i++) {
                FxPresence.of(new Rectangle(10, 10), overlay).withScheduler(frames)
                        .withEnter(1e4, Ease.OUT_BACK, FxPresence.fadeAndSlide(0, 20)).show();
            }

            Rectangle scrubbed = new Rectangle();
            root.getChildren().add(scrubbed);
            SimpleDoubleProperty value = new SimpleDoubleProperty();
            FxScrub scrub = FxScrub.bind(Sequence.create()
                    .append(Motion.create(0.0, 100.0, 1).withScheduler(frames).bind(scrubbed, FxBinders.translateX()))
                    .append(Motion.create(0.0, 1.0, 1).withScheduler(frames).bind(scrubbed, FxBinders.opacity()))
                    .run(), value, 0, 1, s -> s.withSmoothing(0.2));

            for (int i = 0; i < 32; i++) {
                Rectangle linked = new Rectangle();
                root.getChildren().add(linked);
                FxLinks.link(Motion.create(0.0, 1.0, 1).withLoops(-1, LoopType.YOYO).withScheduler(frames)
                        .bind(linked, FxBinders.rotate()), linked, LinkEnd.CANCEL);
            }

            Motion.setReducedMotion(true);
            List<FxPresence> fading = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                FxPresence p = FxPresence.of(new Rectangle(10, 10), overlay).withScheduler(frames)
                        .withFadeWhenReduced(true).withEnter(1e4, Ease.OUT_CUBIC, FxPresence.fadeAndSlide(0, 20));
                p.show();
                fading.add(p);
            }

            for (int i = 0; i < 20_000; i++) {
                frame(frames, scrub, value, i);
            }
            long fewest = Long.MAX_VALUE;
            long most = 0;
            for (int w = 0; w < WINDOWS; w++) {
                long before = BEAN.getThreadAllocatedBytes(Thread.currentThread().getId());
                for (int i = 0; i < 2_000; i++) {
                    frame(frames, scrub, value, i);
                }
                long bytes = BEAN.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
                fewest = Math.min(fewest, bytes);
                most = Math.max(most, bytes);
            }
            long entering = fading.stream().filter(p -> p.progress() > 0 && p.progress() < 1).count();
            return new long[] {fewest, most, entering};
        });
        assertThat(measured[2]).as("presences fading in while motion is reduced").isEqualTo(8);
        assertThat(measured[0]).as("bytes in the quietest window of 2,000 frames").isZero();
        assertThat(measured[1]).as("bytes in the busiest window of 2,000 frames").isLessThan(BOUND);
    }

    private static void frame(ManualMotionScheduler frames, FxScrub scrub, SimpleDoubleProperty value, int i) {
        if (i % 50 == 0) {
            value.set((i / 50) % 2 == 0 ? 0.9 : 0.1);
        }
        scrub.scrubber().advance(1 / 120.0);
        frames.update(1 / 120.0);
    }
}
