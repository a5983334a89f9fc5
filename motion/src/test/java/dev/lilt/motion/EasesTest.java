package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EasesTest {
    private static final float[] GRID = new float[101];

    static {
        for (int i = 0; i <= 100; i++) {
            GRID[i] = i / 100f;
        }
    }

    private static void assertSameCurve(EaseFunction actual, Ease expected) {
        for (float t : GRID) {
            assertThat(actual.evaluate(t)).as("%s at %s", actual, t).isCloseTo(expected.evaluate(t), within(1e-5f));
        }
    }

    @Test
    void elastic_pennerDefaults_matchTheBuiltInEases() {
        assertSameCurve(Eases.inElastic(1, 0.3), Ease.IN_ELASTIC);
        assertSameCurve(Eases.outElastic(1, 0.3), Ease.OUT_ELASTIC);
        assertSameCurve(Eases.inOutElastic(1, 0.45), Ease.IN_OUT_ELASTIC);
    }

    @Test
    void back_pennerOvershoot_matchesTheBuiltInEases() {
        assertSameCurve(Eases.inBack(1.70158), Ease.IN_BACK);
        assertSameCurve(Eases.outBack(1.70158), Ease.OUT_BACK);
        assertSameCurve(Eases.inOutBack(1.70158), Ease.IN_OUT_BACK);
    }

    @Test
    void outBack_largerOvershoot_overshootsFurther() {
        float peakDefault = 0;
        float peakLarge = 0;
        for (float t : GRID) {
            peakDefault = Math.max(peakDefault, Eases.outBack(1.70158).evaluate(t));
            peakLarge = Math.max(peakLarge, Eases.outBack(4).evaluate(t));
        }
        assertThat(peakDefault).isCloseTo(1.1f, within(0.01f));
        assertThat(peakLarge).isGreaterThan(peakDefault + 0.1f);
        assertThat(Eases.inBack(0).evaluate(0.5f)).isEqualTo(0.125f);
    }

    @Test
    void outElastic_largerAmplitude_swingsFurther() {
        float peak = 0;
        for (float t : GRID) {
            peak = Math.max(peak, Eases.outElastic(2, 0.3).evaluate(t));
        }
        assertThat(peak).isGreaterThan(1.5f);
    }

    @Test
    void cubicBezier_cssEase_matchesPublishedValues() {
        EaseFunction ease = Eases.cubicBezier(0.25, 0.1, 0.25, 1);
        // "ease" solved independently by bisection: 0.5 -> 0.80240, 0.25 -> 0.40851
        assertThat(ease.evaluate(0.5f)).isCloseTo(0.80240f, within(1e-5f));
        assertThat(ease.evaluate(0.25f)).isCloseTo(0.40851f, within(1e-5f));
        EaseFunction linear = Eases.cubicBezier(0, 0, 1, 1);
        for (float t : GRID) {
            assertThat(linear.evaluate(t)).isCloseTo(t, within(1e-6f));
        }
    }

    @Test
    void cubicBezier_flatDerivative_stillSolves() {
        // x1 = x2 = 1 makes dx/ds vanish at s = 1; x1 = x2 = 0 at s = 0: Newton stalls, bisection finishes
        EaseFunction late = Eases.cubicBezier(1, 0, 1, 1);
        EaseFunction early = Eases.cubicBezier(0, 0, 0, 1);
        for (float t : GRID) {
            assertThat(Float.isFinite(late.evaluate(t))).isTrue();
            assertThat(early.evaluate(t)).isBetween(0f, 1f);
        }
        // x = s³, y = 3s² − 2s³: at t = 0.1, s = 0.4642, y = 0.44633
        assertThat(early.evaluate(0.1f)).isCloseTo(0.44633f, within(1e-5f));
    }

    @Test
    void steps_eachJumpTerm_followsCss() {
        EaseFunction end = Eases.steps(4, StepJump.END);
        assertThat(new float[] {end.evaluate(0), end.evaluate(0.24f), end.evaluate(0.25f), end.evaluate(0.99f),
                end.evaluate(1)})
                .containsExactly(0f, 0f, 0.25f, 0.75f, 1f);
        EaseFunction start = Eases.steps(4, StepJump.START);
        assertThat(new float[] {start.evaluate(0), start.evaluate(0.24f), start.evaluate(0.75f), start.evaluate(1)})
                .containsExactly(0.25f, 0.25f, 1f, 1f);
        EaseFunction none = Eases.steps(5, StepJump.NONE);
        assertThat(new float[] {none.evaluate(0), none.evaluate(0.2f), none.evaluate(0.5f), none.evaluate(0.99f),
                none.evaluate(1)})
                .containsExactly(0f, 0.25f, 0.5f, 1f, 1f);
        EaseFunction both = Eases.steps(3, StepJump.BOTH);
        assertThat(new float[] {both.evaluate(0), both.evaluate(0.5f), both.evaluate(0.99f), both.evaluate(1)})
                .containsExactly(0.25f, 0.5f, 0.75f, 1f);
    }

    @Test
    void everyCurve_outsideUnitRangeOrNaN_isClamped() {
        EaseFunction[] curves = {Eases.outElastic(1.2, 0.3), Eases.inOutBack(2), Eases.cubicBezier(0.3, -1, 0.7, 2),
                Eases.steps(3, StepJump.END)};
        for (EaseFunction f : curves) {
            assertThat(f.evaluate(Float.NaN)).as("%s", f).isEqualTo(0f);
            assertThat(f.evaluate(-3)).as("%s", f).isEqualTo(0f);
            assertThat(f.evaluate(7)).as("%s", f).isEqualTo(1f);
        }
    }

    @Test
    void badParameters_throwNamingTheValue() {
        assertThatThrownBy(() -> Eases.outElastic(0.5, 0.3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("amplitude must be >= 1.0 and finite: 0.5");
        assertThatThrownBy(() -> Eases.inElastic(1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("period must be > 0 and finite: 0.0");
        assertThatThrownBy(() -> Eases.inOutElastic(Double.NaN, 1)).hasMessageContaining("amplitude")
                .hasMessageContaining("NaN");
        assertThatThrownBy(() -> Eases.outBack(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("overshoot must be >= 0.0 and finite: -1.0");
        assertThatThrownBy(() -> Eases.cubicBezier(1.5, 0, 0.5, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("x1 must be in [0, 1]: 1.5");
        assertThatThrownBy(() -> Eases.cubicBezier(0.5, Double.NaN, 0.5, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("y1 must be finite: NaN");
        assertThatThrownBy(() -> Eases.cubicBezier(0.5, 0, Double.NaN, 1)).hasMessage("x2 must be in [0, 1]: NaN");
        assertThatThrownBy(() -> Eases.cubicBezier(0.5, 0, 0.5, Double.POSITIVE_INFINITY))
                .hasMessage("y2 must be finite: Infinity");
        assertThatThrownBy(() -> Eases.steps(0, StepJump.END)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n must be >= 1 for END: 0");
        assertThatThrownBy(() -> Eases.steps(1, StepJump.NONE)).hasMessage("n must be >= 2 for NONE: 1");
        assertThatThrownBy(() -> Eases.steps(2, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("jump == null");
    }

    @Test
    void motion_withParameterisedEase_bindsTheCurve() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        float[] seen = new float[1];
        Motion.create(0f, 100f, 1).withEase(Eases.steps(2, StepJump.END)).withScheduler(scheduler)
                .bind(seen, (v, s) -> s[0] = v);
        scheduler.update(0.4);
        assertThat(seen[0]).isEqualTo(0f);
        scheduler.update(0.2);
        assertThat(seen[0]).isEqualTo(50f);
        scheduler.update(0.4);
        assertThat(seen[0]).isEqualTo(100f);
    }
}
