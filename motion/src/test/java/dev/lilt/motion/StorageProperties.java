package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
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

/**
 * Random operations on one scheduler against a model that computes each motion's time, status,
 * value and callbacks from the contract's rules. Times are multiples of 1/8 s and durations and
 * delays multiples of 1/4 s, so loop boundaries are exact in binary floating point.
 */
class StorageProperties {
    private static final double[] DURATIONS = {0, 0.25, 0.5, 1, 1.5};
    private static final int[] LOOPS = {1, 2, 3, 5, -1};
    private static final double[] DELAYS = {0, 0, 0.25, 0.5};
    private static final double[] DELTAS = {0, 0.125, 0.25, 0.5, 1, 3};

    enum Kind { CREATE, UPDATE, CANCEL, COMPLETE, SET_TIME, CLEAR }

    /** One operation; a to e select its parameters (by modulo). */
    record Op(Kind kind, int a, int b, int c, int d, int e) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Kind> kinds = Arbitraries.frequency(Tuple.of(6, Kind.CREATE), Tuple.of(7, Kind.UPDATE),
                Tuple.of(2, Kind.CANCEL), Tuple.of(1, Kind.COMPLETE), Tuple.of(3, Kind.SET_TIME),
                Tuple.of(1, Kind.CLEAR));
        Arbitrary<Integer> n = Arbitraries.integers().between(0, 1_000);
        return Combinators.combine(kinds, n, n, n, n, n).as(Op::new).list().ofMinSize(1).ofMaxSize(40);
    }

    /** What the contract says one motion should be doing. */
    static final class ModelMotion {
        final MotionHandle handle;
        final boolean isFloat;
        final double from;
        final double to;
        final double duration;
        final double delay;
        final boolean everyLoop;
        final boolean skipValuesDuringDelay;
        final int loops;
        final LoopType type;
        final boolean quad;
        final boolean preserved;
        final List<Integer> loopCalls = new ArrayList<>();
        final List<Integer> expectedLoopCalls = new ArrayList<>();
        int completeCalls;
        int expectedCompleteCalls;
        int cancelCalls;
        int expectedCancelCalls;
        double time;
        boolean alive = true;
        boolean completed;
        int firedLoops;

        ModelMotion(Op op, ManualMotionScheduler scheduler) {
            isFloat = op.a() % 2 == 0;
            from = op.a() % 201 - 100;
            to = op.b() % 201 - 100;
            double d = DURATIONS[op.c() % DURATIONS.length];
            int l = LOOPS[op.d() % LOOPS.length];
            duration = d;
            loops = d == 0 && l == -1 ? 2 : l;
            delay = DELAYS[op.e() % DELAYS.length];
            everyLoop = op.b() % 3 == 0;
            skipValuesDuringDelay = op.a() % 3 == 0;
            type = LoopType.values()[op.c() / 7 % 4];
            quad = op.d() / 11 % 2 == 0;
            preserved = op.e() / 13 % 2 == 0;
            MotionBuilder<?> b = isFloat
                    ? Motion.create((float) from, (float) to, duration)
                    : Motion.create(from, to, duration);
            b.withScheduler(scheduler).withLoops(loops, type)
                    .withDelay(delay, everyLoop ? DelayType.EVERY_LOOP : DelayType.FIRST_LOOP, op.a() % 3 == 0)
                    .withEase(quad ? Ease.IN_QUAD : Ease.LINEAR)
                    .withOnLoopComplete(loopCalls::add)
                    .withOnComplete(() -> completeCalls++)
                    .withOnCancel(() -> cancelCalls++);
            MotionHandle h = b instanceof FloatMotionBuilder
                    ? ((FloatMotionBuilder) b).run() : ((DoubleMotionBuilder) b).run();
            handle = preserved ? h.preserve() : h;
        }

        double total() {
            return loops < 0 ? Double.POSITIVE_INFINITY : delay * (everyLoop ? loops : 1) + duration * loops;
        }

        private double ease(double f) {
            return quad ? f * f : f;
        }

        /** Eased, loop-adjusted progress at fraction f of loop k. */
        private double progress(double f, int k) {
            boolean odd = k % 2 == 1;
            switch (type) {
                case FLIP:
                    return odd ? 1 - ease(f) : ease(f);
                case YOYO:
                    return odd ? ease(1 - f) : ease(f);
                case INCREMENTAL:
                    return k * ease(1) + ease(f);
                default:
                    return ease(f);
            }
        }

        /** Loops finished at time t (before the end), by counting cycles off. */
        int loopsAt(double t) {
            double rest = everyLoop ? t : t - delay;
            double cycle = everyLoop ? delay + duration : duration;
            int k = 0;
            while (rest >= cycle && rest >= 0) {
                rest -= cycle;
                k++;
            }
            return k;
        }

        double expectedValue() {
            double p;
            if (completed) {
                p = progress(1, loops - 1);
            } else if (time >= total()) {
                p = progress(0, 0); // a zero-length motion not yet advanced: its start value
            } else {
                int k = loopsAt(time);
                double rest = (everyLoop ? time - k * (delay + duration) - delay : time - delay - k * duration);
                if (rest >= 0) {
                    p = progress(rest / duration, k);
                } else if (everyLoop && k > 0 && skipValuesDuringDelay) {
                    p = progress(1, k - 1); // a skipping pause between loops holds the last loop's end
                } else {
                    p = progress(0, k);
                }
            }
            return from + (to - from) * p;
        }

        /** Moves the model to time t as an update or a seek would, recording the callbacks due. */
        void moveTo(double t) {
            if (t >= total()) {
                time = total();
                for (int n = firedLoops + 1; n <= loops; n++) {
                    expectedLoopCalls.add(n);
                }
                firedLoops = loops;
                if (!completed) {
                    completed = true;
                    expectedCompleteCalls++;
                }
                alive = preserved;
                return;
            }
            time = t;
            completed = false;
            int k = loopsAt(t);
            firedLoops = Math.min(firedLoops, k);
            for (int n = firedLoops + 1; n <= k; n++) {
                expectedLoopCalls.add(n);
            }
            firedLoops = k;
        }

        void cancel() {
            if (!completed) {
                expectedCancelCalls++;
            }
            alive = false;
        }

        void check() {
            assertThat(loopCalls).as("onLoopComplete calls").isEqualTo(expectedLoopCalls);
            assertThat(completeCalls).as("onComplete calls").isEqualTo(expectedCompleteCalls);
            assertThat(cancelCalls).as("onCancel calls").isEqualTo(expectedCancelCalls);
            if (!alive) {
                assertThat(handle.isActive()).isFalse();
                assertThat(handle.isPlaying()).isFalse();
                assertThat(handle.tryCancel()).isFalse();
                assertThat(handle.tryComplete()).isFalse();
                assertThatThrownBy(handle::cancel).isExactlyInstanceOf(IllegalStateException.class);
                assertThatThrownBy(handle::value).isExactlyInstanceOf(IllegalStateException.class);
                return;
            }
            assertThat(handle.isActive()).isTrue();
            assertThat(handle.isPlaying()).isEqualTo(!completed);
            assertThat(handle.time()).as("time").isEqualTo(time);
            double expected = expectedValue();
            double tolerance = (isFloat ? 1e-3 : 1e-4) + Math.abs(expected) * 1e-6;
            assertThat(handle.value()).as("value at %s", time).isCloseTo(expected, within(tolerance));
        }
    }

    @Property(tries = 300)
    void randomOperations_handlesNeverReachOtherMotions_valuesFollowTheRules(
            @ForAll("operations") List<Op> operations) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        List<ModelMotion> models = new ArrayList<>();
        for (Op op : operations) {
            apply(op, scheduler, models);
            long alive = 0;
            for (ModelMotion m : models) {
                m.check();
                alive += m.alive ? 1 : 0;
            }
            assertThat(scheduler.activeCount()).isEqualTo(alive);
            for (int i = 0; i < models.size(); i++) {
                for (int j = i + 1; j < models.size(); j++) {
                    assertThat(models.get(i).handle).isNotEqualTo(models.get(j).handle);
                }
            }
        }
    }

    private static void apply(Op op, ManualMotionScheduler scheduler, List<ModelMotion> models) {
        ModelMotion target = models.isEmpty() ? null : models.get(op.a() % models.size());
        switch (op.kind()) {
            case CREATE:
                models.add(new ModelMotion(op, scheduler));
                break;
            case UPDATE:
                double dt = DELTAS[op.a() % DELTAS.length];
                scheduler.update(dt);
                for (ModelMotion m : models) {
                    if (m.alive && !m.completed) {
                        m.moveTo(m.time + dt);
                    }
                }
                break;
            case CANCEL:
                if (target != null && target.alive) {
                    target.handle.cancel();
                    target.cancel();
                }
                break;
            case COMPLETE:
                if (target == null) {
                    break;
                }
                if (target.alive && !target.completed && target.loops > 0) {
                    target.handle.complete();
                    target.moveTo(target.total());
                } else {
                    assertThatThrownBy(target.handle::complete).isExactlyInstanceOf(IllegalStateException.class);
                }
                break;
            case SET_TIME:
                if (target == null) {
                    break;
                }
                double t = (op.b() % 64) / 8.0;
                if (target.alive) {
                    target.handle.setTime(t);
                    target.moveTo(t);
                } else {
                    assertThatThrownBy(() -> target.handle.setTime(t)).isExactlyInstanceOf(IllegalStateException.class);
                }
                break;
            case CLEAR:
                scheduler.clear();
                for (ModelMotion m : models) {
                    if (m.alive) {
                        m.cancel();
                    }
                }
                break;
            default:
                throw new AssertionError(op);
        }
    }
}
