package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import dev.lilt.motion.value.Float4;
import dev.lilt.motion.value.FloatAccessor;
import dev.lilt.motion.value.Quaternion;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;

/**
 * The speed-based duration of every kind against its formula, computed here from the end points,
 * and a speed-based motion played against the plain motion of that duration.
 */
class SpeedBasedProperties {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    private static void assertDuration(MotionHandle h, double expected) {
        assertThat(h.duration()).isCloseTo(expected, within(1e-12 * Math.max(1, expected)));
    }

    @Property
    void float_durationIsAbsoluteDifferenceOverSpeed(@ForAll @FloatRange(min = -1e6f, max = 1e6f) float from,
                                                     @ForAll @FloatRange(min = -1e6f, max = 1e6f) float to,
                                                     @ForAll @DoubleRange(min = 0.01, max = 1e6) double speed) {
        double expected = Math.abs((double) to - (double) from) / speed;
        assertDuration(Motion.create(from, to).atSpeed(speed).withScheduler(scheduler).run(), expected);
    }

    @Property
    void double_durationIsAbsoluteDifferenceOverSpeed(@ForAll @DoubleRange(min = -1e12, max = 1e12) double from,
                                                      @ForAll @DoubleRange(min = -1e12, max = 1e12) double to,
                                                      @ForAll @DoubleRange(min = 0.01, max = 1e6) double speed) {
        assertDuration(Motion.create(from, to).atSpeed(speed).withScheduler(scheduler).run(),
                Math.abs(to - from) / speed);
    }

    @Property
    void intAndLong_durationIsAbsoluteDifferenceOverSpeed(@ForAll int from, @ForAll int to,
                                                          @ForAll @DoubleRange(min = 0.01, max = 1e6) double speed) {
        double expected = Math.abs((long) to - (long) from) / speed; // exact in long
        assertDuration(Motion.create(from, to).atSpeed(speed).withScheduler(scheduler).run(), expected);
        assertDuration(Motion.create((long) from, (long) to).atSpeed(speed).withScheduler(scheduler).run(),
                expected);
    }

    @Property
    void vectors_durationIsEuclideanLengthOverSpeed(@ForAll @FloatRange(min = -1e3f, max = 1e3f) float a,
                                                    @ForAll @FloatRange(min = -1e3f, max = 1e3f) float b,
                                                    @ForAll @FloatRange(min = -1e3f, max = 1e3f) float c,
                                                    @ForAll @FloatRange(min = -1e3f, max = 1e3f) float d,
                                                    @ForAll @DoubleRange(min = 1e-2, max = 1e4) double speed) {
        // from = (a, b, c, d), to = (d, c, b, a): the differences are ±(d - a) and ±(c - b).
        double da = (double) d - a;
        double cb = (double) c - b;
        assertDuration(Motion.create(Float2.of(a, b), Float2.of(d, c)).atSpeed(speed).withScheduler(scheduler).run(),
                Math.hypot(da, cb) / speed);
        assertDuration(Motion.create(Float3.of(a, b, c), Float3.of(d, c, b)).atSpeed(speed)
                .withScheduler(scheduler).run(), Math.sqrt(da * da + 2 * cb * cb) / speed);
        assertDuration(Motion.create(Float4.of(a, b, c, d), Float4.of(d, c, b, a)).atSpeed(speed)
                .withScheduler(scheduler).run(), Math.sqrt(2 * da * da + 2 * cb * cb) / speed);
    }

    @Property
    void rotation_durationIsTheAxisAngleOverSpeed(@ForAll @DoubleRange(min = 0, max = 3.1) double angle,
                                                  @ForAll @IntRange(min = 0, max = 2) int axis,
                                                  @ForAll @DoubleRange(min = 0.1, max = 10) double speed) {
        // From the identity, a rotation of `angle` about an axis turns through `angle` exactly.
        Quaternion to = Quaternion.ofAxisAngle(axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, axis == 2 ? 1 : 0, angle);
        MotionHandle h = Motion.create(Quaternion.IDENTITY, to).atAngularSpeed(speed).withScheduler(scheduler).run();
        assertThat(h.duration()).isCloseTo(angle / speed, within(1e-5));
    }

