package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Every motion ends with exactly one of onComplete and onCancel. */
class EndCallbackTest {
    private final ManualMotionScheduler s = new ManualMotionScheduler();
    private final int[] completed = {0};
    private final int[] cancelled = {0};

    @Test
    void binderThrowingOnTheLastFrame_withCancelOnError_endsWithOnCancelOnly() {
        s.setUnhandledErrorHandler((name, e) -> { });
        Motion.create(0f, 1f, 1).withScheduler(s).withCancelOnError(true)
                .withOnComplete(() -> completed[0]++).withOnCancel(() -> cancelled[0]++)
                .bind(x -> {
                    if (x == 1f) {
                        throw new IllegalStateException("expected in test");
                    }
                });
        s.update(0.5);
        s.update(0.5);
        assertThat(completed[0] + cancelled[0]).isEqualTo(1);
        assertThat(cancelled[0]).isEqualTo(1);
        assertThat(s.activeCount()).isZero();
    }

    @Test
    void loopCallbackThrowingOnTheLastLoop_withCancelOnError_endsWithOnCancelOnly() {
        s.setUnhandledErrorHandler((name, e) -> { });
        Motion.create(0f, 1f, 1).withScheduler(s).withLoops(2).withCancelOnError(true)
                .withOnComplete(() -> completed[0]++).withOnCancel(() -> cancelled[0]++)
                .withOnLoopComplete(n -> {
                    if (n == 2) {
                        throw new IllegalStateException("expected in test");
                    }
                }).run();
        s.update(1);
        s.update(1);
        assertThat(completed[0]).isZero();
        assertThat(cancelled[0]).isEqualTo(1);
    }

    @Test
    void preservedMotionCancelledByAnEarlierCallbackOfTheSameFrame_endsWithOnCancelOnly() {
        MotionHandle[] victim = new MotionHandle[1];
        Motion.create(0f, 1f, 1).withScheduler(s).withOnComplete(() -> victim[0].cancel()).run();
        victim[0] = Motion.create(0f, 1f, 1).withScheduler(s)
                .withOnComplete(() -> completed[0]++).withOnCancel(() -> cancelled[0]++).run().preserve();
        s.update(1);
        assertThat(completed[0]).isZero();
        assertThat(cancelled[0]).isEqualTo(1);
        assertThat(victim[0].isActive()).isFalse();
    }

    @Test
    void completedAndReported_thenCancelled_getsNoOnCancel() {
        MotionHandle h = Motion.create(0f, 1f, 1).withScheduler(s)
                .withOnComplete(() -> completed[0]++).withOnCancel(() -> cancelled[0]++).run().preserve();
        s.update(1);
        h.cancel();
        assertThat(completed[0]).isEqualTo(1);
        assertThat(cancelled[0]).isZero();
    }

    @Test
    void update_callbackSeeksAMotionWhoseEventRan_inAFullStorage_queuesItAgainWithoutOverflow() {
        ManualMotionScheduler s = new ManualMotionScheduler(); // 16 motions fill its first columns
        java.util.List<Throwable> errors = new java.util.ArrayList<>();
        s.setUnhandledErrorHandler((name, e) -> errors.add(e));
        MotionHandle[] first = new MotionHandle[1];
        int[] completions = new int[1];
        first[0] = Motion.create(0f, 1f, 0).withScheduler(s).withOnComplete(() -> {
            completions[0]++;
            if (first[0].isActive()) {
                first[0].setTime(0.2); // its event already ran this frame: the seek queues it again
            }
        }).bind(x -> { });
        first[0].preserve();
        for (int i = 1; i < 16; i++) {
            Motion.create(0f, 1f, 0).withScheduler(s).withOnComplete(() -> first[0].tryCancel()).bind(x -> { });
        }

        s.update(0);

        assertThat(errors).isEmpty();
        assertThat(completions[0]).isPositive();
        assertThat(first[0].isActive()).isFalse();
        assertThat(s.activeCount()).isZero();
    }
}
