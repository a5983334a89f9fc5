package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class VibrationMotionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    /** The documented punch offset at progress t. */
    private static double punchOffset(double strength, double frequency, double damping, double t) {
        return strength * Math.exp(-damping * frequency * t / (2 * Math.PI))
                * Math.cos((frequency - 0.5) * Math.PI * t);
    }

    @Test
    void punch_float_followsTheDecayingWave() {
        MotionHandle h = Motion.punch(5f, 2f, 1).withScheduler(scheduler).run();
        assertThat(h.value()).isEqualTo(5.0);
        for (double t : new double[] {0.1, 0.25, 0.5, 0.9}) {
            h.setTime(t);
            assertThat(h.value()).as("t=%s", t).isCloseTo(5 + punchOffset(2, 10, 1, t), within(1e-5));
        }
    }

    @Test
    void punch_settings_changeTheWave() {
        MotionHandle h = Motion.punch(0f, 1f, 2).withFrequency(4).withDampingRatio(0).withScheduler(scheduler).run();
        scheduler.update(0.5);
        assertThat(h.value()).isCloseTo(punchOffset(1, 4, 0, 0.25), within(1e-6));
    }

    @Test
    void punch_endsExactlyAtOrigin() {
        float[] v = new float[3];
        Motion.punch(Float3.of(1, 2, 3), Float3.of(10, 10, 10), 1).withFrequency(3.7).withScheduler(scheduler)
                .bind(v, (x, y, z, o) -> {
                    o[0] = x;
                    o[1] = y;
                    o[2] = z;
                });
        scheduler.update(0.3);
        assertThat(v[0]).isNotEqualTo(1f);
        scheduler.update(0.7);
        assertThat(v).containsExactly(1f, 2f, 3f);
    }

    @Test
    void punch_float2_componentsScaleWithStrength() {
        float[] v = new float[2];
        Motion.punch(Float2.ZERO, Float2.of(1, -3), 1).withScheduler(scheduler).bind(v, (x, y, o) -> {
            o[0] = x;
            o[1] = y;
        });
        scheduler.update(0.2);
        assertThat(v[1]).isCloseTo(-3 * v[0], within(1e-5f));
    }

    @Test
    void shake_staysWithinStrengthAndEndsAtOrigin() {
        List<Float> seen = new ArrayList<>();
        Motion.shake(10f, 2f, 1).withScheduler(scheduler).bind(seen::add);
        for (int i = 0; i < 100; i++) {
            scheduler.update(0.01);
        }
        assertThat(seen).allSatisfy(v -> assertThat(v).isBetween(8f, 12f));
        assertThat(seen.get(seen.size() - 1)).isEqualTo(10f);
        assertThat(seen.stream().distinct().count()).isGreaterThan(50);
    }

    @Test
    void shake_twoUnseeded_differ() {
        MotionHandle a = Motion.shake(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle b = Motion.shake(0f, 1f, 1).withScheduler(scheduler).run();
        int equal = 0;
        for (int i = 0; i < 50; i++) {
            scheduler.update(0.01);
            if (a.value() == b.value()) {
                equal++;
            }
        }
        assertThat(equal).isZero();
    }

    @Test
    void shake_equalSeeds_agree() {
        float[] a = new float[2];
        float[] b = new float[2];
        Motion.shake(Float2.ZERO, Float2.of(1, 1), 1).withRandomSeed(42).withScheduler(scheduler)
                .bind(a, (x, y, o) -> {
                    o[0] = x;
                    o[1] = y;
                });
        Motion.shake(Float2.ZERO, Float2.of(1, 1), 1).withRandomSeed(42).withScheduler(scheduler)
                .bind(b, (x, y, o) -> {
                    o[0] = x;
                    o[1] = y;
                });
        for (int i = 0; i < 30; i++) {
            scheduler.update(0.013);
            assertThat(a).containsExactly(b);
        }
        assertThat(a[0]).isNotEqualTo(a[1]);
    }

    @Test
    void shake_seek_reproducesTheValue() {
        MotionHandle h = Motion.shake(0f, 1f, 1).withScheduler(scheduler).run().preserve();
        scheduler.update(0.37);
        double atFrame = h.value();
        scheduler.update(0.4);
        h.setTime(0.37);
        assertThat(h.value()).isEqualTo(atFrame);
        assertThat(atFrame).isNotZero();
    }

    @Test
    void withRandomSeed_onPunch_throws() {
        assertThatThrownBy(() -> Motion.punch(0f, 1f, 1).withRandomSeed(1))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("punch");
    }

    @Test
    void withFrequency_negative_throwsNamingIt() {
        assertThatThrownBy(() -> Motion.shake(0f, 1f, 1).withFrequency(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("frequency must be > 0 and finite: -1.0");
        assertThatThrownBy(() -> Motion.punch(0f, 1f, 1).withFrequency(Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("frequency must be > 0 and finite: NaN");
    }

    @Test
    void withDampingRatio_negative_throwsNamingIt() {
        assertThatThrownBy(() -> Motion.punch(Float2.ZERO, Float2.ZERO, 1).withDampingRatio(-0.5))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("dampingRatio must be >= 0 and finite: -0.5");
    }

    @Test
    void punch_nanOrigin_throwsNamingIt() {
        assertThatThrownBy(() -> Motion.punch(Float.NaN, 1f, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("origin must be finite: NaN");
        assertThatThrownBy(() -> Motion.shake((Float3) null, Float3.ZERO, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("origin == null");
    }

    @Test
    void frames_allocateNothing() {
        float[] sink = new float[3];
        for (int k = 0; k < 50; k++) {
            Motion.punch(0f, 1f, 1).withLoops(-1).withScheduler(scheduler).bind(sink, (x, o) -> o[0] = x);
            Motion.shake(0f, 1f, 1).withLoops(-1).withScheduler(scheduler).bind(sink, (x, o) -> o[0] = x);
            Motion.shake(Float2.ZERO, Float2.of(1, 1), 1).withLoops(-1).withScheduler(scheduler)
                    .bind(sink, (x, y, o) -> o[1] = x);
            Motion.shake(Float3.ZERO, Float3.of(1, 1, 1), 1).withLoops(-1).withScheduler(scheduler)
                    .bind(sink, (x, y, z, o) -> o[2] = x);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
