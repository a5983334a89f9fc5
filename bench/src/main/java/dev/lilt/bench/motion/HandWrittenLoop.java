package dev.lilt.bench.motion;

import java.util.Arrays;

/**
 * The limit: the leanest hand-written loop doing the work of a frame of N linear float motions,
 * with no library. Struct of arrays, one loop: the time advanced in double, the progress as a
 * float from the time and the precomputed reciprocal of the duration, a float lerp, and the write
 * to each motion's own object. It checks no end, state or speed, so no engine can beat it: the
 * benchmarks report every library as a multiple of it.
 */
final class HandWrittenLoop {
    private final double[] time;
    private final double[] rate;
    private final float[] from;
    private final float[] span;
    private final Target[] targets;

    HandWrittenLoop(Target[] targets, float from, float to, double duration) {
        int n = targets.length;
        this.targets = targets;
        this.time = new double[n];
        this.rate = new double[n];
        this.from = new float[n];
        this.span = new float[n];
        Arrays.fill(this.rate, 1 / duration);
        Arrays.fill(this.from, from);
        Arrays.fill(this.span, to - from);
    }

    void rewind() {
        Arrays.fill(time, 0);
    }

    void update(double dt) {
        double[] time = this.time;
        double[] rate = this.rate;
        float[] from = this.from;
        float[] span = this.span;
        Target[] targets = this.targets;
        for (int i = 0; i < time.length; i++) {
            double t = time[i] + dt;
            time[i] = t;
            targets[i].x = from[i] + span[i] * (float) (t * rate[i]);
        }
    }

    /** Whether no motion has reached its end (progress 1). */
    boolean allRunning() {
        for (int i = 0; i < time.length; i++) {
            if (time[i] * rate[i] >= 1) {
                return false;
            }
        }
        return true;
    }
}
