package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A motion's time is a function of its own seek and the deltas since, never of how long its
 * scheduler has run: the reduced programs of the scheduler-age regression, each on a fresh and
 * on an aged scheduler.
 */
class SchedulerAgeTest {

    /** The values a looping sequence leaves after landing on its loop end, on a scheduler aged n frames. */
    private static float[] sequenceLandingOnItsLoopEnd(int n) {
        ManualMotionScheduler s = new ManualMotionScheduler();
        float[] v = new float[2];
        MotionHandle ca = Motion.create(0f, 1f, 0.8).withScheduler(s).bind(x -> v[0] = x);
        MotionHandle cb = Motion.create(1f, 2f, 0.5).withScheduler(s).bind(x -> {
            v[0] = x;
            v[1] = x;
        });
        MotionHandle seq = Sequence.create().append(ca).append(cb)
                .run(c -> c.withScheduler(s).withLoops(-1, LoopType.RESTART)).preserve();
        for (int i = 0; i < n; i++) {
            s.update(0.115);
        }
        seq.setTime(1.0);
        s.update(0.04);
        s.update(0.26);
        return v;
    }

    @Test
    void loopEndOfASequence_isDecidedTheSameWayWhateverTheSchedulersAge() {
        float[] fresh = sequenceLandingOnItsLoopEnd(0);
        for (int n = 1; n <= 400; n++) {
            assertThat(sequenceLandingOnItsLoopEnd(n)).as("scheduler aged %d frames", n).containsExactly(fresh);
        }
    }

    @Test
    void aShortMotion_onASchedulerThatRan32Minutes_endsOnTheFrameItsDurationIsReached() {
        ManualMotionScheduler s = new ManualMotionScheduler("A");
        Motion.create(0f, 1f, 1.0).withScheduler(s).run();
        s.update(1942);
        List<String> seen = new ArrayList<>();
        MotionHandle h = Motion.create(0f, 1f, 0.1).withScheduler(s)
                .withOnComplete(() -> seen.add("complete"))
                .bind(seen, (x, o) -> o.add("bind " + x));
        s.update(0);
        s.update(0.1);
        assertThat(h.isActive()).isFalse();
        assertThat(seen).containsExactly("bind 0.0", "bind 0.0", "bind 1.0", "complete");
        s.update(0.1);
        assertThat(seen).hasSize(4);
    }

    @Test
    void aMotionCreatedAfterAnAbsurdDelta_movesAsOnAFreshScheduler() {
        ManualMotionScheduler aged = new ManualMotionScheduler("B");
        Motion.create(0f, 1f, 1.0).withScheduler(aged).run();
        aged.update(1e300);
        ManualMotionScheduler fresh = new ManualMotionScheduler("fresh");
        MotionHandle old = Motion.create(0f, 1f, 1.0).withScheduler(aged).run().preserve();
        MotionHandle young = Motion.create(0f, 1f, 1.0).withScheduler(fresh).run().preserve();
        for (int i = 0; i < 2; i++) {
            aged.update(1 / 60.0);
            fresh.update(1 / 60.0);
        }
        assertThat(old.time()).isEqualTo(young.time()).isEqualTo(1 / 60.0 + 1 / 60.0);
        aged.update(1e16);
        fresh.update(1e16);
        assertThat(old.time()).isEqualTo(young.time()).isEqualTo(1.0);
        assertThat(old.isPlaying()).isEqualTo(young.isPlaying()).isFalse();
    }
}
