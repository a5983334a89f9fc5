package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.Scale;

/**
 * Flings against the decay written out here: x(t) = x0 + v0 / k (1 - e^(-k t)),
 * v(t) = v0 e^(-k t), ending when |v| = threshold.
 */
class FlingProperties {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    private static double x(double x0, double v0, double k, double t) {
        return x0 + v0 / k * (1 - Math.exp(-k * t));
    }

    private static double tolerance(double value) {
        return 2e-6 * Math.max(1, Math.abs(value));
    }

    @Property
    void valueAndVelocity_followTheDecay(@ForAll @FloatRange(min = -1000, max = 1000) float x0,
                                         @ForAll @DoubleRange(min = -5000, max = 5000) double v0,
                                         @ForAll @DoubleRange(min = 0.5, max = 20) double k,
                                         @ForAll @DoubleRange(min = 0, max = 1) double fraction) {
        MotionHandle h = Motion.fling(x0, v0).withFriction(k).withVelocityThreshold(0.5)
                .withScheduler(scheduler).run().preserve();
        double end = Math.abs(v0) <= 0.5 ? 0 : Math.log(Math.abs(v0) / 0.5) / k;
        assertThat(h.duration()).isCloseTo(Math.max(end, 1e-6), within(1e-9 * Math.max(1, end)));
        double t = fraction * end * 0.999;
        h.setTime(t);
        assertThat(h.value()).isCloseTo(x(x0, v0, k, t), within(tolerance(x(x0, v0, k, t))));
        if (end > 0) {
            double v = v0 * Math.exp(-k * t);
            assertThat(Fling.velocity(h)).isCloseTo(v, within(1e-6 * Math.max(1, Math.abs(v))));
        }
        h.cancel();
    }

    @Property
    void endsOnTheRestingValue(@ForAll @FloatRange(min = -1000, max = 1000) float x0,
                               @ForAll @DoubleRange(min = -5000, max = 5000) double v0,
                               @ForAll @DoubleRange(min = 0.5, max = 20) double k,
                               @ForAll @DoubleRange(min = 0.01, max = 50) double threshold) {
        FlingMotionBuilder b = Motion.fling(x0, v0).withFriction(k).withVelocityThreshold(threshold)
                .withScheduler(scheduler);
        double end = Math.abs(v0) <= threshold ? 0 : Math.log(Math.abs(v0) / threshold) / k;
        double rest = x(x0, v0, k, end);
        assertThat((double) b.restingValue()).isCloseTo(rest, within(tolerance(rest)));
        MotionHandle h = b.run().preserve();
        assertThat(Fling.restingValue(h)).isEqualTo(b.restingValue());
        scheduler.update(end + 1);
        assertThat(h.isPlaying()).isFalse();
        assertThat(h.value()).isEqualTo((double) b.restingValue());
        assertThat(Fling.velocity(h)).isZero();
        h.cancel();
    }

    @Property
    void stopAtBound_endsWhenTheDecayCrossesIt(@ForAll @FloatRange(min = 0, max = 100) float x0,
                                               @ForAll @DoubleRange(min = 400, max = 5000) double speed,
                                               @ForAll boolean up) {
        double v0 = up ? speed : -speed;
        double k = 3;
        float bound = up ? 100 : 0;
        MotionHandle h = Motion.fling(x0, v0).withFriction(k).withBounds(0, 100, BoundBehavior.STOP)
                .withScheduler(scheduler).run().preserve();
        // the crossing by bisection on the formula: x is monotonic in t
        double lo = 0;
        double hi = 10;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            if ((x(x0, v0, k, mid) - bound) * (up ? 1 : -1) < 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        assertThat(h.duration()).isCloseTo(Math.max(1e-6, hi), within(1e-9));
        h.setTime(hi * 0.5);
        assertThat(h.value()).isBetween(0.0, 100.0);
        h.setTime(hi * 2);
        assertThat(h.value()).isEqualTo((double) bound);
        h.cancel();
    }

    @Property
    void springBack_continuousAtTheCrossing_endsOnTheBound(@ForAll @FloatRange(min = 0, max = 100) float x0,
                                                           @ForAll @DoubleRange(min = 400, max = 5000) double speed,
                                                           @ForAll boolean up,
                                                           @ForAll @DoubleRange(min = 1, max = 10) double k,
                                                           @ForAll @DoubleRange(min = 0.3, max = 2) double zeta) {
        double v0 = up ? speed : -speed;
        float bound = up ? 100 : 0;
        double u = ((double) bound - x0) * k / v0; // in double: a float difference moves tc by up to 1e-5 s
        Assume.that(u > 0 && u < 1 - 0.1 / speed);
        double tc = -Math.log(1 - u) / k;
        double vc = v0 * Math.exp(-k * tc);
        MotionHandle h = Motion.fling(x0, v0).withFriction(k).withBounds(0, 100, BoundBehavior.SPRING_BACK)
                .withDampingRatio(zeta).withScheduler(scheduler).run().preserve();
        double eps = 1e-6;
        h.setTime(tc - eps);
        assertThat(h.value()).isCloseTo(bound, within(1e-2));
        assertThat(Fling.velocity(h)).isCloseTo(vc, within(1e-3 * Math.abs(vc)));
        h.setTime(tc + eps);
        assertThat(h.value()).isCloseTo(bound, within(1e-2));
        if (h.duration() > tc + eps) {
            assertThat(Fling.velocity(h)).isCloseTo(vc, within(1e-3 * Math.abs(vc)));
        } else {
            // a crossing speed within the rest tolerance (|v| / omega) settles the spring-back at once
            assertThat(h.duration()).isCloseTo(tc, within(1e-9 + 1e-9 * tc));
            assertThat(Fling.velocity(h)).isZero();
        }
        assertThat(h.duration()).isGreaterThanOrEqualTo(tc - 1e-9 * tc);
        h.setTime(h.duration());
        assertThat(h.value()).isEqualTo((double) bound);
        h.cancel();
    }

    @Property(tries = 50)
    void seek_equalsPlay(@ForAll @FloatRange(min = -100, max = 100) float x0,
                         @ForAll @DoubleRange(min = -3000, max = 3000) double v0,
                         @ForAll @DoubleRange(min = 0.001, max = 0.05) @Scale(4) double dt,
                         @ForAll boolean springBack) {
        FlingMotionBuilder a = Motion.fling(x0, v0).withScheduler(scheduler);
        FlingMotionBuilder b = Motion.fling(x0, v0).withScheduler(scheduler);
        if (springBack) {
            a.withBounds(-150, 150, BoundBehavior.SPRING_BACK);
            b.withBounds(-150, 150, BoundBehavior.SPRING_BACK);
        }
        MotionHandle played = a.run().preserve();
        MotionHandle seeked = b.run().preserve();
        seeked.pause();
        for (int i = 0; i < 60; i++) {
            scheduler.update(dt);
            seeked.setTime(played.time());
            assertThat(seeked.value()).isEqualTo(played.value());
            assertThat(Fling.velocity(seeked)).isEqualTo(Fling.velocity(played));
        }
        played.cancel();
        seeked.cancel();
    }
}
