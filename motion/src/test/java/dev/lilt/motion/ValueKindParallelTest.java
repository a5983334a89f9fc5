package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float3Binder;
import dev.lilt.motion.value.Quaternion;
import dev.lilt.motion.value.Rgba;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The parallel frame gives every new kind exactly the values of a serial frame (each kind gets at
 * least N motions, above the parallel threshold of 32,768 per storage).
 */
class ValueKindParallelTest {
    private static final int N = 33_000;
    private static final int TWO_KINDS = 2 * N;
    private static final double[] FRAMES = {0.016, 0.2, 0.001, 0.33, 0.05};

    private final ManualMotionScheduler serial = new ManualMotionScheduler();
    private final ManualMotionScheduler parallel = new ManualMotionScheduler();

    @AfterEach
    void stopWorkers() {
        parallel.setParallelism(1);
    }

    /** Starts N motions on the scheduler whose components are written to {@code out[i * 4 + c]}. */
    interface Starter {
        void start(ManualMotionScheduler s, int i, float[] out);
    }

    private void assertSameValues(int count, Starter starter) {
        float[] a = new float[count * 4];
        float[] b = new float[count * 4];
        parallel.setParallelism(2);
        for (int i = 0; i < count; i++) {
            starter.start(serial, i, a);
            starter.start(parallel, i, b);
        }
        for (double dt : FRAMES) {
            serial.update(dt);
            parallel.update(dt);
            assertThat(b).isEqualTo(a);
        }
    }

    private static Float3Binder<float[]> slot3(int i) {
        return (x, y, z, o) -> {
            o[i * 4] = x;
            o[i * 4 + 1] = y;
            o[i * 4 + 2] = z;
        };
    }

    @Test
    void float3_parallelEqualsSerial() {
        assertSameValues(N, (s, i, out) -> Motion.create(Float3.ZERO, Float3.of(i, -i, 1), 1 + i % 7 * 0.1)
                .withEase(Ease.OUT_BACK).withScheduler(s).bind(out, slot3(i)));
    }

    @Test
    void rotationAndColour_parallelEqualsSerial() {
        assertSameValues(TWO_KINDS, (s, i, out) -> {
            if (i % 2 == 0) {
                Motion.create(Quaternion.IDENTITY, Quaternion.ofAxisAngle(0, 1, 1, i * 0.001), 1).withScheduler(s)
                        .bind(out, (x, y, z, w, o) -> o[i * 4] = x + y + z + w);
            } else {
                Motion.create(Rgba.BLACK, Rgba.of(1, i % 3 * 0.5f, 0, 1), 1).withColorSpace(ColorSpace.LINEAR)
                        .withScheduler(s).bind(out, (r, g, bl, al, o) -> o[i * 4] = r + g + bl + al);
            }
        });
    }

    @Test
    void shakeAndSpring_parallelEqualsSerial() {
        assertSameValues(TWO_KINDS, (s, i, out) -> {
            if (i % 2 == 0) {
                Motion.shake(Float3.ZERO, Float3.of(1, 2, 3), 1).withRandomSeed(i).withScheduler(s).bind(out, slot3(i));
            } else {
                Motion.spring(0f, i).withDampingRatio(0.3 + i % 5 * 0.2).withScheduler(s)
                        .bind(out, (v, o) -> o[i * 4] = v);
            }
        });
    }

    @Test
    void fling_parallelEqualsSerial() {
        assertSameValues(N, (s, i, out) -> Motion.fling(0f, 50 + i).withFriction(0.5 + i % 7)
                .withBounds(-60, 60, i % 2 == 0 ? BoundBehavior.SPRING_BACK : BoundBehavior.STOP)
                .withScheduler(s).bind(out, (v, o) -> o[i * 4] = v));
    }

    @Test
    void text_parallelEqualsSerial() {
        assertSameValues(N, (s, i, out) -> Motion.text("", "text " + i, 1).withScramble(ScrambleMode.ALL)
                .withRandomSeed(i).withScheduler(s).bind(out, (t, o) -> {
                    int h = 0;
                    for (int k = 0; k < t.length(); k++) {
                        h = h * 31 + t.charAt(k);
                    }
                    o[i * 4] = h;
                }));
    }
}
