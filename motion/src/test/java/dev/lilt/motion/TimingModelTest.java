package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One timing model: a frame, a seek and {@code complete()} agree on where a motion is, "done" is
 * decided by loop count as well as by time, and a frame's work does not grow with its length.
 */
class TimingModelTest {
    private final ManualMotionScheduler s = new ManualMotionScheduler();

    @Test
    void update_reachingTotalInLoop0WithDelay_completesLikeASeek() {
        int[] completed = {0};
        float[] v = new float[1];
        MotionHandle u = Motion.create(0f, 1f, 0.5).withScheduler(s).withDelay(0.2)
                .withOnComplete(() -> completed[0]++).bind(v, (x, a) -> a[0] = x).preserve();
        s.update(0.2);
        s.update(0.5);

        assertThat(u.time()).isEqualTo(u.totalDuration());
        assertThat(u.isPlaying()).isFalse();
        assertThat(completed[0]).isEqualTo(1);
        assertThat(v[0]).isEqualTo(1f);
    }

    @Test
    void update_overAnEveryLoopBoundary_agreesWithSetTime() {
        ManualMotionScheduler other = new ManualMotionScheduler();
        float[] played = new float[1];
        float[] sought = new float[1];
        List<Integer> playedLoops = new ArrayList<>();
        List<Integer> soughtLoops = new ArrayList<>();
        Motion.create(0f, 10f, 0.9).withScheduler(s).withLoops(2).withDelay(0.5, DelayType.EVERY_LOOP, false)
                .withOnLoopComplete(playedLoops::add).bind(played, (x, a) -> a[0] = x);
        MotionHandle twin = Motion.create(0f, 10f, 0.9).withScheduler(other).withLoops(2)
                .withDelay(0.5, DelayType.EVERY_LOOP, false).withOnLoopComplete(soughtLoops::add)
                .bind(sought, (x, a) -> a[0] = x);
        s.update(0.5);
        s.update(0.9);
        twin.setTime(1.4);

        assertThat(played[0]).isEqualTo(sought[0]).isEqualTo(0f);
        assertThat(playedLoops).isEqualTo(soughtLoops).containsExactly(1);
    }

    @Test
    void update_allLoopsDoneOneUlpBeforeTheRoundedTotal_completesWithTheEndValue() {
        float[] v = {-1};
        int[] completed = {0};
        List<Integer> loops = new ArrayList<>();
        MotionHandle h = Motion.create(0f, 1f, 0.2).withScheduler(s).withLoops(3).withDelay(0.3)
                .withOnLoopComplete(loops::add).withOnComplete(() -> completed[0]++)
                .bind(v, (x, a) -> a[0] = x).preserve();
        s.update(0.5);
        s.update(0.4);

        assertThat(h.totalDuration()).isGreaterThan(0.9);
        assertThat(v[0]).isEqualTo(1f);
        assertThat(loops).containsExactly(1, 2, 3);
        assertThat(completed[0]).isEqualTo(1);
        assertThat(h.isPlaying()).isFalse();
    }

    @Test
    void backwards_reachingTimeZero_firesOnCompleteWhateverTheFrameSize() {
        for (double[] frames : new double[][] {{2.0}, {0.5, 0.6}, {0.25, 0.25, 0.25, 0.25, 0.25}}) {
            ManualMotionScheduler sc = new ManualMotionScheduler();
            int[] completed = {0};
            float[] v = {-1};
            MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(sc).withOnComplete(() -> completed[0]++)
                    .bind(v, (x, a) -> a[0] = x).preserve();
            sc.update(1);
            assertThat(completed[0]).isEqualTo(1);
            h.setPlaybackSpeed(-1);
            for (double dt : frames) {
                sc.update(dt);
            }
            assertThat(completed[0]).as("frames %s", java.util.Arrays.toString(frames)).isEqualTo(2);
            assertThat(h.time()).isZero();
            assertThat(v[0]).isZero();
        }
    }

    @Test
    void create_unrepresentableTimings_areRefusedAtTheCall() {
        assertThatThrownBy(() -> Motion.create(0f, 1f, 1e308).withScheduler(s).withLoops(2).run())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("total duration must be finite");
        assertThatThrownBy(() -> Motion.create(0f, 1f, Double.MIN_VALUE).withLoops(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("duration: 4.9E-324");
        assertThat(s.activeCount()).isZero();
        MotionHandle fine = Motion.create(0f, 1f, 1e307).withScheduler(s).withLoops(2).run();
        assertThat(fine.totalDuration()).isFinite();
    }

    @Test
    void spring_veryLargeDampingRatio_settlesWithFiniteValues() {
        float[] v = {-1};
        MotionHandle h = Motion.spring(0f, 1f).withDampingRatio(1e17).withScheduler(s).bind(v, (x, a) -> a[0] = x);
        s.update(1);
        assertThat(h.totalDuration()).isFinite();
        assertThat(v[0]).isBetween(0f, 1f);
        assertThatThrownBy(() -> Motion.spring(0f, 1f).withDampingRatio(Double.MAX_VALUE).withScheduler(s).run())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite time");
    }

    @Test
    void update_hugeFrameOnAnEndlessMillisecondMotion_reportsTheLastLoopsOnly() {
        List<Integer> loops = new ArrayList<>();
        float[] v = new float[1];
        Motion.create(0f, 1f, 0.001).withScheduler(s).withLoops(-1).withOnLoopComplete(loops::add)
                .bind(v, (x, a) -> a[0] = x);
        s.update(10_000_000);

        assertThat(loops).hasSize(64);
        assertThat(loops.get(63)).isEqualTo(Integer.MAX_VALUE);
        s.update(0.0105);
        assertThat(loops).hasSize(74).last().isEqualTo(Integer.MAX_VALUE);
        assertThat(v[0]).isBetween(0f, 1f);
    }

    @Test
    void update_frameOverManyLoops_reportsTheTrueCountsOfTheLast64() {
        List<Integer> loops = new ArrayList<>();
        Motion.create(0f, 1f, 0.01).withScheduler(s).withLoops(-1).withOnLoopComplete(loops::add).run();
        s.update(10.005);
        assertThat(loops).hasSize(64).startsWith(937).endsWith(1000);
    }

    @Test
    void complete_onIntegerMaxLoops_reportsTheLastLoopsAndCompletes() {
        List<Integer> loops = new ArrayList<>();
        int[] completed = {0};
        MotionHandle h = Motion.create(0f, 1f, 0.001).withScheduler(s).withLoops(Integer.MAX_VALUE)
                .withOnLoopComplete(loops::add).withOnComplete(() -> completed[0]++).run();
        h.complete();
        assertThat(loops).hasSize(64).endsWith(Integer.MAX_VALUE);
        assertThat(completed[0]).isEqualTo(1);
        assertThat(h.isActive()).isFalse();
    }
}
