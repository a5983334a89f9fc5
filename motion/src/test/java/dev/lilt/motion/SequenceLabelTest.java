package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Labels, places relative to the previous child, and seeks by label. */
class SequenceLabelTest {
    private static final double EPS = 1e-12;
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    private MotionHandle child(double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(scheduler).run();
    }

    /** Where a child starts on the clock: its local time at clock time t is t minus that. */
    private static double startOf(MotionHandle seq, MotionHandle child, double t) {
        seq.setTime(t);
        return t - child.time();
    }

    @Test
    void placesResolveAsGsapsPositionParameter() {
        MotionHandle walk = child(1);
        MotionHandle flash = child(0.3);
        MotionHandle shake = child(0.5);
        MotionHandle settle = child(0.4);
        MotionHandle late = child(0.2);
        SequenceBuilder b = Sequence.create()
                .append(walk)
                .label("hit")
                .insert(At.label("hit").plus(0.2), flash)
                .insert(At.previousStart(), shake)
                .insert(At.previousEnd().plus(-0.1), settle)
                .insert(At.time(0.25).plus(0.25), late);
        assertThat(b.labelSeconds("hit")).isEqualTo(1.0);
        assertThat(b.duration()).as("settle ends last: 1.6 + 0.4").isCloseTo(2.0, within(EPS));
        MotionHandle seq = b.run().preserve();
        assertThat(startOf(seq, flash, 1.4)).isCloseTo(1.2, within(EPS));
        assertThat(startOf(seq, shake, 1.4)).isCloseTo(1.2, within(EPS));
        assertThat(startOf(seq, settle, 1.9)).isCloseTo(1.6, within(EPS));
        assertThat(startOf(seq, late, 0.6)).isCloseTo(0.5, within(EPS));
    }

    @Test
    void theTailPlace_andLabelsAtPlaces_moveNothing() {
        MotionHandle a = child(1);
        MotionHandle b = child(1);
        MotionHandle c = child(1);
        SequenceBuilder builder = Sequence.create().append(a).label("mid", At.previousStart().plus(0.5))
                .label("far", At.time(10)).insert(At.tail().plus(0.5), b).append(c);
        assertThat(builder.labelSeconds("mid")).isEqualTo(0.5);
        assertThat(builder.labelSeconds("far")).as("a label past the end").isEqualTo(10.0);
        assertThat(builder.duration()).as("labels do not lengthen; the tail stayed at 1 for c")
                .isCloseTo(2.5, within(EPS));
        MotionHandle seq = builder.run().preserve();
        assertThat(startOf(seq, b, 2)).isCloseTo(1.5, within(EPS));
        assertThat(startOf(seq, c, 1.5)).isCloseTo(1.0, within(EPS));
    }

    @Test
    void previous_isTheLastChildOrStaggeredSet_byAnyMethod() {
        MotionHandle a = child(1);
        MotionHandle j = child(0.5);
        MotionHandle x = child(0.2);
        MotionHandle s0 = child(0.5);
        MotionHandle s1 = child(0.5);
        MotionHandle y = child(0.2);
        SequenceBuilder b = Sequence.create().append(a).join(j).insert(At.previousEnd(), x)
                .appendInterval(1).appendStaggered(Stagger.each(0.25), s0, s1).insert(At.previousEnd(), y);
        MotionHandle seq = b.run().preserve();
        assertThat(startOf(seq, x, 0.6)).as("after join: the joined child's end").isCloseTo(0.5, within(EPS));
        assertThat(startOf(seq, y, 2.8)).as("after a set: its last end, 2 + 0.25 + 0.5").isCloseTo(2.75, within(EPS));
    }

    @Test
    void seek_goesToTheLabel_asSetTimeDoes() {
        float[] cells = new float[2];
        MotionHandle first = Motion.create(0f, 10f, 1).withScheduler(scheduler).bind(cells, (v, c) -> c[0] = v);
        MotionHandle second = Motion.create(0f, 10f, 1).withScheduler(scheduler).bind(cells, (v, c) -> c[1] = v);
        MotionHandle seq = Sequence.create().append(first).label("second").append(second)
                .label("middle", At.time(1.5)).run().preserve();
        seq.seek("middle");
        assertThat(seq.time()).isEqualTo(1.5);
        assertThat(cells[0]).isEqualTo(10f);
        assertThat(cells[1]).isCloseTo(5f, within(1e-5f));
        seq.seek("second");
        assertThat(seq.time()).isEqualTo(1.0);
        assertThat(cells[1]).as("a seek back rewinds the second child").isZero();
    }

    @Test
    void badPlacesAndLabels_areRefusedAtTheCall_leavingTheBuilderAsItWas() {
        MotionHandle a = child(1);
        SequenceBuilder empty = Sequence.create();
        assertThatThrownBy(() -> empty.insert(At.previousStart(), a)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("At.previousStart() needs a child added before it; the sequence has none");
        SequenceBuilder b = Sequence.create().append(child(1)).label("intro").label("outro", At.time(3));
        assertThatThrownBy(() -> b.insert(At.label("hti").plus(0.2), a))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no label \"hti\" in this sequence; its labels: intro, outro");
        assertThatThrownBy(() -> b.label("intro")).hasMessage("label \"intro\" is already at 1.0 s");
        assertThatThrownBy(() -> b.insert(At.previousStart().plus(-2), a))
                .hasMessage("At.previousStart().plus(-2.0) resolves to -2.0 s, outside the timeline"
                        + " (a place must be >= 0 and finite)");
        assertThatThrownBy(() -> b.insert((At) null, a)).isInstanceOf(NullPointerException.class)
                .hasMessage("position == null");
        assertThatThrownBy(() -> b.label(null)).isInstanceOf(NullPointerException.class).hasMessage("name == null");
        assertThatThrownBy(() -> At.label(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> At.tail().plus(Double.NaN)).hasMessage("seconds must be finite: NaN");
        assertThatThrownBy(() -> At.time(-1)).hasMessage("seconds must be >= 0 and finite: -1.0");
        assertThatThrownBy(() -> b.labelSeconds("none")).hasMessageStartingWith("no label \"none\"");
        assertThat(b.duration()).isEqualTo(1.0);
        MotionHandle seq = b.insert(At.label("intro"), a).run().preserve();
        assertThat(seq.duration()).isEqualTo(2.0);
        assertThatThrownBy(() -> seq.seek("nope")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no label \"nope\" in this sequence; its labels: intro, outro");
        assertThatThrownBy(() -> seq.seek(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("label == null");
        MotionHandle plain = child(1);
        assertThatThrownBy(() -> plain.seek("intro")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not a sequence");
        assertThat(At.label("hit").plus(0.2).plus(-0.1)).hasToString("At.label(\"hit\").plus(0.1)");
    }
}
