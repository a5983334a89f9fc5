package dev.lilt.motion;

import dev.lilt.motion.internal.KeyData;
import java.util.Objects;

/**
 * An immutable list of orientation keys for {@link Motion#keyframes(RotationKeyframes)}:
 * quaternions at increasing times, each segment eased on its own and turned by SLERP, along the
 * shorter arc unless its builder says otherwise. A key is made unit length unless it already is
 * (to within 1e-6), and, for the shorter arcs, negated when its dot product with the previous key's
 * is negative (the same orientation, as a rotation motion's end); at a key's time the motion binds
 * that key so made, which for a unit key not negated is the key bit for bit.
 *
 * <pre>{@code
 * RotationKeyframes keys = RotationKeyframes.at(0, Quaternion.IDENTITY)                 // seconds
 *         .then(0.5, Quaternion.ofAxisAngle(0, 1, 0, Math.PI / 2), Ease.OUT_CUBIC)
 *         .then(1.0, Quaternion.ofAxisAngle(0, 1, 0, Math.PI));
 * }</pre>
 *
 * <p>Times are seconds ({@link #at}: the motion lasts until the last key; before the first key
 * the value holds the first key's), or fractions of a total duration ({@link #fractions}: the
 * first key at 0, the last must be at 1). Keys may share a time: the value jumps there, and the
 * later key is the one bound at that time. Each {@code then} copies the list, so build it once
 * and share it: every motion of a list uses the same compiled track.
 */
public final class RotationKeyframes {
    private final KeyData data;

    private RotationKeyframes(KeyData data) {
        this.data = data;
    }

    /**
     * Starts a list whose times are seconds, with its first key.
     *
     * @param seconds the first key's time, &gt;= 0 and finite
     * @param value   the first key's value
     * @return a list of one key
     * @throws NullPointerException     if {@code value} is null
     * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
     */
    public static RotationKeyframes at(double seconds, Quaternion value) {
        return new RotationKeyframes(KeyData.seconds(4, seconds, parts(value)));
    }

    /**
     * Starts a list whose times are fractions of {@code totalSeconds}, with its first key, at 0.
     *
     * @param totalSeconds the motion's duration, &gt;= 0 and finite
     * @param value        the first key's value
     * @return a list of one key
     * @throws NullPointerException     if {@code value} is null
     * @throws IllegalArgumentException if {@code totalSeconds} is negative, NaN or infinite
     */
    public static RotationKeyframes fractions(double totalSeconds, Quaternion value) {
        return new RotationKeyframes(KeyData.fractions(4, totalSeconds, parts(value)));
    }

    /**
     * This list with one more key, reached linearly (in time) from the previous one.
     *
     * @param time  the key's time: seconds, or a fraction in [0, 1] for a {@link #fractions} list;
     *              not before the previous key's
     * @param value the key's value
     * @return a new list (this one is unchanged)
     * @throws NullPointerException     if {@code value} is null
     * @throws IllegalArgumentException if {@code time} is negative, NaN, infinite, before the
     *                                  previous key's (the message names both) or a fraction above 1
     */
    public RotationKeyframes then(double time, Quaternion value) {
        return then(time, value, Ease.LINEAR);
    }

    /**
     * This list with one more key, reached from the previous one along {@code ease}.
     *
     * @param time  the key's time: seconds, or a fraction in [0, 1] for a {@link #fractions} list;
     *              not before the previous key's
     * @param value the key's value
     * @param ease  the ease of the segment from the previous key to this one
     * @return a new list (this one is unchanged)
     * @throws NullPointerException     if {@code value} or {@code ease} is null
     * @throws IllegalArgumentException if {@code time} is negative, NaN, infinite, before the
     *                                  previous key's (the message names both) or a fraction above 1
     */
    public RotationKeyframes then(double time, Quaternion value, Ease ease) {
        double[] parts = parts(value);
        Objects.requireNonNull(ease, "ease == null");
        return new RotationKeyframes(data.then(time, ease.ordinal(), parts));
    }

    private static double[] parts(Quaternion value) {
        Objects.requireNonNull(value, "value == null");
        return new double[] {value.x(), value.y(), value.z(), value.w()};
    }

    /**
     * The number of keys.
     *
     * @return at least 1
     */
    public int size() {
        return data.size();
    }

    /**
     * The duration of a motion of these keys: the last key's time, or a fractions list's total.
     *
     * @return seconds
     */
    public double durationSeconds() {
        return data.durationSeconds();
    }

    KeyData data() {
        return data;
    }
}
