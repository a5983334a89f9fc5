package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class HandleTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private DoubleMotionBuilder motion(double seconds) {
        return Motion.create(0.0, 10.0, seconds).withScheduler(scheduler)
                .withOnComplete(() -> log.add("complete"))
                .withOnCancel(() -> log.add("cancel"))
                .withOnLoopComplete(n -> log.add("loop" + n));
    }

    private MotionHandle deadHandle() {
        MotionHandle h = motion(1).run();
        h.cancel();
        log.clear();
        return h;
    }

    @Test
    void isActive_runningMotion_true() {
        MotionHandle h = motion(1).run();
        assertThat(h.isActive()).isTrue();
        assertThat(h.isPlaying()).isTrue();
    }

    @Test
    void isActive_afterCompletion_false() {
        MotionHandle h = motion(1).run();
        scheduler.update(1);
        assertThat(h.isActive()).isFalse();
        assertThat(h.isPlaying()).isFalse();
    }

    @Test
    void isPlaying_duringDelay_true() {
        MotionHandle h = motion(1).withDelay(2).run();
        scheduler.update(0.5);
        assertThat(h.isPlaying()).isTrue();
    }

    @Test
    void cancel_playing_firesOnCancelAndKills() {
        MotionHandle h = motion(1).run();
        scheduler.update(0.25);
        h.cancel();
        assertThat(log).containsExactly("cancel");
        assertThat(h.isActive()).isFalse();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void cancel_keepsLastValue() {
        double[] box = {Double.NaN};
        MotionHandle h = motion(1).bind(box, (v, b) -> b[0] = v);
        scheduler.update(0.25);
        h.cancel();
        scheduler.update(0.5);
        assertThat(box[0]).isEqualTo(2.5);
    }

    @Test
    void cancel_twice_throws() {
        MotionHandle h = motion(1).run();
        h.cancel();
        assertThatThrownBy(h::cancel).isInstanceOf(IllegalStateException.class).hasMessageContaining("cancel");
        assertThat(log).containsExactly("cancel");
    }

    @Test
    void tryCancel_live_returnsTrue_dead_returnsFalse() {
        MotionHandle h = motion(1).run();
        assertThat(h.tryCancel()).isTrue();
        assertThat(h.tryCancel()).isFalse();
        assertThat(log).containsExactly("cancel");
    }

    @Test
    void cancel_preservedCompleted_endsWithoutOnCancel() {
        MotionHandle h = motion(1).run().preserve();
        scheduler.update(2);
        assertThat(h.isActive()).isTrue();
        h.cancel();
        assertThat(h.isActive()).isFalse();
        assertThat(log).containsExactly("loop1", "complete");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void complete_jumpsToEndAndFiresCallbacks() {
        double[] box = {Double.NaN};
        MotionHandle h = motion(1).withLoops(3).withOnComplete(() -> log.add("complete@" + box[0]))
                .bind(box, (v, b) -> b[0] = v);
        scheduler.update(0.5);
        h.complete();
        assertThat(box[0]).isEqualTo(10.0);
        assertThat(log).containsExactly("loop1", "loop2", "loop3", "complete@10.0");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void complete_endless_throwsAndLeavesMotionPlaying() {
        MotionHandle h = motion(1).withLoops(-1).run();
        assertThatThrownBy(h::complete).isInstanceOf(IllegalStateException.class).hasMessageContaining("forever");
        assertThat(h.tryComplete()).isFalse();
        assertThat(h.isPlaying()).isTrue();
        assertThat(log).isEmpty();
    }

    @Test
    void complete_preservedCompleted_throws() {
        MotionHandle h = motion(1).run().preserve();
        scheduler.update(1);
        assertThatThrownBy(h::complete).isInstanceOf(IllegalStateException.class);
        assertThat(h.tryComplete()).isFalse();
    }

    @Test
    void tryComplete_playing_returnsTrue() {
        MotionHandle h = motion(1).run();
        assertThat(h.tryComplete()).isTrue();
        assertThat(log).containsExactly("loop1", "complete");
        assertThat(h.tryComplete()).isFalse();
    }

    @Test
    void complete_duringDelay_completes() {
        MotionHandle h = motion(1).withDelay(5).run();
        h.complete();
        assertThat(log).containsExactly("loop1", "complete");
    }

    @Test
    void preserve_returnsSameHandle() {
        MotionHandle h = motion(1).run();
        assertThat(h.preserve()).isSameAs(h);
    }

    @Test
    void preserve_completedStaysActiveNotPlaying() {
        MotionHandle h = motion(1).run().preserve();
        scheduler.update(1.5);
        assertThat(h.isActive()).isTrue();
        assertThat(h.isPlaying()).isFalse();
        assertThat(h.time()).isEqualTo(1.0);
        assertThat(h.value()).isEqualTo(10.0);
        assertThat(scheduler.activeCount()).isEqualTo(1);
    }

    @Test
    void setTime_preservedCompleted_playsAgain() {
        MotionHandle h = motion(1).run().preserve();
        scheduler.update(1);
        h.setTime(0.25);
        assertThat(h.isPlaying()).isTrue();
        assertThat(h.value()).isEqualTo(2.5);
        scheduler.update(0.5);
        assertThat(h.value()).isEqualTo(7.5);
        scheduler.update(0.5);
        assertThat(log).containsExactly("loop1", "complete", "loop1", "complete");
        assertThat(h.isPlaying()).isFalse();
    }

    @Test
    void time_includesDelayAndLoops() {
        MotionHandle h = motion(1).withDelay(0.5).withLoops(3).run();
        scheduler.update(0.75);
        scheduler.update(1.25);
        assertThat(h.time()).isEqualTo(2.0);
    }

    @Test
    void setTime_bindsAtOnce() {
        double[] box = {Double.NaN};
        MotionHandle h = motion(2).bind(box, (v, b) -> b[0] = v);
        h.setTime(1);
        assertThat(box[0]).isEqualTo(5.0);
        assertThat(h.time()).isEqualTo(1.0);
        assertThat(h.value()).isEqualTo(5.0);
    }

    @Test
    void setTime_crossingLoops_firesEachLoopComplete() {
        MotionHandle h = motion(1).withLoops(4).run();
        h.setTime(2.5);
        assertThat(log).containsExactly("loop1", "loop2");
        h.setTime(3.0);
        assertThat(log).containsExactly("loop1", "loop2", "loop3");
        assertThat(h.value()).isEqualTo(0.0);
    }

    @Test
    void setTime_backThenForward_refiresLoops() {
        MotionHandle h = motion(1).withLoops(4).run();
        h.setTime(2.5);
        h.setTime(0.5);
        h.setTime(1.5);
        assertThat(log).containsExactly("loop1", "loop2", "loop1");
    }

    @Test
    void setTime_pastEnd_completes() {
        MotionHandle h = motion(1).withLoops(2).run();
        h.setTime(10);
        assertThat(log).containsExactly("loop1", "loop2", "complete");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void setTime_pastEndPreserved_clampsTimeToTotal() {
        MotionHandle h = motion(1).withLoops(2).run().preserve();
        h.setTime(10);
        assertThat(h.time()).isEqualTo(2.0);
        assertThat(h.value()).isEqualTo(10.0);
    }

    @Test
    void playbackSpeed_defaultsToOne_andScalesTime() {
        MotionHandle h = motion(4).run();
        assertThat(h.playbackSpeed()).isEqualTo(1.0);
        h.setPlaybackSpeed(2);
        assertThat(h.playbackSpeed()).isEqualTo(2.0);
        scheduler.update(0.5);
        assertThat(h.time()).isEqualTo(1.0);
        assertThat(h.value()).isEqualTo(2.5);
    }

    @Test
    void playbackSpeed_zero_pauses() {
        MotionHandle h = motion(1).run();
        scheduler.update(0.25);
        h.setPlaybackSpeed(0);
        scheduler.update(5);
        assertThat(h.time()).isEqualTo(0.25);
        assertThat(h.isPlaying()).isTrue();
    }

    @Test
    void playbackSpeed_negative_playsBackwardsAndCompletesAtStart() {
        double[] box = {Double.NaN};
        MotionHandle h = motion(1).withLoops(2).bind(box, (v, b) -> b[0] = v);
        scheduler.update(1.5);
        h.setPlaybackSpeed(-1);
        scheduler.update(0.25);
        assertThat(h.time()).isEqualTo(1.25);
        assertThat(box[0]).isEqualTo(2.5);
        scheduler.update(0.5);
        assertThat(box[0]).isEqualTo(7.5);
        assertThat(h.isPlaying()).isTrue();
        scheduler.update(1);
        assertThat(box[0]).isEqualTo(0.0);
        assertThat(log).containsExactly("loop1", "complete");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void playbackSpeed_negativePreserved_stopsAtTimeZero() {
        MotionHandle h = motion(1).run().preserve();
        scheduler.update(0.5);
        h.setPlaybackSpeed(-2);
        scheduler.update(1);
        assertThat(h.time()).isZero();
        assertThat(h.value()).isZero();
        assertThat(h.isPlaying()).isFalse();
        assertThat(log).containsExactly("complete");
    }

    @Test
    void duration_andTotalDuration() {
        MotionHandle h = motion(1.5).withLoops(3).withDelay(0.5).run();
        assertThat(h.duration()).isEqualTo(1.5);
        assertThat(h.totalDuration()).isEqualTo(0.5 + 4.5);
        MotionHandle every = motion(1.5).withLoops(3).withDelay(0.5, DelayType.EVERY_LOOP).run();
        assertThat(every.totalDuration()).isEqualTo(1.5 + 4.5);
        MotionHandle endless = motion(1.5).withLoops(-1).withDelay(0.5).run();
        assertThat(endless.totalDuration()).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void value_eachKind_widenedToDouble() {
        MotionHandle f = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle d = Motion.create(0.0, 1.0, 1).withScheduler(scheduler).run();
        MotionHandle i = Motion.create(0, 8, 1).withScheduler(scheduler).run();
        MotionHandle l = Motion.create(0L, 8_000_000_000L, 1).withScheduler(scheduler).run();
        scheduler.update(0.25);
        assertThat(f.value()).isEqualTo(0.25);
        assertThat(d.value()).isEqualTo(0.25);
        assertThat(i.value()).isEqualTo(2.0);
        assertThat(l.value()).isEqualTo(2_000_000_000.0);
    }

    @Test
    void equals_sameMotion_equalAndSameHash() {
        MotionHandle h = motion(1).run();
        MotionHandle other = motion(1).run();
        assertThat(h).isEqualTo(h.preserve()).isNotEqualTo(other).isNotEqualTo(MotionHandle.NONE).isNotEqualTo("h");
        assertThat(MotionHandle.NONE).isEqualTo(MotionHandle.NONE).isNotEqualTo(h);
        assertThat(h.hashCode()).isEqualTo(h.preserve().hashCode());
    }

    @Test
    void none_queries_false() {
        assertThat(MotionHandle.NONE.isActive()).isFalse();
        assertThat(MotionHandle.NONE.isPlaying()).isFalse();
        assertThat(MotionHandle.NONE.tryCancel()).isFalse();
        assertThat(MotionHandle.NONE.tryComplete()).isFalse();
    }

    @Test
    void none_operations_throwIllegalState() {
        assertEveryOperationThrowsIllegalState(MotionHandle.NONE);
    }

    @Test
    void deadHandle_operations_throwIllegalState() {
        MotionHandle h = deadHandle();
        assertEveryOperationThrowsIllegalState(h);
        assertThat(h.isActive()).isFalse();
        assertThat(h.isPlaying()).isFalse();
        assertThat(h.tryCancel()).isFalse();
        assertThat(h.tryComplete()).isFalse();
        assertThat(log).isEmpty();
    }

    @Test
    void completedHandle_operations_throwIllegalState() {
        MotionHandle h = motion(1).run();
        scheduler.update(1);
        log.clear();
        assertEveryOperationThrowsIllegalState(h);
        assertThat(log).isEmpty();
    }

    private static void assertEveryOperationThrowsIllegalState(MotionHandle h) {
        List<Consumer<MotionHandle>> operations = List.of(
                MotionHandle::cancel,
                MotionHandle::complete,
                MotionHandle::preserve,
                MotionHandle::time,
                x -> x.setTime(0.5),
                MotionHandle::playbackSpeed,
                x -> x.setPlaybackSpeed(2),
                MotionHandle::duration,
                MotionHandle::totalDuration,
                MotionHandle::value);
        for (Consumer<MotionHandle> op : operations) {
            assertThatThrownBy(() -> op.accept(h)).isExactlyInstanceOf(IllegalStateException.class);
        }
    }
}
