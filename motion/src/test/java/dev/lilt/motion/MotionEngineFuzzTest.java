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

/**
 * Model-based fuzz of the motion engine: random motions (loops, loop types, delays, preserved or
 * not), random operations between frames (updates of any size, cancel, complete, seek, speed,
 * clear), and random chaos in the callbacks (cancel, seek or complete another motion, clear the
 * scheduler, throw, try a re-entrant update). Checked against an independent model after every
 * step: the value of every playing motion is the model's value at its time; handles agree with
 * the scheduler's count; every motion ends with exactly one of onComplete and onCancel; nothing
 * reaches a motion through a dead handle. A few seconds per run.
 */
class MotionEngineFuzzTest {

    /** A motion's recipe. */
    record Spec(double duration, int loops, LoopType loopType, double delay, boolean everyLoop, boolean preserve,
                int chaos, int chaosTarget) {
    }

    /** An operation between frames: kind, motion index, an argument. */
    record Op(int kind, int motion, double arg) {
    }

    /** What the test saw of one motion. */
    static final class Seen {
        Spec spec;
        MotionHandle handle;
        float value = Float.NaN;
        int completes;
        int cancels;
        boolean ended;
    }

    @Provide
    Arbitrary<List<Spec>> motions() {
        Arbitrary<Spec> spec = Combinators.combine(
                Arbitraries.of(0.0, 0.05, 0.3, 0.77, 1.0),
                Arbitraries.of(1, 2, 3, 7, -1),
                Arbitraries.of(LoopType.class),
                Arbitraries.of(0.0, 0.0, 0.1, 0.45),
                Arbitraries.of(false, true),
                Arbitraries.of(false, false, true),
                Arbitraries.integers().between(0, 9),
                Arbitraries.integers().between(0, 15))
                .as(Spec::new);
        return spec.list().ofMinSize(1).ofMaxSize(16);
    }

    @Provide
    Arbitrary<List<Op>> ops() {
        Arbitrary<Op> op = Combinators.combine(
                Arbitraries.frequency(net.jqwik.api.Tuple.of(8, 0), net.jqwik.api.Tuple.of(2, 1),
                        net.jqwik.api.Tuple.of(2, 2), net.jqwik.api.Tuple.of(2, 3), net.jqwik.api.Tuple.of(1, 4),
                        net.jqwik.api.Tuple.of(1, 5)),
                Arbitraries.integers().between(0, 15),
                Arbitraries.of(0.0, 0.016, 0.033, 0.1, 0.25, 0.5, 1.3, 7.0, 1e4))
                .as(Op::new);
        return op.list().ofMaxSize(40);
    }

