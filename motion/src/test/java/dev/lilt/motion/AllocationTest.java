package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.FloatAccessor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Steady-state frames allocate nothing; creation allocates only the builder and the handle. */
class AllocationTest {
    private static final int MOTIONS = 1_000;
    private static final int WARM_UP_FRAMES = 5_000;
    private static final int FRAMES = 500;
    private static final long FRAME_BOUND = 16 * 1024;

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    /** Bytes allocated by {@code FRAMES} updates after a warm-up. */
    private long framesAllocation(double dt) {
        for (int i = 0; i < WARM_UP_FRAMES; i++) {
            scheduler.update(dt);
        }
        long before = Allocations.allocated();
        for (int i = 0; i < FRAMES; i++) {
            scheduler.update(dt);
        }
        return Allocations.allocated() - before;
    }

    @Test
    void update_floatMotionsBoundToState_allocatesNothing() {
        float[] xs = new float[MOTIONS];
        for (int i = 0; i < MOTIONS; i++) {
            Motion.create(0f, i, 1 + i % 3).withScheduler(scheduler).withLoops(-1, LoopType.YOYO)
                    .withEase(Ease.values()[i % 31]).bind(xs, (v, a) -> a[0] = v);
        }
        assertThat(framesAllocation(0.016)).isLessThan(FRAME_BOUND);
        assertThat(scheduler.activeCount()).isEqualTo(MOTIONS);
    }

    @Test
    void update_everyKindWithDelaysAndLoopTypes_allocatesNothing() {
        double[] sink = new double[1];
        for (int i = 0; i < MOTIONS / 4; i++) {
            LoopType type = LoopType.values()[i % 4];
            Motion.create(0.0, i, 0.5).withScheduler(scheduler).withLoops(-1, type)
                    .withDelay(0.1, DelayType.EVERY_LOOP, i % 2 == 0).bind(sink, (v, s) -> s[0] = v);
            Motion.create(0, i, 0.7).withScheduler(scheduler).withLoops(-1, type)
                    .withRoundingMode(RoundingMode.values()[i % 5]).bind(sink, (v, s) -> s[0] = v);
            Motion.create(0L, i, 0.9).withScheduler(scheduler).withLoops(-1, type).bind(sink, (v, s) -> s[0] = v);
            Motion.create(0f, i, 0.3).withScheduler(scheduler).withLoops(-1, type)
                    .withEase(EaseCurve.of(0f, 0f, 1f, 1f))
                    .bind(sink, (v, s) -> s[0] = v);
        }
        assertThat(framesAllocation(0.016)).isLessThan(FRAME_BOUND);
    }

    @Test
    void update_motionsWithCallbacksCompletingLoopsEveryFrame_allocatesNothing() {
        int[] loopsCompleted = {0};
        for (int i = 0; i < MOTIONS; i++) {
            Motion.create(0f, 1f, 0.01).withScheduler(scheduler).withLoops(-1, LoopType.FLIP)
                    .withOnLoopComplete(n -> loopsCompleted[0]++)
                    .bind(loopsCompleted, (v, s) -> { });
        }
        long bytes = framesAllocation(0.016);
        assertThat(loopsCompleted[0]).isGreaterThanOrEqualTo(MOTIONS * (WARM_UP_FRAMES + FRAMES));
        assertThat(bytes).isLessThan(FRAME_BOUND);
    }

    static final class Cell {
        float x;
    }

    private static final FloatAccessor<Cell> CELL_X = FloatAccessor.of(c -> c.x, (v, c) -> c.x = v);

