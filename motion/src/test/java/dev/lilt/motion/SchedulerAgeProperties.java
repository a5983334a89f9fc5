package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The rule "a motion's state is a function of its own seek and the deltas since": the same scene
 * (motions with loops, delays, speeds and callbacks, a looping sequence with callbacks on its
 * timeline, then seeks, speed changes, completes, cancels and frames) leaves the same trace on a
 * fresh scheduler and on one that ran unrelated frames first, still holds unrelated motions, and
 * may have taken one absurd delta. The trace is per motion, compared bit for bit: every value its
 * binder got, every callback with its count, and after every step its time, whether it is active
 * and playing, and its loop count.
 */
class SchedulerAgeProperties {

    /** One motion of the scene. */
    record Spec(double duration, int loops, LoopType loopType, double delay, boolean everyLoop, double speed,
                boolean preserve) {
    }

    /** A step of the scene: 0 update(arg), 1 setTime(arg), 2 setPlaybackSpeed(arg), 3 tryComplete, 4 tryCancel. */
    record Step(int kind, int target, double arg) {
    }

    /** What ran on the scheduler before the scene. */
    record Age(int frames, double frameSeconds, int heldMotions, boolean absurdDelta) {
    }

    @Provide
    Arbitrary<List<Spec>> scene() {
        return Combinators.combine(
                Arbitraries.of(0.0, 0.05, 0.1, 0.3, 0.5, 0.7, 0.8, 1.0, 1.3),
                Arbitraries.of(1, 1, 2, 3, -1),
                Arbitraries.of(LoopType.class),
                Arbitraries.of(0.0, 0.0, 0.1, 0.45),
                Arbitraries.of(false, true),
                Arbitraries.of(1.0, 1.0, 0.5, 2.0, 1.7),
                Arbitraries.of(false, true))
                .as(Spec::new).list().ofMinSize(1).ofMaxSize(8);
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Step> step = Combinators.combine(
                Arbitraries.frequency(net.jqwik.api.Tuple.of(10, 0), net.jqwik.api.Tuple.of(2, 1),
                        net.jqwik.api.Tuple.of(1, 2), net.jqwik.api.Tuple.of(1, 3), net.jqwik.api.Tuple.of(1, 4)),
                Arbitraries.integers().between(0, 9),
                Arbitraries.of(0.0, 1 / 60.0, 0.016, 0.04, 0.1, 0.115, 0.26, 0.3, 0.7, 1.0, 2.5))
                .as(Step::new);
        return step.list().ofMinSize(1).ofMaxSize(40);
    }

    @Provide
    Arbitrary<Age> age() {
        return Combinators.combine(
                Arbitraries.integers().between(1, 3000),
                Arbitraries.of(1 / 60.0, 0.115, 1 / 144.0, 0.333, 7.0),
                Arbitraries.integers().between(0, 40),
                Arbitraries.of(false, false, true))
                .as(Age::new);
    }

    @Property(tries = 120)
    void aScenesTrace_doesNotDependOnTheSchedulersAge(@ForAll("scene") List<Spec> specs,
                                                     @ForAll("steps") List<Step> steps,
                                                     @ForAll("age") Age age,
                                                     @ForAll @IntRange(min = 0, max = 3) int sequenceChildren) {
        ManualMotionScheduler fresh = new ManualMotionScheduler("fresh");
        ManualMotionScheduler aged = new ManualMotionScheduler("aged");
        age(aged, age);
        List<List<String>> expected = play(fresh, specs, steps, sequenceChildren);
        List<List<String>> actual = play(aged, specs, steps, sequenceChildren);
        assertThat(actual).hasSameSizeAs(expected);
        for (int k = 0; k < expected.size(); k++) {
            assertThat(actual.get(k)).as("trace of entity %d after %s", k, age).isEqualTo(expected.get(k));
        }
    }

