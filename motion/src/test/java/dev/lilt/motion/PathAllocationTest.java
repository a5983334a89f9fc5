package dev.lilt.motion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import org.junit.jupiter.api.Test;

/** Frames of path motions with headings, look rotations, waypoints and closed loops allocate nothing. */
class PathAllocationTest {
    private static final int MOTIONS = 200;
    private static final long FRAME_BOUND = 16 * 1024;

    @Test
    void update_pathMotionsWithOrientationAndWaypoints_allocatesNothing() {
        ManualMotionScheduler scheduler = new ManualMotionScheduler();
        Path2 ring = Path2.catmullRomClosed(Float2.of(0, 0), Float2.of(10, 0), Float2.of(10, 10), Float2.of(0, 10));
        Path3 helix = Path3.catmullRom(Float3.of(0, 0, 0), Float3.of(5, 5, 1), Float3.of(0, 10, 2),
                Float3.of(-5, 5, 3), Float3.of(0, 0, 4));
        float[] sink = new float[8];
        int[] waypoints = {0};
        for (int i = 0; i < MOTIONS; i++) {
            LoopType type = i % 2 == 0 ? LoopType.RESTART : LoopType.YOYO;
            Motion.path(ring, 0.05 + i % 7 * 0.01).withScheduler(scheduler).withLoops(-1, type)
                    .withStartAt(i % 10 / 10.0).withConstantSpeed(i % 3 == 0).withOnWaypoint(w -> waypoints[0]++)
                    .bindWithAngle(sink, (x, y, a, s) -> s[0] = a);
            Motion.path(helix, 0.07 + i % 5 * 0.01).withScheduler(scheduler).withLoops(-1, type)
                    .withUp(Float3.of(0, 0, 1)).withOnWaypoint(w -> waypoints[0]++)
                    .bindWithRotation(sink, (x, y, z, qx, qy, qz, qw, s) -> s[1] = qw);
        }
        long bytes = Allocations.perUpdates(scheduler, 500, 0.016);
        assertThat(bytes).as("bytes allocated by 500 frames").isLessThan(FRAME_BOUND);
        assertThat(waypoints[0]).as("waypoints reached").isGreaterThan(MOTIONS * 500);
    }
}
