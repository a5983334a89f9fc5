package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TargetTagTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();
    private final Object enemy = new Object();

    private FloatMotionBuilder motion(String name, double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(scheduler)
                .withOnComplete(() -> log.add(name + " complete")).withOnCancel(() -> log.add(name + " cancel"));
    }

    @Test
    void sameTargetAndKey_cancelsTheRunningOne_otherKeysAndTargetsStay() {
        MotionHandle a = motion("a", 1).withTarget(enemy, "x").run();
        MotionHandle b = motion("b", 1).withTarget(enemy, "y").run();
        MotionHandle c = motion("c", 1).withTarget(new Object(), "x").run();
        MotionHandle d = motion("d", 1).withTarget(enemy, new String("x")).run();
        assertThat(log).containsExactly("a cancel");
        assertThat(a.isActive()).isFalse();
        assertThat(b.isActive() && c.isActive() && d.isActive()).isTrue();
    }

    @Test
    void keepMode_letsBothRun() {
        MotionHandle a = motion("a", 1).withTarget(enemy, "x").run();
        MotionHandle b = motion("b", 1).withTarget(enemy, "x", ReplaceMode.KEEP).run();
        assertThat(a.isActive() && b.isActive()).isTrue();
        assertThat(scheduler.cancelTarget(enemy)).isEqualTo(2);
        assertThat(log).containsExactly("a cancel", "b cancel");
    }

    @Test
    void completeMode_endlessOneIsCancelled() {
        MotionHandle endless = motion("endless", 1).withLoops(-1).withTarget(enemy, "x").run();
        motion("next", 1).withTarget(enemy, "x", ReplaceMode.COMPLETE).run();
        assertThat(endless.isActive()).isFalse();
        assertThat(log).containsExactly("endless cancel");
    }

    @Test
    void cancelAndCompleteTarget_endEverythingOnIt_andNothingElse() {
        motion("a", 1).withTarget(enemy, "x").run();
        motion("b", 2).withTarget(enemy, "y").run();
        MotionHandle other = motion("other", 1).withTarget(new Object(), "x").run();
        MotionHandle untagged = motion("untagged", 1).run();
        assertThat(scheduler.completeTarget(enemy)).isEqualTo(2);
        assertThat(log).containsExactly("a complete", "b complete");
        assertThat(scheduler.cancelTarget(enemy)).isZero();
        assertThat(other.isActive() && untagged.isActive()).isTrue();
        MotionScheduler asInterface = scheduler;
        assertThat(asInterface.cancelTarget(other)).isZero();
    }

    @Test
    void endedMotions_leaveTheRegistry_completedClearedOrCancelled() {
        motion("a", 1).withTarget(enemy, "x").run();
        motion("b", 1).withDelay(1).withTarget(new Object(), "x").run();
        MotionHandle preserved = motion("p", 0.5).withTarget(enemy, "p").run().preserve();
        scheduler.update(1);
        assertThat(scheduler.targets().count(enemy)).isEqualTo(1);
        preserved.cancel();
        assertThat(scheduler.targets().count(enemy)).isZero();
        scheduler.clear();
        assertThat(scheduler.targets().targetCount()).isZero();
    }

    @Test
    void sequenceChildren_areNotReplaced_theSequenceOwnsThem() {
        MotionHandle child = motion("child", 1).withTarget(enemy, "x").run();
        MotionHandle seq = Sequence.create().append(child)
                .run(c -> c.withScheduler(scheduler).withTarget(enemy, "seq"));
        motion("again", 1).withTarget(enemy, "x").run();
        assertThat(child.isActive()).isTrue();
        assertThat(scheduler.cancelTarget(enemy)).isEqualTo(2);
        assertThat(seq.isActive()).isFalse();
        assertThat(child.isActive()).isFalse();
    }

    @Test
    void aReplacedMotionsCallback_creatingATaggedMotion_isSafe() {
        motion("a", 1).withTarget(enemy, "x")
                .withOnCancel(() -> motion("from callback", 1).withTarget(enemy, "y").run()).run();
        MotionHandle b = motion("b", 1).withTarget(enemy, "x").run();
        assertThat(b.isActive()).isTrue();
        assertThat(scheduler.targets().count(enemy)).isEqualTo(2);
        scheduler.update(1);
        // One frame completes both; their order is the storage's, which removals rearrange.
        assertThat(log).containsExactlyInAnyOrder("from callback complete", "b complete");
    }

    @Test
    void untaggedFrames_andTaggedFrames_allocateNothing() {
        for (int i = 0; i < 300; i++) {
            Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(scheduler).withTarget(new Object(), "x").run();
            Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(scheduler).run();
        }
        assertThat(Allocations.perUpdates(scheduler, 2_000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
