package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ReadOutTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    @Test
    void settings_readBack() {
        MotionHandle h = Motion.create(0f, 1f, 2).withDelay(0.5).withLoops(3, LoopType.YOYO).withDebugName("door")
                .withScheduler(scheduler).run();
        assertThat(h.delay()).isEqualTo(0.5);
        assertThat(h.loops()).isEqualTo(3);
        assertThat(h.debugName()).isEqualTo("door");
        MotionHandle unnamed = Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(scheduler).run();
        assertThat(unnamed.loops()).isEqualTo(-1);
        assertThat(unnamed.debugName()).startsWith("float motion #");
    }

    @Test
    void progress_isRawAndPerLoop_easedProgressIsWhatTheValueUses() {
        MotionHandle h = Motion.create(0f, 10f, 1).withEase(Ease.IN_QUAD).withDelay(0.5).withLoops(2, LoopType.YOYO)
                .withScheduler(scheduler).run();
        scheduler.update(0.25);
        assertThat(h.progress()).isZero();
        assertThat(h.completedLoops()).isZero();
        scheduler.update(0.75);                          // 0.5 into loop 0
        assertThat(h.progress()).isCloseTo(0.5, within(1e-12));
        assertThat(h.easedProgress()).isCloseTo(0.25, within(1e-7));
        assertThat(h.value()).isCloseTo(2.5, within(1e-5));
        scheduler.update(0.75);                          // 0.25 into loop 1, on the way back
        assertThat(h.completedLoops()).isEqualTo(1);
        assertThat(h.progress()).isCloseTo(0.25, within(1e-12));
        assertThat(h.easedProgress()).isCloseTo(0.5625, within(1e-7));
        h.preserve();
        scheduler.update(1);
        assertThat(h.isPlaying()).isFalse();
        assertThat(h.progress()).isEqualTo(1);
        assertThat(h.completedLoops()).isEqualTo(2);
        h.setTime(0.75);
        assertThat(h.completedLoops()).isZero();
        assertThat(h.progress()).isCloseTo(0.25, within(1e-12));
    }

    @Test
    void pause_holdsTimeDelayAndValue_resumeRestoresTheSpeed() {
        MotionHandle h = Motion.create(0f, 10f, 1).withDelay(0.5).withScheduler(scheduler).run();
        h.setPlaybackSpeed(2);
        scheduler.update(0.125);
        h.pause();
        h.pause();
        assertThat(h.isPaused()).isTrue();
        assertThat(h.playbackSpeed()).isEqualTo(2);
        scheduler.update(10);
        assertThat(h.time()).isEqualTo(0.25);
        h.setPlaybackSpeed(4);                            // applies on resume
        scheduler.update(1);
        assertThat(h.time()).isEqualTo(0.25);
        h.resume();
        assertThat(h.isPaused()).isFalse();
        scheduler.update(0.125);
        assertThat(h.time()).isEqualTo(0.75);
        assertThat(h.value()).isCloseTo(2.5, within(1e-5));
        h.resume();
        assertThat(h.playbackSpeed()).isEqualTo(4);
    }

    @Test
    void pausedMotion_canStillBeSoughtCompletedOrCancelled_andClearEndsIt() {
        MotionHandle h = Motion.create(0f, 10f, 1).withScheduler(scheduler).run();
        h.pause();
        h.setTime(0.5);
        assertThat(h.value()).isCloseTo(5, within(1e-5));
        h.complete();
        assertThat(h.isActive()).isFalse();
        MotionHandle k = Motion.create(0f, 10f, 1).withScheduler(scheduler).run();
        k.pause();
        scheduler.clear();
        assertThat(k.isActive()).isFalse();
    }

    @Test
    void groupPause_pausesMembersAndLaterOnes() {
        MotionGroup g = new MotionGroup();
        MotionHandle a = g.add(Motion.create(0f, 1f, 1).withScheduler(scheduler).run());
        g.pause();
        MotionHandle b = g.add(Motion.create(0f, 1f, 1).withScheduler(scheduler).run());
        scheduler.update(0.5);
        assertThat(a.time()).isZero();
        assertThat(b.isPaused()).isTrue();
        assertThat(g.isPaused()).isTrue();
        g.resume();
        scheduler.update(0.5);
        assertThat(a.time()).isEqualTo(0.5);
        assertThat(b.time()).isEqualTo(0.5);
    }

    @Test
    void readOuts_onDeadHandleOrNone_throw() {
        MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        h.cancel();
        assertThatThrownBy(h::delay).isInstanceOf(IllegalStateException.class).hasMessageStartingWith("delay:");
        assertThatThrownBy(h::progress).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(h::pause).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(MotionHandle.NONE::loops).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("NONE");
        assertThatThrownBy(MotionHandle.NONE::debugName).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void pause_sequenceChild_refused_sequencePausesAsOne() {
        MotionHandle child = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle seq = Sequence.create().append(child).run(c -> c.withScheduler(scheduler));
        assertThatThrownBy(child::pause).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("belongs to a sequence");
        seq.pause();
        scheduler.update(0.5);
        assertThat(child.time()).isZero();
        seq.resume();
        scheduler.update(0.5);
        assertThat(child.value()).isCloseTo(0.5, within(1e-6));
    }
}
