package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.FloatAccessor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PropertyMotionTest {
    static final class Sprite {
        float x;
        float alpha;
        int reads;
    }

    static final FloatAccessor<Sprite> X = new FloatAccessor<>() {
        @Override
        public float get(Sprite s) {
            s.reads++;
            return s.x;
        }

        @Override
        public void set(Sprite s, float value) {
            s.x = value;
        }
    };
    static final FloatAccessor<Sprite> ALPHA = FloatAccessor.of(s -> s.alpha, (a, s) -> s.alpha = a);

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final Sprite sprite = new Sprite();
    private final List<String> log = new ArrayList<>();

    @Test
    void to_startsFromThePropertysValueWhenItStartsPlaying_afterTheDelay() {
        sprite.x = 10;
        MotionHandle h = Motion.to(sprite, X, 110f, 1).withDelay(0.5).withScheduler(scheduler).start();
        scheduler.update(0.25);
        assertThat(sprite.reads).isZero();
        sprite.x = 50;                       // something else moved it during the delay
        scheduler.update(0.5);               // 0.25 s into the motion
        assertThat(sprite.reads).isEqualTo(1);
        assertThat(sprite.x).isCloseTo(50 + 60 * 0.25f, within(1e-4f));
        assertThat(h.value()).isCloseTo(65, within(1e-4));
        scheduler.update(0.75);
        assertThat(sprite.x).isEqualTo(110f);
        assertThat(sprite.reads).isEqualTo(1);
    }

    @Test
    void to_noDelay_readsAtCreation_withImmediateBind() {
        sprite.alpha = 0.5f;
        Motion.to(sprite, ALPHA, 1f, 1).withScheduler(scheduler).start();
        assertThat(sprite.alpha).isEqualTo(0.5f);
        scheduler.update(0.5);
        assertThat(sprite.alpha).isCloseTo(0.75f, within(1e-6f));
    }

    @Test
    void by_movesRelativeToTheValueRead_andLoopsIncrementally() {
        sprite.x = 100;
        Motion.by(sprite, X, 10f, 1).withLoops(3, LoopType.INCREMENTAL).withScheduler(scheduler).start();
        scheduler.update(2.5);
        assertThat(sprite.x).isCloseTo(125f, within(1e-4f));
        scheduler.update(0.5);
        assertThat(sprite.x).isEqualTo(130f);
    }

    @Test
    void newMotionOnTheSameProperty_cancelsTheRunningOne_andStartsWhereItStopped() {
        sprite.x = 0;
        MotionHandle first = Motion.to(sprite, X, 100f, 1).withScheduler(scheduler)
                .withOnCancel(() -> log.add("first cancelled")).start();
        MotionHandle fade = Motion.to(sprite, ALPHA, 1f, 1).withScheduler(scheduler).start();
        scheduler.update(0.5);
        MotionHandle second = Motion.to(sprite, X, 0f, 1).withScheduler(scheduler).start();
        assertThat(first.isActive()).isFalse();
        assertThat(fade.isActive()).isTrue();
        assertThat(log).containsExactly("first cancelled");
        scheduler.update(0.5);
        assertThat(sprite.x).isCloseTo(25f, within(1e-4f));
        assertThat(second.isActive()).isTrue();
    }

    @Test
    void completeMode_finishesTheRunningOneFirst() {
        sprite.x = 0;
        Motion.to(sprite, X, 100f, 1).withScheduler(scheduler).withOnComplete(() -> log.add("first complete")).start();
        scheduler.update(0.5);
        Motion.by(sprite, X, 10f, 1).withTarget(sprite, X, ReplaceMode.COMPLETE).withScheduler(scheduler).start();
        assertThat(log).containsExactly("first complete");
        scheduler.update(1);
        assertThat(sprite.x).isEqualTo(110f);
    }

    @Test
    void propertyMotionInASequence_readsWhenTheSequenceRewindsItsChildren() {
        sprite.x = 5;
        MotionHandle child = Motion.to(sprite, X, 15f, 1).withScheduler(scheduler).withImmediateBind(false).start();
        assertThat(sprite.reads).isZero();
        MotionHandle seq = Sequence.create().appendInterval(1).append(child).run(c -> c.withScheduler(scheduler));
        assertThat(sprite.reads).isEqualTo(1);
        sprite.x = 7;
        scheduler.update(1.5);
        assertThat(sprite.x).isCloseTo(10f, within(1e-4f));
        seq.complete();
        assertThat(sprite.x).isEqualTo(15f);
    }

    @Test
    void aThrowingGetter_isReported_andRetriedOnTheNextFrame() {
        int[] failures = {0};
        scheduler.setUnhandledErrorHandler((name, error) -> failures[0]++);
        FloatAccessor<Sprite> flaky = FloatAccessor.of(s -> {
            if (s.reads++ == 0) {
                throw new IllegalStateException("not ready");
            }
            return s.x;
        }, (v, s) -> s.x = v);
        sprite.x = 1;
        Motion.to(sprite, flaky, 3f, 1).withScheduler(scheduler).start();
        assertThat(failures[0]).isEqualTo(1);
        scheduler.update(0.5);
        assertThat(sprite.x).isCloseTo(2f, within(1e-5f));
    }

    @Test
    void badInput_throwsNamingIt() {
        assertThatThrownBy(() -> Motion.to(null, X, 1f, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("target == null");
        assertThatThrownBy(() -> Motion.to(sprite, null, 1f, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("accessor == null");
        assertThatThrownBy(() -> Motion.to(sprite, X, Float.NaN, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("end must be finite: NaN");
        assertThatThrownBy(() -> Motion.by(sprite, X, Float.POSITIVE_INFINITY, 1))
                .hasMessage("delta must be finite: Infinity");
        assertThatThrownBy(() -> FloatAccessor.of(null, (v, s) -> { })).hasMessage("getter == null");
        assertThatThrownBy(() -> Motion.create(0f, 1f, 1).withTarget(sprite, null)).hasMessage("key == null");
        assertThatThrownBy(() -> Motion.create(0f, 1f, 1).withTarget(null, "x")).hasMessage("target == null");
        assertThatThrownBy(() -> Motion.create(0f, 1f, 1).withTarget(sprite, "x", null)).hasMessage("mode == null");
    }

    @Test
    void propertyMotionFrames_allocateNothing() {
        Sprite[] sprites = new Sprite[300];
        for (int i = 0; i < sprites.length; i++) {
            sprites[i] = new Sprite();
            Motion.by(sprites[i], X, 10f, 1).withLoops(-1, LoopType.YOYO).withScheduler(scheduler).start();
        }
        assertThat(Allocations.perUpdates(scheduler, 2_000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
