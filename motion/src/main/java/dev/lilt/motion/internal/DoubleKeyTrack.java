package dev.lilt.motion.internal;

/**
 * A compiled track of double keys: each segment lerped at its eased local fraction, as
 * {@link KeyTrack#LERP} does for floats (progress outside [0, 1] included). Immutable and shared.
 */
public final class DoubleKeyTrack {
    private final KeyTimes times;
    private final double[] keys;

    DoubleKeyTrack(KeyTimes times, double[] keys) {
        this.times = times;
        this.keys = keys;
    }

    /**
     * The value at progress {@code p}: at a key's position, that key's value as given.
     *
     * @param p the motion's eased progress
     * @return the value
     */
    public double evaluate(double p) {
        double q = p;
        double period = 0;
        if (!(p >= 0 && p <= 1)) {
            period = Math.floor(p);
            q = p - period;
        }
        double[] v = keys;
        KeyTimes kt = times;
        int s = kt.segment(q);
        int last = kt.count() - 1;
        double x;
        if (s < 0 || s == last || kt.isAt(s, q)) {
            x = v[Math.max(s, 0)];
        } else {
            double e = kt.eased(s, q);
            x = (1 - e) * v[s] + e * v[s + 1];
        }
        return period == 0 ? x : x + period * (v[last] - v[0]);
    }
}
