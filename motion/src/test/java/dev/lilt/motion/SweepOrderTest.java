package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The motions left after a frame sit in one order whatever order the others died in. The fused
 * frame and the general passes kill motions in different orders (a motion completes in the
 * advance, another is cancelled by a binder), and the order motions are left in is the order the
 * next frames bind them in, which decides who wins when two motions write one property; the
 * property "fused frame == general passes" found the difference.
 */
class SweepOrderTest {

    @Test
    void bindOrderAfterRemovalsDoesNotDependOnTheOrderOfDeaths() {
        List<String> lowerFirst = removeAndBind(true);
        List<String> higherFirst = removeAndBind(false);

        assertThat(lowerFirst).isEqualTo(higherFirst).hasSize(4);
    }

    /** Six float motions; a binder cancels two of them, in either order; the next frame binds the rest. */
    private static List<String> removeAndBind(boolean lowerFirst) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        List<String> log = new ArrayList<>();
        MotionHandle[] h = new MotionHandle[6];
        for (int m = 0; m < h.length; m++) {
            String id = "m" + m;
            h[m] = Motion.create(0f, 1f, 10).withScheduler(s).bind(v -> log.add(id));
        }
        Motion.create(0f, 1f, 0).withScheduler(s).bind(v -> {
            h[lowerFirst ? 1 : 2].tryCancel();
            h[lowerFirst ? 2 : 1].tryCancel();
        });
        s.update(0.01);
        log.clear();
        s.update(0.01);
        return log;
    }
}
