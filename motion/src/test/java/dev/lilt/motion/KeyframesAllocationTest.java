package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import org.junit.jupiter.api.Test;

/** Steady-state frames of keyframe motions of every kind, looping every way, allocate nothing. */
class KeyframesAllocationTest {
    private static final int MOTIONS = 200;

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    @Test
    void update_keyframeMotionsOfEveryKind_allocatesNothing() {
        float[] sink = new float[4];
        double[] dsink = new double[1];
        FloatKeyframes floats = FloatKeyframes.at(0, 0f).then(0.3, 5f, Ease.OUT_BACK).then(0.3, 2f)
                .then(0.7, -1f, Ease.IN_OUT_ELASTIC).then(1, 3f);
        DoubleKeyframes doubles = DoubleKeyframes.fractions(0.8, 0.0).then(0.5, 2.0, Ease.OUT_BOUNCE).then(1, 1.0);
        Float2Keyframes f2 = Float2Keyframes.at(0, Float2.of(0, 0)).then(0.5, Float2.of(1, 2), Ease.IN_QUAD)
                .then(0.9, Float2.of(-1, 0));
        Float3Keyframes f3 = Float3Keyframes.at(0.1, Float3.of(0, 0, 0)).then(0.6, Float3.of(1, 2, 3));
        Float4Keyframes f4 = Float4Keyframes.at(0, Float4.of(0, 0, 0, 0)).then(0.6, Float4.of(1, 2, 3, 4))
                .then(1.1, Float4.of(0, 1, 0, 1), Ease.OUT_SINE);
        ColorKeyframes colours = ColorKeyframes.at(0, Rgba.BLACK).then(0.4, Rgba.of(1, 0, 0, 1), Ease.IN_SINE)
                .then(1, Rgba.WHITE);
        RotationKeyframes turns = RotationKeyframes.at(0, Quaternion.IDENTITY)
                .then(0.5, Quaternion.ofAxisAngle(0, 1, 0, 2), Ease.OUT_CUBIC)
                .then(1, Quaternion.ofAxisAngle(1, 0, 0, 3));
        for (int i = 0; i < MOTIONS; i++) {
            LoopType type = LoopType.values()[i % 4];
            Motion.keyframes(floats).withScheduler(scheduler).withLoops(-1, type).withEase(Ease.values()[i % 31])
                    .bind(sink, (v, s) -> s[0] = v);
            Motion.keyframes(doubles).withScheduler(scheduler).withLoops(-1, type)
                    .withDelay(0.1, DelayType.EVERY_LOOP, i % 2 == 0).bind(dsink, (v, s) -> s[0] = v);
            Motion.keyframes(f2).withScheduler(scheduler).withLoops(-1, type).bind(sink, (x, y, s) -> s[1] = y);
            Motion.keyframes(f3).withScheduler(scheduler).withLoops(-1, type).bind(sink, (x, y, z, s) -> s[2] = z);
            Motion.keyframes(f4).withScheduler(scheduler).withLoops(-1, type)
                    .bind(sink, (x, y, z, w, s) -> s[3] = w);
            Motion.keyframes(colours).withScheduler(scheduler).withLoops(-1, type)
                    .withColorSpace(i % 2 == 0 ? ColorSpace.LINEAR : ColorSpace.SRGB)
                    .bind(sink, (r, g, b, a, s) -> s[0] = r);
            Motion.keyframes(turns).withScheduler(scheduler).withLoops(-1, type)
                    .withShortestPath(i % 3 != 0).bind(sink, (x, y, z, w, s) -> s[1] = w);
        }
        long bytes = Allocations.perUpdates(scheduler, 500, 0.016);
        assertThat(bytes).isLessThan(Allocations.BOUND);
        assertThat(scheduler.activeCount()).isEqualTo(7 * MOTIONS);
    }

    @Test
    void seekingASequenceOfKeyframeMotions_allocatesNothing() {
        float[] sink = new float[4];
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(0.25, 1f, Ease.OUT_QUAD).then(0.5, 0f);
        SequenceBuilder b = Sequence.create();
        for (int i = 0; i < 100; i++) {
            b.append(Motion.keyframes(keys).withScheduler(scheduler).bind(sink, (v, s) -> s[0] = v));
            b.join(Motion.keyframes(ColorKeyframes.fractions(0.5, Rgba.BLACK).then(1, Rgba.WHITE))
                    .withScheduler(scheduler).withColorSpace(ColorSpace.LINEAR)
                    .bind(sink, (r, g, bl, a, s) -> s[1] = g));
        }
        MotionHandle seq = b.run(c -> c.withScheduler(scheduler)).preserve();
        double d = seq.duration();
        for (int i = 0; i < 20_000; i++) {
            seq.setTime((i * 0.37) % d);
        }
        long before = Allocations.allocated();
        for (int i = 0; i < 2_000; i++) {
            seq.setTime((i * 0.37) % d);
        }
        assertThat(Allocations.allocated() - before).isLessThan(Allocations.BOUND);
    }
}
