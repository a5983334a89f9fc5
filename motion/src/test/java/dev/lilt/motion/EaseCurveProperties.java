package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.FloatRange;

class EaseCurveProperties {
    @Provide
    Arbitrary<EaseCurve> curves() {
        Arbitrary<Float> times = Arbitraries.floats().between(-0.5f, 1.5f);
        Arbitrary<Float> numbers = Arbitraries.floats().between(-1000f, 1000f);
        Arbitrary<float[]> key = Combinators.combine(times, numbers, numbers, numbers)
                .as((t, v, in, out) -> new float[] {t, v, in, out});
        return key.list().ofMinSize(1).ofMaxSize(12).uniqueElements(k -> k[0]).map(EaseCurveProperties::build);
    }

    private static EaseCurve build(List<float[]> keys) {
        EaseCurve.Builder b = EaseCurve.builder();
        for (float[] k : keys) {
            b.key(k[0], k[1], k[2], k[3]);
        }
        return b.build();
    }

    @Property(tries = 500)
    void evaluate_randomKeys_alwaysFinite(@ForAll("curves") EaseCurve curve,
                                          @ForAll @FloatRange(min = -1f, max = 2f) float t) {
        assertThat(Float.isFinite(curve.evaluate(t))).as("curve %s at %s", curve, t).isTrue();
    }

    @Property(tries = 300)
    void evaluate_flatTangents_staysWithinKeyValues(@ForAll("flatCurves") float[] pairs,
                                                    @ForAll @FloatRange(min = -1f, max = 2f) float t) {
        float lo = Float.POSITIVE_INFINITY;
        float hi = Float.NEGATIVE_INFINITY;
        for (int i = 1; i < pairs.length; i += 2) {
            lo = Math.min(lo, pairs[i]);
            hi = Math.max(hi, pairs[i]);
        }
        assertThat(EaseCurve.of(pairs).evaluate(t)).isBetween(lo, hi);
    }

    @Provide
    Arbitrary<float[]> flatCurves() {
        Arbitrary<float[]> pair = Combinators.combine(Arbitraries.floats().between(-0.5f, 1.5f),
                Arbitraries.floats().between(-1000f, 1000f)).as((t, v) -> new float[] {t, v});
        return pair.list().ofMinSize(1).ofMaxSize(12).uniqueElements(p -> p[0]).map(list -> {
            float[] out = new float[list.size() * 2];
            for (int i = 0; i < list.size(); i++) {
                out[2 * i] = list.get(i)[0];
                out[2 * i + 1] = list.get(i)[1];
            }
            return out;
        });
    }
}
