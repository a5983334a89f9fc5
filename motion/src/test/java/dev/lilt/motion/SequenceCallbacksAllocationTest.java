package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Sequences with timeline callbacks and labels allocate nothing per frame, crossing callbacks or not. */
class SequenceCallbacksAllocationTest {
    private static final int FRAMES = 2_000;

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    /** Ten sequences of ten children each, a callback at every child's start and a label at each. */
    private long[] build(LoopType type) {
        float[] x = new float[100];
        long[] fired = new long[1];
        for (int s = 0; s < 10; s++) {
            SequenceBuilder b = Sequence.create();
            for (int c = 0; c < 10; c++) {
                int slot = s * 10 + c;
                b.label("c" + c).appendCallback(fired, f -> f[0]++)
                        .append(Motion.create(0f, 1f, 0.1).withScheduler(scheduler).bind(x, (v, a) -> a[slot] = v));
            }
            b.insertCallback(At.label("c5").plus(0.05), fired, f -> f[0]++).appendCallback(() -> fired[0]++);
            b.run(k -> k.withScheduler(scheduler).withLoops(-1, type));
        }
        return fired;
    }

    private long measured(double dt) {
        for (int f = 0; f < FRAMES; f++) {
            scheduler.update(dt);
        }
        long before = Allocations.allocated();
        for (int f = 0; f < FRAMES; f++) {
            scheduler.update(dt);
        }
        return Allocations.allocated() - before;
    }

    @Test
    void restartLoops_crossingCallbacksEveryFrame_allocateNothing() {
        long[] fired = build(LoopType.RESTART);
        assertThat(measured(0.016)).isLessThan(Allocations.BOUND);
        assertThat(fired[0]).as("callbacks were crossed").isGreaterThan(FRAMES);
    }

    @Test
    void yoyoLoops_andFramesSkippingWholeLoops_allocateNothing() {
        long[] fired = build(LoopType.YOYO);
        assertThat(measured(0.016)).isLessThan(Allocations.BOUND);
        assertThat(measured(2.5)).as("a frame over several loops").isLessThan(Allocations.BOUND);
        assertThat(fired[0]).isGreaterThan(FRAMES);
    }

    @Test
    void seeksAcrossCallbacks_allocateNothing() {
        build(LoopType.RESTART);
        MotionHandle seq = Sequence.create().append(Motion.create(0f, 1f, 1).withScheduler(scheduler).run())
                .insertCallback(0.5, () -> { }).label("half", At.time(0.5)).run().preserve();
        for (int k = 0; k < 20_000; k++) {
            seq.setTime(k % 2 == 0 ? 0.9 : 0.1);
            seq.seek("half");
        }
        long before = Allocations.allocated();
        for (int k = 0; k < 20_000; k++) {
            seq.setTime(k % 2 == 0 ? 0.9 : 0.1);
            seq.seek("half");
        }
        assertThat(Allocations.allocated() - before).isLessThan(Allocations.BOUND);
    }
}
