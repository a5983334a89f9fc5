package dev.lilt.demo;

/**
 * The velocity of a drag, from its last few pointer samples: the displacement over the most recent
 * {@link #WINDOW} seconds, so one jittery sample does not decide a throw. A pointer that rested
 * longer than the window before the release throws nothing.
 */
final class DragVelocity {
    /** How far back the samples count, seconds. */
    static final double WINDOW = 0.1;
    private static final int SAMPLES = 8;

    private final double[] t = new double[SAMPLES];
    private final float[] x = new float[SAMPLES];
    private final float[] y = new float[SAMPLES];
    private int count;
    private int next;

    /** Forgets the samples: a new drag starts at ({@code px}, {@code py}) at time {@code seconds}. */
    void reset(double seconds, float px, float py) {
        count = 0;
        next = 0;
        add(seconds, px, py);
    }

    /** Records the pointer at ({@code px}, {@code py}) at time {@code seconds}. */
    void add(double seconds, float px, float py) {
        t[next] = seconds;
        x[next] = px;
        y[next] = py;
        next = (next + 1) % SAMPLES;
        count = Math.min(SAMPLES, count + 1);
    }

    /** The x velocity at time {@code now}, units per second. */
    double x(double now) {
        return velocity(now, x);
    }

    /** The y velocity at time {@code now}, units per second. */
    double y(double now) {
        return velocity(now, y);
    }

    private double velocity(double now, float[] values) {
        int last = (next + SAMPLES - 1) % SAMPLES;
        if (count < 2 || now - t[last] > WINDOW) {
            return 0;
        }
        int first = last;
        for (int k = 1; k < count; k++) {
            int i = (last + SAMPLES - k) % SAMPLES;
            if (t[last] - t[i] > WINDOW) {
                break;
            }
            first = i;
        }
        double dt = t[last] - t[first];
        return dt > 0 ? (values[last] - values[first]) / dt : 0;
    }
}
