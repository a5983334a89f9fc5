package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EaseErrorAndLoopDelayTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> errors = new ArrayList<>();

    EaseErrorAndLoopDelayTest() {
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(name + ":" + e.getMessage()));
    }

    @Test
    void throwingCustomEase_isReported_fallsBackToLinear_andOthersRun() {
        float[] x = new float[2];
        Motion.create(0f, 10f, 1).withScheduler(scheduler).withDebugName("bad")
                .withEase(t -> {
                    if (t > 0) {
                        throw new IllegalStateException("boom");
                    }
                    return t;
                })
                .bind(x, (v, c) -> c[0] = v);
        Motion.create(0f, 10f, 1).withScheduler(scheduler).bind(x, (v, c) -> c[1] = v);
        scheduler.update(0.5);
        assertThat(errors).containsExactly("bad:boom");
        assertThat(x).containsExactly(5f, 5f);
    }

    @Test
    void throwingCustomEase_withCancelOnError_cancelsOnlyThatMotion() {
        float[] x = new float[2];
        MotionHandle bad = Motion.create(0f, 10f, 1).withScheduler(scheduler).withCancelOnError(true)
                .withEase(t -> {
                    if (t > 0) {
                        throw new IllegalStateException("boom");
                    }
                    return t;
                })
                .bind(x, (v, c) -> c[0] = v);
        MotionHandle good = Motion.create(0f, 10f, 1).withScheduler(scheduler).bind(x, (v, c) -> c[1] = v);
        scheduler.update(0.5);
        assertThat(bad.isActive()).isFalse();
        assertThat(good.isPlaying()).isTrue();
        assertThat(x[1]).isEqualTo(5f);
    }

    @Test
    void everyLoopDelay_skippingValues_writesTheLoopsEndOnEnteringThePause() {
        float[] x = {-1};
        Motion.create(0f, 10f, 1).withScheduler(scheduler)
                .withLoops(3).withDelay(0.5, DelayType.EVERY_LOOP)
                .bind(x, (v, c) -> c[0] = v);
        scheduler.update(0.5);
        scheduler.update(0.7);
        assertThat(x[0]).isEqualTo(7f);
        scheduler.update(0.4);
        assertThat(x[0]).as("held at loop 1's end during the pause").isEqualTo(10f);
        scheduler.update(0.2);
        assertThat(x[0]).isEqualTo(10f);
        scheduler.update(0.3);
        assertThat(x[0]).isEqualTo(1f);
    }

    @Test
    void everyLoopDelay_writingValues_showsTheNextLoopsStart() {
        float[] x = {-1};
        Motion.create(0f, 10f, 1).withScheduler(scheduler)
                .withLoops(3).withDelay(0.5, DelayType.EVERY_LOOP, false)
                .bind(x, (v, c) -> c[0] = v);
        scheduler.update(0.5);
        scheduler.update(0.7);
        scheduler.update(0.4);
        assertThat(x[0]).isEqualTo(0f);
    }
}
