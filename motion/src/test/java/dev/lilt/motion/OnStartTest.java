package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OnStartTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private FloatMotionBuilder motion(double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(scheduler)
                .withOnStart(() -> log.add("start"))
                .withOnLoopComplete(n -> log.add("loop" + n))
                .withOnComplete(() -> log.add("complete"))
                .withOnCancel(() -> log.add("cancel"));
    }

    @Test
    void onStart_firesOnceAfterTheDelay_notPerLoop() {
        motion(1).withDelay(0.5, DelayType.EVERY_LOOP).withLoops(2).run();
        scheduler.update(0.25);
        assertThat(log).isEmpty();
        scheduler.update(0.5);
        assertThat(log).containsExactly("start");
        scheduler.update(1);
        scheduler.update(1.25);
        assertThat(log).containsExactly("start", "loop1", "loop2", "complete");
    }

    @Test
    void onStart_noDelay_firesAtTheFirstUpdate() {
        motion(1).run();
        assertThat(log).isEmpty();
        scheduler.update(0);
        assertThat(log).containsExactly("start");
        scheduler.update(0.5);
        assertThat(log).containsExactly("start");
    }

    @Test
    void frameOverTheWholeMotion_firesStartThenLoopsThenComplete() {
        motion(0.5).withDelay(1).withLoops(2).run();
        scheduler.update(5);
        assertThat(log).containsExactly("start", "loop1", "loop2", "complete");
    }

    @Test
    void cancelledOrClearedInTheDelay_neverStarts() {
        MotionHandle h = motion(1).withDelay(1).run();
        motion(1).withDelay(1).run();
        scheduler.update(0.5);
        h.cancel();
        scheduler.clear();
        assertThat(log).containsExactly("cancel", "cancel");
    }

    @Test
    void seekPastTheDelay_fires_andAReplayDoesNot() {
        MotionHandle h = motion(1).withDelay(1).run().preserve();
        h.setTime(0.5);
        assertThat(log).isEmpty();
        h.setTime(1.5);
        assertThat(log).containsExactly("start");
        h.complete();
        h.setTime(0);
        h.setTime(1.5);
        assertThat(log).containsExactly("start", "loop1", "complete");
    }

    @Test
    void sequenceChild_startsWhenTheClockReachesIt_sequenceStartsAtItsFirstUpdate() {
        MotionHandle first = Motion.create(0f, 1f, 1).withScheduler(scheduler).run();
        MotionHandle second = Motion.create(0f, 1f, 1).withScheduler(scheduler)
                .withOnStart(() -> log.add("second start")).run();
        Sequence.create().append(first).append(second)
                .run(c -> c.withScheduler(scheduler).withOnStart(() -> log.add("sequence start")));
        scheduler.update(0.5);
        assertThat(log).containsExactly("sequence start");
        scheduler.update(1);
        assertThat(log).containsExactly("sequence start", "second start");
    }

    @Test
    void throwingOnStart_isReported_andTheMotionGoesOn() {
        List<String> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(name + ": " + e.getMessage()));
        MotionHandle h = Motion.create(0f, 1f, 1).withDebugName("boom").withScheduler(scheduler)
                .withOnStart(() -> {
                    throw new IllegalStateException("start failed");
                }).withOnComplete(() -> log.add("complete")).run();
        scheduler.update(0.5);
        scheduler.update(0.5);
        assertThat(errors).containsExactly("boom: start failed");
        assertThat(log).containsExactly("complete");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void frameFromTheFirstDelayIntoAPauseBetweenLoops_startsInThatFrame_beforeTheLoopCallback() {
        // One frame carries the motion past loop 1 into the delay that opens loop 2: it has started.
        motion(0.5).withDelay(0.5, DelayType.EVERY_LOOP).withLoops(3).run();
        scheduler.update(1.2);
        assertThat(log).containsExactly("start", "loop1");
        scheduler.update(0.5);
        assertThat(log).containsExactly("start", "loop1");
    }

    @Test
    void startedInAFrame_butCancelledByAnEarlierBinderBeforeTheEventPass_neverStarts() {
        MotionHandle[] later = new MotionHandle[1];
        Motion.create(0f, 1f, 1).withScheduler(scheduler).bind(v -> {
            if (later[0] != null) {
                later[0].tryCancel();
            }
        });
        later[0] = motion(1).withDelay(0.1).run();
        scheduler.update(0.5);
        assertThat(log).containsExactly("cancel");
    }
}
