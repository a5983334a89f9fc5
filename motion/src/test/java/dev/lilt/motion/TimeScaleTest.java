package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class TimeScaleTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    @Test
    void timeScale_default_isOne() {
        assertThat(scheduler.timeScale()).isEqualTo(1);
    }

    @Test
    void update_halfTimeScale_advancesHalfAndScalesTheClock() {
        MotionHandle h = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).run();
        scheduler.setTimeScale(0.5);
        scheduler.update(0.5);
        assertThat(h.value()).isCloseTo(2.5, within(1e-9));
        assertThat(scheduler.time()).isCloseTo(0.25, within(1e-12));
    }

    @Test
    void update_zeroTimeScale_holdsEveryMotionAndDelay() {
        MotionHandle delayed = Motion.create(0.0, 10.0, 1).withDelay(0.5).withScheduler(scheduler).run();
        MotionHandle looping = Motion.create(0.0, 10.0, 1).withLoops(-1).withScheduler(scheduler).run();
        scheduler.update(0.25);
        scheduler.setTimeScale(0);
        for (int i = 0; i < 100; i++) {
            scheduler.update(1);
        }
        assertThat(delayed.time()).isEqualTo(0.25);
        assertThat(looping.time()).isEqualTo(0.25);
        scheduler.setTimeScale(1);
        scheduler.update(0.5);
        assertThat(delayed.value()).isCloseTo(2.5, within(1e-9));
    }

    @Test
    void timeScale_combinesWithPlaybackSpeedAndSequences() {
        MotionHandle child = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).run();
        MotionHandle seq = Sequence.create().append(child).run(c -> c.withScheduler(scheduler));
        seq.setPlaybackSpeed(2);
        scheduler.setTimeScale(0.25);
        scheduler.update(1);
        assertThat(child.value()).isCloseTo(5, within(1e-9));
    }

    @Test
    void timeScale_throughTheSchedulerInterface_reachesTheManualScheduler() {
        MotionScheduler s = scheduler;
        s.setTimeScale(3);
        assertThat(scheduler.timeScale()).isEqualTo(3);
        assertThat(s.timeScale()).isEqualTo(3);
    }

    @Test
    void setTimeScale_badValue_throwsNamingIt() {
        assertThatThrownBy(() -> scheduler.setTimeScale(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scale must be >= 0 and finite: -1.0");
        assertThatThrownBy(() -> scheduler.setTimeScale(Double.NaN)).hasMessage("scale must be >= 0 and finite: NaN");
        assertThatThrownBy(() -> scheduler.setTimeScale(Double.POSITIVE_INFINITY))
                .hasMessage("scale must be >= 0 and finite: Infinity");
        assertThat(scheduler.timeScale()).isEqualTo(1);
    }

    @Test
    void setTimeScale_otherThread_throws() throws Exception {
        scheduler.update(0);
        Throwable thrown = CompletableFuture.supplyAsync(() -> {
            try {
                scheduler.setTimeScale(2);
                return null;
            } catch (IllegalStateException e) {
                return e;
            }
        }).get();
        assertThat(thrown).isInstanceOf(IllegalStateException.class).hasMessageContaining("confined");
        assertThat(scheduler.timeScale()).isEqualTo(1);
    }

    @Test
    void update_deltaTimesScaleOverflows_refusedNamingBoth_clockUnchanged() {
        scheduler.setTimeScale(10);
        scheduler.update(1);

        assertThatThrownBy(() -> scheduler.update(Double.MAX_VALUE)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("deltaSeconds * timeScale overflows: " + Double.MAX_VALUE + " * 10.0");
        assertThat(scheduler.time()).isEqualTo(10.0);
    }
}
