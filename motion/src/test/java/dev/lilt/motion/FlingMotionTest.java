package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class FlingMotionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    private static double x(double x0, double v0, double k, double t) {
        return x0 + v0 / k * (1 - Math.exp(-k * t));
    }

    /** The crossing time of the decay with a bound ahead, solved by hand: e^(-kt) = 1 - (b - x0) k / v0. */
    private static double crossing(double x0, double v0, double k, double bound) {
        return -Math.log(1 - (bound - x0) * k / v0) / k;
    }

    /** An under-damped unit-mass spring from displacement 0 with velocity v: its displacement at t. */
    private static double springX(double v, double stiffness, double zeta, double t) {
        double w = Math.sqrt(stiffness);
        double wd = w * Math.sqrt(1 - zeta * zeta);
        return Math.exp(-zeta * w * t) * v / wd * Math.sin(wd * t);
    }

    private static double springV(double v, double stiffness, double zeta, double t) {
        double w = Math.sqrt(stiffness);
        double wd = w * Math.sqrt(1 - zeta * zeta);
        double s = zeta * w;
        return Math.exp(-s * t) * v * (Math.cos(wd * t) - s / wd * Math.sin(wd * t));
    }

    @Test
    void defaults_areComposeExponentialDecay() {
        // friction multiplier 1 = 4.2 per second, threshold 0.1 units per second
        MotionHandle h = Motion.fling(0f, 1000).withScheduler(scheduler).run().preserve();
        assertThat(h.duration()).isCloseTo(Math.log(1000 / 0.1) / 4.2, within(1e-12));
        assertThat(Fling.restingValue(h)).isCloseTo((float) ((1000 - 0.1) / 4.2), within(1e-3f));
    }

    @Test
    void springBack_isContinuousAtTheCrossing_thenFollowsTheSpring() {
        double k = 2;
        double v0 = 800;
        double stiffness = 150;
        double zeta = 0.5;
        MotionHandle h = Motion.fling(10f, v0).withFriction(k).withBounds(0, 100, BoundBehavior.SPRING_BACK)
                .withStiffness(stiffness).withDampingRatio(zeta).withScheduler(scheduler).run().preserve();
        double tc = crossing(10, v0, k, 100);
        double vc = v0 * Math.exp(-k * tc);
        double eps = 1e-7;

        h.setTime(tc - eps);
        double before = h.value();
        double velocityBefore = Fling.velocity(h);
        h.setTime(tc + eps);
        double after = h.value();
        double velocityAfter = Fling.velocity(h);
        assertThat(before).isCloseTo(100, within(1e-3));
        assertThat(after).isCloseTo(100, within(1e-3));
        assertThat(velocityBefore).isCloseTo(vc, within(1e-3));
        assertThat(velocityAfter).isCloseTo(vc, within(1e-3));

        for (double s = 0.01; s < 0.5; s += 0.037) {
            h.setTime(tc + s);
            assertThat(h.value()).isCloseTo(100 + springX(vc, stiffness, zeta, s), within(1e-4));
            assertThat(Fling.velocity(h)).isCloseTo(springV(vc, stiffness, zeta, s), within(1e-6 * vc));
        }
    }

    @Test
    void springBack_overshootsThenSettlesOnTheBound() {
        boolean[] done = {false};
        MotionHandle h = Motion.fling(50f, -2000).withBounds(0, 100, BoundBehavior.SPRING_BACK)
                .withOnComplete(() -> done[0] = true).withScheduler(scheduler).run().preserve();
        double lowest = 0;
        while (h.isPlaying()) {
            scheduler.update(0.004);
            lowest = Math.min(lowest, h.value());
        }
        assertThat(lowest).isLessThan(-10);
        assertThat(done[0]).isTrue();
        assertThat(h.value()).isEqualTo(0.0);
        assertThat(Fling.restingValue(h)).isEqualTo(0f);
    }

    @Test
    void springBack_fromOutsideTheBounds_springsToTheNearerOne() {
        MotionHandle h = Motion.fling(130f, 0).withBounds(0, 100, BoundBehavior.SPRING_BACK)
                .withDampingRatio(1).withScheduler(scheduler).run().preserve();
        assertThat(h.value()).isEqualTo(130.0);
        assertThat(Fling.restingValue(h)).isEqualTo(100f);
        double previous = 130;
        while (h.isPlaying()) {
            scheduler.update(0.01);
            assertThat(h.value()).isLessThanOrEqualTo(previous).isGreaterThanOrEqualTo(100);
            previous = h.value();
        }
        assertThat(h.value()).isEqualTo(100.0);
    }

    @Test
    void bounds_notReached_restAsUnbounded() {
        FlingMotionBuilder b = Motion.fling(10f, 100).withFriction(4).withBounds(0, 100, BoundBehavior.STOP);
        assertThat((double) b.restingValue()).isCloseTo(10 + (100 - 0.1) / 4, within(1e-4));
        MotionHandle h = b.withScheduler(scheduler).run();
        assertThat(h.duration()).isCloseTo(Math.log(1000) / 4, within(1e-12));
    }

    @Test
    void stopAtBound_restingValueIsTheBound() {
        FlingMotionBuilder b = Motion.fling(10f, 1000).withFriction(4).withBounds(0, 100, BoundBehavior.STOP);
        assertThat(b.restingValue()).isEqualTo(100f);
        MotionHandle h = b.withScheduler(scheduler).run();
        assertThat(h.duration()).isCloseTo(crossing(10, 1000, 4, 100), within(1e-12));
    }

    @Test
    void insideASequence_seekGivesTheDecay() {
        float[] cell = {0};
        MotionHandle lead = Motion.create(0f, 1f, 0.5).withScheduler(scheduler).run();
        MotionHandle fling = Motion.fling(5f, 300).withFriction(3).withScheduler(scheduler)
                .bind(cell, (v, c) -> c[0] = v);
        MotionHandle seq = Sequence.create().append(lead).append(fling).run(c -> c.withScheduler(scheduler));
        assertThat(seq.duration()).isCloseTo(0.5 + Math.log(3000) / 3, within(1e-9));
        seq.preserve();
        seq.setTime(0.9);
        assertThat((double) cell[0]).isCloseTo(x(5, 300, 3, 0.4), within(1e-4));
        seq.setTime(0.2);
        assertThat(cell[0]).isEqualTo(5f);
        seq.setTime(0.5 + 0.25);
        assertThat((double) cell[0]).isCloseTo(x(5, 300, 3, 0.25), within(1e-4));
    }

    @Test
    void springBack_insideASequence_seeksAsItPlaysAlone() {
        float[] cell = {0};
        MotionHandle lead = Motion.create(0f, 1f, 0.3).withScheduler(scheduler).run();
        MotionHandle child = Motion.fling(90f, 900).withBounds(0, 100, BoundBehavior.SPRING_BACK)
                .withScheduler(scheduler).bind(cell, (v, c) -> c[0] = v);
        MotionHandle alone = Motion.fling(90f, 900).withBounds(0, 100, BoundBehavior.SPRING_BACK)
                .withScheduler(scheduler).run().preserve();
        MotionHandle seq = Sequence.create().append(lead).append(child).run(c -> c.withScheduler(scheduler));
        assertThat(seq.duration()).isCloseTo(0.3 + alone.duration(), within(1e-9));
        seq.preserve();
        for (double t = 0.05; t < alone.duration(); t += 0.05) {
            seq.setTime(0.3 + t);
            alone.setTime(t);
            assertThat((double) cell[0]).isCloseTo(alone.value(), within(1e-4));
        }
        seq.setTime(seq.duration());
        assertThat(cell[0]).isEqualTo(100f);
    }

    @Test
    void handOff_fromADrag_valueAndVelocityAreContinuous() {
        // a drag at 600 units per second reaching 40, then released: fling and spring alike
        double dt = 1e-4;
        double dragBefore = 40 - 600 * dt;
        MotionHandle fling = Motion.fling(40f, 600).withScheduler(scheduler).run().preserve();
        MotionHandle spring = Motion.spring(40f, 200f).withInitialVelocity(600).withScheduler(scheduler).run()
                .preserve();
        assertThat(fling.value()).isEqualTo(40.0);
        assertThat(spring.value()).isEqualTo(40.0);
        assertThat(Fling.velocity(fling)).isEqualTo(600.0);
        assertThat(Spring.velocity(spring)).isCloseTo(600.0, within(1e-9));
        scheduler.update(dt);
        assertThat((fling.value() - 40) / dt).isCloseTo((40 - dragBefore) / dt, within(1.0));
        assertThat((spring.value() - 40) / dt).isCloseTo((40 - dragBefore) / dt, within(1.0));
    }

    @Test
    void handOff_flingToSpring_keepsTheVelocity() {
        // a pager: fling, then snap with a spring from where the fling is, as fast as it moves
        MotionHandle fling = Motion.fling(0f, 1500).withScheduler(scheduler).run().preserve();
        scheduler.update(0.1);
        double x = fling.value();
        double v = Fling.velocity(fling);
        assertThat(v).isCloseTo(1500 * Math.exp(-4.2 * 0.1), within(1e-6));
        fling.cancel();
        MotionHandle spring = Motion.spring((float) x, 400f).withInitialVelocity(v).withScheduler(scheduler).run();
        assertThat(spring.value()).isEqualTo(x);
        assertThat(Spring.velocity(spring)).isCloseTo(v, within(1e-9 * v));
    }

    @Test
    void zeroVelocity_endsAtOnceOnFrom() {
        MotionHandle h = Motion.fling(7f, 0).withScheduler(scheduler).run().preserve();
        scheduler.update(0.016);
        assertThat(h.isPlaying()).isFalse();
        assertThat(h.value()).isEqualTo(7.0);
    }

    @Test
    void badInputs_throwNamingThem() {
        assertThatThrownBy(() -> Motion.fling(Float.NaN, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from must be finite: NaN");
        assertThatThrownBy(() -> Motion.fling(0f, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("velocity must be finite: NaN");
        FlingMotionBuilder b = Motion.fling(50f, 10);
        assertThatThrownBy(() -> b.withFriction(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("friction must be > 0 and finite: 0.0");
        assertThatThrownBy(() -> b.withFriction(Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("friction must be > 0 and finite: NaN");
        assertThatThrownBy(() -> b.withVelocityThreshold(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threshold must be > 0 and finite: -1.0");
        assertThatThrownBy(() -> b.withBounds(5, 3, BoundBehavior.STOP)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("min must be <= max: 5.0 > 3.0");
        assertThatThrownBy(() -> b.withBounds(Float.NaN, 3, BoundBehavior.STOP))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("min must be finite: NaN");
        assertThatThrownBy(() -> b.withBounds(0, 10, BoundBehavior.STOP)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from must be within [min, max] to stop at the bounds: 50.0 outside [0.0, 10.0]");
        assertThatThrownBy(() -> b.withBounds(0, 10, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.withEase(Ease.OUT_CUBIC)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a fling's clock cannot be eased: ease must be LINEAR: OUT_CUBIC");
        assertThatThrownBy(() -> b.withEase(p -> p)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only Ease.LINEAR");
        assertThatThrownBy(() -> b.withLoops(2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a fling plays once: count must be 1: 2");
        assertThatThrownBy(() -> b.withLoops(-1, LoopType.YOYO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.withStiffness(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stiffness must be > 0 and finite: 0.0");
        assertThatThrownBy(() -> Motion.fling(0f, 1).withFriction(Double.MIN_VALUE).withScheduler(scheduler).run())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the fling must come to rest in a finite time: friction 4.9E-324, threshold 0.1 give a"
                        + " duration of Infinity s");
        assertThat(scheduler.activeCount()).isZero();
        // nothing half-done: the builder still works with its earlier settings
        MotionHandle h = b.withEase(Ease.LINEAR).withLoops(1).withScheduler(scheduler).run();
        assertThat(h.duration()).isCloseTo(Math.log(100) / 4.2, within(1e-12));
    }

    @Test
    void readOuts_onOtherMotions_throw() {
        MotionHandle tween = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        assertThatThrownBy(() -> Fling.velocity(tween)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a fling");
        MotionHandle h = Motion.fling(0f, 1).withScheduler(scheduler).run();
        assertThatThrownBy(() -> Fling.velocity(h, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("component must be in [0, 1): 1");
        h.cancel();
        assertThatThrownBy(() -> Fling.velocity(h)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> Fling.restingValue(MotionHandle.NONE)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void frames_allocateNothing() {
        float[] sink = new float[1];
        for (int k = 0; k < 100; k++) {
            FlingMotionBuilder b = Motion.fling(0f, 1e6 + k).withFriction(0.01).withVelocityThreshold(1e-6)
                    .withScheduler(scheduler);
            if (k % 2 == 0) {
                b.withBounds(-1e9f, 1e9f, BoundBehavior.SPRING_BACK);
            }
            b.bind(sink, (x, o) -> o[0] = x);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
