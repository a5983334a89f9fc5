package dev.lilt.motion.internal;

import java.util.Arrays;
import java.util.Objects;

/**
 * A sequence's labels: names and their times on the clock, in the order they were set. A builder
 * fills it; the running sequence keeps it for seeks by name. A handful per sequence, so lookups
 * scan: no map, no hashing of the user's strings on the frame's thread beyond equals.
 */
public final class SequenceLabels {
    private String[] names = new String[4];
    private double[] times = new double[4];
    private int count;

    /**
     * Adds a label.
     *
     * @param name    the label
     * @param seconds its time, &gt;= 0 and finite
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if a label of that name exists
     */
    public void add(String name, double seconds) {
        Objects.requireNonNull(name, "name == null");
        int at = indexOf(name);
        if (at >= 0) {
            throw new IllegalArgumentException("label \"" + name + "\" is already at " + times[at] + " s");
        }
        if (count == names.length) {
            names = Arrays.copyOf(names, count * 2);
            times = Arrays.copyOf(times, count * 2);
        }
        names[count] = name;
        times[count] = seconds;
        count++;
    }

    /**
     * A label's time.
     *
     * @param name the label
     * @return seconds on the sequence's clock
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if there is no such label; the message lists those there are
     */
    public double seconds(String name) {
        Objects.requireNonNull(name, "label == null");
        int at = indexOf(name);
        if (at < 0) {
            throw new IllegalArgumentException("no label \"" + name + "\" in this sequence; its labels: "
                    + (count == 0 ? "none" : String.join(", ", Arrays.copyOf(names, count))));
        }
        return times[at];
    }

    /**
     * The number of labels.
     *
     * @return the count
     */
    public int size() {
        return count;
    }

    private int indexOf(String name) {
        for (int k = 0; k < count; k++) {
            if (names[k].equals(name)) {
                return k;
            }
        }
        return -1;
    }
}
