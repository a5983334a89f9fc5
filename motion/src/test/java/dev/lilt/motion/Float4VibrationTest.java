package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float4;
import org.junit.jupiter.api.Test;

class Float4VibrationTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] v = new float[4];

    private static double punchOffset(double strength, double t) {
        return strength * Math.exp(-10 * t / (2 * Math.PI)) * Math.cos(9.5 * Math.PI * t);
    }

    private MotionHandle bind(Float4VibrationBuilder b) {
        return b.withScheduler(scheduler).bind(v, (x, y, z, w, o) -> {
            o[0] = x;
            o[1] = y;
            o[2] = z;
            o[3] = w;
        });
    }

    @Test
    void punch_float4_eachComponentFollowsTheWave_andEndsOnTheOrigin() {
        MotionHandle h = bind(Motion.punch(Float4.of(1, 2, 3, 4), Float4.of(1, -2, 0, 4), 1));
        assertThat(v).containsExactly(1f, 2f, 3f, 4f);
        h.setTime(0.3);
        assertThat(v[0]).isCloseTo((float) (1 + punchOffset(1, 0.3)), within(1e-5f));
        assertThat(v[1]).isCloseTo((float) (2 + punchOffset(-2, 0.3)), within(1e-5f));
        assertThat(v[2]).isEqualTo(3f);
        assertThat(v[3]).isCloseTo((float) (4 + punchOffset(4, 0.3)), within(1e-5f));
        scheduler.update(0.7);
        assertThat(v).containsExactly(1f, 2f, 3f, 4f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void shake_float4_seededIsReproducible_withinStrength_andLoopsBackToTheOrigin() {
        float[] first = new float[4];
        MotionHandle a = bind(Motion.shake(Float4.ZERO, Float4.of(1, 1, 1, 1), 1).withRandomSeed(7).withLoops(2));
        scheduler.update(0.375);
        System.arraycopy(v, 0, first, 0, 4);
        for (float c : first) {
            assertThat(c).isBetween(-1f, 1f);
        }
        assertThat(first[0]).isNotEqualTo(first[3]);
        a.setTime(1.0);
        assertThat(v).containsExactly(0f, 0f, 0f, 0f);
        a.setTime(1.375);
        assertThat(v).containsExactly(first);
        a.cancel();
        bind(Motion.shake(Float4.ZERO, Float4.of(1, 1, 1, 1), 1).withRandomSeed(7)).setTime(0.375);
        assertThat(v).containsExactly(first);
    }

    @Test
    void float4Vibration_allocatesNothingPerFrame() {
        for (int i = 0; i < 200; i++) {
            Motion.shake(Float4.ZERO, Float4.of(1, 2, 3, 4), 1).withLoops(-1).withScheduler(scheduler)
                    .bind(v, (x, y, z, w, o) -> o[0] = x + y + z + w);
        }
        assertThat(Allocations.perUpdates(scheduler, 2_000, 0.016)).isLessThan(Allocations.BOUND);
    }

    @Test
    void float4Vibration_badInput_throws() {
        assertThatThrownBy(() -> Motion.punch((Float4) null, Float4.ZERO, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("origin == null");
        assertThatThrownBy(() -> Motion.shake(Float4.ZERO, null, 1)).hasMessage("strength == null");
        assertThatThrownBy(() -> Motion.punch(Float4.ZERO, Float4.ZERO, 1).withRandomSeed(1))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> Motion.shake(Float4.ZERO, Float4.ZERO, 1).withFrequency(0))
                .hasMessage("frequency must be > 0 and finite: 0.0");
    }
}
