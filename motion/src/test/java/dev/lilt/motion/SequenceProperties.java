package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
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

        assertThat(sought[0]).as("shared cell at t=%s of %s after %s", t, duration, history)
                .isEqualTo(straightPlay(recipe, t));
        float before = sought[0];
        seq.setTime(t);
        assertThat(sought[0]).as("a clock that does not move writes nothing new").isEqualTo(before);
    }

    /**
     * Small frames take the seek's fast path for every child inside its first loop, and each seek
     * back puts children into and out of it: the values stay those of a fresh sequence played
     * straight to the same clock time, to the bit, for children sharing one property.
     */
    @Property(tries = 200)
    void smallFramesAndSeeksBack_sharedProperty_equalsStraightPlay(
            @ForAll("recipes") List<Step> recipe,
            @ForAll("frameDeltas") List<Double> frames,
            @ForAll @DoubleRange(min = 0, max = 1) double seekBackFraction) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        float[] played = new float[1];
        MotionHandle seq = build(recipe, scheduler, played, true).preserve();
        double duration = seq.duration();
        for (int round = 0; round < 2; round++) {
            for (double dt : frames) {
                scheduler.update(dt * duration);
                assertThat(played[0]).as("after frames %s, at t=%s of %s", frames, seq.time(), duration)
                        .isEqualTo(straightPlay(recipe, seq.time()));
            }
            seq.setTime(seq.time() * seekBackFraction);
            assertThat(played[0]).as("after seeking back to t=%s of %s", seq.time(), duration)
                    .isEqualTo(straightPlay(recipe, seq.time()));
        }
    }

    /**
     * Free motions of the children's kind, created between them, are cancelled and created through
     * the history, inside frames (from a child's binder) and between them: each removal moves the
     * storage's last motion, often a child, into the hole, so the sequence's kept dense indices go
     * stale and are found again. The shared value stays that of a fresh sequence played straight
     * to the same clock time, to the bit, after every step.
     */
    @Property(tries = 200)
    void freeMotionsComingAndGoingAroundTheChildren_sharedProperty_equalsStraightPlay(
            @ForAll("recipes") List<Step> recipe,
            @ForAll("churn") List<Integer> history) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler("churn", 2);
        List<MotionHandle> frees = new ArrayList<>();
        int[] cancelInBinder = {0};
        float[] played = new float[1];
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < recipe.size(); k++) {
            frees.add(Motion.create(0f, 1f, 5).withScheduler(scheduler).run());
            Step s = recipe.get(k);
            if (s.kind() == 3) {
                b.appendInterval(s.seconds());
                continue;
            }
            MotionHandle child = Motion.create(k, k + 10f, s.seconds()).withScheduler(scheduler)
                    .withEase(s.ease()).withLoops(s.loops(), s.loopType()).withDelay(s.delay())
                    .bind(played, (v, c) -> {
                        c[0] = v;
                        if (cancelInBinder[0] > 0 && !frees.isEmpty()) {
                            cancelInBinder[0]--;
                            cancelIfActive(frees.remove(frees.size() - 1));
                        }
                    });
            switch (s.kind()) {
                case 0 -> b.append(child);
                case 1 -> b.join(child);
                default -> b.insert(s.position(), child);
            }
        }
        MotionHandle seq = b.run(c -> c.withScheduler(scheduler)).preserve();
        double duration = seq.duration();
        for (int op : history) {
            switch (op) {
                case 0 -> scheduler.update(duration / 7);
                case 1 -> seq.setTime(duration * 0.3);
                case 2 -> {
                    if (!frees.isEmpty()) {
                        cancelIfActive(frees.remove(0));
                    }
                }
                case 3 -> frees.add(Motion.create(0f, 1f, 5).withScheduler(scheduler).run());
                default -> cancelInBinder[0]++;
            }
            assertThat(played[0]).as("after %s, at t=%s of %s", history, seq.time(), duration)
                    .isEqualTo(straightPlay(recipe, seq.time()));
        }
    }

    /** A free motion may have completed (and died) on its own by the time the history cancels it. */
    private static void cancelIfActive(MotionHandle free) {
        if (free.isActive()) {
            free.cancel();
        }
    }

    /** Operations: 0 a frame, 1 a seek, 2 cancel a free motion, 3 create one, 4 cancel one from a child's binder. */
    @Provide
    Arbitrary<List<Integer>> churn() {
        return Arbitraries.integers().between(0, 4).list().ofMinSize(1).ofMaxSize(16);
    }

    private static float straightPlay(List<Step> recipe, double t) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        float[] cell = new float[1];
        build(recipe, scheduler, cell, true);
        scheduler.update(t);
        return cell[0];
    }

    /** Frames as fractions of the duration: mostly small, some zero, a few large. */
    @Provide
    Arbitrary<List<Double>> frameDeltas() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.doubles().between(0, 0.05).ofScale(4)),
                Tuple.of(1, Arbitraries.just(0.0)),
                Tuple.of(1, Arbitraries.doubles().between(0, 0.5).ofScale(3)))
                .list().ofMinSize(1).ofMaxSize(12);
    }

    /** Seek fractions in [0, 1], and frames as negative fractions of a quarter of the duration. */
    @Provide
    Arbitrary<List<Double>> seekHistories() {
        return Arbitraries.doubles().between(-1, 1).ofScale(3).list().ofMaxSize(6);
    }
}