    @Property(tries = 150)
    void randomMotionsOperationsAndChaos_keepTheEngineRight(@ForAll("motions") List<Spec> specs,
                                                            @ForAll("ops") List<Op> ops) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        List<Throwable> reported = new ArrayList<>();
        s.setUnhandledErrorHandler((name, e) -> reported.add(e));
        List<Seen> seen = new ArrayList<>();
        for (Spec spec : specs) {
            seen.add(start(s, spec, seen));
        }
        for (Op op : ops) {
            Seen target = seen.get(op.motion() % seen.size());
            MotionHandle h = target.handle;
            switch (op.kind()) {
                case 0 -> s.update(op.arg());
                case 1 -> h.tryCancel();
                case 2 -> h.tryComplete();
                case 3 -> {
                    if (h.isActive()) {
                        h.setTime(Math.min(op.arg(), 50));
                    }
                }
                case 4 -> {
                    if (h.isActive()) {
                        h.setPlaybackSpeed(op.arg() > 1 ? -1 : 2);
                    }
                }
                default -> s.clear();
            }
            check(s, seen);
        }
        s.clear();
        check(s, seen);
        for (Seen m : seen) {
            assertThat(m.handle.isActive()).isFalse();
            if (!m.spec.preserve()) {
                assertThat(m.completes + m.cancels).as("end callbacks of %s", m.spec).isEqualTo(1);
            } else {
                assertThat(m.cancels).as("onCancel of %s", m.spec).isLessThanOrEqualTo(1);
                assertThat(m.completes + m.cancels).as("end callbacks of %s", m.spec).isPositive();
            }
        }
        assertThat(reported).allSatisfy(e -> assertThat(e).hasMessageStartingWith("chaos"));
    }

    private static Seen start(ManualMotionScheduler s, Spec spec, List<Seen> all) {
        Seen m = new Seen();
        m.spec = spec;
        double duration = spec.loops() == -1 && spec.duration() == 0 ? 0.05 : spec.duration();
        FloatMotionBuilder b = Motion.create(0f, 1f, duration).withScheduler(s)
                .withLoops(spec.loops(), spec.loopType())
                .withDelay(spec.delay(), spec.everyLoop() ? DelayType.EVERY_LOOP : DelayType.FIRST_LOOP, false)
                .withCancelOnError(spec.chaos() == 4)
                .withOnComplete(() -> {
                    m.completes++;
                    chaos(s, m, all);
                })
                .withOnCancel(() -> m.cancels++)
                .withOnLoopComplete(n -> {
                    if (spec.chaos() == 4 && n == 2) {
                        throw new IllegalStateException("chaos: loop callback throws");
                    }
                });
        m.handle = b.bind(m, (v, mm) -> {
            mm.value = v;
            if (mm.spec.chaos() == 5 && v == 1f) {
                throw new IllegalStateException("chaos: binder throws at the end value");
            }
        });
        if (spec.preserve()) {
            m.handle.preserve();
        }
        return m;
    }

    /** What a motion's onComplete does to the others, by its chaos code. */
    private static void chaos(ManualMotionScheduler s, Seen m, List<Seen> all) {
        MotionHandle other = all.get(m.spec.chaosTarget() % all.size()).handle;
        switch (m.spec.chaos()) {
            case 0 -> other.tryCancel();
            case 1 -> {
                if (other.isActive()) {
                    other.setTime(0.2);
                }
            }
            case 2 -> other.tryComplete();
            case 3 -> s.clear();
            case 6 -> {
                try {
                    s.update(0.1);
                    throw new AssertionError("a re-entrant update must be refused");
                } catch (IllegalStateException expected) {
                    // the engine refuses update from a callback
                }
            }
            case 7 -> throw new IllegalStateException("chaos: onComplete throws");
            default -> {
                // no chaos
            }
        }
    }

    private static void check(ManualMotionScheduler s, List<Seen> seen) {
        int active = 0;
        for (Seen m : seen) {
            if (m.handle.isActive()) {
                active++;
                assertThat(m.completes + m.cancels == 0 || m.spec.preserve())
                        .as("an active motion that is not preserved has not ended: %s", m.spec).isTrue();
                checkValue(m);
            } else {
                assertThat(m.cancels).as("onCancel at most once: %s", m.spec).isLessThanOrEqualTo(1);
            }
        }
        assertThat(s.activeCount()).as("activeCount against live handles").isEqualTo(active);
    }

    /** The model: the value of a playing, not delayed motion from its time alone. */
    private static void checkValue(Seen m) {
        MotionHandle h = m.handle;
        Spec spec = m.spec;
        if (!h.isPlaying() || spec.duration() == 0 || Float.isNaN(m.value)) {
            return;
        }
        double t = h.time();
        double d = spec.duration();
        double cycle = spec.everyLoop() ? spec.delay() + d : d;
        double since = spec.everyLoop() ? t : t - spec.delay();
        if (since < 0) {
            return;
        }
        double loopsDone = Math.floor(since / cycle);
        double within = since - loopsDone * cycle - (spec.everyLoop() ? spec.delay() : 0);
        if (within <= 1e-6 || d - within <= 1e-6 || loopsDone > 1e6) {
            return; // in a pause, or too near a boundary for the model's rounding to decide
        }
        double f = within / d;
        boolean odd = ((long) loopsDone & 1) == 1;
        double expected = switch (spec.loopType()) {
            case FLIP, YOYO -> odd ? 1 - f : f;
            case INCREMENTAL -> f + loopsDone;
            default -> f;
        };
        if (h.playbackSpeed() >= 0) {
            // The value is a float: incremental loops far from 0 carry its rounding.
            double tolerance = 1e-3 + 2 * Math.ulp((float) expected);
            assertThat((double) m.value).as("value of %s at t=%s", spec, t).isCloseTo(expected, within(tolerance));
        }
    }
}
