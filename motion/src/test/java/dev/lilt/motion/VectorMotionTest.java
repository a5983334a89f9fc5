package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Float4Binder;
import org.junit.jupiter.api.Test;

class VectorMotionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    @Test
    void float2_quarter_interpolatesEachComponent() {
        float[] out = new float[2];
        Motion.create(Float2.of(0, 10), Float2.of(4, -10), 1).withScheduler(scheduler)
                .bind(out, (x, y, o) -> {
                    o[0] = x;
                    o[1] = y;
                });
        scheduler.update(0.25);
        assertThat(out).containsExactly(1f, 5f);
    }

    @Test
    void float3_consumer_receivesStartAtBindAndEndAtCompletion() {
        float[] out = new float[3];
        Motion.create(Float3.of(1, 2, 3), Float3.of(3, 6, 9), 2).withScheduler(scheduler)
                .bind((x, y, z) -> {
                    out[0] = x;
                    out[1] = y;
                    out[2] = z;
                });
        assertThat(out).containsExactly(1f, 2f, 3f);
        scheduler.update(1);
        assertThat(out).containsExactly(2f, 4f, 6f);
        scheduler.update(1);
        assertThat(out).containsExactly(3f, 6f, 9f);
    }

    @Test
    void float4_outBack_overshootsEveryComponent() {
        float[] out = new float[4];
        Motion.create(Float4.ZERO, Float4.of(1, 2, 3, 4), 1).withEase(Ease.OUT_BACK).withScheduler(scheduler)
                .bind(out, (x, y, z, w, o) -> {
                    o[0] = x;
                    o[1] = y;
                    o[2] = z;
                    o[3] = w;
                });
        scheduler.update(0.7);
        float e = Ease.OUT_BACK.evaluate(0.7f);
        assertThat(e).isGreaterThan(1f);
        assertThat(out[0]).isCloseTo(e, within(1e-5f));
        assertThat(out[3]).isCloseTo(4 * e, within(1e-5f));
    }

    @Test
    void float2_yoyoLoops_comeBack() {
        float[] out = new float[2];
        Motion.create(Float2.of(0, 0), Float2.of(2, 4), 1).withLoops(2, LoopType.YOYO).withScheduler(scheduler)
                .bind(out, (x, y, o) -> {
                    o[0] = x;
                    o[1] = y;
                });
        scheduler.update(1.5);
        assertThat(out).containsExactly(1f, 2f);
        scheduler.update(0.5);
        assertThat(out).containsExactly(0f, 0f);
    }

    @Test
    void float3_manyMotions_keepTheirOwnValuesAfterRemovals() {
        float[][] out = new float[5][3];
        MotionHandle[] h = new MotionHandle[5];
        for (int k = 0; k < 5; k++) {
            h[k] = Motion.create(Float3.of(k, k, k), Float3.of(k + 1, k + 2, k + 3), 1).withScheduler(scheduler)
                    .bind(out[k], (x, y, z, o) -> {
                        o[0] = x;
                        o[1] = y;
                        o[2] = z;
                    });
        }
        h[1].cancel();
        h[3].cancel();
        scheduler.update(0.5);
        assertThat(out[4]).containsExactly(4.5f, 5f, 5.5f);
        assertThat(out[0]).containsExactly(0.5f, 1f, 1.5f);
        assertThat(out[1]).containsExactly(1f, 1f, 1f);
    }

    @Test
    void of_nanComponent_throwsNamingIt() {
        assertThatThrownBy(() -> Float2.of(0, Float.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("y must be finite: NaN");
        assertThatThrownBy(() -> Float3.of(Float.POSITIVE_INFINITY, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("x must be finite: Infinity");
        assertThatThrownBy(() -> Float4.of(0, 0, 0, Float.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("w must be finite: NaN");
    }

    @Test
    void create_nullEndpoint_throwsNamingIt() {
        assertThatThrownBy(() -> Motion.create((Float2) null, Float2.ZERO, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("from == null");
        assertThatThrownBy(() -> Motion.create(Float3.ZERO, null, 1))
                .isInstanceOf(NullPointerException.class).hasMessage("to == null");
    }

    @Test
    void bind_nullBinder_throws() {
        Float4MotionBuilder b = Motion.create(Float4.ZERO, Float4.ZERO, 1).withScheduler(scheduler);
        assertThatThrownBy(() -> b.bind(null, (Float4Binder<Object>) null))
                .isInstanceOf(NullPointerException.class).hasMessage("binder == null");
    }

    @Test
    void value_ofVectorMotion_throwsIllegalState() {
        MotionHandle h = Motion.create(Float2.ZERO, Float2.of(1, 1), 1).withScheduler(scheduler).run();
        assertThatThrownBy(h::value).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void valueClasses_equalByComponents() {
        assertThat(Float3.of(1, 2, 3)).isEqualTo(Float3.of(1, 2, 3)).hasSameHashCodeAs(Float3.of(1, 2, 3));
        assertThat(Float2.of(1, 2)).isNotEqualTo(Float2.of(2, 1));
        assertThat(Float4.of(1, 2, 3, 4)).hasToString("Float4(1.0, 2.0, 3.0, 4.0)");
    }

    @Test
    void frames_allocateNothing() {
        float[] sink = new float[4];
        for (int k = 0; k < 100; k++) {
            Motion.create(Float2.ZERO, Float2.of(1, 1), 1).withLoops(-1).withScheduler(scheduler)
                    .bind(sink, (x, y, o) -> o[0] = x + y);
            Motion.create(Float3.ZERO, Float3.of(1, 1, 1), 1).withLoops(-1).withScheduler(scheduler)
                    .bind(sink, (x, y, z, o) -> o[1] = x + y + z);
            Motion.create(Float4.ZERO, Float4.of(1, 1, 1, 1), 1).withLoops(-1).withScheduler(scheduler)
                    .bind(sink, (x, y, z, w, o) -> o[2] = x + y + z + w);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
