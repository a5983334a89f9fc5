package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import org.junit.jupiter.api.Test;

class VectorFlingTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    private static double x(double x0, double v0, double k, double t) {
        return x0 + v0 / k * (1 - Math.exp(-k * t));
    }

    private static double end(double v0, double k, double threshold) {
        return Math.abs(v0) <= threshold ? 0 : Math.log(Math.abs(v0) / threshold) / k;
    }

    @Test
    void float2_eachAxisDecays_theLongestSetsTheDuration() {
        float[] out = new float[2];
        MotionHandle h = Motion.fling(Float2.of(10, -5), Float2.of(300, -40)).withFriction(3)
                .withScheduler(scheduler).bind(out, (px, py, o) -> {
                    o[0] = px;
                    o[1] = py;
                }).preserve();
        double ex = end(300, 3, 0.1);
        assertThat(h.duration()).isCloseTo(Math.max(ex, end(-40, 3, 0.1)), within(1e-12));
        h.setTime(0.3);
        assertThat((double) out[0]).isCloseTo(x(10, 300, 3, 0.3), within(1e-4));
        assertThat((double) out[1]).isCloseTo(x(-5, -40, 3, 0.3), within(1e-4));
        assertThat(Fling.velocity(h, 1)).isCloseTo(-40 * Math.exp(-0.9), within(1e-9));
        // y rests before x: it holds its resting value while x still moves
        double ey = end(-40, 3, 0.1);
        h.setTime((ey + ex) / 2);
        assertThat(Fling.velocity(h, 1)).isZero();
        assertThat(out[1]).isEqualTo(Fling.restingValue(h, 1));
        assertThat(Fling.velocity(h, 0)).isGreaterThan(0);
    }

    @Test
    void float2_rectangle_stopsTheAxisThatHitsAWall_theOtherGoesOn() {
        Float2FlingBuilder b = Motion.fling(Float2.of(50, 50), Float2.of(1000, 100)).withFriction(4)
                .withBounds(Float2.of(0, 0), Float2.of(100, 100), BoundBehavior.STOP);
        Float2 rest = b.restingValue();
        assertThat(rest.x()).isEqualTo(100f);
        assertThat((double) rest.y()).isCloseTo(50 + (100 - 0.1) / 4, within(1e-4));
        MotionHandle h = b.withScheduler(scheduler).run().preserve();
        double hit = -Math.log(1 - 50 * 4 / 1000.0) / 4;
        h.setTime(hit + 0.01);
        assertThat(Fling.velocity(h, 0)).isZero();
        assertThat(Fling.velocity(h, 1)).isCloseTo(100 * Math.exp(-4 * (hit + 0.01)), within(1e-9));
        scheduler.update(10);
        assertThat(Fling.restingValue(h, 0)).isEqualTo(100f);
    }

    @Test
    void float3_springBack_settlesOnTheBox() {
        float[] out = new float[3];
        MotionHandle h = Motion.fling(Float3.of(0, 0, 0), Float3.of(-900, 0, 900))
                .withBounds(Float3.of(-50, -50, -50), Float3.of(50, 50, 50), BoundBehavior.SPRING_BACK)
                .withScheduler(scheduler).bind(out, (px, py, pz, o) -> {
                    o[0] = px;
                    o[1] = py;
                    o[2] = pz;
                }).preserve();
        double beyond = 0;
        while (h.isPlaying()) {
            scheduler.update(0.005);
            beyond = Math.max(beyond, out[2] - 50);
        }
        assertThat(beyond).isGreaterThan(5);
        assertThat(out).containsExactly(-50f, 0f, 50f);
    }

    @Test
    void badBounds_nameTheAxis() {
        Float2FlingBuilder b = Motion.fling(Float2.of(5, 500), Float2.ZERO);
        assertThatThrownBy(() -> b.withBounds(Float2.of(0, 9), Float2.of(10, 3), BoundBehavior.SPRING_BACK))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("min.y must be <= max.y: 9.0 > 3.0");
        assertThatThrownBy(() -> b.withBounds(Float2.of(0, 0), Float2.of(10, 10), BoundBehavior.STOP))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("from.y must be within [min.y, max.y] to stop at the bounds: 500.0 outside [0.0, 10.0]");
        assertThatThrownBy(() -> Motion.fling(Float2.ZERO, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("velocity == null");
        assertThatThrownBy(() -> b.withLoops(3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.withEase(Ease.IN_SINE)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void frames_allocateNothing() {
        float[] sink = new float[2];
        for (int k = 0; k < 100; k++) {
            Motion.fling(Float2.ZERO, Float2.of(1e6f + k, -1e6f)).withFriction(0.01).withVelocityThreshold(1e-6)
                    .withScheduler(scheduler).bind(sink, (px, py, o) -> o[0] = px + py);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