    /** Unrelated history: held endless motions, motions that ended, frames, perhaps one absurd delta. */
    static void age(ManualMotionScheduler s, Age age) {
        float[] sink = new float[1];
        for (int k = 0; k < age.heldMotions(); k++) {
            Motion.create(0f, 1f, 0.25 + k * 0.01).withScheduler(s).withLoops(-1, LoopType.YOYO)
                    .bind(sink, (x, o) -> o[0] = x);
            Motion.create(0f, 1f, 0.05 * (k + 1)).withScheduler(s).bind(sink, (x, o) -> o[0] = x);
        }
        for (int f = 0; f < age.frames(); f++) {
            s.update(age.frameSeconds());
        }
        if (age.absurdDelta()) {
            s.update(1e300);
        }
    }

    /** Plays the scene on {@code s}; returns one trace per motion, then the sequence's and its children's. */
    static List<List<String>> play(ManualMotionScheduler s, List<Spec> specs, List<Step> steps, int children) {
        List<List<String>> traces = new ArrayList<>();
        List<MotionHandle> handles = new ArrayList<>();
        for (Spec spec : specs) {
            List<String> trace = new ArrayList<>();
            traces.add(trace);
            MotionHandle h = Motion.create(0f, 10f, spec.duration()).withScheduler(s)
                    .withLoops(spec.loops() == -1 && spec.duration() == 0 ? 1 : spec.loops(), spec.loopType())
                    .withDelay(spec.delay(), spec.everyLoop() ? DelayType.EVERY_LOOP : DelayType.FIRST_LOOP)
                    .withOnComplete(trace, t -> t.add("complete"))
                    .withOnCancel(trace, t -> t.add("cancel"))
                    .withOnLoopComplete(trace, (t, n) -> t.add("loop " + n))
                    .withOnStart(trace, t -> t.add("start"))
                    .bind(trace, (x, t) -> t.add("v " + Float.floatToIntBits(x)));
            if (spec.preserve()) {
                h.preserve();
            }
            h.setPlaybackSpeed(spec.speed());
            handles.add(h);
        }
        if (children > 0) {
            List<String> sequenceTrace = new ArrayList<>();
            SequenceBuilder b = Sequence.create();
            for (int c = 0; c < children; c++) {
                List<String> trace = new ArrayList<>();
                traces.add(trace);
                b.append(Motion.create(c, c + 1f, 0.3 + 0.5 * c).withScheduler(s)
                        .withOnLoopComplete(trace, (t, n) -> t.add("loop " + n))
                        .bind(trace, (x, t) -> t.add("v " + Float.floatToIntBits(x))));
                b.appendCallback(sequenceTrace, t -> t.add("callback"));
            }
            traces.add(sequenceTrace);
            MotionHandle sequence = b.run(clock -> clock.withScheduler(s).withLoops(-1, LoopType.RESTART)
                    .withOnLoopComplete(sequenceTrace, (t, n) -> t.add("loop " + n))).preserve();
            handles.add(sequence);
        }
        for (Step step : steps) {
            MotionHandle h = handles.get(step.target() % handles.size());
            switch (step.kind()) {
                case 0 -> s.update(step.arg());
                case 1 -> {
                    if (h.isActive()) {
                        h.setTime(step.arg());
                    }
                }
                case 2 -> {
                    if (h.isActive()) {
                        h.setPlaybackSpeed(step.arg() > 1 ? -1 : 1 + step.arg());
                    }
                }
                case 3 -> h.tryComplete();
                default -> h.tryCancel();
            }
            for (int k = 0; k < handles.size(); k++) {
                MotionHandle m = handles.get(k);
                List<String> trace = traces.get(k < specs.size() ? k : traces.size() - 1);
                trace.add(m.isActive()
                        ? "t " + Double.doubleToLongBits(m.time()) + " playing " + m.isPlaying() + " loops "
                                + m.completedLoops()
                        : "ended");
            }
        }
        return traces;
    }
}
