package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Random sequences of float children, labels and timeline callbacks against an independent model
 * of the crossings: each callback's instances laid out on the clock's elapsed time (loop by loop,
 * a YOYO loop's way back mirrored, a YOYO turn shared by both loops, a RESTART wrap keeping the
 * old loop's end before the new loop's start), fired when the elapsed time moves across them:
 * (a, b] in order moving forward, [b, a) in reverse moving back. Played to the end and back, the callbacks
 * fired are the model's; seeked to the played frames' times in random order, a copy fires the
 * model's callbacks for each jump and writes every child's target with exactly the played values.
 * Every time is a multiple of 1/64 and the timeline is 2 s long, so elapsed times, loop fractions
 * and the clock's value are exact and the model needs no tolerance.
 */
class SequenceCallbacksProperties {
    private static final double D = 2;

    /** A child: start, delay and duration in eighths of a second, and an ease. */
    record Child(int start, int delay, int duration, int ease) {
    }

    /** A callback: at sixteenths of a second, or at label {@code label} plus sixteenths. */
    record Callback(int label, int sixteenths) {
    }

    @Provide
    Arbitrary<Child> children() {
        return Combinators.combine(Arbitraries.integers().between(0, 8), Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 5), Arbitraries.integers().between(0, Ease.values().length - 1))
                .as(Child::new);
    }

    @Provide
    Arbitrary<Callback> callbacks() {
        return Combinators.combine(Arbitraries.integers().between(-1, 2), Arbitraries.integers().between(-8, 32))
                .as(Callback::new);
    }

    @Provide
    Arbitrary<List<Integer>> labels() {
        return Arbitraries.integers().between(0, 16).list().ofSize(3);
    }

    /** One built sequence: its handle, its children's targets and the callbacks it fired, by index. */
    static final class Built {
        final MotionHandle seq;
        final float[] targets;
        final List<Integer> fired = new ArrayList<>();
        /** Each callback's time, in the order placed; NaN for one refused (outside the timeline). */
        final List<Double> times = new ArrayList<>();

        Built(ManualMotionScheduler scheduler, List<Child> children, List<Integer> labelEighths,
              List<Callback> callbacks, int loops, LoopType type) {
            targets = new float[children.size()];
            SequenceBuilder b = Sequence.create();
            for (int k = 0; k < labelEighths.size(); k++) {
                b.label("l" + k, At.time(labelEighths.get(k) / 8.0));
            }
            for (int c = 0; c < children.size(); c++) {
                Child ch = children.get(c);
                int slot = c;
                MotionHandle h = Motion.create(0f, 1f + c, ch.duration() / 8.0).withScheduler(scheduler)
                        .withDelay(ch.delay() / 8.0).withEase(Ease.values()[ch.ease()])
                        .bind(targets, (v, t) -> t[slot] = v);
                b.insert(ch.start() / 8.0, h);
            }
            for (int q = 0; q <= callbacks.size(); q++) {
                Integer id = q;
                // The last callback, at 2 s, sets the timeline's length (children end by then).
                Callback cb = q < callbacks.size() ? callbacks.get(q) : new Callback(-1, 32);
                double t = cb.sixteenths() / 16.0 + (cb.label() < 0 ? 0 : labelEighths.get(cb.label()) / 8.0);
                if (t < 0 || t > D) {
                    times.add(Double.NaN);
                    continue;
                }
                if (cb.label() < 0) {
                    b.insertCallback(At.time(t), fired, f -> f.add(id));
                } else {
                    b.insertCallback(At.label("l" + cb.label()).plus(cb.sixteenths() / 16.0), fired, f -> f.add(id));
                }
                times.add(t);
            }
            assertThat(b.duration()).isEqualTo(D);
            seq = b.run(clock -> clock.withLoops(loops, type).withScheduler(scheduler)).preserve();
        }
    }

    /** The model: every instance of every callback on the elapsed-time axis. */
    static final class Model {
        /** An instance: its place (major, minor) and its rank among instances at that place. */
        record Instance(double major, double minor, int rank, int id, boolean turn) {
        }

        private static final Comparator<Instance> ORDER = Comparator.comparingDouble(Instance::major)
                .thenComparingDouble(Instance::minor).thenComparingInt(Instance::rank);
        final List<Instance> instances = new ArrayList<>();
        final boolean yoyo;
        final int loops;

        Model(List<Double> times, int loops, LoopType type) {
            this.loops = loops;
            this.yoyo = type == LoopType.YOYO;
            for (int p = 0; p < loops; p++) {
                boolean back = yoyo && (p & 1) == 1;
                for (int id = 0; id < times.size(); id++) {
                    double c = times.get(id);
                    if (Double.isNaN(c)) {
                        continue;
                    }
                    double f = back ? 1 - c / D : c / D;
                    if (yoyo && p > 0 && f == 0) {
                        continue; // a YOYO turn: the same instant as the previous loop's end
                    }
                    int rank = back ? -id : id;
                    // YOYO is continuous: place by p + f alone. RESTART: loop p's end comes before loop p+1's start.
                    boolean turn = yoyo && f == 1 && p < loops - 1;
                    instances.add(yoyo ? new Instance(p + f, 0, rank, id, turn) : new Instance(p, f, rank, id, false));
                }
            }
            instances.sort(ORDER);
        }

        /** The place of elapsed time u: its loop (the last one once done) and the fraction of it. */
        Instance place(double u) {
            int p = (int) Math.min(Math.floor(u / D), loops - 1);
            double f = u / D - p;
            return yoyo ? new Instance(p + f, 0, 0, 0, false) : new Instance(p, f, 0, 0, false);
        }

        /**
         * The callbacks fired moving from place a (null: before the start) to place b. Callbacks
         * at one time fire in the order added when the clock's value rises onto them, in reverse
         * when it falls: so moving back, ties come in reverse, except at a YOYO turn, which the
         * value approaches from the same side either way.
         */
        List<Integer> cross(Instance a, Instance b) {
            List<Integer> out = new ArrayList<>();
            if (a == null || compare(b, a) > 0) {
                for (Instance in : instances) {
                    if ((a == null || compare(in, a) > 0) && compare(in, b) <= 0) {
                        out.add(in.id());
                    }
                }
            } else if (compare(b, a) < 0) {
                for (int k = instances.size() - 1; k >= 0; k--) {
                    Instance in = instances.get(k);
                    if (compare(in, b) >= 0 && compare(in, a) < 0) {
                        int from = k;
                        while (in.turn() && from > 0 && compare(instances.get(from - 1), in) == 0) {
                            from--;
                        }
                        for (int q = from; q <= k; q++) {
                            out.add(instances.get(q).id()); // a turn's group: its forward order
                        }
                        k = from;
                    }
                }
            }
            return out;
        }

        private static int compare(Instance x, Instance y) {
            int m = Double.compare(x.major(), y.major());
            return m != 0 ? m : Double.compare(x.minor(), y.minor());
        }
    }

    private static LoopType typeOf(int t) {
        return t == 0 ? LoopType.RESTART : LoopType.YOYO;
    }

    @Property(tries = 300)
    void playedStraightThereAndBack_firesTheModelsCallbacks(
            @ForAll @Size(max = 8) List<@From("children") Child> children,
            @ForAll("labels") List<Integer> labels,
            @ForAll @Size(max = 10) List<@From("callbacks") Callback> callbacks,
            @ForAll @IntRange(min = 1, max = 3) int loops, @ForAll @IntRange(min = 0, max = 1) int type,
            @ForAll @Size(min = 1, max = 30) List<@IntRange(min = 1, max = 40) Integer> frames) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Built played = new Built(scheduler, children, labels, callbacks, loops, typeOf(type));
        Model model = new Model(played.times, loops, typeOf(type));
        List<Integer> expected = new ArrayList<>();
        Model.Instance at = null;
        for (int k = 0; played.seq.time() < played.seq.totalDuration(); k++) {
            assertThat(k).as("frames").isLessThan(2000);
            assertThat(played.fired.size()).as("fired").isLessThan(2000);
            scheduler.update(frames.get(k % frames.size()) / 64.0);
            Model.Instance now = model.place(played.seq.time());
            expected.addAll(model.cross(at, now));
            at = now;
        }
        played.seq.playBackward();
        for (int k = 0; played.seq.time() > 0; k++) {
            assertThat(k).as("frames back").isLessThan(2000);
            scheduler.update(frames.get(k % frames.size()) / 64.0);
            Model.Instance now = model.place(played.seq.time());
            expected.addAll(model.cross(at, now));
            at = now;
        }
        assertThat(played.fired).isEqualTo(expected);
    }

    @Property(tries = 300)
    void seekedInRandomOrder_matchesThePlayedValues_andTheModelsCallbacks(
            @ForAll @Size(max = 8) List<@From("children") Child> children,
            @ForAll("labels") List<Integer> labels,
            @ForAll @Size(max = 10) List<@From("callbacks") Callback> callbacks,
            @ForAll @IntRange(min = 1, max = 3) int loops, @ForAll @IntRange(min = 0, max = 1) int type,
            @ForAll @Size(min = 1, max = 30) List<@IntRange(min = 1, max = 40) Integer> frames,
            @ForAll @Size(min = 1, max = 30) List<@IntRange(min = 0, max = 1000) Integer> picks) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Built played = new Built(scheduler, children, labels, callbacks, loops, typeOf(type));
        List<Double> times = new ArrayList<>();
        List<float[]> values = new ArrayList<>();
        for (int k = 0; played.seq.time() < played.seq.totalDuration(); k++) {
            assertThat(k).as("frames").isLessThan(2000);
            scheduler.update(frames.get(k % frames.size()) / 64.0);
            times.add(played.seq.time());
            values.add(played.targets.clone());
        }
        ManualMotionScheduler other = new ManualMotionScheduler();
        Built seeked = new Built(other, children, labels, callbacks, loops, typeOf(type));
        Model model = new Model(seeked.times, loops, typeOf(type));
        Model.Instance at = null;
        for (int pick : picks) {
            int k = pick % times.size();
            seeked.fired.clear();
            seeked.seq.setTime(times.get(k));
            Model.Instance now = model.place(times.get(k));
            assertThat(seeked.fired).as("seek to %s", times.get(k)).isEqualTo(model.cross(at, now));
            assertThat(seeked.targets).as("values at %s", times.get(k)).isEqualTo(values.get(k));
            at = now;
        }
    }
}
