package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** playForward, playBackward and toggle: a hover or press animation that turns back where it is. */
class PlayDirectionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] x = new float[1];

    private MotionHandle hover() {
        return Motion.create(0f, 10f, 1).withScheduler(scheduler).bind(x, (v, c) -> c[0] = v).preserve();
    }

    @Test
    void toggleHalfWay_comesBackFromThePointReached() {
        MotionHandle h = hover();
        scheduler.update(0.4);
        assertThat(x[0]).isCloseTo(4f, within(1e-5f));
        h.toggle();
        scheduler.update(0.1);
        assertThat(x[0]).as("back from 4, not from the end").isCloseTo(3f, within(1e-5f));
        h.toggle();
        scheduler.update(0.2);
        assertThat(x[0]).isCloseTo(5f, within(1e-5f));
    }

    @Test
    void playBackward_endsAtTheStart_andPlayForwardPlaysAgainFromThere() {
        MotionHandle h = hover();
        scheduler.update(0.3);
        h.playBackward();
        scheduler.update(1);
        assertThat(x[0]).isZero();
        assertThat(h.isPlaying()).isFalse();
        assertThat(h.isActive()).as("preserved").isTrue();
        h.playForward();
        scheduler.update(0.25);
        assertThat(x[0]).isCloseTo(2.5f, within(1e-5f));
        assertThat(h.isPlaying()).isTrue();
    }

    @Test
    void toggle_turnsAMotionResting_atEitherEnd() {
        MotionHandle h = hover();
        scheduler.update(2);
        assertThat(x[0]).isEqualTo(10f);
        h.toggle();
        scheduler.update(0.25);
        assertThat(x[0]).as("from the end, backwards").isCloseTo(7.5f, within(1e-5f));
        scheduler.update(2);
        assertThat(x[0]).isZero();
        h.toggle();
        scheduler.update(0.25);
        assertThat(x[0]).as("from the start, forwards").isCloseTo(2.5f, within(1e-5f));
    }

    @Test
    void theSpeedsMagnitudeIsKept_andAStoppedMotionPlaysAtOne() {
        MotionHandle h = hover();
        h.setPlaybackSpeed(2);
        h.playBackward();
        assertThat(h.playbackSpeed()).isEqualTo(-2.0);
        h.toggle();
        assertThat(h.playbackSpeed()).isEqualTo(2.0);
        h.playForward();
        assertThat(h.playbackSpeed()).as("already forwards: unchanged").isEqualTo(2.0);
        h.setPlaybackSpeed(0);
        h.toggle();
        assertThat(h.playbackSpeed()).as("a stopped motion counts as forwards; toggled, it plays back at 1")
                .isEqualTo(-1.0);
        h.setPlaybackSpeed(0);
        h.playForward();
        assertThat(h.playbackSpeed()).isEqualTo(1.0);
    }

    @Test
    void aPausedMotion_turnsButStaysPaused() {
        MotionHandle h = hover();
        scheduler.update(0.5);
        h.pause();
        h.toggle();
        scheduler.update(0.2);
        assertThat(x[0]).isCloseTo(5f, within(1e-5f));
        h.resume();
        scheduler.update(0.2);
        assertThat(x[0]).isCloseTo(3f, within(1e-5f));
    }

    @Test
    void theHandleRules_holdForEachDirectionCall() throws Exception {
        assertThatThrownBy(MotionHandle.NONE::toggle).isInstanceOf(IllegalStateException.class);
        MotionHandle child = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        Sequence.create().append(child).run();
        assertThatThrownBy(child::playForward).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("playForward");
        assertThatThrownBy(child::playBackward).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("playBackward");
        MotionHandle h = hover();
        scheduler.update(0);
        Throwable fromOtherThread = CompletableFuture.supplyAsync(() -> {
            try {
                h.toggle();
                return null;
            } catch (RuntimeException e) {
                return e;
            }
        }).get(30, TimeUnit.SECONDS);
        assertThat(fromOtherThread).isInstanceOf(IllegalStateException.class);
        assertThat(h.playbackSpeed()).as("the refused call changed nothing").isEqualTo(1.0);
    }
}
