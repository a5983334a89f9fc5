package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DelayTest {
    private static final double UNSET = -1;
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<Double> writes = new ArrayList<>();
    private final List<Integer> loopsDone = new ArrayList<>();

    private DoubleMotionBuilder motion() {
        return Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withOnLoopComplete(loopsDone::add);
    }

    private MotionHandle bind(DoubleMotionBuilder b) {
        return b.bind(writes, (v, w) -> w.add(v));
    }

    private double last() {
        return writes.isEmpty() ? UNSET : writes.get(writes.size() - 1);
    }

    @Test
    void firstLoop_skipping_writesNothingDuringDelay() {
        bind(motion().withDelay(0.5));
        scheduler.update(0.25);
        scheduler.update(0.2);
        assertThat(writes).isEmpty();
        scheduler.update(0.3);
        assertThat(writes).containsExactly(2.5);
    }

    @Test
    void firstLoop_notSkipping_writesStartValueDuringDelay() {
        bind(motion().withDelay(0.5, DelayType.FIRST_LOOP, false));
        assertThat(writes).containsExactly(0.0);
        scheduler.update(0.25);
        assertThat(writes).containsExactly(0.0, 0.0);
    }

    @Test
    void firstLoop_appliesOnlyBeforeFirstLoop() {
        bind(motion().withDelay(0.5).withLoops(3));
        scheduler.update(1.5);
        assertThat(last()).isEqualTo(0.0);
        assertThat(loopsDone).containsExactly(1);
        scheduler.update(0.25);
        assertThat(last()).isEqualTo(2.5);
    }

    @Test
    void everyLoop_delaysEachLoop() {
        MotionHandle h = bind(motion().withDelay(0.5, DelayType.EVERY_LOOP, false).withLoops(3, LoopType.FLIP));
        scheduler.update(1.0);
        assertThat(last()).isEqualTo(5.0);
        scheduler.update(0.5);
        assertThat(loopsDone).containsExactly(1);
        assertThat(last()).as("loop 2's start value during its delay").isEqualTo(10.0);
        scheduler.update(0.25);
        assertThat(last()).isEqualTo(10.0);
        scheduler.update(0.5);
        assertThat(last()).isEqualTo(7.5);
        assertThat(h.time()).isEqualTo(2.25);
    }

    @Test
    void everyLoop_skipping_writesLoopEndOnceOnEnteringLaterDelays() {
        bind(motion().withDelay(0.5, DelayType.EVERY_LOOP).withLoops(2));
        scheduler.update(1.25);
        assertThat(writes).containsExactly(7.5);
        scheduler.update(0.5);
        assertThat(writes).containsExactly(7.5, 10.0);
        scheduler.update(0.1);
        assertThat(writes).containsExactly(7.5, 10.0);
        assertThat(loopsDone).containsExactly(1);
        scheduler.update(0.4);
        assertThat(writes).containsExactly(7.5, 10.0, 2.5);
    }

    @Test
    void everyLoop_skipping_frameFromFirstDelayIntoNextPause_writesLoopEnd() {
        bind(motion().withDelay(0.5, DelayType.EVERY_LOOP).withLoops(3));
        scheduler.update(0.25);
        scheduler.update(1.5);
        assertThat(writes).containsExactly(10.0);
        assertThat(loopsDone).containsExactly(1);
    }

    @Test
    void everyLoop_skipping_frameFromPauseOverWholeLoopIntoNextPause_writesThatLoopsEnd() {
        bind(motion().withDelay(0.5, DelayType.EVERY_LOOP).withLoops(3, LoopType.INCREMENTAL));
        scheduler.update(1.75);
        assertThat(writes).containsExactly(10.0);
        scheduler.update(1.5);
        assertThat(writes).containsExactly(10.0, 20.0);
        scheduler.update(0.1);
        assertThat(writes).containsExactly(10.0, 20.0);
    }

    @Test
    void immediateBind_insideSkippedDelay_writesNothing() {
        bind(motion().withDelay(1));
        assertThat(writes).isEmpty();
    }

    @Test
    void immediateBind_false_writesNothingUntilUpdate() {
        bind(motion().withImmediateBind(false));
        assertThat(writes).isEmpty();
        scheduler.update(0.5);
        assertThat(writes).containsExactly(5.0);
    }

    @Test
    void immediateBind_default_writesStartValue() {
        bind(motion());
        assertThat(writes).containsExactly(0.0);
    }

    @Test
    void setTime_insideSkippingDelay_writesStartValue() {
        MotionHandle h = bind(motion().withDelay(1));
        h.setTime(0.5);
        assertThat(writes).containsExactly(0.0);
    }

    @Test
    void setTime_insideEveryLoopSkippingDelay_writesThatLoopsStart() {
        MotionHandle h = bind(motion().withDelay(1, DelayType.EVERY_LOOP).withLoops(3, LoopType.INCREMENTAL));
        h.setTime(2.5);
        assertThat(writes).containsExactly(10.0);
        assertThat(loopsDone).containsExactly(1);
    }

    @Test
    void totalDuration_firstLoop_countsDelayOnce() {
        MotionHandle h = bind(motion().withDelay(0.5).withLoops(4));
        assertThat(h.totalDuration()).isEqualTo(4.5);
        scheduler.update(4.4);
        assertThat(h.isPlaying()).isTrue();
        scheduler.update(0.1);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void totalDuration_everyLoop_countsDelayPerLoop() {
        MotionHandle h = bind(motion().withDelay(0.5, DelayType.EVERY_LOOP).withLoops(4));
        assertThat(h.totalDuration()).isEqualTo(6.0);
        scheduler.update(5.9);
        assertThat(h.isPlaying()).isTrue();
        scheduler.update(0.1);
        assertThat(h.isActive()).isFalse();
        assertThat(last()).isEqualTo(10.0);
        assertThat(loopsDone).containsExactly(1, 2, 3, 4);
    }

    @Test
    void zeroDuration_withDelay_completesAfterDelay() {
        MotionHandle h = bind(Motion.create(0.0, 10.0, 0).withScheduler(scheduler).withDelay(1));
        scheduler.update(0.5);
        assertThat(h.isPlaying()).isTrue();
        scheduler.update(0.5);
        assertThat(h.isActive()).isFalse();
        assertThat(writes).containsExactly(10.0);
    }
}
