package dev.lilt.motion.internal;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The callbacks placed on a sequence's timeline: times on the clock, each with an action and the
 * state it is given. A builder fills it in the order the calls come; {@link #sorted()} gives the
 * running sequence its copy sorted by (time, order added). A plain {@link Runnable} is kept as
 * the state of {@link #RUN}, so firing one allocates nothing either way.
 */
public final class SequenceCallbacks {
    /** Runs the {@link Runnable} it is given: the action of a callback placed without state. */
    public static final Consumer<Runnable> RUN = Runnable::run;

    private double[] times;
    private Object[] states;
    private Consumer<Object>[] actions;
    private int count;

    /** Creates an empty list. */
    public SequenceCallbacks() {
        this(new double[4], new Object[4], newActions(4), 0);
    }

    private SequenceCallbacks(double[] times, Object[] states, Consumer<Object>[] actions, int count) {
        this.times = times;
        this.states = states;
        this.actions = actions;
        this.count = count;
    }

    @SuppressWarnings("unchecked")
    private static Consumer<Object>[] newActions(int n) {
        return (Consumer<Object>[]) new Consumer<?>[n];
    }

    /**
     * Adds a callback.
     *
     * @param seconds its time on the clock, &gt;= 0 and finite (checked by the caller)
     * @param state   what {@code action} is given, may be null
     * @param action  what runs as the clock crosses {@code seconds}
     * @param <S>     the state's type
     * @throws NullPointerException if {@code action} is null
     */
    @SuppressWarnings("unchecked")
    public <S> void add(double seconds, S state, Consumer<? super S> action) {
        Objects.requireNonNull(action, "callback == null");
        if (count == times.length) {
            times = Arrays.copyOf(times, count * 2);
            states = Arrays.copyOf(states, count * 2);
            actions = Arrays.copyOf(actions, count * 2);
        }
        times[count] = seconds;
        states[count] = state;
        actions[count] = (Consumer<Object>) action;
        count++;
    }

    /**
     * The number of callbacks.
     *
     * @return the count
     */
    public int size() {
        return count;
    }

    /**
     * A copy sorted by (time, order added): the order a forward crossing fires them in.
     *
     * @return a new list of the same callbacks
     */
    public SequenceCallbacks sorted() {
        Integer[] order = new Integer[count];
        for (int q = 0; q < count; q++) {
            order[q] = q;
        }
        Arrays.sort(order, (a, b) -> Double.compare(times[a], times[b])); // stable: ties keep the order added
        SequenceCallbacks s = new SequenceCallbacks(new double[count], new Object[count], newActions(count), count);
        for (int k = 0; k < count; k++) {
            int q = order[k];
            s.times[k] = times[q];
            s.states[k] = states[q];
            s.actions[k] = actions[q];
        }
        return s;
    }

    /** The sorted times (for the runtime's scans; not copied). */
    double[] times() {
        return times;
    }

    /** Runs callback {@code q}. */
    void run(int q) {
        actions[q].accept(states[q]);
    }
}