    @Property
    void speedBased_playsAsThePlainMotionOfThatDuration(@ForAll @FloatRange(min = -100, max = 100) float from,
                                                        @ForAll @FloatRange(min = -100, max = 100) float to,
                                                        @ForAll @DoubleRange(min = 1, max = 500) double speed,
                                                        @ForAll @DoubleRange(min = 0, max = 3) double t,
                                                        @ForAll @IntRange(min = 1, max = 3) int loops) {
        ManualMotionScheduler a = new ManualMotionScheduler();
        ManualMotionScheduler b = new ManualMotionScheduler();
        double duration = Math.abs((double) to - from) / speed;
        float[] fast = new float[1];
        float[] plain = new float[1];
        Motion.create(from, to).atSpeed(speed).withLoops(loops, LoopType.YOYO).withEase(Ease.IN_OUT_SINE)
                .withDelay(0.1).withScheduler(a).bind(fast, (v, x) -> x[0] = v);
        Motion.create(from, to, duration).withLoops(loops, LoopType.YOYO).withEase(Ease.IN_OUT_SINE)
                .withDelay(0.1).withScheduler(b).bind(plain, (v, x) -> x[0] = v);
        for (double step : new double[] {t / 3, t / 3, t / 3}) {
            a.update(step);
            b.update(step);
            assertThat(fast[0]).isEqualTo(plain[0]);
        }
    }

    @Property
    void rotationAndVector_playAsThePlainMotionOfThatDuration(
            @ForAll @DoubleRange(min = 0.01, max = 3.1) double angle,
            @ForAll @FloatRange(min = -10, max = 10) float dx,
            @ForAll @FloatRange(min = -10, max = 10) float dy,
            @ForAll @DoubleRange(min = 0.5, max = 20) double speed,
            @ForAll @DoubleRange(min = 0, max = 3) double t) {
        ManualMotionScheduler a = new ManualMotionScheduler();
        ManualMotionScheduler b = new ManualMotionScheduler();
        Quaternion to = Quaternion.ofAxisAngle(0, 1, 0, angle);
        float[] fast = new float[6];
        float[] plain = new float[6];
        Motion.create(Quaternion.IDENTITY, to).atAngularSpeed(speed).withScheduler(a)
                .bind(fast, (x, y, z, w, s) -> { s[0] = x; s[1] = y; s[2] = z; s[3] = w; });
        Motion.create(Quaternion.IDENTITY, to, Quaternion.IDENTITY.angleTo(to) / speed).withScheduler(b)
                .bind(plain, (x, y, z, w, s) -> { s[0] = x; s[1] = y; s[2] = z; s[3] = w; });
        Motion.create(Float2.of(1, 2), Float2.of(1 + dx, 2 + dy)).atSpeed(speed).withScheduler(a)
                .bind(fast, (x, y, s) -> { s[4] = x; s[5] = y; });
        double ex = (double) (1 + dx) - 1;
        double ey = (double) (2 + dy) - 2;
        double length = Math.sqrt(ex * ex + ey * ey);
        Motion.create(Float2.of(1, 2), Float2.of(1 + dx, 2 + dy), length / speed).withScheduler(b)
                .bind(plain, (x, y, s) -> { s[4] = x; s[5] = y; });
        a.update(t);
        b.update(t);
        assertThat(fast).containsExactly(plain);
    }

    static final class Cell {
        float x;
    }

    static final FloatAccessor<Cell> X = FloatAccessor.of(c -> c.x, (v, c) -> c.x = v);

    @Property
    void to_durationComesFromTheValueAtStart(@ForAll @FloatRange(min = -100, max = 100) float atCreation,
                                             @ForAll @FloatRange(min = -100, max = 100) float atStart,
                                             @ForAll @FloatRange(min = -100, max = 100) float end,
                                             @ForAll @DoubleRange(min = 1, max = 100) double speed,
                                             @ForAll @DoubleRange(min = 0, max = 4) double t) {
        ManualMotionScheduler a = new ManualMotionScheduler();
        ManualMotionScheduler b = new ManualMotionScheduler();
        Cell fast = new Cell();
        Cell plain = new Cell();
        fast.x = atCreation;
        MotionHandle h = Motion.to(fast, X, end).atSpeed(speed).withDelay(0.5).withScheduler(a).start();
        h.preserve();
        a.update(0.25);
        fast.x = atStart; // changed between creation and start
        double duration = Math.abs((double) end - atStart) / speed;
        plain.x = atStart;
        Motion.to(plain, X, end, duration).withDelay(0.5).withScheduler(b).start();
        b.update(0.25);
        a.update(t);
        b.update(t);
        if (0.25 + t >= 0.5) {
            assertThat(h.duration()).isEqualTo(duration);
        }
        assertThat(fast.x).isEqualTo(plain.x);
    }
}
