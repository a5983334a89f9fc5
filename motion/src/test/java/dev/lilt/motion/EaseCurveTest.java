package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EaseCurveTest {
    private static double smoothstep(double s) {
        return 3 * s * s - 2 * s * s * s;
    }

    @Test
    void build_noKeys_throws() {
        assertThatThrownBy(() -> EaseCurve.builder().build()).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("key");
        assertThatThrownBy(EaseCurve::of).isExactlyInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void oneKey_isConstant() {
        EaseCurve c = EaseCurve.builder().key(0.3f, 0.7f, 5f, -5f).build();
        assertThat(c.keyCount()).isEqualTo(1);
        for (float t : new float[] {-1f, 0f, 0.3f, 0.5f, 1f, 2f}) {
            assertThat(c.evaluate(t)).isEqualTo(0.7f);
        }
    }

    @Test
    void flatTangents_twoKeys_areSmoothstep() {
        EaseCurve c = EaseCurve.of(0f, 0f, 1f, 1f);
        for (float t : new float[] {0.1f, 0.25f, 0.5f, 0.8f}) {
            assertThat((double) c.evaluate(t)).isCloseTo(smoothstep(t), within(1e-6));
        }
    }

    @Test
    void unitTangents_twoKeys_areLinear() {
        EaseCurve c = EaseCurve.builder().key(0f, 0f, 1f, 1f).key(1f, 1f, 1f, 1f).build();
        for (float t : new float[] {0.1f, 0.25f, 0.5f, 0.8f}) {
            assertThat((double) c.evaluate(t)).isCloseTo(t, within(1e-6));
        }
    }

    @Test
    void tangents_scaleWithSegmentLength() {
        // One segment from t=0 to t=2 with slope 0.5 at both ends is the line v = t / 2.
        EaseCurve c = EaseCurve.builder().key(0f, 0f, 0.5f, 0.5f).key(2f, 1f, 0.5f, 0.5f).build();
        assertThat((double) c.evaluate(1f)).isCloseTo(0.5, within(1e-6));
        assertThat((double) c.evaluate(0.5f)).isCloseTo(0.25, within(1e-6));
    }

    @Test
    void hermite_outAndInTangentsUsedOnTheirSides() {
        // Segment 0..1 from 0 to 0: only the out-tangent of key 0 (2) and in-tangent of key 1 (-2) shape it.
        EaseCurve c = EaseCurve.builder().key(0f, 0f, 99f, 2f).key(1f, 0f, -2f, 99f).build();
        double s = 0.25;
        double expected = (s * s * s - 2 * s * s + s) * 2 + (s * s * s - s * s) * -2;
        assertThat((double) c.evaluate(0.25f)).isCloseTo(expected, within(1e-6));
    }

    @Test
    void manyKeys_findsTheRightSegment() {
        EaseCurve c = EaseCurve.of(0f, 0f, 0.25f, 1f, 0.5f, 0f, 0.75f, 1f, 1f, 0f);
        assertThat((double) c.evaluate(0.125f)).isCloseTo(0.5, within(1e-6));
        assertThat((double) c.evaluate(0.375f)).isCloseTo(0.5, within(1e-6));
        assertThat((double) c.evaluate(0.6f)).isCloseTo(smoothstep(0.4), within(1e-6));
        assertThat((double) c.evaluate(0.9f)).isCloseTo(1 - smoothstep(0.6), within(1e-6));
    }

    @Test
    void atKeyTimes_returnsKeyValues() {
        EaseCurve c = EaseCurve.builder().key(0f, 0f, 3f, 3f).key(0.4f, 0.9f, -7f, 4f).key(1f, 1f, 2f, 2f).build();
        assertThat(c.evaluate(0f)).isEqualTo(0f);
        assertThat(c.evaluate(0.4f)).isEqualTo(0.9f);
        assertThat(c.evaluate(1f)).isEqualTo(1f);
    }

    @Test
    void outsideKeys_holdsEndValues() {
        EaseCurve c = EaseCurve.of(0.2f, 0.1f, 0.8f, 0.6f);
        assertThat(c.evaluate(-5f)).isEqualTo(0.1f);
        assertThat(c.evaluate(0.1f)).isEqualTo(0.1f);
        assertThat(c.evaluate(0.9f)).isEqualTo(0.6f);
        assertThat(c.evaluate(3f)).isEqualTo(0.6f);
    }

    @Test
    void keysInAnyOrder_sortedByTime() {
        EaseCurve shuffled = EaseCurve.builder().key(1f, 1f).key(0f, 0f).key(0.5f, 0.2f).build();
        EaseCurve sorted = EaseCurve.builder().key(0f, 0f).key(0.5f, 0.2f).key(1f, 1f).build();
        for (float t : new float[] {0.1f, 0.3f, 0.5f, 0.7f, 0.9f}) {
            assertThat(shuffled.evaluate(t)).isEqualTo(sorted.evaluate(t));
        }
    }

    @Test
    void manyKeys_builderGrows() {
        EaseCurve.Builder b = EaseCurve.builder();
        for (int i = 0; i <= 100; i++) {
            b.key(i / 100f, i % 2);
        }
        EaseCurve c = b.build();
        assertThat(c.keyCount()).isEqualTo(101);
        assertThat(c.evaluate(0.37f)).isEqualTo(1f);
        assertThat((double) c.evaluate(0.375f)).isCloseTo(0.5, within(1e-3));
    }

    @Test
    void duplicateTimes_throw() {
        assertThatThrownBy(() -> EaseCurve.of(0f, 0f, 0.5f, 1f, 0.5f, 0.3f))
                .isExactlyInstanceOf(IllegalArgumentException.class).hasMessageContaining("0.5");
    }

    @Test
    void nonFiniteKey_throwsNamingArgument() {
        EaseCurve.Builder b = EaseCurve.builder();
        assertThatThrownBy(() -> b.key(Float.NaN, 0f)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContainingAll("time", "NaN");
        assertThatThrownBy(() -> b.key(0f, Float.POSITIVE_INFINITY)).hasMessageContainingAll("value", "Infinity");
        assertThatThrownBy(() -> b.key(0f, 0f, Float.NaN, 0f)).hasMessageContainingAll("inTangent", "NaN");
        assertThatThrownBy(() -> b.key(0f, 0f, 0f, Float.NEGATIVE_INFINITY)).hasMessageContainingAll("outTangent");
        assertThat(b.key(0f, 0f).build().keyCount()).isEqualTo(1);
    }

    @Test
    void of_oddCountOrNull_throws() {
        assertThatThrownBy(() -> EaseCurve.of(0f, 0f, 1f)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3");
        assertThatThrownBy(() -> EaseCurve.of((float[]) null)).isExactlyInstanceOf(NullPointerException.class)
                .hasMessageContaining("timeValuePairs");
    }

    @Test
    void motion_withCurve_followsCurve() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        EaseCurve c = EaseCurve.builder().key(0f, 0f).key(0.5f, 1.2f).key(1f, 1f).build();
        MotionHandle h = Motion.create(0.0, 10.0, 2).withScheduler(scheduler).withEase(c).run();
        scheduler.update(1);
        assertThat(h.value()).isCloseTo(12.0, within(1e-5));
        scheduler.update(0.5);
        assertThat(h.value()).isCloseTo(10 * c.evaluate(0.75f), within(1e-5));
    }

    @Test
    void evaluate_nan_returnsFirstValueInsteadOfThrowing() {
        EaseCurve c = EaseCurve.of(0f, 0.25f, 0.5f, 1f, 1f, 0.5f);
        assertThat(c.evaluate(Float.NaN)).isEqualTo(0.25f);
    }
}
