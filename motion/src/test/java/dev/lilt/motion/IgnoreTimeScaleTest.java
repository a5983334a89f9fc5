package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.value.Float3;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code withIgnoreTimeScale(true)}: the motion advances by the unscaled delta, in every frame mode. */
class IgnoreTimeScaleTest {
    private static final double DT = 1 / 60.0;
    private static final int FRAMES = 30;

    /** The value of a linear 0 → 100 motion of {@code duration} s after {@code seconds} of play. */
    private static double linear(double seconds, double duration) {
        return 100 * Math.min(1, seconds / duration);
    }

    @ParameterizedTest
    @ValueSource(ints = {MotionEngine.FRAME_GENERAL, MotionEngine.FRAME_ADAPTIVE, MotionEngine.FRAME_FUSED})
    void timeScales_scaleOnlyTheMotionsWithoutTheFlag(int frameMode) {
        for (double scale : new double[] {0, 0.5, 3}) {
            ManualMotionScheduler s = new ManualMotionScheduler();
            s.engine().setFrameMode(frameMode);
            s.setTimeScale(scale);
            MotionHandle scaled = Motion.create(0.0, 100.0, 2).withScheduler(s).run();
            MotionHandle unscaled = Motion.create(0.0, 100.0, 2).withIgnoreTimeScale(true).withScheduler(s).run();
            MotionHandle off = Motion.create(0.0, 100.0, 2).withIgnoreTimeScale(false).withScheduler(s).run();
            for (int f = 0; f < FRAMES; f++) {
                s.update(DT);
            }
            assertThat(scaled.value()).as("scaled at %s", scale)
                    .isCloseTo(linear(FRAMES * DT * scale, 2), within(1e-9));
            assertThat(off.value()).isEqualTo(scaled.value());
            assertThat(unscaled.value()).as("unscaled at %s", scale)
                    .isCloseTo(linear(FRAMES * DT, 2), within(1e-9));
            assertThat(s.time()).isCloseTo(FRAMES * DT * scale, within(1e-12));
        }
    }

    @Test
    void timeScaleZero_theFlaggedMotionStillPlaysItsDelayLoopsAndCompletes() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.setTimeScale(0);
        int[] done = {0};
        MotionHandle frozen = Motion.create(0f, 1f, 0.1).withScheduler(s).run();
        MotionHandle menu = Motion.create(0f, 10f, 0.25).withDelay(0.1).withLoops(2, LoopType.YOYO)
                .withIgnoreTimeScale(true).withOnComplete(() -> done[0]++).withScheduler(s).run();
        s.update(0.1 + 0.25 + 0.05); // loop 1, played back 0.05 of 0.25 s
        assertThat(menu.value()).isCloseTo(8, within(1e-5));
        s.update(1);
        assertThat(done[0]).isEqualTo(1);
        assertThat(menu.isActive()).isFalse();
        assertThat(frozen.time()).isZero();
    }

    @Test
    void everyKind_honoursTheFlag_springsAndVectorsToo() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.setTimeScale(0);
        MotionHandle spring = Motion.spring(0f, 1f).withIgnoreTimeScale(true).withScheduler(s).run();
        MotionHandle heldSpring = Motion.spring(0f, 1f).withScheduler(s).run();
        MotionHandle vector = Motion.create(Float3.of(0, 0, 0), Float3.of(1, 2, 3), 0.5).withIgnoreTimeScale(true)
                .withScheduler(s).run();
        MotionHandle integral = Motion.create(0, 10, 0.5).withIgnoreTimeScale(true).withScheduler(s).run();
        for (int f = 0; f < 600; f++) {
            s.update(DT);
        }
        assertThat(spring.isActive()).isFalse();
        assertThat(vector.isActive()).isFalse();
        assertThat(integral.isActive()).isFalse();
        assertThat(heldSpring.time()).isZero();
    }

    @Test
    void playbackSpeed_multipliesTheUnscaledDelta() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.setTimeScale(0.25);
        MotionHandle h = Motion.create(0.0, 100.0, 4).withIgnoreTimeScale(true).withScheduler(s).run();
        h.setPlaybackSpeed(2);
        for (int f = 0; f < FRAMES; f++) {
            s.update(DT);
        }
        assertThat(h.value()).isCloseTo(linear(FRAMES * DT * 2, 4), within(1e-9));
        h.setPlaybackSpeed(-1);
        s.update(0.5);
        assertThat(h.value()).isCloseTo(linear(FRAMES * DT * 2 - 0.5, 4), within(1e-9));
    }

    @Test
    void sequence_clockWithTheFlag_carriesItsChildrenUnscaled() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        double[] a = new double[1];
        double[] b = new double[1];
        MotionHandle first = Motion.create(0.0, 100.0, 1).withScheduler(s).bind(a, (v, x) -> x[0] = v);
        MotionHandle second = Motion.create(0.0, 100.0, 1).withScheduler(s).bind(b, (v, x) -> x[0] = v);
        MotionHandle seq = Sequence.create().append(first).append(second).run(c -> c.withIgnoreTimeScale(true));
        double[] c = new double[1];
        MotionHandle other = Motion.create(0.0, 100.0, 1).withScheduler(s).bind(c, (v, x) -> x[0] = v);
        s.setTimeScale(0);
        for (int f = 0; f < 90; f++) {
            s.update(DT);
        }
        assertThat(seq.time()).isCloseTo(90 * DT, within(1e-9));
        assertThat(a[0]).isEqualTo(100);
        assertThat(b[0]).isCloseTo(linear(90 * DT - 1, 1), within(1e-9));
        assertThat(other.time()).isZero();
        assertThat(c[0]).isZero();
    }

    @Test
    void sequence_clockWithoutTheFlag_holdsAChildThatHasIt() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        MotionHandle child = Motion.create(0.0, 100.0, 1).withIgnoreTimeScale(true).withScheduler(s).run();
        Sequence.create().append(child).run();
        s.setTimeScale(0);
        s.update(0.5);
        assertThat(child.time()).isZero();
    }

    @Test
    void parallelFrame_advancesTheFlaggedMotionsUnscaled() {
        int n = 40_000;
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.setParallelism(2);
        try {
            MotionHandle[] h = new MotionHandle[n];
            for (int i = 0; i < n; i++) {
                h[i] = Motion.create(0f, 100f, 2).withIgnoreTimeScale(i % 3 == 0).withScheduler(s).run();
            }
            s.setTimeScale(0.5);
            for (int f = 0; f < 10; f++) {
                s.update(DT);
            }
            for (int i = 0; i < n; i++) {
                double expected = linear(10 * DT * (i % 3 == 0 ? 1 : 0.5), 2);
                assertThat(h[i].value()).as("motion %d", i).isCloseTo(expected, within(1e-4));
            }
        } finally {
            s.setParallelism(1);
        }
    }

    @Test
    void seek_isNotScaledEitherWay_andMatchesPlaying() {
        ManualMotionScheduler s = new ManualMotionScheduler();
        s.setTimeScale(3);
        MotionHandle played = Motion.create(0.0, 100.0, 2).withIgnoreTimeScale(true).withScheduler(s).run();
        MotionHandle sought = Motion.create(0.0, 100.0, 2).withIgnoreTimeScale(true).withScheduler(s).run();
        for (int f = 0; f < FRAMES; f++) {
            s.update(DT);
        }
        sought.setTime(played.time());
        assertThat(sought.value()).isEqualTo(played.value());
        assertThat(played.time()).isCloseTo(FRAMES * DT, within(1e-12));
    }
}
