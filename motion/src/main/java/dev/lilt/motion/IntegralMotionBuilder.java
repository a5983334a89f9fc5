package dev.lilt.motion;

import dev.lilt.motion.internal.IntegralStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import java.util.Objects;

/**
 * What int and long motion builders share: the end points as longs, the rounding mode, and
 * creation in the kind's {@link IntegralStorage}. The typed {@code bind} methods live in the
 * subclasses.
 *
 * @param <B> the concrete builder type
 */
abstract class IntegralMotionBuilder<B extends IntegralMotionBuilder<B>> extends MotionBuilder<B> {
    private final long from;
    private final long to;
    private final boolean isLong;
    private RoundingMode roundingMode = RoundingMode.TO_EVEN;

    IntegralMotionBuilder(long from, long to, double durationSeconds, boolean isLong) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
        this.isLong = isLong;
    }

    /**
     * Sets how the interpolated value is rounded (default {@link RoundingMode#TO_EVEN}).
     *
     * @param mode the rounding mode
     * @return this builder
     * @throws NullPointerException  if {@code mode} is null
     * @throws IllegalStateException if the builder was used
     */
    @SuppressWarnings("unchecked")
    public final B withRoundingMode(RoundingMode mode) {
        Objects.requireNonNull(mode, "mode == null");
        checkUnused();
        this.roundingMode = mode;
        return (B) this;
    }

    final MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            IntegralStorage storage = isLong
                    ? engine.storage(IntegralStorage.OfLong.class, IntegralStorage.OfLong::new)
                    : engine.storage(IntegralStorage.OfInt.class, IntegralStorage.OfInt::new);
            return started(MotionHandle.of(storage, storage.add(spec, from, to, (byte) roundingMode.ordinal())));
        } finally {
            spec.clearReferences();
        }
    }
}
