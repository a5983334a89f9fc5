package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SequenceTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    /** A float motion writing into cell[index] and logging its callbacks under name. */
    private MotionHandle child(String name, float from, float to, double seconds, float[] cell, int index) {
        return Motion.create(from, to, seconds).withScheduler(scheduler)
                .withOnComplete(() -> log.add(name + ".complete"))
                .withOnCancel(() -> log.add(name + ".cancel"))
                .bind(cell, (v, c) -> c[index] = v);
    }

    private MotionHandle child(double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(scheduler).run();
    }

    private MotionHandle runClock(SequenceBuilder b) {
        return b.run(clock -> clock.withScheduler(scheduler));
    }

    @Test
    void placement_followsTailAndLastTail() {
        MotionHandle a = child(1);
        MotionHandle b = child(2);
        MotionHandle c = child(1);
        MotionHandle d = child(1);
        MotionHandle seq = runClock(Sequence.create().append(a).join(b).append(c).appendInterval(0.5).join(d));
        assertThat(seq.duration()).isEqualTo(3.0);
        seq.preserve();
        seq.setTime(1.25);
        assertThat(a.time()).isEqualTo(1.0);
        assertThat(b.time()).isEqualTo(1.25);
        assertThat(c.time()).isEqualTo(0.25);
        assertThat(d.time()).isEqualTo(0.0);
        seq.setTime(2.5);
        assertThat(d.time()).isEqualTo(0.5);
    }

    @Test
    void trailingInterval_lengthensSequence() {
        MotionHandle seq = runClock(Sequence.create().append(child(1)).appendInterval(0.75));
        assertThat(seq.totalDuration()).isEqualTo(1.75);
    }

    @Test
    void insert_placesAtAbsolutePosition_withoutMovingTail() {
        MotionHandle a = child(1);
        MotionHandle i = child(1);
        MotionHandle b = child(1);
        MotionHandle seq = runClock(Sequence.create().append(a).insert(3, i).append(b));
        assertThat(seq.duration()).isEqualTo(4.0);
        seq.preserve().setTime(1.5);
        assertThat(b.time()).isEqualTo(0.5);
        assertThat(i.time()).isEqualTo(0.0);
    }

    @Test
    void update_playsChildrenInTurn_sharedPropertyHandedOver() {
        float[] x = new float[1];
        MotionHandle seq = runClock(Sequence.create()
                .append(child("a", 0, 1, 1, x, 0))
                .append(child("b", 1, 2, 1, x, 0)));
        scheduler.update(0.5);
        assertThat(x[0]).isEqualTo(0.5f);
        scheduler.update(1.0);
        assertThat(x[0]).isEqualTo(1.5f);
        scheduler.update(1.0);
        assertThat(x[0]).isEqualTo(2f);
        assertThat(seq.isActive()).isFalse();
    }

    @Test
    void seekBackwards_restoresEarlierChildsValue() {
        float[] x = new float[1];
        MotionHandle seq = runClock(Sequence.create()
                .append(child("a", 0, 1, 1, x, 0))
                .append(child("b", 5, 6, 1, x, 0))).preserve();
        seq.setTime(1.5);
        assertThat(x[0]).isEqualTo(5.5f);
        seq.setTime(0.5);
        assertThat(x[0]).isEqualTo(0.5f);
        seq.setTime(2);
        assertThat(x[0]).isEqualTo(6f);
        seq.setTime(0);
        assertThat(x[0]).isEqualTo(0f);
    }

    @Test
    void pitfall1_rewind_restoresStartValueOfDelayedChild() {
        float[] x = new float[2];
        MotionHandle a = child("a", 0, 1, 1, x, 0);
        MotionHandle b = Motion.create(5f, 6f, 1).withScheduler(scheduler).withDelay(0.5)
                .bind(x, (v, c) -> c[1] = v);
        MotionHandle seq = runClock(Sequence.create().append(a).append(b)).preserve();
        for (int f = 0; f < 30; f++) {
            scheduler.update(0.1);
        }
        assertThat(x[1]).isEqualTo(6f);
        seq.setTime(0.5);
        assertThat(x[0]).isEqualTo(0.5f);
        assertThat(x[1]).isEqualTo(5f);
    }

    @Test
    void pitfall2_sameposition_lastAddedWritesLast() {
        float[] x = new float[1];
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < 50; k++) {
            b.insert(1, child("c" + k, k, k + 100, 1, x, 0));
        }
        MotionHandle seq = runClock(b).preserve();
        seq.setTime(1.5);
        assertThat(x[0]).isEqualTo(49 + 50f);
        seq.setTime(0.5);
        assertThat(x[0]).isEqualTo(49f);
        seq.setTime(1.0);
        assertThat(x[0]).isEqualTo(49f);
    }

    @Test
    void pitfall3_normalCompletion_firesEachChildsOnCompleteOnce_andNoCancel() {
        float[] x = new float[2];
        MotionHandle seq = runClock(Sequence.create()
                .append(child("a", 0, 1, 0.2, x, 0))
                .append(child("b", 0, 1, 0.2, x, 1)));
        for (int f = 0; f < 10; f++) {
            scheduler.update(0.1);
        }
        assertThat(log).containsExactly("a.complete", "b.complete");
        assertThat(seq.isActive()).isFalse();
        assertThat(x).containsExactly(1f, 1f);
    }

    @Test
    void pitfall3_yoyoSequence_endsAtStartValues_childrenCompleteWithoutCancel() {
        float[] y = new float[1];
        MotionHandle b = child("b", 0, 1, 1, y, 0);
        Sequence.create().append(b).run(c -> c.withScheduler(scheduler).withLoops(2, LoopType.YOYO));
        for (int f = 0; f < 25; f++) {
            scheduler.update(0.1);
        }
        assertThat(y[0]).isEqualTo(0f);
        assertThat(log).containsExactly("b.complete");
    }

    @Test
    void restartLoopedSequence_childCompletesOnce_atTheEnd() {
        float[] y = new float[1];
        MotionHandle b = child("b", 0, 1, 1, y, 0);
        Sequence.create().append(b).run(c -> c.withScheduler(scheduler).withLoops(3));
        for (int f = 0; f < 8; f++) {
            scheduler.update(0.5);
        }
        assertThat(y[0]).isEqualTo(1f);
        assertThat(log).containsExactly("b.complete");
    }

    @Test
    void cancel_givesEachUnfinishedChildOnCancelOnce() {
        float[] x = new float[3];
        MotionHandle seq = runClock(Sequence.create()
                .append(child("a", 0, 1, 0.2, x, 0))
                .append(child("b", 0, 1, 0.2, x, 1))
                .append(child("c", 0, 1, 0.2, x, 2)));
        scheduler.update(0.3);
        seq.cancel();
        assertThat(log).containsExactly("a.complete", "b.cancel", "c.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void complete_jumpsChildrenToTheirEnds() {
        float[] x = new float[2];
        MotionHandle seq = runClock(Sequence.create()
                .append(child("a", 0, 1, 1, x, 0))
                .append(child("b", 0, 1, 1, x, 1)));
        scheduler.update(0.5);
        seq.complete();
        assertThat(x).containsExactly(1f, 1f);
        assertThat(log).containsExactly("a.complete", "b.complete");
        assertThat(seq.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void sequenceCallbacks_runAfterChildren() {
        float[] x = new float[1];
        MotionHandle a2 = child("b", 0, 1, 0.1, x, 0);
        Sequence.create().append(a2).run(c -> c.withScheduler(scheduler).withOnComplete(() -> log.add("seq.complete")));
        scheduler.update(1);
        assertThat(log).containsSubsequence("b.complete", "seq.complete");
    }

    @Test
    void pitfall4_template_runsManyTimes() {
        float[] x = new float[1];
        SequenceTemplate t = Sequence.template()
                .append(() -> child("a", 0, 1, 1, x, 0))
                .appendInterval(0.5)
                .append(() -> child("b", 10, 20, 1, x, 0))
                .build();
        for (int run = 0; run < 3; run++) {
            MotionHandle h = t.run(c -> c.withScheduler(scheduler));
            assertThat(h.totalDuration()).isEqualTo(2.5);
            scheduler.update(2.0);
            assertThat(x[0]).isEqualTo(15f);
            scheduler.update(1.0);
            assertThat(h.isActive()).isFalse();
        }
        assertThat(log).containsExactly("a.complete", "b.complete", "a.complete", "b.complete", "a.complete",
                "b.complete");
    }

    @Test
    void pitfall4_template_factoryFailure_cancelsChildrenMadeSoFar() {
        float[] x = new float[1];
        SequenceTemplate t = Sequence.template()
                .append(() -> child("a", 0, 1, 1, x, 0))
                .append(() -> MotionHandle.NONE)
                .build();
        assertThatThrownBy(() -> t.run(c -> c.withScheduler(scheduler))).isInstanceOf(IllegalArgumentException.class);
        assertThat(log).containsExactly("a.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void zeroLengthChild_completesWhenTheClockReachesIt_notAtTheStart() {
        float[] cell = {-1};
        MotionHandle a = child("a", 0f, 1f, 1, cell, 0);
        MotionHandle z = child("z", 5f, 7f, 0, cell, 0);
        MotionHandle b = child("b", 10f, 11f, 1, cell, 0);
        runClock(Sequence.create().append(a).append(z).append(b));
        scheduler.update(0.5);
        assertThat(log).isEmpty();
        assertThat(cell[0]).isEqualTo(0.5f);
        scheduler.update(0.75);
        assertThat(log).containsExactly("a.complete", "z.complete");
        assertThat(cell[0]).isEqualTo(10.25f);
    }

    @Test
    void zeroLengthChild_clockLandingOnItsPosition_writesItsEndLast() {
        float[] cell = {-1};
        MotionHandle a = child("a", 0f, 1f, 1, cell, 0);
        MotionHandle z = child("z", 5f, 7f, 0, cell, 0);
        MotionHandle seq = runClock(Sequence.create().append(a).append(z).appendInterval(1)).preserve();
        seq.setTime(0.5);
        seq.setTime(1);
        assertThat(cell[0]).isEqualTo(7f);
        seq.setTime(1.5);
        assertThat(cell[0]).isEqualTo(7f);
        assertThat(log).containsExactly("a.complete", "z.complete");
    }

    @Test
    void trailingZeroLengthChild_writesItsEndWhenTheSequenceCompletes() {
        float[] cell = {-1};
        MotionHandle a = child("a", 0f, 1f, 1, cell, 0);
        MotionHandle z = child("z", 5f, 7f, 0, cell, 0);
        runClock(Sequence.create().append(a).append(z));
        scheduler.update(0.6);
        scheduler.update(0.6);
        assertThat(cell[0]).isEqualTo(7f);
        assertThat(log).containsExactly("a.complete", "z.complete");
    }

    @Test
    void zeroLengthChild_rewound_writesStartAndCompletesAgainOnReplay() {
        float[] cell = {-1};
        MotionHandle z = child("z", 5f, 7f, 0, cell, 0);
        MotionHandle seq = runClock(Sequence.create().appendInterval(1).append(z).appendInterval(1)).preserve();
        seq.setTime(1.5);
        assertThat(cell[0]).isEqualTo(7f);
        seq.setTime(0.5);
        assertThat(cell[0]).isEqualTo(5f);
        assertThat(z.isPlaying()).isTrue();
        seq.setTime(1.5);
        assertThat(cell[0]).isEqualTo(7f);
        assertThat(log).containsExactly("z.complete", "z.complete");
    }

    @Test
    void childCallbackClearingTheSchedulerDuringRun_returnsDeadHandle() {
        MotionHandle z = Motion.create(0f, 1f, 0).withScheduler(scheduler).withOnComplete(scheduler::clear).run();
        MotionHandle a = child("a", 0f, 1f, 1, new float[1], 0);
        MotionHandle seq = runClock(Sequence.create().append(z).append(a));
        assertThat(seq.isActive()).isFalse();
        assertThat(a.isActive()).isFalse();
        assertThat(log).containsExactly("a.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void pitfall5_idleChildIsNotReboundEveryFrame() {
        int[] binds = new int[2];
        MotionHandle a = Motion.create(0f, 1f, 0.5).withScheduler(scheduler).bind(binds, (v, b) -> b[0]++);
        MotionHandle b = Motion.create(0f, 1f, 5).withScheduler(scheduler).bind(binds, (v, c) -> c[1]++);
        runClock(Sequence.create().append(a).append(b));
        int before = binds[0];
        for (int f = 0; f < 40; f++) {
            scheduler.update(0.1);
        }
        assertThat(binds[0] - before).isLessThanOrEqualTo(6);
        assertThat(binds[1]).isGreaterThan(30);
    }

    @Test
    void flipLoops_onSequenceClock_mirrorTheTimeline() {
        float[] x = new float[1];
        MotionHandle seq = Sequence.create().append(child("a", 0, 10, 1, x, 0))
                .run(c -> c.withScheduler(scheduler).withLoops(2, LoopType.FLIP));
        seq.preserve();
        scheduler.update(1.25);
        assertThat(x[0]).isCloseTo(7.5f, within(1e-5f));
    }

    @Test
    void nestedSequence_drivesGrandchildren() {
        float[] x = new float[1];
        MotionHandle inner = Sequence.create()
                .append(child("a", 0, 1, 1, x, 0))
                .append(child("b", 1, 2, 1, x, 0))
                .run(c -> c.withScheduler(scheduler));
        MotionHandle outer = runClock(Sequence.create().appendInterval(1).append(inner)).preserve();
        outer.setTime(2.5);
        assertThat(x[0]).isEqualTo(1.5f);
        outer.setTime(1.25);
        assertThat(x[0]).isEqualTo(0.25f);
        outer.setTime(3);
        assertThat(x[0]).isEqualTo(2f);
        outer.cancel();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void ownedChild_refusesControl_butReads() {
        MotionHandle a = child(1);
        runClock(Sequence.create().append(a));
        assertThatThrownBy(a::cancel).isInstanceOf(IllegalStateException.class).hasMessageContaining("sequence");
        assertThatThrownBy(a::complete).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> a.setTime(0.5)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> a.setPlaybackSpeed(2)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(a::preserve).isInstanceOf(IllegalStateException.class);
        assertThat(a.tryCancel()).isFalse();
        assertThat(a.isActive()).isTrue();
        assertThat(a.duration()).isEqualTo(1.0);
        scheduler.update(0.25);
        assertThat(a.time()).isEqualTo(0.25);
    }

    @Test
    void childrenDie_whenSequenceEnds() {
        MotionHandle a = child(0.5);
        runClock(Sequence.create().append(a));
        scheduler.update(1);
        assertThat(a.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void refusals_badChildren() {
        SequenceBuilder b = Sequence.create();
        assertThatThrownBy(() -> b.append(null)).isInstanceOf(NullPointerException.class).hasMessageContaining("child");
        assertThatThrownBy(() -> b.append(MotionHandle.NONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NONE");
        MotionHandle dead = child(1);
        dead.cancel();
        assertThatThrownBy(() -> b.append(dead)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ended");
        MotionHandle endless = Motion.create(0f, 1f, 1).withScheduler(scheduler).withLoops(-1).run();
        assertThatThrownBy(() -> b.join(endless)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("forever");
        assertThat(endless.isPlaying()).isTrue();
        endless.cancel();
        MotionHandle old = child(1);
        scheduler.update(0.1);
        assertThatThrownBy(() -> b.append(old)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("advanced");
        old.cancel();
        MotionHandle ok = child(1);
        b.append(ok);
        assertThatThrownBy(() -> b.append(ok)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("already added");
        assertThatThrownBy(() -> b.insert(-1, child(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positionSeconds");
        assertThatThrownBy(() -> b.insert(Double.NaN, child(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.appendInterval(-0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("seconds");
        assertThat(b.duration()).isEqualTo(1.0);
    }

    @Test
    void refusals_childOfAnotherSequence() {
        MotionHandle a = child(1);
        runClock(Sequence.create().append(a));
        assertThatThrownBy(() -> Sequence.create().append(a)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("belongs to a sequence");
    }

    @Test
    void runTwice_throws_andFirstRunIsUnaffected() {
        SequenceBuilder b = Sequence.create().append(child(1));
        MotionHandle seq = runClock(b);
        assertThatThrownBy(() -> runClock(b)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> b.append(child(1))).isInstanceOf(IllegalStateException.class);
        assertThat(seq.isPlaying()).isTrue();
    }

    @Test
    void configureThatThrows_cancelsChildren() {
        float[] x = new float[1];
        SequenceBuilder b = Sequence.create().append(child("a", 0, 1, 1, x, 0));
        assertThatThrownBy(() -> b.run(c -> c.withScheduler(scheduler).withLoops(0)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(log).containsExactly("a.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void incrementalClock_isRefused_andChildrenCancelled() {
        float[] x = new float[1];
        SequenceBuilder b = Sequence.create().append(child("a", 0, 1, 1, x, 0));
        assertThatThrownBy(() -> b.run(c -> c.withScheduler(scheduler).withLoops(2, LoopType.INCREMENTAL)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("INCREMENTAL");
        assertThat(log).containsExactly("a.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void clear_cancelsSequenceAndChildren() {
        float[] x = new float[2];
        runClock(Sequence.create().append(child("a", 0, 1, 1, x, 0)).append(child("b", 0, 1, 1, x, 1)));
        scheduler.update(0.5);
        scheduler.clear();
        assertThat(log).containsExactlyInAnyOrder("a.cancel", "b.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void backwardsPlayback_completesAtStart() {
        float[] x = new float[1];
        MotionHandle seq = runClock(Sequence.create().append(child("a", 0, 1, 1, x, 0)));
        scheduler.update(0.5);
        seq.setPlaybackSpeed(-1);
        scheduler.update(0.25);
        assertThat(x[0]).isEqualTo(0.25f);
        scheduler.update(0.5);
        assertThat(x[0]).isEqualTo(0f);
        assertThat(seq.isActive()).isFalse();
    }

    @Test
    void easedClock_warpsTimeline() {
        float[] x = new float[1];
        Sequence.create().append(child("a", 0, 1, 1, x, 0))
                .run(c -> c.withScheduler(scheduler).withEase(Ease.IN_QUAD));
        scheduler.update(0.5);
        assertThat(x[0]).isEqualTo(0.25f);
    }

    @Test
    void frames_allocateNothing() {
        float[] x = new float[100];
        for (int s = 0; s < 10; s++) {
            SequenceBuilder b = Sequence.create();
            for (int c = 0; c < 10; c++) {
                b.append(child("c", 0, 1, 1, x, s * 10 + c));
            }
            b.run(k -> k.withScheduler(scheduler).withLoops(-1, LoopType.YOYO));
        }
        for (int f = 0; f < 200; f++) {
            scheduler.update(0.016);
        }
        long before = Allocations.allocated();
        for (int f = 0; f < 500; f++) {
            scheduler.update(0.016);
        }
        assertThat(Allocations.allocated() - before).isLessThan(16 * 1024);
    }
}
