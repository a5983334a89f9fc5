package dev.lilt.bench.motion;

import dev.lilt.motion.value.Float3;
import dev.lilt.motion.ManualMotionScheduler;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;

/** LitMotion's published benchmark shape, shared by every motion benchmark. */
final class Shape {
    /** Start value. */
    static final float FROM = 0f;
    /** End value. */
    static final float TO = 10f;
    /** End value of the Float3 form of the shape. */
    static final Float3 TO3 = Float3.of(TO, TO, TO);
    /** Seconds per motion: long enough that no motion finishes during a measurement. */
    static final double DURATION = 100;
    /**
     * Seconds per frame. A 1 kHz tick keeps every motion alive through an iteration (a 1 s
     * iteration runs at most ~10,000 frames = 10 s of motion time; states rewind between
     * iterations), so every frame measures N live motions; each state checks that at the end of
     * every iteration.
     */
    static final double DT = 0.001;

    private Shape() {
    }

    /**
     * A start time in [0, 90) s spread over index {@code i}, so that motions sample the whole
     * ease curve (branches on both sides of inOut's midpoint, every bounce arc).
     *
     * @param i motion index
     * @return seconds
     */
    static double spreadStart(int i) {
        return (i * 7919 % 1000) * 0.09;
    }

    static void checkAlive(String library, int alive, int expected) {
        if (alive != expected) {
            throw new IllegalStateException(library + ": " + alive + " motions alive at the end of the iteration,"
                    + " expected " + expected + "; shorten the iteration or DT so that none finishes");
        }
    }

    /**
     * Lilt in this shape: {@code n} float motions FROM → TO over DURATION, each bound through
     * {@code bind(state, binder)} to the field of its own target.
     *
     * @param scheduler where the motions run
     * @param n         how many
     * @return their handles
     */
    static MotionHandle[] liltMotions(ManualMotionScheduler scheduler, int n) {
        return liltMotions(scheduler, Target.array(n), DURATION);
    }

    /**
     * {@link #liltMotions(ManualMotionScheduler, int)} with another duration, for frames so cheap
     * that DURATION would run out within an iteration.
     *
     * @param scheduler where the motions run
     * @param n         how many
     * @param seconds   each motion's duration
     * @return their handles
     */
    static MotionHandle[] liltMotions(ManualMotionScheduler scheduler, int n, double seconds) {
        return liltMotions(scheduler, Target.array(n), seconds);
    }

    /**
     * Lilt in this shape, bound to the given targets, one motion each.
     *
     * @param scheduler where the motions run
     * @param targets   the objects the motions write
     * @return their handles
     */
    static MotionHandle[] liltMotions(ManualMotionScheduler scheduler, Target[] targets) {
        return liltMotions(scheduler, targets, DURATION);
    }

    private static MotionHandle[] liltMotions(ManualMotionScheduler scheduler, Target[] targets, double seconds) {
        int n = targets.length;
        MotionHandle[] handles = new MotionHandle[n];
        for (int i = 0; i < n; i++) {
            handles[i] = Motion.create(FROM, TO, seconds).withScheduler(scheduler).bind(targets[i], Target.BIND_X);
        }
        return handles;
    }

    /**
     * The Float3 form of this shape: {@code n} motions from zero to (TO, TO, TO) over
     * {@code seconds}, each bound through {@link Target3#BIND_XYZ} to a target of its own.
     *
     * @param scheduler where the motions run
     * @param n         how many
     * @param seconds   each motion's duration
     * @return their handles
     */
    static MotionHandle[] float3Motions(ManualMotionScheduler scheduler, int n, double seconds) {
        Target3[] targets = Target3.array(n);
        MotionHandle[] handles = new MotionHandle[n];
        for (int i = 0; i < n; i++) {
            handles[i] = Motion.create(Float3.ZERO, TO3, seconds).withScheduler(scheduler)
                    .bind(targets[i], Target3.BIND_XYZ);
        }
        return handles;
    }

    /**
     * Seeks every motion back to its start (no allocation), so none finishes during an iteration.
     *
     * @param handles the motions
     */
    static void rewind(MotionHandle[] handles) {
        for (MotionHandle h : handles) {
            h.setTime(0);
        }
    }
}
