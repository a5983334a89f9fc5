package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Staggered sets in a sequence and on their own: placement, values, all-or-nothing adds. */
class SequenceStaggerTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private MotionHandle fade(float[] cells, int i) {
        return Motion.create(0f, 1f, 1).withScheduler(scheduler).withOnCancel(() -> log.add("cancel " + i))
                .bind(cells, (v, c) -> c[i] = v);
    }

    @Test
    void aStaggeredSet_playsEachChildFromItsOffset() {
        float[] cells = new float[5];
        Stagger stagger = Stagger.each(0.25).fromCenter();
        MotionHandle all = stagger.run(5, i -> fade(cells, i));
        double[] offsets = stagger.offsets(5);
        assertThat(all.duration()).isCloseTo(0.5 + 1, within(1e-12));
        for (int frame = 1; frame <= 90; frame++) {
            scheduler.update(1 / 60.0);
            double t = frame / 60.0;
            for (int i = 0; i < 5; i++) {
                double expected = Math.max(0, Math.min(1, t - offsets[i]));
                assertThat(cells[i]).as("cell %d at %.4f s", i, t).isCloseTo((float) expected, within(2e-6f));
            }
        }
        scheduler.update(0.1);
        assertThat(all.isActive()).isFalse();
        assertThat(cells).containsOnly(1f);
    }

    @Test
    void appendStaggered_movesTheTailPastTheSet_andJoinGoesToItsStart() {
        MotionHandle lead = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle[] set = new MotionHandle[3];
        for (int i = 0; i < 3; i++) {
            set[i] = Motion.create(0f, 1f, 0.5).withScheduler(scheduler).run();
        }
        MotionHandle joined = Motion.create(0f, 1f, 0.1).withScheduler(scheduler).run();
        MotionHandle after = Motion.create(0f, 1f, 0.1).withScheduler(scheduler).run();
        SequenceBuilder b = Sequence.create().append(lead).appendStaggered(Stagger.each(0.2), set).join(joined)
                .append(after);
        assertThat(b.duration()).as("lead 1 + last of the set at 0.4 + 0.5 + after 0.1").isCloseTo(2.0, within(1e-12));
        MotionHandle seq = b.run().preserve();
        seq.setTime(1.05);
        assertThat(joined.time()).as("join starts where the set starts, at 1").isCloseTo(0.05, within(1e-12));
        assertThat(set[0].time()).isCloseTo(0.05, within(1e-12));
        assertThat(set[1].time()).isZero();
        seq.setTime(1.95);
        assertThat(after.time()).isCloseTo(0.05, within(1e-12));
    }

    @Test
    void insertStaggered_placesAtAnAbsolutePosition_withoutMovingTheTail() {
        MotionHandle a = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle x = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle y = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle b = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        SequenceBuilder builder = Sequence.create().append(a).insertStaggered(3, Stagger.total(0.5), x, y).append(b);
        assertThat(builder.duration()).isCloseTo(4.5, within(1e-12));
        MotionHandle seq = builder.run().preserve();
        seq.setTime(1.5);
        assertThat(b.time()).as("b follows a: the insert left the tail at 1").isCloseTo(0.5, within(1e-12));
        seq.setTime(3.75);
        assertThat(x.time()).isCloseTo(0.75, within(1e-12));
        assertThat(y.time()).isCloseTo(0.25, within(1e-12));
    }

    @Test
    void oneHandle_endsTheWholeSet() {
        float[] cells = new float[4];
        MotionHandle[] made = new MotionHandle[4];
        MotionHandle all = Stagger.each(0.1).run(4, i -> made[i] = fade(cells, i));
        scheduler.update(0.15);
        all.cancel();
        assertThat(log).containsExactlyInAnyOrder("cancel 0", "cancel 1", "cancel 2", "cancel 3");
        for (MotionHandle child : made) {
            assertThat(child.isActive()).isFalse();
        }
    }

    @Test
    void aRefusedChild_leavesTheBuilderAsItWas_andTouchesNoChild() {
        MotionHandle first = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle fine = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle endless = Motion.create(0f, 1f, 1).withScheduler(scheduler).withLoops(-1).run();
        SequenceBuilder b = Sequence.create().append(first);
        assertThatThrownBy(() -> b.appendStaggered(Stagger.each(0.1), fine, endless))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("loops forever");
        assertThat(b.duration()).isEqualTo(1.0);
        assertThatThrownBy(() -> b.insertStaggered(0, Stagger.each(0.1), fine, null))
                .isInstanceOf(NullPointerException.class).hasMessage("child == null");
        MotionHandle seq = b.append(fine).run().preserve();
        assertThat(seq.duration()).as("fine was not added by the refused calls: now it is, once").isEqualTo(2.0);
        assertThat(endless.isActive()).isTrue();
        assertThatCode(endless::cancel).as("still its own motion, not a sequence's").doesNotThrowAnyException();
    }

    @Test
    void aFailingFactory_cancelsWhatItMade_andLeavesTheBuilderAsItWas() {
        float[] cells = new float[4];
        SequenceBuilder b = Sequence.create();
        assertThatThrownBy(() -> b.appendStaggered(Stagger.each(0.1), 4, i -> {
            if (i == 2) {
                throw new IllegalStateException("no third");
            }
            return fade(cells, i);
        })).isInstanceOf(IllegalStateException.class).hasMessage("no third");
        assertThat(log).containsExactly("cancel 0", "cancel 1");
        assertThat(b.duration()).isZero();
        assertThatThrownBy(() -> b.appendStaggered(Stagger.each(0.1), 2, i -> null))
                .isInstanceOf(NullPointerException.class).hasMessage("create returned null");
        MotionHandle seq = b.appendStaggered(Stagger.each(0.1), 2, i -> fade(cells, i)).run();
        assertThat(seq.duration()).isCloseTo(1.1, within(1e-12));
    }

    @Test
    void staggerArguments_areCheckedBeforeAnyChildIsTaken() {
        MotionHandle a = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle c = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        SequenceBuilder b = Sequence.create();
        assertThatThrownBy(() -> b.appendStaggered(null, a)).isInstanceOf(NullPointerException.class)
                .hasMessage("stagger == null");
        assertThatThrownBy(() -> b.appendStaggered(Stagger.each(1), (MotionHandle[]) null))
                .isInstanceOf(NullPointerException.class).hasMessage("children == null");
        assertThatThrownBy(() -> b.appendStaggered(Stagger.each(1), 2, null))
                .isInstanceOf(NullPointerException.class).hasMessage("create == null");
        assertThatThrownBy(() -> b.appendStaggered(Stagger.each(1).grid(1, 1), a, c))
                .hasMessage("2 items do not fit a grid of 1 x 1");
        assertThatThrownBy(() -> b.appendStaggered(Stagger.each(1), -1, i -> a))
                .hasMessage("count must be >= 0: -1");
        assertThatThrownBy(() -> b.insertStaggered(-1, Stagger.each(1), a))
                .hasMessage("positionSeconds must be >= 0 and finite: -1.0");
        assertThat(b.appendStaggered(Stagger.each(1), a, c).duration()).isEqualTo(2.0);
    }

    @Test
    void aStaggeredSequence_playsWithoutAllocating() {
        float[] cells = new float[64];
        Stagger.total(0.5).grid(8, 8).fromCenter().withEase(Ease.OUT_QUAD)
                .run(64, i -> Motion.create(0f, 1f, 1e6).withScheduler(scheduler).bind(cells, (v, c) -> c[i] = v));
        assertThat(Allocations.perUpdates(scheduler, 2_000, 1e-4)).isLessThan(Allocations.BOUND);
    }
}
