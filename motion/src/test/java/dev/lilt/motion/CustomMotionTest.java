package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CustomMotionTest {
    /** A mutable point, as a user type. */
    static final class Point {
        double x;
        double y;

        Point(double x, double y) {
            this.x = x;
            this.y = y;
        }
    }

    /** Scale options, per motion. */
    static final class Scale {
        final double factor;

        Scale(double factor) {
            this.factor = factor;
        }
    }

    /** A reusing, stateless adapter. */
    enum PointLerp implements MotionAdapter<Point, Scale> {
        INSTANCE;

        @Override
        public Point evaluate(Point a, Point b, Scale options, double progress, Point reuse) {
            double k = options == null ? 1 : options.factor;
            Point p = reuse != null ? reuse : new Point(0, 0);
            p.x = k * (a.x + (b.x - a.x) * progress);
            p.y = k * (a.y + (b.y - a.y) * progress);
            return p;
        }
    }

    /** An adapter with a field: refused. */
    static final class Stateful implements MotionAdapter<Point, Void> {
        double scale = 2;

        @Override
        public Point evaluate(Point a, Point b, Void options, double progress, Point reuse) {
            return new Point(a.x * scale, a.y * scale);
        }
    }

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();

    @Test
    void adapter_valuesTheMotion() {
        double[] out = new double[2];
        Motion.create(new Point(0, 0), new Point(10, 20), 1, PointLerp.INSTANCE).withScheduler(scheduler)
                .bind(out, (p, o) -> {
                    o[0] = p.x;
                    o[1] = p.y;
                });
        scheduler.update(0.25);
        assertThat(out).containsExactly(2.5, 5.0);
    }

    @Test
    void options_reachTheAdapterPerMotion() {
        double[] out = new double[2];
        Motion.create(new Point(0, 0), new Point(10, 10), 1, PointLerp.INSTANCE).withOptions(new Scale(2))
                .withScheduler(scheduler).bind(out, (p, o) -> o[0] = p.x);
        Motion.create(new Point(0, 0), new Point(10, 10), 1, PointLerp.INSTANCE).withOptions(new Scale(3))
                .withScheduler(scheduler).bind(out, (p, o) -> o[1] = p.x);
        scheduler.update(0.5);
        assertThat(out).containsExactly(10.0, 15.0);
    }

    @Test
    void reuse_isThePreviousResult() {
        List<Point> bound = new ArrayList<>();
        Motion.create(new Point(0, 0), new Point(1, 1), 1, PointLerp.INSTANCE).withScheduler(scheduler)
                .bind(bound::add);
        scheduler.update(0.5);
        assertThat(bound).hasSize(2);
        assertThat(bound.get(1)).isSameAs(bound.get(0));
        assertThat(bound.get(1).x).isEqualTo(0.5);
    }

    @Test
    void reuse_afterReturningStart_isNull() {
        Point a = new Point(0, 0);
        Point b = new Point(1, 1);
        List<Throwable> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(e));
        List<Point> bound = new ArrayList<>();
        Motion.create(a, b, 1, CustomMotionTest::startOrEnd).withScheduler(scheduler).bind(bound::add);
        scheduler.update(0.5);
        scheduler.update(0.5);
        assertThat(errors).isEmpty();
        assertThat(bound).containsExactly(a, a, b);
    }

    private static Point startOrEnd(Point s, Point e, Void o, double t, Point reuse) {
        if (reuse == s || reuse == e) {
            throw new AssertionError("offered an end point for reuse");
        }
        return t < 1 ? s : e;
    }

    @Test
    void nonCapturingLambda_isAccepted() {
        MotionAdapter<Double, Void> lerp = (s, e, o, t, reuse) -> s + (e - s) * t;
        double[] out = new double[1];
        Motion.create(0.0, 4.0, 1, lerp).withScheduler(scheduler).bind(out, (v, o) -> o[0] = v);
        scheduler.update(0.25);
        assertThat(out[0]).isEqualTo(1.0);
    }

    @Test
    void capturingLambda_isRefusedAtCreation() {
        double scale = Math.random() + 2;
        MotionAdapter<Double, Void> scaled = (s, e, o, t, reuse) -> scale * (s + (e - s) * t);
        assertThatThrownBy(() -> Motion.create(0.0, 1.0, 1, scaled))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("adapter must be stateless").hasMessageContaining("withOptions");
    }

    @Test
    void adapterWithField_isRefusedNamingIt() {
        assertThatThrownBy(() -> Motion.create(new Point(0, 0), new Point(1, 1), 1, new Stateful()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith("Stateful.scale");
    }

    @Test
    void throwingAdapter_isReportedAndCancelsOnError() {
        List<String> errors = new ArrayList<>();
        scheduler.setUnhandledErrorHandler((name, e) -> errors.add(name + ": " + e.getMessage()));
        MotionAdapter<Point, Void> boom = (s, e, o, t, reuse) -> {
            if (t > 0) {
                throw new IllegalStateException("boom");
            }
            return s;
        };
        MotionHandle h = Motion.create(new Point(0, 0), new Point(1, 1), 1, boom).withDebugName("custom")
                .withCancelOnError(true).withScheduler(scheduler).bind(p -> { });
        scheduler.update(0.1);
        assertThat(errors).containsExactly("custom: boom");
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void create_nulls_throwNamingThem() {
        assertThatThrownBy(() -> Motion.create(new Point(0, 0), new Point(1, 1), 1, (MotionAdapter<Point, Void>) null))
                .isInstanceOf(NullPointerException.class).hasMessage("adapter == null");
        assertThatThrownBy(() -> Motion.create(null, new Point(1, 1), 1, PointLerp.INSTANCE))
                .isInstanceOf(NullPointerException.class).hasMessage("from == null");
        assertThatThrownBy(() -> Motion.create(new Point(0, 0), new Point(1, 1), 1, PointLerp.INSTANCE)
                .withOptions(null))
                .isInstanceOf(NullPointerException.class).hasMessage("options == null");
    }

    @Test
    void frames_withReusingAdapter_allocateNothing() {
        double[] sink = new double[1];
        for (int k = 0; k < 100; k++) {
            Motion.create(new Point(0, 0), new Point(k, k), 1, PointLerp.INSTANCE).withLoops(-1)
                    .withScheduler(scheduler).bind(sink, (p, o) -> o[0] = p.x);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
