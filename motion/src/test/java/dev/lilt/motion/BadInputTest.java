package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.motion.value.FloatBinder;
import dev.lilt.motion.value.FloatConsumer;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

class BadInputTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    private FloatMotionBuilder builder() {
        return Motion.create(0f, 1f, 1).withScheduler(scheduler);
    }

    private static void assertIllegalArgument(ThrowingCallable call, String... messageParts) {
        assertThatThrownBy(call).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContainingAll(messageParts);
    }

    private static void assertNullPointer(ThrowingCallable call, String name) {
        assertThatThrownBy(call).isExactlyInstanceOf(NullPointerException.class).hasMessageContaining(name);
    }

    @Test
    void create_negativeDuration_throws() {
        assertIllegalArgument(() -> Motion.create(0f, 1f, -1), "durationSeconds", "-1.0");
        assertIllegalArgument(() -> Motion.create(0.0, 1.0, -0.5), "durationSeconds", "-0.5");
        assertIllegalArgument(() -> Motion.create(0, 1, -2), "durationSeconds", "-2.0");
        assertIllegalArgument(() -> Motion.create(0L, 1L, -3), "durationSeconds", "-3.0");
    }

    @Test
    void create_nanOrInfiniteDuration_throws() {
        assertIllegalArgument(() -> Motion.create(0f, 1f, Double.NaN), "durationSeconds", "NaN");
        assertIllegalArgument(() -> Motion.create(0.0, 1.0, Double.POSITIVE_INFINITY), "durationSeconds", "Infinity");
        assertIllegalArgument(() -> Motion.create(0, 1, Double.NEGATIVE_INFINITY), "durationSeconds", "-Infinity");
    }

    @Test
    void create_nonFiniteFloatEnds_throw() {
        assertIllegalArgument(() -> Motion.create(Float.NaN, 1f, 1), "from", "NaN");
        assertIllegalArgument(() -> Motion.create(0f, Float.POSITIVE_INFINITY, 1), "to", "Infinity");
    }

    @Test
    void create_nonFiniteDoubleEnds_throw() {
        assertIllegalArgument(() -> Motion.create(Double.NEGATIVE_INFINITY, 1.0, 1), "from", "-Infinity");
        assertIllegalArgument(() -> Motion.create(0.0, Double.NaN, 1), "to", "NaN");
    }

    @Test
    void create_zeroDuration_allowed() {
        assertThatCode(() -> Motion.create(0f, 1f, 0).withScheduler(scheduler).run()).doesNotThrowAnyException();
    }

    @Test
    void withLoops_zero_throws() {
        assertIllegalArgument(() -> builder().withLoops(0), "count", "0");
    }

    @Test
    void withLoops_belowMinusOne_throws() {
        assertIllegalArgument(() -> builder().withLoops(-2, LoopType.YOYO), "count", "-2");
    }

    @Test
    void withLoops_foreverWithZeroDuration_throws() {
        assertIllegalArgument(() -> Motion.create(0f, 1f, 0).withLoops(-1), "count", "-1", "duration");
    }

    @Test
    void withDelay_negative_throws() {
        assertIllegalArgument(() -> builder().withDelay(-0.25), "seconds", "-0.25");
    }

    @Test
    void withDelay_nanOrInfinite_throws() {
        assertIllegalArgument(() -> builder().withDelay(Double.NaN, DelayType.EVERY_LOOP), "seconds", "NaN");
        assertIllegalArgument(() -> builder().withDelay(Double.POSITIVE_INFINITY, DelayType.FIRST_LOOP, false),
                "seconds", "Infinity");
    }

    @Test
    void builderNulls_throwNamingArgument() {
        assertNullPointer(() -> builder().withEase((Ease) null), "ease");
        assertNullPointer(() -> builder().withEase((EaseFunction) null), "ease");
        assertNullPointer(() -> builder().withLoops(2, null), "type");
        assertNullPointer(() -> builder().withDelay(1, null), "type");
        assertNullPointer(() -> builder().withScheduler(null), "scheduler");
        assertNullPointer(() -> builder().withOnComplete(null), "action");
        assertNullPointer(() -> builder().withOnCancel(null), "action");
        assertNullPointer(() -> builder().withOnLoopComplete(null), "action");
        assertNullPointer(() -> builder().withDebugName(null), "name");
        assertNullPointer(() -> Motion.create(0, 1, 1).withRoundingMode(null), "mode");
        assertNullPointer(() -> Motion.create(0L, 1L, 1).withRoundingMode(null), "mode");
    }

    @Test
    void bindNulls_throwNamingArgument() {
        assertNullPointer(() -> builder().bind((FloatConsumer) null), "consumer");
        assertNullPointer(() -> builder().bind(new Object(), (FloatBinder<Object>) null), "binder");
        assertNullPointer(() -> Motion.create(0.0, 1.0, 1).bind((java.util.function.DoubleConsumer) null), "consumer");
        assertNullPointer(() -> Motion.create(0, 1, 1).bind((java.util.function.IntConsumer) null), "consumer");
        assertNullPointer(() -> Motion.create(0L, 1L, 1).bind((java.util.function.LongConsumer) null), "consumer");
        assertThat(scheduler.activeCount()).isZero();
    }

    @Test
    void schedulerNulls_throwNamingArgument() {
        assertNullPointer(() -> scheduler.setUnhandledErrorHandler(null), "handler");
        assertNullPointer(() -> new ManualMotionScheduler(null), "name");
        assertNullPointer(() -> Motion.setDefaultScheduler(null), "scheduler");
    }

    @Test
    void update_negativeDelta_throws() {
        assertIllegalArgument(() -> scheduler.update(-0.001), "deltaSeconds", "-0.001");
    }

    @Test
    void update_nanOrInfiniteDelta_throws() {
        assertIllegalArgument(() -> scheduler.update(Double.NaN), "deltaSeconds", "NaN");
        assertIllegalArgument(() -> scheduler.update(Double.POSITIVE_INFINITY), "deltaSeconds", "Infinity");
    }

    @Test
    void update_badDelta_leavesMotionsUntouched() {
        MotionHandle h = builder().run();
        scheduler.update(0.25);
        assertThatThrownBy(() -> scheduler.update(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThat(h.time()).isEqualTo(0.25);
        assertThat(scheduler.time()).isEqualTo(0.25);
    }

    @Test
    void setTime_badSeconds_throws() {
        MotionHandle h = builder().run();
        assertIllegalArgument(() -> h.setTime(-1), "seconds", "-1.0");
        assertIllegalArgument(() -> h.setTime(Double.NaN), "seconds", "NaN");
        assertIllegalArgument(() -> h.setTime(Double.POSITIVE_INFINITY), "seconds", "Infinity");
        assertThat(h.time()).isZero();
    }

    @Test
    void setPlaybackSpeed_nonFinite_throws() {
        MotionHandle h = builder().run();
        assertIllegalArgument(() -> h.setPlaybackSpeed(Double.NaN), "speed", "NaN");
        assertIllegalArgument(() -> h.setPlaybackSpeed(Double.NEGATIVE_INFINITY), "speed", "-Infinity");
        assertThat(h.playbackSpeed()).isEqualTo(1.0);
    }

    @Test
    void builder_reuseAfterBind_throws() {
        FloatMotionBuilder b = builder();
        b.bind(v -> { });
        assertThatThrownBy(() -> b.bind(v -> { })).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("single-use");
        assertThatThrownBy(b::run).isExactlyInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> b.withEase(Ease.IN_QUAD)).isExactlyInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> b.withLoops(2)).isExactlyInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> b.withDelay(1)).isExactlyInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> b.withImmediateBind(false)).isExactlyInstanceOf(IllegalStateException.class);
        assertThat(scheduler.activeCount()).isEqualTo(1);
    }

    @Test
    void builder_reuseAfterRun_throws() {
        IntMotionBuilder b = Motion.create(0, 1, 1).withScheduler(scheduler);
        b.run();
        assertThatThrownBy(b::run).isExactlyInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> b.withRoundingMode(RoundingMode.TO_ZERO))
                .isExactlyInstanceOf(IllegalStateException.class);
    }

    @Test
    void builder_failedCall_leavesBuilderUsable() {
        FloatMotionBuilder b = builder();
        assertThatThrownBy(() -> b.bind((FloatConsumer) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.withLoops(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.withDelay(-1)).isInstanceOf(IllegalArgumentException.class);
        float[] box = {Float.NaN};
        MotionHandle h = b.withLoops(2).bind(box, (v, s) -> s[0] = v);
        assertThat(h.isActive()).isTrue();
        assertThat(box[0]).isZero();
    }

    @Test
    void builder_failedSettingKeepsPreviousValue() {
        FloatMotionBuilder b = builder().withLoops(3);
        assertThatThrownBy(() -> b.withLoops(-5)).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.run().totalDuration()).isEqualTo(3.0);
    }
}
