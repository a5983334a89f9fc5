package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.FloatRange;

class EasesProperties {
    @Provide
    Arbitrary<EaseFunction> curves() {
        Arbitrary<Double> amplitude = Arbitraries.doubles().between(1, 50);
        Arbitrary<Double> period = Arbitraries.doubles().between(1e-4, 10).ofScale(5);
        Arbitrary<Double> overshoot = Arbitraries.doubles().between(0, 100);
        Arbitrary<Double> unit = Arbitraries.doubles().between(0, 1);
        Arbitrary<Double> y = Arbitraries.doubles().between(-5, 5);
        return Arbitraries.oneOf(
                Combinators.combine(amplitude, period).as(Eases::inElastic),
                Combinators.combine(amplitude, period).as(Eases::outElastic),
                Combinators.combine(amplitude, period).as(Eases::inOutElastic),
                overshoot.map(Eases::inBack),
                overshoot.map(Eases::outBack),
                overshoot.map(Eases::inOutBack),
                Combinators.combine(unit, y, unit, y).as(Eases::cubicBezier),
                Combinators.combine(Arbitraries.integers().between(2, 500), Arbitraries.of(StepJump.class))
                        .as(Eases::steps));
    }

    @Property(tries = 1000)
    void evaluate_anyParameters_finiteAndExactAtTheEnds(@ForAll("curves") EaseFunction f,
                                                          @ForAll @FloatRange(min = -1f, max = 2f) float t) {
        assertThat(Float.isFinite(f.evaluate(t))).as("%s at %s", f, t).isTrue();
        assertThat(f.evaluate(1f)).as("%s at 1", f).isEqualTo(1f);
        if (!f.toString().contains("START") && !f.toString().contains("BOTH")) {
            assertThat(f.evaluate(0f)).as("%s at 0", f).isEqualTo(0f);
        }
    }

    @Property(tries = 500)
    void cubicBezier_monotoneControlPoints_monotoneCurve(@ForAll @FloatRange(min = 0, max = 1) float x1,
                                                         @ForAll @FloatRange(min = 0, max = 1) float y1,
                                                         @ForAll @FloatRange(min = 0, max = 1) float x2,
                                                         @ForAll @FloatRange(min = 0, max = 1) float y2) {
        EaseFunction f = Eases.cubicBezier(x1, y1, x2, y2);
        float previous = 0;
        for (int i = 1; i <= 200; i++) {
            float v = f.evaluate(i / 200f);
            assertThat(v).as("%s at %s", f, i / 200f).isGreaterThanOrEqualTo(previous - 1e-5f);
            previous = v;
        }
    }
}
