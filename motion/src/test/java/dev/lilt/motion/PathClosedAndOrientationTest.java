package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Closed paths, the 2D heading and 3D look rotation, starting part-way, and their bad inputs. */
class PathClosedAndOrientationTest {
    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] pose = new float[8];

    private static final Float2[] SQUARE = {Float2.of(0, 0), Float2.of(10, 0), Float2.of(10, 10), Float2.of(0, 10)};

    private MotionHandle bindTangent(Float2PathBuilder b) {
        return b.withScheduler(scheduler).bindWithTangent(pose, (x, y, tx, ty, p) -> {
            p[0] = x;
            p[1] = y;
            p[2] = tx;
            p[3] = ty;
        }).preserve();
    }

    @Test
    void closedCatmullRom_passesThroughEveryPointAndBackToTheFirst() {
        Path2 loop = Path2.catmullRomClosed(SQUARE);
        assertThat(loop.isClosed()).isTrue();
        assertThat(loop.segmentCount()).isEqualTo(4);
        MotionHandle h = bindTangent(Motion.path(loop, 4));
        for (int k = 0; k <= 4; k++) {
            h.setTime(k);
            Float2 expected = SQUARE[k % 4];
            assertThat(pose[0]).as("x at point %s", k).isCloseTo(expected.x(), within(1e-4f));
            assertThat(pose[1]).as("y at point %s", k).isCloseTo(expected.y(), within(1e-4f));
        }
    }

    @Test
    void closedCatmullRom_seamIsContinuousInPositionAndTangent() {
        Path2 loop = Path2.catmullRomClosed(Float2.of(0, 0), Float2.of(30, 5), Float2.of(20, 25), Float2.of(-5, 15));
        MotionHandle h = bindTangent(Motion.path(loop, 4));
        double eps = 1e-6;
        h.setTime(4 - eps);
        float[] before = pose.clone();
        h.setTime(eps);
        float[] after = pose.clone();
        assertThat(after[0]).isCloseTo(before[0], within(1e-3f));
        assertThat(after[1]).isCloseTo(before[1], within(1e-3f));
        // Independent: the Catmull-Rom tangent at P0 is parallel to P1 - P(n-1) = (35, -10).
        double n = Math.hypot(35, -10);
        for (float[] t : new float[][] {before, after}) {
            assertThat((double) t[2]).isCloseTo(35 / n, within(1e-4));
            assertThat((double) t[3]).isCloseTo(-10 / n, within(1e-4));
        }
    }

    @Test
    void closedPath_loopingForever_runsRoundWithoutAJump() {
        Path2 loop = Path2.catmullRomClosed(SQUARE);
        bindTangent(Motion.path(loop, 2).withLoops(-1));
        float px = pose[0];
        float py = pose[1];
        double maxStep = 0;
        for (int f = 0; f < 400; f++) {
            scheduler.update(0.01);
            maxStep = Math.max(maxStep, Math.hypot(pose[0] - px, pose[1] - py));
            px = pose[0];
            py = pose[1];
        }
        // A frame moves about length / 200 of the loop; a jump across the square would be 10 or more.
        assertThat(maxStep).isLessThan(loop.length() / 200 * 1.6);
    }

    @Test
    void closedBezier_endsAtItsFirstAnchor() {
        Path2 p = Path2.bezierClosed(Float2.of(0, 0), Float2.of(5, -5), Float2.of(15, -5),
                Float2.of(20, 0), Float2.of(15, 5), Float2.of(5, 5));
        assertThat(p.segmentCount()).isEqualTo(2);
        MotionHandle h = bindTangent(Motion.path(p, 2));
        h.setTime(1);
        assertThat(pose[0]).isCloseTo(20f, within(1e-4f));
        h.setTime(1.9999);
        assertThat(pose[0]).isCloseTo(0f, within(0.01f));
        assertThat(pose[1]).isCloseTo(0f, within(0.01f));
    }

    @Test
    void heading_isTheAngleOfTheFiniteDifferenceOfPositions() {
        Path2 p = Path2.catmullRom(Float2.of(0, 0), Float2.of(10, 10), Float2.of(20, -5), Float2.of(5, -20));
        float[] a = new float[3];
        MotionHandle h = Motion.path(p, 3).withScheduler(scheduler)
                .bindWithAngle(a, (x, y, angle, s) -> {
                    s[0] = x;
                    s[1] = y;
                    s[2] = angle;
                }).preserve();
        double dt = 1e-4;
        for (double t = 0.05; t < 2.95; t += 0.137) {
            h.setTime(t + dt);
            double x1 = a[0];
            double y1 = a[1];
            h.setTime(t - dt);
            double x0 = a[0];
            double y0 = a[1];
            h.setTime(t);
            double expected = Math.atan2(y1 - y0, x1 - x0);
            double diff = Math.IEEEremainder(a[2] - expected, 2 * Math.PI);
            assertThat(diff).as("angle at %s", t).isCloseTo(0, within(2e-3));
        }
    }

    /** Rotates v by the unit quaternion q, written out (v' = v + 2w (u x v) + 2 u x (u x v)). */
    static double[] rotate(float[] q, int o, double vx, double vy, double vz) {
        double x = q[o];
        double y = q[o + 1];
        double z = q[o + 2];
        double w = q[o + 3];
        double cx = y * vz - z * vy;
        double cy = z * vx - x * vz;
        double cz = x * vy - y * vx;
        double ccx = y * cz - z * cy;
        double ccy = z * cx - x * cz;
        double ccz = x * cy - y * cx;
        return new double[] {vx + 2 * (w * cx + ccx), vy + 2 * (w * cy + ccy), vz + 2 * (w * cz + ccz)};
    }

    private MotionHandle bindRotation(Float3PathBuilder b) {
        return b.withScheduler(scheduler).bindWithRotation(pose, (x, y, z, qx, qy, qz, qw, p) -> {
            p[0] = x;
            p[1] = y;
            p[2] = z;
            p[3] = qx;
            p[4] = qy;
            p[5] = qz;
            p[6] = qw;
        }).preserve();
    }

    @Test
    void lookRotation_turnsPlusZOntoTheTangentAndKeepsUpInItsPlane() {
        Path3 p = Path3.catmullRom(Float3.of(0, 0, 0), Float3.of(10, 5, 3), Float3.of(-4, 12, 8),
                Float3.of(3, -6, 20), Float3.of(0, 0, 0));
        float[] up = {0.3f, 1f, -0.2f};
        MotionHandle h = bindRotation(Motion.path(p, 4).withUp(Float3.of(up[0], up[1], up[2])));
        float[] tangent = new float[3];
        MotionHandle th = Motion.path(p, 4).withScheduler(scheduler)
                .bindWithTangent(tangent, (x, y, z, tx, ty, tz, s) -> {
                    s[0] = tx;
                    s[1] = ty;
                    s[2] = tz;
                }).preserve();
        for (double t = 0; t < 4; t += 0.0731) {
            h.setTime(t);
            th.setTime(t);
            double norm = Math.sqrt(pose[3] * pose[3] + pose[4] * pose[4] + pose[5] * pose[5] + pose[6] * pose[6]);
            assertThat(norm).as("|q| at %s", t).isCloseTo(1, within(1e-5));
            double[] f = rotate(pose, 3, 0, 0, 1);
            for (int c = 0; c < 3; c++) {
                assertThat(f[c]).as("forward[%s] at %s", c, t).isCloseTo(tangent[c], within(1e-4));
            }
            double[] u = rotate(pose, 3, 0, 1, 0);
            double[] r = rotate(pose, 3, 1, 0, 0);
            // The rotated +Y lies in the plane of tangent and up: it is orthogonal to right = up x forward.
            assertThat(r[0] * up[0] + r[1] * up[1] + r[2] * up[2]).as("right . up at %s", t).isCloseTo(0, within(1e-4));
            assertThat(u[0] * up[0] + u[1] * up[1] + u[2] * up[2]).as("on up's side at %s", t).isPositive();
        }
    }

    @Test
    void lookRotation_alongUp_fallsBackToAnotherAxisAndStaysUnit() {
        Path3 vertical = Path3.catmullRom(Float3.of(0, 0, 0), Float3.of(0, 10, 0));
        bindRotation(Motion.path(vertical, 1));
        scheduler.update(0.5);
        double norm = Math.sqrt(pose[3] * pose[3] + pose[4] * pose[4] + pose[5] * pose[5] + pose[6] * pose[6]);
        assertThat(norm).isCloseTo(1, within(1e-6));
        double[] f = rotate(pose, 3, 0, 0, 1);
        assertThat(f[1]).isCloseTo(1, within(1e-5));
        for (float v : pose) {
            assertThat(Float.isNaN(v)).isFalse();
        }
    }

    @Test
    void lookRotation_defaultUpAndForwardZ_isTheIdentity() {
        bindRotation(Motion.path(Path3.catmullRom(Float3.of(0, 0, 0), Float3.of(0, 0, 5)), 1));
        scheduler.update(0.5);
        assertThat(new float[] {pose[3], pose[4], pose[5], pose[6]}).containsExactly(new float[] {0, 0, 0, 1},
                within(1e-6f));
    }

    @Test
    void startAt_onAnOpenPath_coversTheRestInTheDuration() {
        Path2 line = Path2.catmullRom(Float2.of(0, 0), Float2.of(100, 0));
        MotionHandle h = bindTangent(Motion.path(line, 2).withStartAt(0.25).withConstantSpeed(true));
        assertThat(pose[0]).isCloseTo(25f, within(1e-3f));
        h.setTime(1);
        assertThat(pose[0]).isCloseTo(62.5f, within(1e-2f));
        h.setTime(2);
        assertThat(pose[0]).isEqualTo(100f);
    }

    @Test
    void startAt_onAClosedPath_goesOnceRoundThroughTheSeam() {
        Path2 loop = Path2.catmullRomClosed(SQUARE);
        MotionHandle h = bindTangent(Motion.path(loop, 4).withStartAt(0.5));
        assertThat(pose[0]).isCloseTo(10f, within(1e-4f));
        assertThat(pose[1]).isCloseTo(10f, within(1e-4f));
        h.setTime(2);
        assertThat(pose[0]).isCloseTo(0f, within(1e-4f));
        assertThat(pose[1]).isCloseTo(0f, within(1e-4f));
        h.setTime(3);
        assertThat(pose[0]).isCloseTo(10f, within(1e-4f));
        assertThat(pose[1]).isCloseTo(0f, within(1e-4f));
        h.setTime(4);
        assertThat(pose[0]).isCloseTo(10f, within(1e-4f));
        assertThat(pose[1]).isCloseTo(10f, within(1e-4f));
    }

    @Test
    void startAt_playingEqualsSeeking() {
        Path2 loop = Path2.catmullRomClosed(SQUARE);
        MotionHandle played = bindTangent(Motion.path(loop, 3).withStartAt(0.3).withLoops(3, LoopType.YOYO));
        float[] other = new float[4];
        MotionHandle sought = Motion.path(loop, 3).withStartAt(0.3).withLoops(3, LoopType.YOYO)
                .withScheduler(new ManualMotionScheduler())
                .bindWithTangent(other, (x, y, tx, ty, p) -> {
                    p[0] = x;
                    p[1] = y;
                }).preserve();
        for (int f = 0; f < 100; f++) {
            scheduler.update(0.083);
            sought.setTime(played.time());
            assertThat(other[0]).isEqualTo(pose[0]);
            assertThat(other[1]).isEqualTo(pose[1]);
        }
    }

    @Test
    void badInputs_nameTheValue_andLeaveTheBuilderUsable() {
        Path2 p = Path2.catmullRom(SQUARE);
        Float2PathBuilder b = Motion.path(p, 1);
        for (double bad : new double[] {-0.01, 1.01, Double.NaN, Double.POSITIVE_INFINITY}) {
            assertThatThrownBy(() -> b.withStartAt(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("fraction must be in [0, 1]: " + bad);
        }
        assertThatThrownBy(() -> b.withOnWaypoint(null)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("onWaypoint");
        assertThatThrownBy(() -> b.bindWithAngle(null, null)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("binder");
        Float3PathBuilder b3 = Motion.path(Path3.catmullRom(Float3.of(0, 0, 0), Float3.of(1, 1, 1)), 1);
        assertThatThrownBy(() -> b3.withUp(null)).isInstanceOf(NullPointerException.class).hasMessage("up == null");
        assertThatThrownBy(() -> b3.withUp(Float3.of(0, 0, 0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("up must be a non-zero, finite vector").hasMessageContaining("0.0");
        assertThatThrownBy(() -> b3.withUp(Float3.of(Float.NaN, 1, 0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NaN");
        assertThatThrownBy(() -> Path2.catmullRomClosed(Float2.of(0, 0), Float2.of(1, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith(": 2");
        assertThatThrownBy(() -> Path2.bezierClosed(Float2.of(0, 0), Float2.of(1, 1), Float2.of(2, 2), Float2.of(3, 3)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith(": 4");
        List<Integer> hits = new ArrayList<>();
        b.withStartAt(0.5).withOnWaypoint(hits::add).withScheduler(scheduler).run();
        scheduler.update(1);
        assertThat(hits).containsExactly(2, 3);
    }
}
