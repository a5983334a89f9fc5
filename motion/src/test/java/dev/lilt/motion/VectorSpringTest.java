package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import org.junit.jupiter.api.Test;

class VectorSpringTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] v = new float[3];

    private MotionHandle bind2(Float2SpringBuilder b) {
        return b.withScheduler(scheduler).bind(v, (x, y, o) -> {
            o[0] = x;
            o[1] = y;
        });
    }

    private MotionHandle bind3(Float3SpringBuilder b) {
        return b.withScheduler(scheduler).bind(v, (x, y, z, o) -> {
            o[0] = x;
            o[1] = y;
            o[2] = z;
        });
    }

    @Test
    void float2Spring_eachComponentMatchesTheOneComponentSpring() {
        MotionHandle h = bind2(Motion.spring(Float2.of(0, 10), Float2.of(100, -10)).withStiffness(200)
                .withDampingRatio(0.4).withRestTolerance(0.01));
        MotionHandle x = Motion.spring(0f, 100f).withStiffness(200).withDampingRatio(0.4).withRestTolerance(0.01)
                .withScheduler(scheduler).run();
        MotionHandle y = Motion.spring(10f, -10f).withStiffness(200).withDampingRatio(0.4).withRestTolerance(0.01)
                .withScheduler(scheduler).run();
        assertThat(h.duration()).isEqualTo(Math.max(x.duration(), y.duration()));
        scheduler.update(0.05);
        scheduler.update(0.05);
        // the vector spring's clock is its progress × its (longer) duration: equal times, equal values
        assertThat(v[0]).isCloseTo((float) x.value(), within(1e-3f));
        assertThat(v[1]).isCloseTo((float) y.value(), within(1e-3f));
        assertThat(Spring.velocity(h, 0)).isCloseTo(Spring.velocity(x), within(1e-3));
        assertThat(Spring.velocity(h, 1)).isCloseTo(Spring.velocity(y), within(1e-3));
    }

    @Test
    void float3Spring_completesExactlyOnTheTarget() {
        boolean[] completed = {false};
        MotionHandle h = bind3(Motion.spring(Float3.ZERO, Float3.of(1, 2, 3))
                .withOnComplete(() -> completed[0] = true));
        for (int i = 0; i < 1000 && h.isActive(); i++) {
            scheduler.update(1 / 60.0);
        }
        assertThat(completed[0]).isTrue();
        assertThat(v).containsExactly(1f, 2f, 3f);
    }

    @Test
    void retarget_float2_keepsPositionAndVelocity() {
        MotionHandle h = bind2(Motion.spring(Float2.ZERO, Float2.of(100, 50)).withInitialVelocity(Float2.of(0, 300)));
        scheduler.update(0.1);
        float x = v[0];
        float y = v[1];
        double vx = Spring.velocity(h, 0);
        double vy = Spring.velocity(h, 1);
        Spring.retarget(h, Float2.of(-40, 0));
        assertThat(Spring.target(h, 0)).isEqualTo(-40f);
        assertThat(Spring.velocity(h, 0)).isCloseTo(vx, within(1e-6 * Math.abs(vx) + 1e-9));
        assertThat(Spring.velocity(h, 1)).isCloseTo(vy, within(1e-6 * Math.abs(vy) + 1e-9));
        assertThat(h.time()).isZero();
        scheduler.update(1e-4);
        assertThat(v[0]).isCloseTo(x + (float) (vx * 1e-4), within(0.01f));
        assertThat(v[1]).isCloseTo(y + (float) (vy * 1e-4), within(0.01f));
        while (h.isActive()) {
            scheduler.update(1 / 60.0);
        }
        assertThat(v[0]).isEqualTo(-40f);
        assertThat(v[1]).isEqualTo(0f);
    }

    @Test
    void retarget_float3_afterCompletionOfAPreservedSpring_movesAgain() {
        int[] completions = {0};
        MotionHandle h = bind3(Motion.spring(Float3.ZERO, Float3.of(1, 1, 1)).withOnComplete(() -> completions[0]++))
                .preserve();
        while (h.isPlaying()) {
            scheduler.update(1 / 30.0);
        }
        Spring.retarget(h, Float3.of(0, 5, 0));
        assertThat(h.isPlaying()).isTrue();
        while (h.isPlaying()) {
            scheduler.update(1 / 30.0);
        }
        assertThat(v).containsExactly(0f, 5f, 0f);
        assertThat(completions[0]).isEqualTo(2);
    }

    @Test
    void vectorSprings_inASequenceWithDelayAndLoops_reachTheirTarget() {
        MotionHandle child = bind2(Motion.spring(Float2.ZERO, Float2.of(3, 4)).withLoops(2).withDelay(0.1));
        MotionHandle seq = Sequence.create().append(child).run(c -> c.withScheduler(scheduler));
        seq.complete();
        assertThat(v[0]).isEqualTo(3f);
        assertThat(v[1]).isEqualTo(4f);
        assertThatThrownBy(() -> Spring.retarget(child, Float2.ZERO)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void wrongWidthOrComponent_throwsNamingIt() {
        MotionHandle h2 = bind2(Motion.spring(Float2.ZERO, Float2.of(1, 1)));
        MotionHandle h1 = Motion.spring(0f, 1f).withScheduler(scheduler).run();
        assertThatThrownBy(() -> Spring.retarget(h2, 3f)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("retarget: the handle's spring has 2 component(s), the target 1");
        assertThatThrownBy(() -> Spring.retarget(h1, Float3.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("retarget: the handle's spring has 1 component(s), the target 3");
        assertThatThrownBy(() -> Spring.velocity(h2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Spring.velocity(h2, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("component must be in [0, 2): 2");
        assertThatThrownBy(() -> Spring.target(h1, -1)).hasMessage("component must be in [0, 1): -1");
        assertThatThrownBy(() -> Spring.retarget(h2, (Float2) null)).isInstanceOf(NullPointerException.class)
                .hasMessage("target == null");
        assertThatThrownBy(() -> Motion.spring((Float2) null, Float2.ZERO)).hasMessage("from == null");
        assertThatThrownBy(() -> Motion.spring(Float3.ZERO, null)).hasMessage("to == null");
        assertThatThrownBy(() -> Motion.spring(Float3.ZERO, Float3.ZERO).withResponse(0))
                .hasMessage("responseSeconds must be > 0 and finite: 0.0");
        assertThatThrownBy(() -> Motion.spring(Float2.ZERO, Float2.ZERO).withInitialVelocity(null))
                .hasMessage("unitsPerSecond == null");
        assertThat(Spring.velocity(h1, 0)).isZero();
    }

    @Test
    void vectorSprings_allocateNothingPerFrame() {
        for (int i = 0; i < 200; i++) {
            MotionHandle h = Motion.spring(Float3.ZERO, Float3.of(i, 1, 2)).withDampingRatio(0.1).withResponse(3)
                    .withScheduler(scheduler).bind(v, (x, y, z, o) -> o[0] = x).preserve();
            h.setPlaybackSpeed(0.01);
        }
        assertThat(Allocations.perUpdates(scheduler, 2_000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
