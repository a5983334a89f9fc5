package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Callbacks on a sequence's timeline: examples of the crossing rules and of bad input. */
class SequenceCallbacksTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private MotionHandle child(double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(scheduler).run();
    }

    private Runnable mark(String name) {
        return () -> log.add(name);
    }

    /** A one-second sequence with callbacks at 0, 0.5 and 1. */
    private SequenceBuilder zeroHalfOne() {
        return Sequence.create().append(child(1)).insertCallback(0, mark("0")).insertCallback(0.5, mark("0.5"))
                .insertCallback(1, mark("1"));
    }

    private List<String> taken() {
        List<String> copy = new ArrayList<>(log);
        log.clear();
        return copy;
    }

    @Test
    void playingForward_firesEachOnceInOrder_andNothingInsideRun() {
        MotionHandle seq = zeroHalfOne().run();
        assertThat(taken()).as("run() itself fires nothing").isEmpty();
        scheduler.update(0.25);
        assertThat(taken()).as("the start comes from before 0").containsExactly("0");
        scheduler.update(0.25);
        assertThat(taken()).as("arriving on 0.5 fires it").containsExactly("0.5");
        scheduler.update(0.25);
        assertThat(taken()).as("leaving 0.5 fires nothing").isEmpty();
        scheduler.update(0.25);
        assertThat(taken()).containsExactly("1");
        assertThat(seq.isActive()).isFalse();
    }

    @Test
    void aFrameSkippingSeveral_firesThemAllInOrder() {
        zeroHalfOne().insertCallback(0.5, mark("0.5 second")).run();
        scheduler.update(5);
        assertThat(taken()).containsExactly("0", "0.5", "0.5 second", "1");
    }

    @Test
    void playingBackward_firesDescending_onArrival() {
        MotionHandle seq = zeroHalfOne().insertCallback(0.5, mark("0.5 second")).run().preserve();
        scheduler.update(1);
        taken();
        seq.playBackward();
        scheduler.update(0.25);
        assertThat(taken()).as("leaving the end fires nothing").isEmpty();
        scheduler.update(0.5);
        assertThat(taken()).as("same time: reverse order added").containsExactly("0.5 second", "0.5");
        scheduler.update(0.5);
        assertThat(taken()).as("arriving back at 0").containsExactly("0");
    }

    @Test
    void seeks_fireWhatTheyCross_inTheCrossingsOrder() {
        MotionHandle seq = zeroHalfOne().insertCallback(0.25, mark("0.25")).run().preserve();
        seq.setTime(0.75);
        assertThat(taken()).containsExactly("0", "0.25", "0.5");
        seq.setTime(0.25);
        assertThat(taken()).as("a seek back fires [to, from) descending").containsExactly("0.5", "0.25");
        seq.setTime(0.25);
        assertThat(taken()).as("a seek that does not move").isEmpty();
        seq.setTime(1);
        assertThat(taken()).containsExactly("0.5", "1");
        seq.setTime(0);
        assertThat(taken()).containsExactly("0.5", "0.25", "0");
    }

    @Test
    void restartLoops_wrapFiresTheOldLoopsRest_thenTheNewLoopsStart() {
        MotionHandle seq = zeroHalfOne().run(c -> c.withLoops(3, LoopType.RESTART));
        scheduler.update(0.75);
        assertThat(taken()).containsExactly("0", "0.5");
        scheduler.update(0.5);
        assertThat(taken()).as("1.25: end of loop 0, start of loop 1").containsExactly("1", "0");
        scheduler.update(2.5);
        assertThat(taken()).as("to the end: the rest of loop 1, all of loop 2")
                .containsExactly("0.5", "1", "0", "0.5", "1");
        assertThat(seq.isActive()).isFalse();
    }

    @Test
    void restartLoops_playedBackward_fireBothEndsAtEachWrap() {
        MotionHandle seq = zeroHalfOne().run(c -> c.withLoops(2, LoopType.RESTART)).preserve();
        scheduler.update(2);
        taken();
        seq.playBackward();
        scheduler.update(0.75);
        assertThat(taken()).as("from loop 1's end back to its 0.25").containsExactly("0.5");
        scheduler.update(2);
        assertThat(taken()).as("loop 1's start, then loop 0 entered from past its end")
                .containsExactly("0", "1", "0.5", "0");
    }

    @Test
    void yoyoLoops_turnAtTheEnd_withoutFiringItTwice() {
        zeroHalfOne().run(c -> c.withLoops(2, LoopType.YOYO));
        scheduler.update(0.75);
        assertThat(taken()).containsExactly("0", "0.5");
        scheduler.update(0.5);
        assertThat(taken()).as("up to 1 and back to 0.75").containsExactly("1");
        scheduler.update(0.5);
        assertThat(taken()).as("back down past 0.5 to 0.25").containsExactly("0.5");
        scheduler.update(1);
        assertThat(taken()).containsExactly("0");
    }

    @Test
    void callbacksAtLabels_withOffsets_andStatefulOverloads() {
        List<String> got = new ArrayList<>();
        SequenceBuilder b = Sequence.create().append(child(1)).label("hit").append(child(1))
                .insertCallback(At.label("hit").plus(0.25), mark("hit+0.25"))
                .insertCallback(At.label("hit"), got, g -> g.add("hit"))
                .appendCallback(got, g -> g.add("tail"))
                .insertCallback(At.previousStart(), mark("second child's start"));
        assertThat(b.duration()).as("callbacks inside do not lengthen").isEqualTo(2.0);
        b.run();
        scheduler.update(1.5);
        assertThat(got).containsExactly("hit");
        assertThat(taken()).containsExactly("second child's start", "hit+0.25");
        scheduler.update(1);
        assertThat(got).containsExactly("hit", "tail");
    }

    @Test
    void aCallbackPastTheEnd_lengthensTheSequence_andAnAppendedOneDoesNot() {
        SequenceBuilder b = Sequence.create().append(child(1)).appendCallback(mark("tail"));
        assertThat(b.duration()).isEqualTo(1.0);
        b.insertCallback(3, mark("late"));
        assertThat(b.duration()).isEqualTo(3.0);
        MotionHandle seq = b.run();
        scheduler.update(2);
        assertThat(taken()).containsExactly("tail");
        scheduler.update(1);
        assertThat(taken()).containsExactly("late");
        assertThat(seq.isActive()).isFalse();
    }

    @Test
    void aSequenceOfOnlyCallbacks_andOneOfZeroLength_fireAtTheirTimes() {
        Sequence.create().appendCallback(mark("0")).insertCallback(0.5, mark("0.5"))
                .run(c -> c.withScheduler(scheduler));
        scheduler.update(0.25);
        assertThat(taken()).containsExactly("0");
        scheduler.update(0.5);
        assertThat(taken()).containsExactly("0.5");
        Sequence.create().appendCallback(mark("only")).run(c -> c.withScheduler(scheduler));
        scheduler.update(0.016);
        assertThat(taken()).containsExactly("only");
    }

    @Test
    void aDelayedClock_firesItsStartWhenTheDelayEnds() {
        zeroHalfOne().run(c -> c.withDelay(0.5));
        scheduler.update(0.25);
        scheduler.update(0.2);
        assertThat(taken()).isEmpty();
        scheduler.update(0.3);
        assertThat(taken()).containsExactly("0");
    }

    @Test
    void childrensCallbacks_interleaveWithTheTimelinesInTimeOrder() {
        MotionHandle a = Motion.create(0f, 1f, 0.75).withScheduler(scheduler).withOnComplete(mark("A done")).run();
        MotionHandle b = Motion.create(0f, 1f, 0.75).withScheduler(scheduler).withOnComplete(mark("B done")).run();
        MotionHandle c = Motion.create(0f, 1f, 0.25).withScheduler(scheduler).withOnStart(mark("C start")).run();
        Sequence.create().append(a).insert(0.5, b).insert(1, c)
                .insertCallback(1, mark("cb 1")).insertCallback(1.5, mark("cb 1.5")).run();
        scheduler.update(2);
        List<String> order = taken();
        assertThat(order).as("between two callbacks, children's events come in write order")
                .containsExactlyInAnyOrder("A done", "cb 1", "C start", "B done", "cb 1.5");
        assertThat(order.subList(0, 2)).containsExactly("A done", "cb 1");
        assertThat(order.get(4)).isEqualTo("cb 1.5");
    }

    @Test
    void aThrowingCallback_goesToTheErrorHandler_andTheRestRun() {
        List<Throwable> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(e));
        IllegalStateException boom = new IllegalStateException("boom");
        float[] x = new float[1];
        MotionHandle moved = Motion.create(0f, 1f, 1).withScheduler(scheduler).bind(x, (v, s) -> s[0] = v);
        MotionHandle seq = Sequence.create().append(moved).insertCallback(0.25, () -> {
            throw boom;
        }).insertCallback(0.5, mark("after")).run();
        scheduler.update(0.75);
        assertThat(errors).containsExactly(boom);
        assertThat(taken()).containsExactly("after");
        assertThat(x[0]).isEqualTo(0.75f);
        scheduler.update(0.25);
        assertThat(x[0]).isEqualTo(1f);
        assertThat(seq.isActive()).isFalse();
    }

    @Test
    void aCallbackThatCancelsTheSequence_endsTheCrossing() {
        AtomicReference<MotionHandle> seq = new AtomicReference<>();
        seq.set(zeroHalfOne().insertCallback(0.25, () -> {
            log.add("cancel");
            seq.get().cancel();
        }).run());
        scheduler.update(0.9);
        assertThat(taken()).containsExactly("0", "cancel");
        assertThat(seq.get().isActive()).isFalse();
    }

    @Test
    void aCallbackThatSeeks_crossesFromItsTime_andTheFrameStopsThere() {
        AtomicReference<MotionHandle> seq = new AtomicReference<>();
        seq.set(zeroHalfOne().insertCallback(0.25, mark("0.25")).insertCallback(0.75, () -> {
            log.add("seek");
            seq.get().setTime(0.3);
        }).run().preserve());
        scheduler.update(0.9);
        assertThat(taken()).as("the seek back from 0.75 crosses 0.5; the frame's 0.9 is dropped")
                .containsExactly("0", "0.25", "0.5", "seek", "0.5");
        assertThat(seq.get().time()).isEqualTo(0.3);
        scheduler.update(0.25);
        assertThat(taken()).containsExactly("0.5");
    }

    @Test
    void aCallbackThatCompletes_crossesToTheEnd() {
        AtomicReference<MotionHandle> seq = new AtomicReference<>();
        seq.set(zeroHalfOne().insertCallback(0.25, () -> {
            log.add("complete");
            seq.get().complete();
        }).run());
        scheduler.update(0.3);
        assertThat(taken()).as("complete() is a seek to the end").containsExactly("0", "complete", "0.5", "1");
        assertThat(seq.get().isActive()).isFalse();
        scheduler.update(1);
        assertThat(taken()).isEmpty();
    }

    @Test
    void badInput_isRefusedAtTheCall_namingIt_andLeavesTheBuilderAsItWas() {
        SequenceBuilder b = Sequence.create().append(child(1)).label("hit");
        assertThatThrownBy(() -> b.insertCallback(Double.NaN, mark("x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("positionSeconds must be >= 0 and finite: NaN");
        assertThatThrownBy(() -> b.insertCallback(-1, mark("x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1.0");
        assertThatThrownBy(() -> b.insertCallback(Double.POSITIVE_INFINITY, mark("x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Infinity");
        assertThatThrownBy(() -> b.insertCallback(At.label("miss"), mark("x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"miss\"")
                .hasMessageContaining("hit");
        assertThatThrownBy(() -> b.insertCallback(At.time(0).plus(-1), mark("x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1.0");
        assertThatThrownBy(() -> b.insertCallback(2, (Runnable) null))
                .isInstanceOf(NullPointerException.class).hasMessage("callback == null");
        assertThatThrownBy(() -> b.insertCallback(At.tail(), "s", null))
                .isInstanceOf(NullPointerException.class).hasMessage("callback == null");
        assertThatThrownBy(() -> b.appendCallback(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.insertCallback((At) null, mark("x")))
                .isInstanceOf(NullPointerException.class).hasMessage("position == null");
        assertThat(b.duration()).isEqualTo(1.0);
        b.run();
        scheduler.update(2);
        assertThat(taken()).as("no refused callback was placed").isEmpty();
        assertThatThrownBy(() -> b.appendCallback(mark("x"))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void run_fromAnotherThread_isRefused_andFiresNothing() throws Exception {
        SequenceBuilder b = zeroHalfOne();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                b.run();
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        t.start();
        t.join();
        assertThat(thrown.get()).isInstanceOf(IllegalStateException.class);
        b.run();
        scheduler.update(1);
        assertThat(taken()).containsExactly("0", "0.5", "1");
    }

    @Test
    void aNestedSequencesCallbacks_fireAsTheOuterClockCarriesIt() {
        MotionHandle inner = Sequence.create().append(child(1)).insertCallback(0, mark("inner 0"))
                .insertCallback(0.5, mark("inner 0.5")).run();
        MotionHandle outer = Sequence.create().append(child(1)).appendCallback(mark("outer 1")).append(inner)
                .run().preserve();
        scheduler.update(0.75);
        assertThat(taken()).isEmpty();
        scheduler.update(0.5);
        assertThat(taken()).containsExactly("outer 1", "inner 0");
        scheduler.update(0.5);
        assertThat(taken()).containsExactly("inner 0.5");
        outer.setTime(0.25);
        assertThat(taken()).as("seeking the outer back crosses the inner's callbacks back")
                .containsExactly("inner 0.5", "inner 0", "outer 1");
    }

    @Test
    void templates_placeCallbacksForEveryRun() {
        SequenceTemplate pop = Sequence.template().append(() -> child(1)).appendCallback(mark("end"))
                .insertCallback(0.5, mark("mid")).build();
        pop.run();
        pop.run();
        scheduler.update(1);
        assertThat(taken()).containsExactly("mid", "end", "mid", "end");
    }
}
