package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import org.junit.jupiter.api.Test;

class PathMotionTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] pose = new float[6];

    private static final Path2 ZIGZAG = Path2.catmullRom(Float2.of(0, 0), Float2.of(10, 10), Float2.of(20, 0),
            Float2.of(60, 10));

    private MotionHandle bindPose2(Float2PathBuilder b) {
        return b.withScheduler(scheduler).bindWithTangent(pose, (x, y, tx, ty, p) -> {
            p[0] = x;
            p[1] = y;
            p[2] = tx;
            p[3] = ty;
        });
    }

    @Test
    void catmullRom_passesThroughEveryPoint_atEqualTimePerSegment() {
        MotionHandle h = bindPose2(Motion.path(ZIGZAG, 3));
        assertThat(new float[] {pose[0], pose[1]}).containsExactly(0f, 0f);
        scheduler.update(1);
        assertThat(pose[0]).isCloseTo(10f, within(1e-4f));
        assertThat(pose[1]).isCloseTo(10f, within(1e-4f));
        scheduler.update(1);
        assertThat(pose[0]).isCloseTo(20f, within(1e-4f));
        assertThat(pose[1]).isCloseTo(0f, within(1e-4f));
        scheduler.update(1);
        assertThat(new float[] {pose[0], pose[1]}).containsExactly(60f, 10f);
        assertThat(h.isActive()).isFalse();
    }

    @Test
    void catmullRom_tangentAtAnInnerPoint_isParallelToItsNeighboursChord() {
        MotionHandle h = bindPose2(Motion.path(ZIGZAG, 3));
        h.setTime(1);
        // neighbours (0, 0) and (20, 0): the tangent at (10, 10) points along +x
        assertThat(pose[2]).isCloseTo(1f, within(1e-6f));
        assertThat(pose[3]).isCloseTo(0f, within(1e-6f));
        for (double t = 0; t <= 3; t += 0.1) {
            h.setTime(Math.min(t, 2.999));
            assertThat(Math.hypot(pose[2], pose[3])).as("|tangent| at %s", t).isCloseTo(1, within(1e-5));
        }
    }

    @Test
    void twoPoints_giveAStraightLine() {
        Path3 line = Path3.catmullRom(Float3.of(0, 0, 0), Float3.of(0, 0, 10));
        MotionHandle h = Motion.path(line, 1).withScheduler(scheduler)
                .bindWithTangent(pose, (x, y, z, tx, ty, tz, p) -> {
            p[0] = x;
            p[1] = y;
            p[2] = z;
            p[3] = tx;
            p[4] = ty;
            p[5] = tz;
        });
        h.setTime(0.25);
        assertThat(pose).containsExactly(0f, 0f, 2.5f, 0f, 0f, 1f);
        assertThat(line.length()).isCloseTo(10, within(1e-9));
        assertThat(line.segmentCount()).isEqualTo(1);
    }

    @Test
    void bezier_followsTheControlPolygon_throughTheAnchors() {
        // a quarter circle approximated by one cubic: (1,0) .. (0,1), controls at k = 0.5523
        float k = 0.5523f;
        Path2 arc = Path2.bezier(Float2.of(1, 0), Float2.of(1, k), Float2.of(k, 1), Float2.of(0, 1));
        float[] xy = new float[2];
        MotionHandle h = Motion.path(arc, 1).withScheduler(scheduler).bind(xy, (x, y, o) -> {
            o[0] = x;
            o[1] = y;
        });
        for (double t = 0; t <= 1; t += 0.05) {
            h.setTime(Math.min(t, 0.9999));
            assertThat(Math.hypot(xy[0], xy[1])).as("radius at %s", t).isCloseTo(1, within(3e-4));
        }
        assertThat(arc.length()).isCloseTo(Math.PI / 2, within(1e-3));
        h.setTime(1);
        assertThat(xy).containsExactly(0f, 1f);
    }

    @Test
    void constantSpeed_equalTimeSteps_coverEqualDistances() {
        MotionHandle even = bindPose2(Motion.path(ZIGZAG, 1).withConstantSpeed(true));
        double step = ZIGZAG.length() / 100;
        float px = pose[0];
        float py = pose[1];
        double shortest = Double.MAX_VALUE;
        double longest = 0;
        for (int i = 1; i <= 100; i++) {
            even.setTime(i / 100.0);
            double d = Math.hypot(pose[0] - px, pose[1] - py);
            shortest = Math.min(shortest, d);
            longest = Math.max(longest, d);
            px = pose[0];
            py = pose[1];
        }
        assertThat(shortest).isGreaterThan(step * 0.98);
        assertThat(longest).isLessThan(step * 1.02);
        // without it the last, long segment gets a third of the time: the steps differ a lot
        assertThat(even.isActive()).isFalse();
        MotionHandle uniform = bindPose2(Motion.path(ZIGZAG, 1));
        uniform.setTime(0.01);
        double first = Math.hypot(pose[0], pose[1]);
        uniform.setTime(0.99);
        px = pose[0];
        uniform.setTime(1.0);
        assertThat(pose[0] - px).isGreaterThan((float) (2 * first));
    }

    @Test
    void overshootingEase_extrapolates_andLoopsYoyo() {
        MotionHandle h = bindPose2(Motion.path(ZIGZAG, 1).withEase(Ease.OUT_BACK).withLoops(2, LoopType.YOYO));
        h.setTime(0.7);
        assertThat(pose[0]).isGreaterThan(60f);
        assertThat(Float.isFinite(pose[2]) && Float.isFinite(pose[3])).isTrue();
        h.setTime(2);
        assertThat(h.isActive()).isFalse();
        assertThat(new float[] {pose[0], pose[1]}).containsExactly(0f, 0f);
    }

    @Test
    void coincidentPoints_tangentNeverNaN() {
        Path2 stuck = Path2.catmullRom(Float2.of(1, 1), Float2.of(1, 1), Float2.of(1, 1));
        Path2 flat = Path2.bezier(Float2.of(0, 0), Float2.of(0, 0), Float2.of(5, 0), Float2.of(5, 0));
        for (Path2 p : new Path2[] {stuck, flat}) {
            MotionHandle h = bindPose2(Motion.path(p, 1).withConstantSpeed(true));
            for (double t = 0; t <= 1; t += 0.125) {
                h.setTime(t);
                assertThat(Math.hypot(pose[2], pose[3])).as("%s at %s", p, t).isCloseTo(1, within(1e-5));
            }
        }
    }

    @Test
    void pathInSequenceWithDelay_clearCancels_andFramesAllocateNothing() {
        MotionHandle child = bindPose2(Motion.path(ZIGZAG, 1).withDelay(0.5));
        MotionHandle seq = Sequence.create().append(child).run(c -> c.withScheduler(scheduler));
        seq.setTime(0.5 + 1 / 3.0);
        assertThat(pose[0]).isCloseTo(10f, within(1e-3f));
        assertThat(pose[1]).isCloseTo(10f, within(1e-3f));
        for (int i = 0; i < 200; i++) {
            Motion.path(ZIGZAG, 1).withLoops(-1, LoopType.YOYO).withConstantSpeed(i % 2 == 0).withScheduler(scheduler)
                    .bindWithTangent(pose, (x, y, tx, ty, p) -> p[0] = x + tx);
        }
        assertThat(Allocations.perUpdates(scheduler, 2_000, 0.016)).isLessThan(Allocations.BOUND);
        scheduler.clear();
        assertThat(scheduler.activeCount()).isZero();
        assertThat(seq.isActive()).isFalse();
    }

    @Test
    void badInput_throwsNamingIt() {
        assertThatThrownBy(() -> Path2.catmullRom(Float2.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a Catmull-Rom path needs at least 2 points: 1");
        assertThatThrownBy(() -> Path3.catmullRom()).hasMessage("a Catmull-Rom path needs at least 2 points: 0");
        assertThatThrownBy(() -> Path2.bezier(Float2.ZERO, Float2.ZERO, Float2.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("k >= 1: 3");
        assertThatThrownBy(() -> Path3.bezier(Float3.ZERO, Float3.ZERO, Float3.ZERO, Float3.ZERO, Float3.ZERO))
                .hasMessageEndingWith(": 5");
        assertThatThrownBy(() -> Path2.catmullRom((Float2[]) null)).isInstanceOf(NullPointerException.class)
                .hasMessage("points == null");
        assertThatThrownBy(() -> Path2.catmullRom(Float2.ZERO, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("points[1] == null");
        assertThatThrownBy(() -> Float2.of(Float.NaN, 0)).hasMessage("x must be finite: NaN");
        assertThatThrownBy(() -> Motion.path((Path2) null, 1)).hasMessage("path == null");
        assertThatThrownBy(() -> Motion.path(ZIGZAG, -1)).hasMessage("durationSeconds must be >= 0 and finite: -1.0");
        assertThatThrownBy(() -> Motion.path(ZIGZAG, 1).bindWithTangent(null, null)).hasMessage("binder == null");
    }
}
