package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SpringMotionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    /** Runs a spring to rest in 1 ms steps and returns its largest distance beyond the target. */
    private double overshoot(MotionHandle h, double target) {
        double max = 0;
        while (h.isPlaying()) {
            scheduler.update(0.001);
            max = Math.max(max, h.value() - target);
        }
        return max;
    }

    @Test
    void underDamped_overshootsThenSettlesOnTarget() {
        boolean[] done = {false};
        MotionHandle h = Motion.spring(0f, 100f).withDampingRatio(0.5).withOnComplete(() -> done[0] = true)
                .withScheduler(scheduler).run().preserve();
        assertThat(overshoot(h, 100)).isGreaterThan(10);
        assertThat(done[0]).isTrue();
        assertThat(h.value()).isEqualTo(100.0);
        assertThat(Spring.velocity(h)).isZero();
    }

    @Test
    void criticallyDamped_neverOvershoots() {
        MotionHandle h = Motion.spring(0f, 100f).withDampingRatio(1).withScheduler(scheduler).run().preserve();
        assertThat(overshoot(h, 100)).isLessThanOrEqualTo(0);
    }

    @Test
    void overDamped_neverOvershootsAndIsSlower() {
        MotionHandle critical = Motion.spring(0f, 100f).withDampingRatio(1).withScheduler(scheduler).run();
        MotionHandle over = Motion.spring(0f, 100f).withDampingRatio(3).withScheduler(scheduler).run().preserve();
        assertThat(over.duration()).isGreaterThan(critical.duration());
        assertThat(overshoot(over, 100)).isLessThanOrEqualTo(0);
    }

    @Test
    void closedForm_underDamped_matchesTheFormula() {
        MotionHandle h = Motion.spring(0f, 1f).withStiffness(100).withDampingRatio(0.2).withScheduler(scheduler).run();
        scheduler.update(0.1);
        double w = 10;
        double s = 0.2 * w;
        double wd = w * Math.sqrt(1 - 0.04);
        double d = Math.exp(-s * 0.1) * (-Math.cos(wd * 0.1) - s / wd * Math.sin(wd * 0.1));
        assertThat(h.value()).isCloseTo(1 + d, within(1e-6));
    }

    @Test
    void duration_isTheSettleTime_withinTolerance() {
        MotionHandle h = Motion.spring(0f, 10f).withStiffness(400).withDampingRatio(1).withRestTolerance(0.01)
                .withScheduler(scheduler).run();
        double t = h.duration();
        // critical: x = 10 - 10 e^{-wt}(1 + wt); just before the settle time it is not yet within 0.01
        double w = 20;
        double remainingAt = 10 * Math.exp(-w * t) * (1 + w * t);
        assertThat(remainingAt).isLessThanOrEqualTo(0.01);
        double before = 10 * Math.exp(-w * t * 0.95) * (1 + w * t * 0.95);
        assertThat(before).isGreaterThan(0.005);
    }

    @Test
    void withResponse_setsStiffnessAsSwiftUi() {
        MotionHandle a = Motion.spring(0f, 1f).withResponse(0.5).withDampingRatio(0.3).withScheduler(scheduler).run();
        double k = Math.pow(2 * Math.PI / 0.5, 2);
        MotionHandle b = Motion.spring(0f, 1f).withStiffness(k).withDampingRatio(0.3).withScheduler(scheduler).run();
        scheduler.update(0.05);
        assertThat(a.value()).isEqualTo(b.value());
    }

    @Test
    void initialVelocity_movesFromARestingStart() {
        MotionHandle h = Motion.spring(5f, 5f).withInitialVelocity(100).withScheduler(scheduler).run();
        assertThat(h.duration()).isGreaterThan(0.01);
        scheduler.update(0.01);
        assertThat(h.value()).isGreaterThan(5.5);
    }

    @Test
    void retarget_keepsPositionAndVelocity() {
        MotionHandle h = Motion.spring(0f, 100f).withDampingRatio(0.6).withScheduler(scheduler).run();
        double dt = 1e-4;
        for (int i = 0; i < 1000; i++) {
            scheduler.update(dt);
        }
        double before = h.value();
        scheduler.update(dt);
        double at = h.value();
        double velocityBefore = Spring.velocity(h);
        double slopeBefore = (at - before) / dt;

        Spring.retarget(h, -50f);
        assertThat(h.value()).isEqualTo(at);
        assertThat(Spring.velocity(h)).isCloseTo(velocityBefore, within(1e-9 * Math.abs(velocityBefore)));
        assertThat(Spring.target(h)).isEqualTo(-50f);
        scheduler.update(dt);
        double slopeAfter = (h.value() - at) / dt;

        assertThat(Math.abs(velocityBefore)).isGreaterThan(50);
        assertThat(slopeAfter).isCloseTo(slopeBefore, within(0.02 * Math.abs(slopeBefore)));
    }

    @Test
    void retarget_thenSettlesOnTheNewTarget() {
        MotionHandle h = Motion.spring(0f, 100f).withScheduler(scheduler).run().preserve();
        scheduler.update(0.1);
        Spring.retarget(h, 30f);
        assertThat(h.time()).isZero();
        while (h.isPlaying()) {
            scheduler.update(0.016);
        }
        assertThat(h.value()).isEqualTo(30.0);
    }

    @Test
    void retarget_preservedAndCompleted_movesAgain() {
        int[] completions = {0};
        MotionHandle h = Motion.spring(0f, 1f).withOnComplete(() -> completions[0]++).withScheduler(scheduler)
                .run().preserve();
        scheduler.update(10);
        assertThat(h.isPlaying()).isFalse();
        Spring.retarget(h, 2f);
        assertThat(h.isPlaying()).isTrue();
        scheduler.update(10);
        assertThat(h.value()).isEqualTo(2.0);
        assertThat(completions[0]).isEqualTo(2);
    }

    @Test
    void retarget_notASpring_throws() {
        MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        assertThatThrownBy(() -> Spring.retarget(h, 1f)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a spring");
    }

    @Test
    void retarget_deadHandle_throwsIllegalState() {
        MotionHandle h = Motion.spring(0f, 1f).withScheduler(scheduler).run();
        h.cancel();
        assertThatThrownBy(() -> Spring.retarget(h, 1f)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> Spring.retarget(MotionHandle.NONE, 1f)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void retarget_nanTarget_throwsNamingIt() {
        MotionHandle h = Motion.spring(0f, 1f).withScheduler(scheduler).run();
        assertThatThrownBy(() -> Spring.retarget(h, Float.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("target must be finite: NaN");
    }

    @Test
    void badSettings_throwNamingThem() {
        SpringMotionBuilder b = Motion.spring(0f, 1f);
        assertThatThrownBy(() -> b.withStiffness(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stiffness must be > 0 and finite: 0.0");
        assertThatThrownBy(() -> b.withStiffness(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.withDampingRatio(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("dampingRatio must be > 0 and finite: 0.0");
        assertThatThrownBy(() -> b.withResponse(Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("responseSeconds must be > 0 and finite: NaN");
        assertThatThrownBy(() -> b.withInitialVelocity(Double.POSITIVE_INFINITY))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.withRestTolerance(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Motion.spring(Float.NaN, 1f)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from must be finite: NaN");
    }

    @Test
    void frames_allocateNothing() {
        float[] sink = new float[1];
        for (int k = 0; k < 100; k++) {
            Motion.spring(0f, 1f).withDampingRatio(0.1 + k * 0.02).withLoops(-1).withScheduler(scheduler)
                    .bind(sink, (x, o) -> o[0] = x);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
