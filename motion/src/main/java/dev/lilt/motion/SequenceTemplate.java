package dev.lilt.motion;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A sequence prepared once and played many times. Its children are factories, called at each
 * {@link #run()} to create fresh motions, so the "children must be new" rule of
 * {@link SequenceBuilder} never gets in the way:
 *
 * <pre>{@code
 * SequenceTemplate pop = Sequence.template()
 *         .append(() -> Motion.create(1f, 1.3f, 0.1).bind(button, (s, b) -> b.scale = s))
 *         .append(() -> Motion.create(1.3f, 1f, 0.2).withEase(Ease.OUT_BACK).bind(button, (s, b) -> b.scale = s))
 *         .build();
 * button.onClick(() -> pop.run());
 * }</pre>
 *
 * <p>Immutable and safe to share; each {@code run} must happen on the thread of the schedulers the
 * factories use.
 */
public final class SequenceTemplate {
    private static final byte APPEND = 0;
    private static final byte JOIN = 1;
    private static final byte INSERT = 2;
    private static final byte INTERVAL = 3;
    private static final byte APPEND_CALLBACK = 4;
    private static final byte INSERT_CALLBACK = 5;

    private final byte[] ops;
    private final double[] seconds;
    private final Object[] factories;

    private SequenceTemplate(byte[] ops, double[] seconds, Object[] factories) {
        this.ops = ops;
        this.seconds = seconds;
        this.factories = factories;
    }

    /**
     * Creates the children and runs the sequence with a linear clock and one loop.
     *
     * @return the new sequence's handle
     * @throws NullPointerException     if a factory returns null
     * @throws IllegalArgumentException if a factory returns a motion a sequence cannot take
     *                                  (see {@link SequenceBuilder#append})
     */
    public MotionHandle run() {
        return run(null);
    }

    /**
     * Creates the children and runs the sequence, letting {@code configure} set up its clock (see
     * {@link SequenceBuilder#run(Consumer)}). If a factory or {@code configure} throws, the
     * children created so far are cancelled and the exception propagates.
     *
     * @param configure sets up the clock's builder; null for defaults
     * @return the new sequence's handle
     * @throws NullPointerException     if a factory returns null
     * @throws IllegalArgumentException if a factory returns a motion a sequence cannot take
     */
    @SuppressWarnings("unchecked")
    public MotionHandle run(Consumer<DoubleMotionBuilder> configure) {
        SequenceBuilder b = Sequence.create();
        for (int k = 0; k < ops.length; k++) {
            if (ops[k] == INTERVAL) {
                b.appendInterval(seconds[k]);
                continue;
            }
            if (ops[k] == APPEND_CALLBACK) {
                b.appendCallback((Runnable) factories[k]);
                continue;
            }
            if (ops[k] == INSERT_CALLBACK) {
                b.insertCallback(seconds[k], (Runnable) factories[k]);
                continue;
            }
            MotionHandle child = null;
            try {
                child = ((Supplier<MotionHandle>) factories[k]).get();
                Objects.requireNonNull(child, "factory " + k + " returned null");
                switch (ops[k]) {
                    case APPEND:
                        b.append(child);
                        break;
                    case JOIN:
                        b.join(child);
                        break;
                    default:
                        b.insert(seconds[k], child);
                        break;
                }
            } catch (RuntimeException | Error e) {
                b.abandon();
                if (child != null) {
                    child.tryCancel();
                }
                throw e;
            }
        }
        return b.run(configure);
    }

    /** Collects the steps of a {@link SequenceTemplate}. */
    public static final class Builder {
        private byte[] ops = new byte[8];
        private double[] seconds = new double[8];
        private Object[] factories = new Object[8];
        private int count;

        Builder() {
        }

        /**
         * Appends a child made by {@code factory} at each run.
         *
         * @param factory creates a fresh motion (with finite total duration) on each call
         * @return this builder
         * @throws NullPointerException if {@code factory} is null
         */
        public Builder append(Supplier<MotionHandle> factory) {
            return step(APPEND, 0, Objects.requireNonNull(factory, "factory == null"));
        }

        /**
         * Joins a child made by {@code factory} at each run.
         *
         * @param factory creates a fresh motion on each call
         * @return this builder
         * @throws NullPointerException if {@code factory} is null
         */
        public Builder join(Supplier<MotionHandle> factory) {
            return step(JOIN, 0, Objects.requireNonNull(factory, "factory == null"));
        }

        /**
         * Inserts a child made by {@code factory} at an absolute position at each run.
         *
         * @param positionSeconds where the child starts, &gt;= 0 and finite
         * @param factory         creates a fresh motion on each call
         * @return this builder
         * @throws NullPointerException     if {@code factory} is null
         * @throws IllegalArgumentException if {@code positionSeconds} is negative, NaN or infinite
         */
        public Builder insert(double positionSeconds, Supplier<MotionHandle> factory) {
            ArgumentChecks.requireTime("positionSeconds", positionSeconds);
            return step(INSERT, positionSeconds, Objects.requireNonNull(factory, "factory == null"));
        }

        /**
         * Places a callback at the tail at each run (see {@link SequenceBuilder#appendCallback(Runnable)}).
         *
         * @param callback runs each time the clock crosses its time; shared by every run
         * @return this builder
         * @throws NullPointerException if {@code callback} is null
         */
        public Builder appendCallback(Runnable callback) {
            return step(APPEND_CALLBACK, 0, Objects.requireNonNull(callback, "callback == null"));
        }

        /**
         * Places a callback at an absolute time at each run (see
         * {@link SequenceBuilder#insertCallback(double, Runnable)}).
         *
         * @param positionSeconds its time on the clock, &gt;= 0 and finite
         * @param callback        runs each time the clock crosses that time; shared by every run
         * @return this builder
         * @throws NullPointerException     if {@code callback} is null
         * @throws IllegalArgumentException if {@code positionSeconds} is negative, NaN or infinite
         */
        public Builder insertCallback(double positionSeconds, Runnable callback) {
            ArgumentChecks.requireTime("positionSeconds", positionSeconds);
            return step(INSERT_CALLBACK, positionSeconds, Objects.requireNonNull(callback, "callback == null"));
        }

        /**
         * Appends a pause.
         *
         * @param seconds the pause, &gt;= 0 and finite
         * @return this builder
         * @throws IllegalArgumentException if {@code seconds} is negative, NaN or infinite
         */
        public Builder appendInterval(double seconds) {
            ArgumentChecks.requireTime("seconds", seconds);
            return step(INTERVAL, seconds, null);
        }

        /**
         * Builds the template; the builder may go on being used for other templates.
         *
         * @return an immutable template
         */
        public SequenceTemplate build() {
            return new SequenceTemplate(Arrays.copyOf(ops, count), Arrays.copyOf(seconds, count),
                    Arrays.copyOf(factories, count));
        }

        private Builder step(byte op, double value, Object factory) {
            if (count == ops.length) {
                ops = Arrays.copyOf(ops, count * 2);
                seconds = Arrays.copyOf(seconds, count * 2);
                factories = Arrays.copyOf(factories, count * 2);
            }
            ops[count] = op;
            seconds[count] = value;
            factories[count] = factory;
            count++;
            return this;
        }
    }
}
