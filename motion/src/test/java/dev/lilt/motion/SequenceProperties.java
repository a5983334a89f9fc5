package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;

/**
 * The values a sequence writes at clock time t are a function of t alone: seeking a preserved
 * sequence, after any history of plays and seeks, gives the same values as playing a fresh one
 * straight there, also when every child writes one shared property.
 */
class SequenceProperties {

    /** One step of a sequence recipe. */
    record Step(int kind, double seconds, double position, int loops, LoopType loopType, Ease ease, double delay) {
    }

    @Provide
    Arbitrary<List<Step>> recipes() {
        Arbitrary<Step> step = Combinators.combine(
                Arbitraries.integers().between(0, 3),
                Arbitraries.doubles().between(0, 2).ofScale(2),
                Arbitraries.doubles().between(0, 3).ofScale(2),
                Arbitraries.integers().between(1, 3),
                Arbitraries.of(LoopType.class),
                Arbitraries.of(Ease.LINEAR, Ease.IN_QUAD, Ease.OUT_BACK, Ease.IN_OUT_SINE),
                Arbitraries.of(0.0, 0.0, 0.25))
                .as(Step::new);
        return step.list().ofMinSize(1).ofMaxSize(10);
    }

    private static MotionHandle build(List<Step> recipe, ManualMotionScheduler scheduler, float[] cells) {
        return build(recipe, scheduler, cells, false);
    }

    private static MotionHandle build(List<Step> recipe, ManualMotionScheduler scheduler, float[] cells,
                                      boolean shared) {
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < recipe.size(); k++) {
            Step s = recipe.get(k);
            if (s.kind() == 3) {
                b.appendInterval(s.seconds());
                continue;
            }
            int cell = shared ? 0 : k;
            MotionHandle child = Motion.create(k, k + 10f, s.seconds()).withScheduler(scheduler)
                    .withEase(s.ease()).withLoops(s.loops(), s.loopType()).withDelay(s.delay())
                    .bind(cells, (v, c) -> c[cell] = v);
            switch (s.kind()) {
                case 0 -> b.append(child);
                case 1 -> b.join(child);
                default -> b.insert(s.position(), child);
            }
        }
        return b.run(c -> c.withScheduler(scheduler));
    }

    @Property(tries = 300)
    void seekEqualsStraightPlay(@ForAll("recipes") List<Step> recipe,
                                @ForAll @DoubleRange(min = 0, max = 1) double fraction,
                                @ForAll @DoubleRange(min = 0, max = 1) double playedFraction) {
        ManualMotionScheduler seekScheduler = new ManualMotionScheduler();
        float[] sought = new float[recipe.size()];
        MotionHandle seq = build(recipe, seekScheduler, sought).preserve();
        double duration = seq.duration();
        for (int f = 0; f < 20; f++) {
            seekScheduler.update(duration * playedFraction / 10);
        }
        double t = duration * fraction;
        seq.setTime(t);

        ManualMotionScheduler playScheduler = new ManualMotionScheduler();
        float[] played = new float[recipe.size()];
        build(recipe, playScheduler, played);
        playScheduler.update(t);

        for (int k = 0; k < recipe.size(); k++) {
            assertThat(sought[k]).as("cell %d at t=%s of %s", k, t, duration).isCloseTo(played[k], within(1e-3f));
        }
    }

    @Property(tries = 300)
    void childrenSharingOneProperty_valuesAreAFunctionOfClockTimeAlone(
            @ForAll("recipes") List<Step> recipe,
            @ForAll("seekHistories") List<Double> history,
            @ForAll @DoubleRange(min = 0, max = 1) double fraction) {
        ManualMotionScheduler seekScheduler = new ManualMotionScheduler();
        float[] sought = new float[1];
        MotionHandle seq = build(recipe, seekScheduler, sought, true).preserve();
        double duration = seq.duration();
        for (double h : history) {
            if (h < 0) {
                seekScheduler.update(-h * duration / 4);
            } else if (seq.isActive()) {
                seq.setTime(h * duration);
            }
        }
        double t = duration * fraction;
        seq.setTime(t);

        ManualMotionScheduler playScheduler = new ManualMotionScheduler();
        float[] played = new float[1];
        build(recipe, playScheduler, played, true);
        playScheduler.update(t);

        assertThat(sought[0]).as("shared cell at t=%s of %s after %s", t, duration, history).isEqualTo(played[0]);
        float before = sought[0];
        seq.setTime(t);
        assertThat(sought[0]).as("a clock that does not move writes nothing new").isEqualTo(before);
    }

    /** Seek fractions in [0, 1], and frames as negative fractions of a quarter of the duration. */
    @Provide
    Arbitrary<List<Double>> seekHistories() {
        return Arbitraries.doubles().between(-1, 1).ofScale(3).list().ofMaxSize(6);
    }
}
