package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No path through a sequence builder leaves a motion that nobody can end: overflowing totals are
 * refused where they are added, a failing run cancels what it could reach, and a builder dropped
 * without run() leaves its children as ordinary motions.
 */
class SequenceStrandingTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final List<String> log = new ArrayList<>();

    private MotionHandle child(String name, double seconds) {
        return Motion.create(0f, 1f, seconds).withScheduler(scheduler)
                .withOnComplete(() -> log.add(name + ".complete"))
                .withOnCancel(() -> log.add(name + ".cancel"))
                .run();
    }

    @Test
    void append_totalsOverflowingToInfinity_refusedAtTheCallNamingTheTimes() {
        MotionHandle a = child("a", 1e308);
        MotionHandle b = child("b", 1e308);
        SequenceBuilder builder = Sequence.create().append(a);

        assertThatThrownBy(() -> builder.append(b))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("would end past the largest finite time")
                .hasMessageContaining("starts at 1.0E308 s and lasts 1.0E308 s");
        assertThat(builder.duration()).isEqualTo(1e308);
        b.cancel(); // the refused child is untouched: still the caller's to control
        MotionHandle seq = builder.run(clock -> clock.withScheduler(scheduler));

        assertThat(seq.isPlaying()).isTrue();
        seq.cancel();
        assertThat(scheduler.activeCount()).isZero();
        assertThat(log).containsExactly("b.cancel", "a.cancel");
    }

    @Test
    void insertAndInterval_overflowingEnds_refused() {
        SequenceBuilder builder = Sequence.create().append(child("a", 1));
        MotionHandle late = child("late", 1e308);

        assertThatThrownBy(() -> builder.insert(Double.MAX_VALUE, late)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("would end past the largest finite time");
        assertThatThrownBy(() -> builder.appendInterval(Double.MAX_VALUE).appendInterval(Double.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("interval would end past");
        assertThat(late.tryCancel()).isTrue();
    }

    @Test
    void droppedBuilder_childrenStayOrdinaryMotions_thatPlayAndCanBeCancelled() {
        MotionHandle a = child("a", 1);
        MotionHandle b = child("b", 1);
        Sequence.create().append(a).append(b); // never run

        b.cancel();
        scheduler.update(1);

        assertThat(log).containsExactly("b.cancel", "a.complete");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void run_childAdvancedSinceAdded_throwsAndCancelsEveryChild() {
        MotionHandle a = child("a", 1);
        MotionHandle b = child("b", 1);
        SequenceBuilder builder = Sequence.create().append(a).append(b);
        scheduler.update(0.1);

        assertThatThrownBy(() -> builder.run(clock -> clock.withScheduler(scheduler)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("advanced");
        assertThat(log).containsExactly("a.cancel", "b.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void run_childCancelledSinceAdded_throwsAndCancelsTheOthers() {
        MotionHandle a = child("a", 1);
        MotionHandle b = child("b", 1);
        SequenceBuilder builder = Sequence.create().append(a).append(b);
        a.cancel();

        assertThatThrownBy(() -> builder.run(clock -> clock.withScheduler(scheduler)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ended before run()");
        assertThat(log).containsExactly("a.cancel", "b.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void run_childClaimedByAnotherSequenceSinceAdded_throwsAndLeavesItToThatSequence() {
        MotionHandle shared = child("shared", 1);
        MotionHandle own = child("own", 1);
        SequenceBuilder first = Sequence.create().append(own).append(shared);
        MotionHandle other = Sequence.create().append(shared).run(clock -> clock.withScheduler(scheduler));

        assertThatThrownBy(() -> first.run(clock -> clock.withScheduler(scheduler)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("belongs to a sequence");
        assertThat(log).containsExactly("own.cancel");
        assertThat(shared.isActive()).isTrue();
        other.cancel();
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void run_configureThrows_childrenCancelledNotOwned() {
        MotionHandle a = child("a", 1);
        SequenceBuilder builder = Sequence.create().append(a);

        assertThatThrownBy(() -> builder.run(clock -> {
            throw new IllegalStateException("configure fails");
        })).hasMessage("configure fails");
        assertThat(log).containsExactly("a.cancel");
        assertThat(scheduler.activeCount()).isZero();
    }
}
