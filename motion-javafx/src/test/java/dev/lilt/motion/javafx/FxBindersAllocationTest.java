package dev.lilt.motion.javafx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.LoopType;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import java.lang.management.ManagementFactory;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Frames that write through the binders and accessors allocate nothing once warmed up (HotSpot's ThreadMXBean). */
class FxBindersAllocationTest {
    /** JIT compilation and the bean allocate a few KB now and then; one object per write costs MBs. */
    private static final long BOUND = 32 * 1024;

    private static final com.sun.management.ThreadMXBean BEAN =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @Test
    void frames_writingNodesAndPropertiesThroughBindersAndAccessors_allocateNothing() {
        ManualMotionScheduler frames = new ManualMotionScheduler("allocation", 256);
        for (int i = 0; i < 32; i++) {
            Rectangle node = new Rectangle(10, 10);
            DoubleProperty property = new SimpleDoubleProperty();
            Motion.create(0.0, 100.0, 1).withLoops(-1, LoopType.YOYO).withScheduler(frames)
                    .bind(node, FxBinders.translateX());
            Motion.create(0f, 1f, 1).withLoops(-1, LoopType.YOYO).withScheduler(frames).bind(node, FxBinders.opacity());
            Motion.create(Float2.of(1, 1), Float2.of(2, 2), 1).withLoops(-1, LoopType.YOYO).withScheduler(frames)
                    .bind(node, FxBinders.scaleXY());
            Motion.create(0.0, 360.0, 1).withLoops(-1).withScheduler(frames).bind(node, FxBinders.rotate());
            Motion.create(0.0, 1.0, 1).withLoops(-1, LoopType.YOYO).withScheduler(frames)
                    .bind(property, FxBinders.doubleValue());
            Motion.to(node, FxAccessors.translateY(), 50f, 1).withLoops(-1, LoopType.YOYO).withScheduler(frames)
                    .start();
        }
        for (int i = 0; i < 20_000; i++) {
            frames.update(1 / 120.0);
        }

        long before = BEAN.getThreadAllocatedBytes(Thread.currentThread().getId());
        for (int i = 0; i < 2_000; i++) {
            frames.update(1 / 120.0);
        }
        long allocated = BEAN.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;

        assertThat(allocated).as("bytes over 2,000 frames of 192 motions").isLessThan(BOUND);
    }
}
