package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoopTypeTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<Integer> loopsDone = new ArrayList<>();
    private final double[] box = {Double.NaN};

    /** 0 → 10 over 1 s, IN_QUAD (asymmetric, so FLIP and YOYO differ), bound to box[0]. */
    private MotionHandle motion(int loops, LoopType type) {
        return Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withEase(Ease.IN_QUAD)
                .withLoops(loops, type).withOnLoopComplete(loopsDone::add)
                .bind(box, (v, b) -> b[0] = v);
    }

    private static double inQuad(double f) {
        return f * f;
    }

    @Test
    void restart_everyLoopPlaysFromStart() {
        motion(3, LoopType.RESTART);
        scheduler.update(1.25);
        assertThat(box[0]).isEqualTo(10 * inQuad(0.25));
        scheduler.update(1.25);
        assertThat(box[0]).isEqualTo(10 * inQuad(0.5));
    }

    @Test
    void flip_oddLoopMirrorsEasedValue() {
        motion(3, LoopType.FLIP);
        scheduler.update(1.25);
        assertThat(box[0]).isEqualTo(10 * (1 - inQuad(0.25)));
        scheduler.update(1.0);
        assertThat(box[0]).isEqualTo(10 * inQuad(0.25));
    }

    @Test
    void yoyo_oddLoopPlaysCurveBackwards() {
        motion(3, LoopType.YOYO);
        scheduler.update(1.25);
        assertThat(box[0]).isEqualTo(10 * inQuad(0.75));
        scheduler.update(1.0);
        assertThat(box[0]).isEqualTo(10 * inQuad(0.25));
    }

    @Test
    void incremental_addsEaseOfOnePerCompletedLoop() {
        motion(3, LoopType.INCREMENTAL);
        scheduler.update(2.5);
        assertThat(box[0]).isEqualTo(10 * (2 + inQuad(0.5)));
        scheduler.update(0.5);
        assertThat(box[0]).isEqualTo(30.0);
    }

    @Test
    void incremental_overshootingEase_addsItsEndValue() {
        EaseFunction toOneAndAHalf = t -> 1.5f * t;
        MotionHandle h = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withEase(toOneAndAHalf)
                .withLoops(3, LoopType.INCREMENTAL).run();
        scheduler.update(1.5);
        assertThat(h.value()).isCloseTo(10 * (1.5 * 0.5 + 1.5), within(1e-9));
    }

    @Test
    void boundary_restart_valueIsStartOfNextLoop_andLoopCompleteFired() {
        motion(3, LoopType.RESTART);
        scheduler.update(1.0);
        assertThat(box[0]).isEqualTo(0.0);
        assertThat(loopsDone).containsExactly(1);
        scheduler.update(1.0);
        assertThat(box[0]).isEqualTo(0.0);
        assertThat(loopsDone).containsExactly(1, 2);
    }

    @Test
    void boundary_flip_valueIsMirroredStart() {
        motion(3, LoopType.FLIP);
        scheduler.update(1.0);
        assertThat(box[0]).isEqualTo(10.0);
        assertThat(loopsDone).containsExactly(1);
    }

    @Test
    void boundary_yoyo_valueIsEndPlayedBackwards() {
        motion(3, LoopType.YOYO);
        scheduler.update(1.0);
        assertThat(box[0]).isEqualTo(10.0);
        scheduler.update(1.0);
        assertThat(box[0]).isEqualTo(0.0);
        assertThat(loopsDone).containsExactly(1, 2);
    }

    @Test
    void boundary_incremental_valueIsPreviousEnd() {
        motion(3, LoopType.INCREMENTAL);
        scheduler.update(2.0);
        assertThat(box[0]).isEqualTo(20.0);
        assertThat(loopsDone).containsExactly(1, 2);
    }

    @Test
    void end_evenYoyoAndFlip_endAtStartValue() {
        motion(2, LoopType.YOYO);
        scheduler.update(5);
        assertThat(box[0]).isEqualTo(0.0);
        MotionHandle flip = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withLoops(2, LoopType.FLIP).run()
                .preserve();
        scheduler.update(5);
        assertThat(flip.value()).isEqualTo(0.0);
    }

    @Test
    void end_oddFlipAndRestart_endAtEndValue() {
        MotionHandle flip = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withLoops(3, LoopType.FLIP).run()
                .preserve();
        MotionHandle restart = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withLoops(4).run().preserve();
        scheduler.update(10);
        assertThat(flip.value()).isEqualTo(10.0);
        assertThat(restart.value()).isEqualTo(10.0);
        assertThat(restart.time()).isEqualTo(4.0);
    }

    @Test
    void bigDelta_firesEveryCrossedLoopOnce() {
        List<String> log = new ArrayList<>();
        Motion.create(0.0, 1.0, 1).withScheduler(scheduler).withLoops(5)
                .withOnLoopComplete(n -> log.add("loop" + n)).withOnComplete(() -> log.add("complete")).run();
        scheduler.update(3.5);
        assertThat(log).containsExactly("loop1", "loop2", "loop3");
        scheduler.update(100);
        assertThat(log).containsExactly("loop1", "loop2", "loop3", "loop4", "loop5", "complete");
    }

    @Test
    void endless_neverCompletes_andCountsLoops() {
        MotionHandle h = motion(-1, LoopType.RESTART);
        for (int i = 0; i < 100; i++) {
            scheduler.update(1);
        }
        scheduler.update(0.5);
        assertThat(h.isPlaying()).isTrue();
        assertThat(h.totalDuration()).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(box[0]).isEqualTo(10 * inQuad(0.5));
        assertThat(loopsDone).hasSize(100).endsWith(99, 100);
    }

    @Test
    void endless_yoyo_keepsBouncing() {
        MotionHandle h = Motion.create(0.0, 10.0, 1).withScheduler(scheduler).withLoops(-1, LoopType.YOYO).run();
        scheduler.update(7.25);
        assertThat(h.value()).isEqualTo(7.5);
        scheduler.update(1);
        assertThat(h.value()).isEqualTo(2.5);
    }

    @Test
    void zeroDuration_loops_completeOnFirstUpdateFiringEachLoop() {
        MotionHandle h = Motion.create(0.0, 10.0, 0).withScheduler(scheduler).withLoops(3)
                .withOnLoopComplete(loopsDone::add).bind(box, (v, b) -> b[0] = v);
        assertThat(box[0]).isEqualTo(0.0);
        scheduler.update(0);
        assertThat(box[0]).isEqualTo(10.0);
        assertThat(loopsDone).containsExactly(1, 2, 3);
        assertThat(h.isActive()).isFalse();
    }
}
