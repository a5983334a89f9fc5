package dev.lilt.bench.motion;

/**
 * The limit: what the update of N linear float motions costs with no library. Struct of arrays,
 * one fused loop, the same arithmetic as Lilt (double time, {@code t = min(time / duration, 1)},
 * a float lerp) and the same write to each motion's own object.
 */
final class HandWrittenLoop {
    private final double[] time;
    private final double[] duration;
    private final float[] from;
    private final float[] to;
    private final Target[] targets;

    HandWrittenLoop(Target[] targets, float from, float to, double duration) {
        int n = targets.length;
        this.targets = targets;
        this.time = new double[n];
        this.duration = new double[n];
        this.from = new float[n];
        this.to = new float[n];
        for (int i = 0; i < n; i++) {
            this.duration[i] = duration;
            this.from[i] = from;
            this.to[i] = to;
        }
    }

    void rewind() {
        java.util.Arrays.fill(time, 0);
    }

    void update(double dt) {
        double[] time = this.time;
        double[] duration = this.duration;
        float[] from = this.from;
        float[] to = this.to;
        Target[] targets = this.targets;
        for (int i = 0; i < time.length; i++) {
            double t = time[i] + dt;
            time[i] = t;
            double p = Math.min(t / duration[i], 1);
            targets[i].x = (float) ((1 - p) * from[i] + p * to[i]);
        }
    }

    boolean allRunning() {
        for (int i = 0; i < time.length; i++) {
            if (time[i] >= duration[i]) {
                return false;
            }
        }
        return true;
    }
}
