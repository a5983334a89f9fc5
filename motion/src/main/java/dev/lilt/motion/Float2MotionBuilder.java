package dev.lilt.motion;

import dev.lilt.motion.internal.LerpStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;

/**
 * Builds a {@link Float2} motion, each component interpolated linearly without clamping:
 * {@code Motion.create(from, to, seconds)}, settings, then one terminal call, {@code bind} or
 * {@code run}. Single-use.
 */
public final class Float2MotionBuilder extends Float2Builder<Float2MotionBuilder> {
    private final Float2 from;
    private final Float2 to;

    Float2MotionBuilder(Float2 from, Float2 to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            LerpStorage s = engine.storage(LerpStorage.Of2.class, LerpStorage.Of2::new);
            return MotionHandle.of(s, s.add(spec, from.x(), from.y(), 0, 0, to.x(), to.y(), 0, 0));
        } finally {
            spec.clearReferences();
        }
    }
}
