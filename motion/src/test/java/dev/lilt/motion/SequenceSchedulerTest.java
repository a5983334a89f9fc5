package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A sequence runs on its children's scheduler; a mismatch is refused, naming both schedulers. */
class SequenceSchedulerTest {
    static final class Sprite {
        float x;
    }

    @Test
    void run_childrenOnOwnScheduler_clockRunsThere() {
        ManualMotionScheduler frames = new ManualMotionScheduler();
        Sprite s = new Sprite();
        MotionHandle intro = Sequence.create()
                .append(Motion.create(0f, 1f, 0.2).withScheduler(frames).bind(s, (x, t) -> t.x = x))
                .run();
        for (int i = 0; i < 30; i++) {
            frames.update(1 / 60.0);
        }

        assertThat(s.x).isEqualTo(1f);
        assertThat(intro.isActive()).isFalse();
        assertThat(frames.activeCount()).isZero();
    }

    @Test
    void run_withConfigure_butNoScheduler_runsOnTheChildren() {
        ManualMotionScheduler frames = new ManualMotionScheduler();
        MotionHandle child = Motion.create(0.0, 4.0, 1).withScheduler(frames).run();
        MotionHandle seq = Sequence.create().append(child).run(clock -> clock.withDebugName("intro"));

        frames.update(0.5);

        assertThat(seq.time()).isEqualTo(0.5);
        assertThat(child.value()).isEqualTo(2.0);
    }

    @Test
    void append_childOnAnotherScheduler_refusedNamingBoth_builderUnchanged() {
        ManualMotionScheduler a = new ManualMotionScheduler("left");
        ManualMotionScheduler b = new ManualMotionScheduler("right");
        MotionHandle onA = Motion.create(0f, 1f, 1).withScheduler(a).run();
        MotionHandle onB = Motion.create(0f, 1f, 1).withScheduler(b).run();
        SequenceBuilder seq = Sequence.create().append(onA);

        assertThatThrownBy(() -> seq.append(onB)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'right' (ManualMotionScheduler@")
                .hasMessageContaining("'left' (ManualMotionScheduler@");
        assertThatThrownBy(() -> seq.insert(0.5, onB)).isExactlyInstanceOf(IllegalArgumentException.class);

        assertThat(seq.duration()).isEqualTo(1.0);
        assertThat(onB.isPlaying()).isTrue();
        MotionHandle h = seq.run();
        a.update(1);
        assertThat(h.isActive()).isFalse();
        assertThat(onA.isActive()).isFalse();
    }

    @Test
    void run_clockOnAnotherSchedulerThanChildren_refusedNamingBoth_childrenCancelled() {
        ManualMotionScheduler frames = new ManualMotionScheduler("frames");
        ManualMotionScheduler other = new ManualMotionScheduler("frames"); // same name, told apart by identity
        int[] cancels = {0};
        MotionHandle child = Motion.create(0f, 1f, 1).withScheduler(frames).withOnCancel(() -> cancels[0]++).run();
        SequenceBuilder seq = Sequence.create().append(child);

        assertThatThrownBy(() -> seq.run(clock -> clock.withScheduler(other)))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("children run on scheduler 'frames' (ManualMotionScheduler@"
                        + Integer.toHexString(System.identityHashCode(frames)) + ")")
                .hasMessageContaining("clock was given scheduler 'frames' (ManualMotionScheduler@"
                        + Integer.toHexString(System.identityHashCode(other)) + ")");
        assertThat(child.isActive()).isFalse();
        assertThat(cancels[0]).isEqualTo(1);
        assertThat(other.activeCount()).isZero();
    }

    @Test
    void run_clockOnAWrapperOfTheChildrensScheduler_isAccepted() {
        ManualMotionScheduler frames = new ManualMotionScheduler();
        MotionScheduler wrapper = () -> frames;
        MotionHandle child = Motion.create(0.0, 1.0, 1).withScheduler(frames).run();
        MotionHandle seq = Sequence.create().append(child).run(clock -> clock.withScheduler(wrapper));

        frames.update(0.25);

        assertThat(seq.time()).isEqualTo(0.25);
    }

    @Test
    void mismatchMessage_namesAUserSchedulerByClass_neverItsToString() {
        ManualMotionScheduler frames = new ManualMotionScheduler("frames");
        ManualMotionScheduler elsewhere = new ManualMotionScheduler("elsewhere");
        MotionScheduler hostile = new MotionScheduler() {
            @Override
            public ManualMotionScheduler manual() {
                return elsewhere;
            }

            @Override
            public String toString() {
                throw new AssertionError("toString called");
            }
        };
        MotionHandle child = Motion.create(0f, 1f, 1).withScheduler(frames).run();

        assertThatThrownBy(() -> Sequence.create().append(child).run(clock -> clock.withScheduler(hostile)))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(hostile.getClass().getName() + "@")
                .hasMessageContaining("over 'elsewhere' (ManualMotionScheduler@");
    }

    @Test
    void emptySequence_runsOnTheSchedulerConfigureNames() {
        ManualMotionScheduler frames = new ManualMotionScheduler();
        MotionHandle seq = Sequence.create().appendInterval(1).run(clock -> clock.withScheduler(frames));

        frames.update(0.5);

        assertThat(seq.time()).isEqualTo(0.5);
    }

    @Test
    void template_childrenOnOwnScheduler_runsThere() {
        ManualMotionScheduler frames = new ManualMotionScheduler();
        Sprite s = new Sprite();
        SequenceTemplate t = Sequence.template()
                .append(() -> Motion.create(0f, 2f, 1).withScheduler(frames).bind(s, (x, q) -> q.x = x))
                .build();
        MotionHandle seq = t.run();

        frames.update(0.5);

        assertThat(s.x).isEqualTo(1f);
        assertThat(seq.time()).isEqualTo(0.5);
    }
}
