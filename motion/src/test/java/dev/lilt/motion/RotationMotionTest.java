package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.lilt.motion.value.Quaternion;
import org.junit.jupiter.api.Test;

class RotationMotionTest {
    private static final Quaternion TURN_170 = Quaternion.ofAxisAngle(0, 0, 1, Math.toRadians(170));

    private final ManualMotionScheduler scheduler = new ManualMotionScheduler();
    private final float[] q = new float[4];

    private void bind(RotationMotionBuilder b) {
        b.withScheduler(scheduler).bind(q, (x, y, z, w, o) -> {
            o[0] = x;
            o[1] = y;
            o[2] = z;
            o[3] = w;
        });
    }

    private double degreesFromIdentity() {
        return Math.toDegrees(Quaternion.angleBetween(0, 0, 0, 1, q[0], q[1], q[2], q[3]));
    }

    @Test
    void slerp_170DegreeTurn_constantAngularSpeed() {
        bind(Motion.create(Quaternion.IDENTITY, TURN_170, 1));
        scheduler.update(0.25);
        assertThat(degreesFromIdentity()).isCloseTo(42.5, within(1e-3));
        scheduler.update(0.25);
        assertThat(degreesFromIdentity()).isCloseTo(85, within(1e-3));
        scheduler.update(0.25);
        assertThat(degreesFromIdentity()).isCloseTo(127.5, within(1e-3));
        scheduler.update(0.25);
        assertThat(degreesFromIdentity()).isCloseTo(170, within(1e-3));
    }

    @Test
    void nlerp_170DegreeTurn_lagsThenLeads() {
        bind(Motion.create(Quaternion.IDENTITY, TURN_170, 1).withInterpolation(RotationInterpolation.NLERP));
        scheduler.update(0.25);
        double quarter = degreesFromIdentity();
        scheduler.update(0.25);
        double half = degreesFromIdentity();
        scheduler.update(0.25);
        double threeQuarters = degreesFromIdentity();
        assertThat(quarter).isCloseTo(42.5 - 6.7, within(0.1));
        assertThat(half).isCloseTo(85, within(1e-3));
        assertThat(threeQuarters).isCloseTo(127.5 + 6.7, within(0.1));
    }

    @Test
    void boundValues_areUnitQuaternions() {
        bind(Motion.create(Quaternion.of(0, 0, 0, 3), Quaternion.of(0, 2, 0, 2), 1));
        scheduler.update(0.3);
        double len = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
        assertThat(len).isCloseTo(1, within(1e-6));
    }

    @Test
    void shortestPath_negativeDot_turnsTheShortWay() {
        // -TURN_170 is the same orientation as TURN_170; a long path would turn 190 degrees
        Quaternion negated = Quaternion.of(-TURN_170.x(), -TURN_170.y(), -TURN_170.z(), -TURN_170.w());
        Quaternion start = Quaternion.ofAxisAngle(0, 0, 1, Math.toRadians(-20));
        bind(Motion.create(start, negated, 1));
        scheduler.update(0.5);
        // -20 to 170 the short way goes through -105 (an arc of 170 degrees, not 190)
        assertThat(degreesFromIdentity()).isCloseTo(105, within(1e-3));
    }

    @Test
    void longPath_followsTheArcAsGiven() {
        Quaternion negated = Quaternion.of(-TURN_170.x(), -TURN_170.y(), -TURN_170.z(), -TURN_170.w());
        bind(Motion.create(Quaternion.IDENTITY, negated, 1).withShortestPath(false));
        scheduler.update(0.5);
        // 360 - 170 = 190 degrees the other way: at the half, 95 degrees turned
        assertThat(degreesFromIdentity()).isCloseTo(95, within(1e-3));
    }

    @Test
    void equalEndPoints_stayPut() {
        bind(Motion.create(TURN_170, TURN_170, 1));
        scheduler.update(0.5);
        assertThat(degreesFromIdentity()).isCloseTo(170, within(1e-3));
    }

    @Test
    void of_zeroLength_throws() {
        assertThatThrownBy(() -> Quaternion.of(0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("length > 0");
    }

    @Test
    void of_nanComponent_throwsNamingIt() {
        assertThatThrownBy(() -> Quaternion.of(0, Float.NaN, 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("y must be finite: NaN");
    }

    @Test
    void ofAxisAngle_zeroAxis_throws() {
        assertThatThrownBy(() -> Quaternion.ofAxisAngle(0, 0, 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("axis");
    }

    @Test
    void angleTo_measuresTheTurn() {
        assertThat(Math.toDegrees(Quaternion.IDENTITY.angleTo(TURN_170))).isCloseTo(170, within(1e-4));
    }

    @Test
    void frames_allocateNothing() {
        for (int k = 0; k < 100; k++) {
            Motion.create(Quaternion.IDENTITY, TURN_170, 1).withLoops(-1).withScheduler(scheduler)
                    .bind(q, (x, y, z, w, o) -> o[0] = x);
            Motion.create(Quaternion.IDENTITY, TURN_170, 1).withLoops(-1)
                    .withInterpolation(RotationInterpolation.NLERP).withScheduler(scheduler)
                    .bind(q, (x, y, z, w, o) -> o[1] = y);
        }
        assertThat(Allocations.perUpdates(scheduler, 2000, 0.016)).isLessThan(Allocations.BOUND);
    }
}
