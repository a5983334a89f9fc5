package dev.lilt.motion;

import dev.lilt.motion.internal.LerpStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;

/**
 * Builds a {@link Float3} motion, each component interpolated linearly without clamping:
 * {@code Motion.create(from, to, seconds)}, settings, then one terminal call, {@code bind} or
 * {@code run}. Single-use.
 */
public final class Float3MotionBuilder extends Float3Builder<Float3MotionBuilder> {
    private final Float3 from;
    private final Float3 to;

    Float3MotionBuilder(Float3 from, Float3 to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            LerpStorage s = engine.storage(LerpStorage.Of3.class, LerpStorage.Of3::new);
            return MotionHandle.of(s, s.add(spec, from.x(), from.y(), from.z(), 0, to.x(), to.y(), to.z(), 0));
        } finally {
            spec.clearReferences();
        }
    }
}
