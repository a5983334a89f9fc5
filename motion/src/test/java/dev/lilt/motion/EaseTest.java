package dev.lilt.motion;

import static java.lang.Math.PI;
import static java.lang.Math.cos;
import static java.lang.Math.pow;
import static java.lang.Math.sin;
import static java.lang.Math.sqrt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/** The 31 eases against the easings.net formulas, written out again here in double. */
class EaseTest {
    private static final double C1 = 1.70158;
    private static final double C2 = C1 * 1.525;
    private static final double C3 = C1 + 1;
    private static final double C4 = (2 * PI) / 3;
    private static final double C5 = (2 * PI) / 4.5;
    private static final double N1 = 7.5625;
    private static final double D1 = 2.75;
    private static final float[] SAMPLES = {0.05f, 0.1f, 0.2f, 0.25f, 0.3f, 0.4f, 0.45f, 0.5f, 0.55f, 0.6f, 0.7f,
        0.75f, 0.8f, 0.9f, 0.95f};

    private static final Map<Ease, DoubleUnaryOperator> EXPECTED = new EnumMap<>(Ease.class);

    static {
        EXPECTED.put(Ease.LINEAR, x -> x);
        EXPECTED.put(Ease.IN_SINE, x -> 1 - cos((x * PI) / 2));
        EXPECTED.put(Ease.OUT_SINE, x -> sin((x * PI) / 2));
        EXPECTED.put(Ease.IN_OUT_SINE, x -> -(cos(PI * x) - 1) / 2);
        EXPECTED.put(Ease.IN_QUAD, x -> x * x);
        EXPECTED.put(Ease.OUT_QUAD, x -> 1 - (1 - x) * (1 - x));
        EXPECTED.put(Ease.IN_OUT_QUAD, x -> x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2);
        EXPECTED.put(Ease.IN_CUBIC, x -> x * x * x);
        EXPECTED.put(Ease.OUT_CUBIC, x -> 1 - pow(1 - x, 3));
        EXPECTED.put(Ease.IN_OUT_CUBIC, x -> x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2);
        EXPECTED.put(Ease.IN_QUART, x -> x * x * x * x);
        EXPECTED.put(Ease.OUT_QUART, x -> 1 - pow(1 - x, 4));
        EXPECTED.put(Ease.IN_OUT_QUART, x -> x < 0.5 ? 8 * x * x * x * x : 1 - pow(-2 * x + 2, 4) / 2);
        EXPECTED.put(Ease.IN_QUINT, x -> x * x * x * x * x);
        EXPECTED.put(Ease.OUT_QUINT, x -> 1 - pow(1 - x, 5));
        EXPECTED.put(Ease.IN_OUT_QUINT, x -> x < 0.5 ? 16 * x * x * x * x * x : 1 - pow(-2 * x + 2, 5) / 2);
        EXPECTED.put(Ease.IN_EXPO, x -> x == 0 ? 0 : pow(2, 10 * x - 10));
        EXPECTED.put(Ease.OUT_EXPO, x -> x == 1 ? 1 : 1 - pow(2, -10 * x));
        EXPECTED.put(Ease.IN_OUT_EXPO, x -> x == 0 ? 0 : x == 1 ? 1
                : x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2);
        EXPECTED.put(Ease.IN_CIRC, x -> 1 - sqrt(1 - pow(x, 2)));
        EXPECTED.put(Ease.OUT_CIRC, x -> sqrt(1 - pow(x - 1, 2)));
        EXPECTED.put(Ease.IN_OUT_CIRC, x -> x < 0.5
                ? (1 - sqrt(1 - pow(2 * x, 2))) / 2
                : (sqrt(1 - pow(-2 * x + 2, 2)) + 1) / 2);
        EXPECTED.put(Ease.IN_ELASTIC, x -> x == 0 ? 0 : x == 1 ? 1
                : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * C4));
        EXPECTED.put(Ease.OUT_ELASTIC, x -> x == 0 ? 0 : x == 1 ? 1
                : pow(2, -10 * x) * sin((x * 10 - 0.75) * C4) + 1);
        EXPECTED.put(Ease.IN_OUT_ELASTIC, x -> x == 0 ? 0 : x == 1 ? 1 : x < 0.5
                ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * C5)) / 2
                : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * C5)) / 2 + 1);
        EXPECTED.put(Ease.IN_BACK, x -> C3 * x * x * x - C1 * x * x);
        EXPECTED.put(Ease.OUT_BACK, x -> 1 + C3 * pow(x - 1, 3) + C1 * pow(x - 1, 2));
        EXPECTED.put(Ease.IN_OUT_BACK, x -> x < 0.5
                ? (pow(2 * x, 2) * ((C2 + 1) * 2 * x - C2)) / 2
                : (pow(2 * x - 2, 2) * ((C2 + 1) * (x * 2 - 2) + C2) + 2) / 2);
        EXPECTED.put(Ease.IN_BOUNCE, x -> 1 - outBounce(1 - x));
        EXPECTED.put(Ease.OUT_BOUNCE, EaseTest::outBounce);
        EXPECTED.put(Ease.IN_OUT_BOUNCE,
                x -> x < 0.5 ? (1 - outBounce(1 - 2 * x)) / 2 : (1 + outBounce(2 * x - 1)) / 2);
    }

    private static double outBounce(double x) {
        if (x < 1 / D1) {
            return N1 * x * x;
        } else if (x < 2 / D1) {
            x -= 1.5 / D1;
            return N1 * x * x + 0.75;
        } else if (x < 2.5 / D1) {
            x -= 2.25 / D1;
            return N1 * x * x + 0.9375;
        }
        x -= 2.625 / D1;
        return N1 * x * x + 0.984375;
    }

    @Test
    void values_thirtyOneConstants_inContractOrder() {
        assertThat(Ease.values()).hasSize(31);
        assertThat(EXPECTED).hasSize(31);
        assertThat(Ease.values()[0]).isEqualTo(Ease.LINEAR);
        assertThat(Ease.values()[30]).isEqualTo(Ease.IN_OUT_BOUNCE);
    }

    @Test
    void evaluate_everyEase_matchesPublishedFormula() {
        for (Ease ease : Ease.values()) {
            for (float t : SAMPLES) {
                double expected = EXPECTED.get(ease).applyAsDouble(t);
                assertThat((double) ease.evaluate(t)).as("%s at %s", ease, t).isCloseTo(expected, within(2e-6));
            }
        }
    }

    @Test
    void evaluate_endpoints_zeroAndOneExactly() {
        for (Ease ease : Ease.values()) {
            assertThat(ease.evaluate(0f)).as("%s(0)", ease).isEqualTo(0f);
            assertThat(ease.evaluate(1f)).as("%s(1)", ease).isEqualTo(1f);
        }
    }

    @Test
    void outBack_overshootsOne() {
        assertThat(Ease.OUT_BACK.evaluate(0.7f)).isGreaterThan(1.05f);
        assertThat(Ease.IN_BACK.evaluate(0.3f)).isLessThan(-0.05f);
    }

    @Test
    void motion_outBack_overshootsEndValueUnclamped() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        double[] box = {Double.NaN};
        Motion.create(0.0, 100.0, 1).withScheduler(scheduler).withEase(Ease.OUT_BACK).bind(box, (v, b) -> b[0] = v);
        scheduler.update(0.75);
        assertThat(box[0]).isCloseTo(100 * EXPECTED.get(Ease.OUT_BACK).applyAsDouble(0.75), within(1e-4))
                .isGreaterThan(100.0);
        scheduler.update(0.25);
        assertThat(box[0]).isEqualTo(100.0);
    }

    @Test
    void motion_everyEase_appliedToProgress() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Map<Ease, MotionHandle> handles = new EnumMap<>(Ease.class);
        for (Ease ease : Ease.values()) {
            handles.put(ease, Motion.create(10.0, 20.0, 2).withScheduler(scheduler).withEase(ease).run());
        }
        scheduler.update(0.6);
        for (Ease ease : Ease.values()) {
            double expected = 10 + 10 * EXPECTED.get(ease).applyAsDouble(0.3);
            assertThat(handles.get(ease).value()).as(ease.name()).isCloseTo(expected, within(2e-5));
        }
    }

    @Test
    void motion_customEaseFunction_applied() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        MotionHandle h = Motion.create(0.0, 8.0, 1).withScheduler(scheduler).withEase(t -> t * t * t).run();
        scheduler.update(0.5);
        assertThat(h.value()).isEqualTo(1.0);
    }

    @Test
    void motion_easeConstantAsFunction_sameAsEnum() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        MotionHandle viaFunction = Motion.create(0.0, 1.0, 1).withScheduler(scheduler)
                .withEase((EaseFunction) Ease.IN_OUT_ELASTIC).run();
        MotionHandle viaEnum = Motion.create(0.0, 1.0, 1).withScheduler(scheduler).withEase(Ease.IN_OUT_ELASTIC).run();
        scheduler.update(0.35);
        assertThat(viaFunction.value()).isEqualTo(viaEnum.value());
    }

    @Test
    void motion_laterEaseReplacesEarlier() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        MotionHandle h = Motion.create(0.0, 1.0, 1).withScheduler(scheduler)
                .withEase(t -> 0f).withEase(Ease.LINEAR).run();
        scheduler.update(0.5);
        assertThat(h.value()).isEqualTo(0.5);
    }
}
