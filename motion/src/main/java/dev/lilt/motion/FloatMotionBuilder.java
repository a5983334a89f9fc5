package dev.lilt.motion;

import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.FloatStorage;

/**
 * Builds a float motion: {@code Motion.create(from, to, seconds)}, settings, then one terminal
 * call, {@code bind} or {@code run}. Single-use.
 */
public final class FloatMotionBuilder extends FloatBuilder<FloatMotionBuilder> {
    private final float from;
    private final float to;

    FloatMotionBuilder(float from, float to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepare(engine, binder, state);
        try {
            FloatStorage storage = engine.storage(FloatStorage.class, FloatStorage::new);
            return started(MotionHandle.of(storage, storage.add(spec, from, to)));
        } finally {
            spec.clearReferences();
        }
    }
}
