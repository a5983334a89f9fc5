package dev.lilt.bench.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.ManualMotionScheduler;
import org.junit.jupiter.api.Test;

/** The limit does Lilt's work: the same values, frame after frame, within float rounding. */
class HandWrittenLoopTest {
    private static final int MOTIONS = 1_000;

    @Test
    void update_writesLiltsValues_withinFloatRounding() {
        Target[] lilt = Target.array(MOTIONS);
        Target[] lean = Target.array(MOTIONS);
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Shape.liltMotions(scheduler, lilt);
        HandWrittenLoop loop = new HandWrittenLoop(lean, Shape.FROM, Shape.TO, Shape.DURATION);

        for (int frame = 1; frame <= 3_000; frame++) {
            // Frames of several sizes, the benchmark's tick among them.
            double dt = frame % 3 == 0 ? 0.05 : Shape.DT;
            scheduler.update(dt);
            loop.update(dt);
            for (int i = 0; i < MOTIONS; i++) {
                float expected = lilt[i].x;
                assertThat(lean[i].x).as("motion %d, frame %d", i, frame)
                        .isCloseTo(expected, within(2 * Math.ulp(expected)));
            }
        }
        assertThat(lilt[0].x).as("the motions moved").isGreaterThan(0.5f);
        assertThat(loop.allRunning()).isTrue();
        assertThat(scheduler.activeCount()).isEqualTo(MOTIONS);
    }
}
