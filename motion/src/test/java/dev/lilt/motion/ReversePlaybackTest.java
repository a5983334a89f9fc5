package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReversePlaybackTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();
    private final float[] x = new float[1];

    private MotionHandle motion() {
        return Motion.create(0f, 10f, 1).withScheduler(scheduler)
                .withOnComplete(() -> log.add("complete"))
                .bind(x, (v, c) -> c[0] = v);
    }

    @Test
    void preservedCompletedMotion_withNegativeSpeed_playsBackToStart() {
        MotionHandle h = motion().preserve();
        scheduler.update(1.5);
        assertThat(x[0]).isEqualTo(10f);
        assertThat(h.isPlaying()).isFalse();
        h.setPlaybackSpeed(-1);
        scheduler.update(0.25);
        assertThat(x[0]).isEqualTo(7.5f);
        assertThat(h.isPlaying()).isTrue();
        scheduler.update(1);
        assertThat(x[0]).isEqualTo(0f);
        assertThat(h.isPlaying()).isFalse();
        assertThat(h.isActive()).isTrue();
        assertThat(log).containsExactly("complete", "complete");
    }

    @Test
    void preservedMotion_completedBackwards_staysPutAtStart() {
        MotionHandle h = motion().preserve();
        scheduler.update(0.5);
        h.setPlaybackSpeed(-2);
        scheduler.update(1);
        int completions = log.size();
        for (int f = 0; f < 5; f++) {
            scheduler.update(0.1);
        }
        assertThat(h.time()).isEqualTo(0.0);
        assertThat(x[0]).isEqualTo(0f);
        assertThat(log).hasSize(completions);
    }

    @Test
    void completedMotion_withPositiveSpeed_staysAtEnd() {
        MotionHandle h = motion().preserve();
        scheduler.update(2);
        scheduler.update(1);
        assertThat(h.time()).isEqualTo(1.0);
        assertThat(log).containsExactly("complete");
    }

    private MotionHandle delayedMotion() {
        return Motion.create(0f, 10f, 1).withScheduler(scheduler).withDelay(0.5)
                .withOnComplete(() -> log.add("complete"))
                .bind(x, (v, c) -> c[0] = v).preserve();
    }

    @Test
    void backwardsIntoSkippedFirstDelay_writesStartValueOnce() {
        MotionHandle h = delayedMotion();
        scheduler.update(2);
        h.setPlaybackSpeed(-1);
        scheduler.update(0.8);
        assertThat(x[0]).isEqualTo(2f);
        scheduler.update(0.5);
        assertThat(x[0]).isEqualTo(0f);
        x[0] = -1;
        scheduler.update(0.1);
        assertThat(x[0]).isEqualTo(-1f);
        scheduler.update(0.5);
        assertThat(h.isPlaying()).isFalse();
        assertThat(x[0]).isEqualTo(0f);
        assertThat(log).containsExactly("complete", "complete");
    }

    @Test
    void backwardsInOneFrameFromEnd_withSkippedDelay_endsAtStartValue() {
        MotionHandle h = delayedMotion();
        scheduler.update(2);
        h.setPlaybackSpeed(-1);
        scheduler.update(5);
        assertThat(h.time()).isZero();
        assertThat(x[0]).isEqualTo(0f);
    }
}
