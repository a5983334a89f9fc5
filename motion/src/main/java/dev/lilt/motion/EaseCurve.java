package dev.lilt.motion;

import java.util.Arrays;
import java.util.Objects;

/**
 * A keyframe easing curve: cubic Hermite segments between keys, like an animation curve in a game
 * editor. Immutable and thread-safe; evaluation allocates nothing.
 *
 * <pre>{@code
 * EaseCurve curve = EaseCurve.builder()
 *         .key(0f, 0f)
 *         .key(0.7f, 1.1f, 0f, 0f)
 *         .key(1f, 1f)
 *         .build();
 * Motion.create(0f, 100f, 1.0).withEase(curve).bind(v -> x = v);
 * }</pre>
 *
 * <p>Before the first key the curve holds the first key's value; after the last, the last key's.
 * A curve with one key is that constant. A curve with no keys cannot be built, so evaluation never
 * reads past its keys and never returns NaN for finite input.
 */
public final class EaseCurve implements EaseFunction {
    private final float[] times;
    private final float[] values;
    private final float[] inTangents;
    private final float[] outTangents;

    private EaseCurve(float[] times, float[] values, float[] inTangents, float[] outTangents) {
        this.times = times;
        this.values = values;
        this.inTangents = inTangents;
        this.outTangents = outTangents;
    }

    /**
     * Starts a curve.
     *
     * @return a new, empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A curve through the given (time, value) points with flat tangents (each key eases in and out).
     *
     * @param timeValuePairs t0, v0, t1, v1, …: at least one pair, times strictly increasing
     * @return the curve
     * @throws NullPointerException     if {@code timeValuePairs} is null
     * @throws IllegalArgumentException if no pair is given, the count is odd, a number is not
     *                                  finite, or the times are not strictly increasing
     */
    public static EaseCurve of(float... timeValuePairs) {
        Objects.requireNonNull(timeValuePairs, "timeValuePairs == null");
        if (timeValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("timeValuePairs must hold pairs; length: " + timeValuePairs.length);
        }
        Builder b = builder();
        for (int i = 0; i < timeValuePairs.length; i += 2) {
            b.key(timeValuePairs[i], timeValuePairs[i + 1]);
        }
        return b.build();
    }

    /**
     * The number of keys.
     *
     * @return at least 1
     */
    public int keyCount() {
        return times.length;
    }

    /**
     * Evaluates the curve at {@code t}.
     *
     * @param t progress
     * @return the curve's value; the first or last key's value outside the keys' time range
     */
    @Override
    public float evaluate(float t) {
        int last = times.length - 1;
        if (last == 0 || !(t > times[0])) { // NaN too: binarySearch would index past the keys
            return values[0];
        }
        if (t >= times[last]) {
            return values[last];
        }
        int hi = Arrays.binarySearch(times, t);
        if (hi >= 0) {
            return values[hi];
        }
        hi = -hi - 1;
        int lo = hi - 1;
        double dt = (double) times[hi] - times[lo];
        double s = (t - times[lo]) / dt;
        double s2 = s * s;
        double s3 = s2 * s;
        double h00 = 2 * s3 - 3 * s2 + 1;
        double h10 = s3 - 2 * s2 + s;
        double h01 = -2 * s3 + 3 * s2;
        double h11 = s3 - s2;
        return (float) (h00 * values[lo] + h10 * dt * outTangents[lo] + h01 * values[hi] + h11 * dt * inTangents[hi]);
    }

    @Override
    public String toString() {
        return "EaseCurve" + Arrays.toString(times);
    }

    /** Collects keys for an {@link EaseCurve}; keys may be added in any order. Single-threaded. */
    public static final class Builder {
        private float[] keys = new float[16];
        private int count;

        private Builder() {
        }

        /**
         * Adds a key with flat (zero) tangents.
         *
         * @param time  the key's progress position, finite
         * @param value the curve's value there, finite
         * @return this builder
         * @throws IllegalArgumentException if {@code time} or {@code value} is not finite
         */
        public Builder key(float time, float value) {
            return key(time, value, 0f, 0f);
        }

        /**
         * Adds a key with the given tangents (slopes, value per unit of progress).
         *
         * @param time       the key's progress position, finite
         * @param value      the curve's value there, finite
         * @param inTangent  the slope arriving at this key, finite
         * @param outTangent the slope leaving this key, finite
         * @return this builder
         * @throws IllegalArgumentException if an argument is not finite
         */
        public Builder key(float time, float value, float inTangent, float outTangent) {
            requireFinite("time", time);
            requireFinite("value", value);
            requireFinite("inTangent", inTangent);
            requireFinite("outTangent", outTangent);
            if (count * 4 == keys.length) {
                keys = Arrays.copyOf(keys, keys.length * 2);
            }
            int o = count * 4;
            keys[o] = time;
            keys[o + 1] = value;
            keys[o + 2] = inTangent;
            keys[o + 3] = outTangent;
            count++;
            return this;
        }

        /**
         * Builds the curve, sorting the keys by time.
         *
         * @return the curve
         * @throws IllegalArgumentException if no key was added, or two keys share a time
         */
        public EaseCurve build() {
            if (count == 0) {
                throw new IllegalArgumentException("an EaseCurve needs at least one key; keys: 0");
            }
            Integer[] order = new Integer[count];
            for (int i = 0; i < count; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> Float.compare(keys[a * 4], keys[b * 4]));
            float[] t = new float[count];
            float[] v = new float[count];
            float[] in = new float[count];
            float[] out = new float[count];
            for (int i = 0; i < count; i++) {
                int o = order[i] * 4;
                t[i] = keys[o];
                v[i] = keys[o + 1];
                in[i] = keys[o + 2];
                out[i] = keys[o + 3];
                if (i > 0 && t[i] == t[i - 1]) {
                    throw new IllegalArgumentException("two keys share the time " + t[i]);
                }
            }
            return new EaseCurve(t, v, in, out);
        }

        private static void requireFinite(String name, float value) {
            if (!Float.isFinite(value)) {
                throw new IllegalArgumentException(name + " must be finite: " + value);
            }
        }
    }
}
