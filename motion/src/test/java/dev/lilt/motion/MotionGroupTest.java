package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MotionGroupTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private MotionHandle motion(String name, double seconds) {
        return Motion.create(0.0, 10.0, seconds).withScheduler(scheduler)
                .withOnComplete(() -> log.add(name + " complete"))
                .withOnCancel(() -> log.add(name + " cancel")).run();
    }

    @Test
    void endedMotions_leaveTheGroup() {
        MotionGroup group = new MotionGroup();
        group.add(motion("a", 1));
        group.add(motion("b", 2));
        assertThat(group.size()).isEqualTo(2);
        scheduler.update(1);
        assertThat(group.size()).isEqualTo(1);
        scheduler.update(1);
        assertThat(group.size()).isZero();
    }

    @Test
    @SuppressWarnings("try") // closes the group inside its try on purpose: close is what is tested
    void close_cancelsWhatIsLeft_andLaterAddsAreCancelled() {
        MotionHandle done;
        MotionHandle running;
        try (MotionGroup group = new MotionGroup()) {
            done = group.add(motion("a", 0.5));
            running = group.add(motion("b", 2));
            scheduler.update(1);
            assertThat(log).containsExactly("a complete");
            group.close();
            assertThat(group.isClosed()).isTrue();
            MotionHandle late = motion("late", 1);
            assertThat(group.add(late)).isSameAs(late);
            assertThat(late.isActive()).isFalse();
        }
        assertThat(log).containsExactly("a complete", "b cancel", "late cancel");
        assertThat(done.isActive()).isFalse();
        assertThat(running.isActive()).isFalse();
    }

    @Test
    void setPlaybackSpeed_appliesToMembersAndLaterOnes() {
        MotionGroup group = new MotionGroup();
        MotionHandle a = group.add(motion("a", 4));
        group.setPlaybackSpeed(2);
        MotionHandle b = group.add(motion("b", 4));
        scheduler.update(1);
        assertThat(a.value()).isCloseTo(5, within(1e-9));
        assertThat(b.value()).isCloseTo(5, within(1e-9));
        assertThatThrownBy(() -> group.setPlaybackSpeed(Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("speed must be finite: NaN");
    }

    @Test
    void complete_completesFiniteMembers_endlessKeepRunning() {
        MotionGroup group = new MotionGroup();
        group.add(motion("a", 1));
        MotionHandle endless = group.add(Motion.create(0f, 1f, 1).withLoops(-1).withScheduler(scheduler).run());
        group.complete();
        assertThat(log).containsExactly("a complete");
        assertThat(group.size()).isEqualTo(1);
        assertThat(endless.isPlaying()).isTrue();
        group.cancel();
        assertThat(group.size()).isZero();
        assertThat(endless.isActive()).isFalse();
        assertThat(group.isClosed()).isFalse();
    }

    @Test
    void sequences_joinAsOne_childrenAreRefused() {
        MotionGroup group = new MotionGroup();
        MotionHandle child = motion("child", 1);
        MotionHandle seq = Sequence.create().append(child).appendInterval(1)
                .run(c -> c.withScheduler(scheduler));
        assertThatThrownBy(() -> group.add(child)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("belongs to a sequence");
        group.add(seq);
        group.cancel();
        assertThat(seq.isActive()).isFalse();
        assertThat(child.isActive()).isFalse();
    }

    @Test
    void clear_onTheScheduler_emptiesTheGroup() {
        MotionGroup group = new MotionGroup();
        group.add(motion("a", 1));
        group.add(motion("b", 1));
        scheduler.clear();
        assertThat(group.size()).isZero();
        group.close();
        assertThat(log).containsExactly("a cancel", "b cancel");
    }

    @Test
    void add_manyMotionsEndingOverTime_keepsOnlyLiveOnes() {
        MotionGroup group = new MotionGroup();
        for (int i = 0; i < 100; i++) {
            group.add(motion("m" + i, 0.1));
            group.add(group.add(motion("dup" + i, 0.1)));
            scheduler.update(0.1);
        }
        assertThat(group.size()).isZero();
        assertThat(log).hasSize(200).allMatch(s -> s.endsWith("complete"));
    }

    @Test
    void add_badInput_throws() {
        MotionGroup group = new MotionGroup();
        assertThatThrownBy(() -> group.add(null)).isInstanceOf(NullPointerException.class).hasMessage("handle == null");
        assertThatThrownBy(() -> group.add(MotionHandle.NONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NONE");
    }

    @Test
    void handleClose_cancelsOnce_thenDoesNothing() {
        MotionHandle h = motion("a", 1);
        try (MotionHandle scoped = h) {
            scheduler.update(0.5);
            assertThat(scoped.isPlaying()).isTrue();
        }
        assertThat(h.isActive()).isFalse();
        h.close();
        MotionHandle.NONE.close();
        assertThat(log).containsExactly("a cancel");
    }

    @Test
    void handleClose_preservedCompleted_endsWithoutOnCancel() {
        MotionHandle h = motion("a", 1).preserve();
        scheduler.update(1);
        h.close();
        assertThat(h.isActive()).isFalse();
        assertThat(log).containsExactly("a complete");
    }

    @Test
    void handleClose_sequenceChild_isLeftToTheSequence() {
        MotionHandle child = motion("child", 1);
        MotionHandle seq = Sequence.create().append(child).run(c -> c.withScheduler(scheduler));
        child.close();
        assertThat(child.isActive()).isTrue();
        seq.close();
        assertThat(child.isActive()).isFalse();
    }
}
