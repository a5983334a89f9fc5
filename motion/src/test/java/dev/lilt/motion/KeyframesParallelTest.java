package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The parallel frame gives keyframe motions exactly the values of a serial frame (each storage
 * gets more motions than the parallel threshold of 32,768).
 */
class KeyframesParallelTest {
    private static final int N = 33_000;
    private static final double[] FRAMES = {0.016, 0.2, 0.001, 0.33, 0.05};

    private final ManualMotionScheduler serial = new ManualMotionScheduler();
    private final ManualMotionScheduler parallel = new ManualMotionScheduler();

    @AfterEach
    void stopWorkers() {
        parallel.setParallelism(1);
    }

    /** Starts motion i on the scheduler, its value written to {@code out[i]}. */
    interface Starter {
        void start(ManualMotionScheduler s, int i, float[] out);
    }

    private void assertSameValues(Starter starter) {
        float[] a = new float[N];
        float[] b = new float[N];
        parallel.setParallelism(2);
        for (int i = 0; i < N; i++) {
            starter.start(serial, i, a);
            starter.start(parallel, i, b);
        }
        for (double dt : FRAMES) {
            serial.update(dt);
            parallel.update(dt);
            assertThat(b).isEqualTo(a);
        }
    }

    @Test
    void floatKeyframes_parallelEqualsSerial() {
        FloatKeyframes keys = FloatKeyframes.at(0, 0f).then(0.2, 4f, Ease.OUT_BOUNCE).then(0.5, -1f, Ease.IN_EXPO)
                .then(0.9, 2f);
        assertSameValues((s, i, out) -> Motion.keyframes(keys).withLoops(3, LoopType.values()[i % 4])
                .withEase(Ease.values()[i % 31]).withScheduler(s).bind(out, (v, o) -> o[i] = v + i));
    }

    @Test
    void colourAndRotationKeyframes_shareAStorage_parallelEqualsSerial() {
        ColorKeyframes colours = ColorKeyframes.at(0, Rgba.BLACK).then(0.3, Rgba.of(1, 0.5f, 0, 1), Ease.IN_SINE)
                .then(0.8, Rgba.WHITE);
        RotationKeyframes turns = RotationKeyframes.at(0, Quaternion.IDENTITY)
                .then(0.4, Quaternion.ofAxisAngle(0, 1, 1, 2.5), Ease.OUT_CUBIC)
                .then(0.7, Quaternion.ofAxisAngle(1, 0, 0, -2));
        assertSameValues((s, i, out) -> {
            if (i % 2 == 0) {
                Motion.keyframes(colours).withColorSpace(ColorSpace.LINEAR).withScheduler(s)
                        .bind(out, (r, g, bl, al, o) -> o[i] = r + 2 * g + 3 * bl + 4 * al);
            } else {
                Motion.keyframes(turns).withScheduler(s).withShortestPath(i % 3 == 0)
                        .bind(out, (x, y, z, w, o) -> o[i] = x + 2 * y + 3 * z + 4 * w);
            }
        });
    }
}