    @Test
    void update_speedBasedAndTimeScaleIgnoringMotions_underATimeScale_allocatesNothing() {
        float[] xs = new float[1];
        Cell[] cells = new Cell[MOTIONS / 4];
        for (int i = 0; i < MOTIONS / 4; i++) {
            Motion.create(0f, i + 1f).atSpeed(1 + i % 7).withScheduler(scheduler).withLoops(-1, LoopType.YOYO)
                    .withIgnoreTimeScale(i % 2 == 0).bind(xs, (v, a) -> a[0] = v);
            Motion.create(Float2.of(0, 0), Float2.of(i, 1)).atSpeed(3).withScheduler(scheduler).withLoops(-1)
                    .withIgnoreTimeScale(i % 2 == 1).bind(xs, (x, y, a) -> a[0] = x + y);
            Motion.create(0.0, i + 1.0, 0.5).withScheduler(scheduler).withLoops(-1, LoopType.FLIP)
                    .withIgnoreTimeScale(true).bind(xs, (v, a) -> a[0] = (float) v);
            cells[i] = new Cell();
            Motion.to(cells[i], CELL_X, i + 1f).atSpeed(2).withDelay(0.5).withLoops(-1, LoopType.YOYO)
                    .withIgnoreTimeScale(i % 3 == 0).withScheduler(scheduler).start();
        }
        scheduler.setTimeScale(0.5);
        assertThat(framesAllocation(0.016)).isLessThan(FRAME_BOUND);
        assertThat(scheduler.activeCount()).isEqualTo(MOTIONS);
    }

    @Test
    void update_runMotionsInsideDelays_allocatesNothing() {
        for (int i = 0; i < MOTIONS; i++) {
            Motion.create(0.0, 1.0, 1).withScheduler(scheduler).withDelay(1_000).run();
        }
        assertThat(framesAllocation(0.016)).isLessThan(FRAME_BOUND);
    }

    @Test
    void createAndBind_amortized_underTwoHundredBytesPerMotion() {
        float[] sink = new float[1];
        for (int round = 0; round < 30; round++) {
            createBatch(sink);
            scheduler.update(1);
        }
        long bytes = 0;
        int rounds = 20;
        for (int round = 0; round < rounds; round++) {
            long before = Allocations.allocated();
            createBatch(sink);
            bytes += Allocations.allocated() - before;
            scheduler.update(1);
        }
        long perMotion = bytes / ((long) rounds * MOTIONS);
        assertThat(perMotion).as("bytes per create+bind").isLessThan(200);
        assertThat(scheduler.activeCount()).isZero();
    }

    private void createBatch(float[] sink) {
        for (int i = 0; i < MOTIONS; i++) {
            Motion.create(0f, 1f, 0.5).withScheduler(scheduler).withEase(Ease.OUT_QUAD).bind(sink, (v, s) -> s[0] = v);
        }
    }

    @Test
    void handles_heldByUser_areTheOnlyPerMotionObjects() {
        List<MotionHandle> handles = new ArrayList<>();
        for (int i = 0; i < MOTIONS; i++) {
            handles.add(Motion.create(0f, 1f, 2).withScheduler(scheduler).run());
        }
        assertThat(framesAllocation(0.0001)).isLessThan(FRAME_BOUND);
        assertThat(handles).allSatisfy(h -> assertThat(h.isPlaying()).isTrue());
    }

    @Test
    void update_presizedScheduler_moreMotionsThanEverFinishingALoopInOneFrame_allocatesNothing() {
        // The warm-up scheduler loads and compiles the frame's code; the measured one is fresh, so
        // its first frame with 1,000 loop completions is the first time its event queue is that full.
        for (ManualMotionScheduler sc : new ManualMotionScheduler[] {
                new ManualMotionScheduler("warm-up", MOTIONS), new ManualMotionScheduler("measured", MOTIONS)}) {
            float[] sink = new float[2];
            for (int i = 0; i < MOTIONS; i++) {
                Motion.create(Float2.of(0, 0), Float2.of(1, 1), 0.5).withScheduler(sc).withLoops(-1)
                        .bind(sink, (x, y, a) -> a[0] = x);
            }
            sc.update(0.25);
            long before = Allocations.allocated();
            sc.update(0.5);
            long bytes = Allocations.allocated() - before;
            if (sc.toString().contains("measured")) {
                assertThat(bytes).as("bytes allocated by the frame where every motion finishes a loop")
                        .isLessThan(1024);
            }
        }
    }
}
