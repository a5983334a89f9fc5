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
import net.jqwik.api.constraints.Size;

/**
 * Random builds of appends, joins, intervals, labels and places relative to labels and to the
 * previous child, against a plain model of the placement rules: every child starts where the
 * model says, every label is where the model says.
 */
class SequenceLabelProperties {
    /** One builder call: kind 0 append, 1 join, 2 interval, 3 label, 4 insert at a label, 5 at previous start,
     *  6 at previous end, 7 at the tail; a duration or offset in [0, 2]. */
    record Step(int kind, double amount, double offset) {
    }

    @Provide
    Arbitrary<Step> steps() {
        return Combinators.combine(Arbitraries.integers().between(0, 7),
                Arbitraries.integers().between(0, 8).map(q -> q / 4.0),
                Arbitraries.integers().between(-2, 4).map(q -> q / 4.0)).as(Step::new);
    }

    @Property(tries = 200)
    void placesMatchTheModel(@ForAll @Size(max = 25) List<@net.jqwik.api.From("steps") Step> steps) {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        SequenceBuilder b = Sequence.create();
        List<MotionHandle> children = new ArrayList<>();
        List<Double> starts = new ArrayList<>();
        List<String> labelNames = new ArrayList<>();
        List<Double> labelTimes = new ArrayList<>();
        double tail = 0;
        double lastTail = 0;
        double prevStart = Double.NaN;
        double prevEnd = Double.NaN;
        for (Step s : steps) {
            double d = 0.25 + s.amount();
            double at;
            switch (s.kind()) {
                case 0 -> at = tail;
                case 1 -> at = lastTail;
                case 2 -> {
                    b.appendInterval(s.amount());
                    lastTail = tail;
                    tail += s.amount();
                    continue;
                }
                case 3 -> {
                    String name = "l" + labelNames.size();
                    b.label(name);
                    labelNames.add(name);
                    labelTimes.add(tail);
                    continue;
                }
                case 4 -> {
                    if (labelNames.isEmpty()) {
                        continue;
                    }
                    at = labelTimes.get(labelTimes.size() - 1) + s.offset();
                }
                case 5 -> at = prevStart + s.offset();
                case 6 -> at = prevEnd + s.offset();
                default -> at = tail + s.offset();
            }
            if (Double.isNaN(at) || at < 0) {
                continue; // refused: the refusal itself is SequenceLabelTest's
            }
            MotionHandle child = Motion.create(0f, 1f, d).withScheduler(scheduler).run();
            switch (s.kind()) {
                case 0 -> b.append(child);
                case 1 -> b.join(child);
                case 4 -> b.insert(At.label(labelNames.get(labelNames.size() - 1)).plus(s.offset()), child);
                case 5 -> b.insert(At.previousStart().plus(s.offset()), child);
                case 6 -> b.insert(At.previousEnd().plus(s.offset()), child);
                default -> b.insert(At.tail().plus(s.offset()), child);
            }
            if (s.kind() == 0) {
                lastTail = tail;
                tail += d;
            }
            prevStart = at;
            prevEnd = at + d;
            children.add(child);
            starts.add(at);
        }
        for (int k = 0; k < labelNames.size(); k++) {
            assertThat(b.labelSeconds(labelNames.get(k))).isCloseTo(labelTimes.get(k), within(1e-9));
        }
        MotionHandle seq = b.run().preserve();
        double end = seq.duration();
        for (int c = 0; c < children.size(); c++) {
            double t = Math.min(end, starts.get(c) + 0.125);
            seq.setTime(t);
            assertThat(t - children.get(c).time()).as("child %d", c).isCloseTo(starts.get(c), within(1e-9));
        }
    }
}
