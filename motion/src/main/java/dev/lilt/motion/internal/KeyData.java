package dev.lilt.motion.internal;

import java.util.Arrays;

/**
 * An immutable list of keys behind the public key lists ({@code FloatKeyframes}...): times (in
 * seconds, or fractions of a total), 1 to 4 components per key, and an ease per segment. Each
 * {@link #then} returns a new list; the compiled tracks are made once, on first use, and shared
 * by every motion of the list.
 */
public final class KeyData {
    private final int width;
    private final boolean fractions;
    private final double total;
    private final double[] times;
    /** width components per key, as given (a float widens to double exactly). */
    private final double[] values;
    /** eases[k]: the ease id of the segment that ends at key k; eases[0] is unused. */
    private final byte[] eases;
    /** Compiled tracks by mode; racy but safe: a track has only final fields. */
    private final KeyTrack[] tracks = new KeyTrack[KeyTrack.MODES];
    private DoubleKeyTrack doubleTrack;

    private KeyData(int width, boolean fractions, double total, double[] times, double[] values, byte[] eases) {
        this.width = width;
        this.fractions = fractions;
        this.total = total;
        this.times = times;
        this.values = values;
        this.eases = eases;
    }

    /**
     * A list of one key at {@code seconds}.
     *
     * @param width      components per key, 1 to 4
     * @param seconds    the key's time, &gt;= 0 and finite
     * @param components the key's components (extra ones ignored)
     * @return the list
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public static KeyData seconds(int width, double seconds, double... components) {
        requireTime("seconds", seconds);
        return new KeyData(width, false, 0, new double[] {seconds}, Arrays.copyOf(components, width), new byte[1]);
    }

    /**
     * A list of one key at fraction 0 of a motion of {@code totalSeconds}.
     *
     * @param width        components per key, 1 to 4
     * @param totalSeconds the motion's duration, &gt;= 0 and finite
     * @param components   the key's components (extra ones ignored)
     * @return the list
     * @throws IllegalArgumentException if {@code totalSeconds} is negative, NaN or infinite
     */
    public static KeyData fractions(int width, double totalSeconds, double... components) {
        if (!(totalSeconds >= 0) || totalSeconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("totalSeconds must be >= 0 and finite: " + totalSeconds);
        }
        return new KeyData(width, true, totalSeconds, new double[] {0}, Arrays.copyOf(components, width),
                new byte[1]);
    }

    private static void requireTime(String name, double time) {
        if (!(time >= 0) || time == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(name + " must be >= 0 and finite: " + time);
        }
    }

    /**
     * This list with one more key.
     *
     * @param time       the key's time: seconds, or a fraction in [0, 1]
     * @param easeId     the ease of the segment arriving at the key, an {@code Ease} ordinal
     * @param components the key's components (extra ones ignored)
     * @return a new list
     * @throws IllegalArgumentException if the time is negative, NaN or infinite, a fraction above 1,
     *                                  or before the last key's time (the message names both)
     */
    public KeyData then(double time, int easeId, double... components) {
        requireTime("time", time);
        if (fractions && time > 1) {
            throw new IllegalArgumentException("time (a fraction of the total) must be in [0, 1]: " + time);
        }
        int n = times.length;
        double last = times[n - 1];
        if (time < last) {
            throw new IllegalArgumentException("keys must be in time order: key " + n + " at " + time
                    + " is before key " + (n - 1) + " at " + last);
        }
        double[] t = Arrays.copyOf(times, n + 1);
        t[n] = time;
        double[] v = Arrays.copyOf(values, (n + 1) * width);
        System.arraycopy(components, 0, v, n * width, width);
        byte[] e = Arrays.copyOf(eases, n + 1);
        e[n] = (byte) easeId;
        return new KeyData(width, fractions, total, t, v, e);
    }

    /**
     * Checks that the list can drive a motion: two keys or more, and, in fractions, a last key at 1.
     *
     * @throws IllegalArgumentException if not (the message says why)
     */
    public void checkComplete() {
        if (times.length < 2) {
            throw new IllegalArgumentException("keyframes need at least 2 keys: " + times.length);
        }
        double last = times[times.length - 1];
        if (fractions && last != 1) {
            throw new IllegalArgumentException("the last key of a fractions list must be at 1: " + last);
        }
    }

    /**
     * The motion's duration: the last key's time, or the total of a fractions list.
     *
     * @return seconds
     */
    public double durationSeconds() {
        return fractions ? total : times[times.length - 1];
    }

    /**
     * The number of keys.
     *
     * @return at least 1
     */
    public int size() {
        return times.length;
    }

    /**
     * Key k's time in seconds (a fraction times the total).
     *
     * @param k a key index
     * @return seconds
     */
    public double seconds(int k) {
        return fractions ? times[k] * total : times[k];
    }

    /**
     * Component c of key k, as given.
     *
     * @param k a key index
     * @param c a component index
     * @return the component
     */
    public double value(int k, int c) {
        return values[k * width + c];
    }

    int width() {
        return width;
    }

    double[] values() {
        return values;
    }

    /**
     * The keys on the progress axis. A key at t seconds of a D second motion lies at t / D, the
     * division the timeline makes, so that the time of a key gives exactly its position. A zero
     * duration puts the first key at 0 and the others at 1.
     */
    KeyTimes keyTimes() {
        int n = times.length;
        double d = durationSeconds();
        double[] pos = new double[n];
        for (int k = 0; k < n; k++) {
            pos[k] = d == 0 ? (k == 0 ? 0 : 1) : seconds(k) / d;
        }
        pos[n - 1] = 1;
        return new KeyTimes(pos, Arrays.copyOfRange(eases, 1, n));
    }

    /**
     * The float track of this list in a mode, compiled on first use.
     *
     * @param mode {@link KeyTrack#LERP}, {@link KeyTrack#LINEAR_COLOR}, {@link KeyTrack#SLERP} or
     *             {@link KeyTrack#SLERP_LONG}
     * @return the track
     */
    public KeyTrack track(int mode) {
        KeyTrack t = tracks[mode];
        if (t == null) {
            t = new KeyTrack(this, mode);
            tracks[mode] = t;
        }
        return t;
    }

    /**
     * The double track of this list, compiled on first use.
     *
     * @return the track
     */
    public DoubleKeyTrack doubleTrack() {
        DoubleKeyTrack t = doubleTrack;
        if (t == null) {
            t = new DoubleKeyTrack(keyTimes(), values.clone());
            doubleTrack = t;
        }
        return t;
    }
}
