package dev.lilt.motion;

import dev.lilt.motion.internal.FloatStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.MotionStorage;
import java.lang.invoke.MethodHandle;

/**
 * Builds a float motion: {@code Motion.create(from, to, seconds)}, settings, then one terminal
 * call, {@code bind} or {@code run}. Single-use.
 */
public final class FloatMotionBuilder extends FloatBuilder<FloatMotionBuilder> {
    /** {@link #add}, called out of line: not final, so the JIT cannot see through it (see {@code outOfLine}). */
    private static MethodHandle addStep = outOfLine(FloatMotionBuilder.class, "add", FLOAT_STEP);

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
        MotionSpec spec = prepareValues(engine);
        FloatStorage storage = engine.storage(FloatStorage.class, FloatStorage::new);
        return started(MotionHandle.of(storage, addOutOfLine(addStep, storage, spec, binder, state, from, to)));
    }

    /** Adds the motion the spec describes; the handle is made by the caller, where it may be dropped. */
    static int add(MotionStorage storage, MotionSpec spec, EaseFunction easeFunction, Object onComplete,
                   Object onCancel, Object onLoopComplete, Object callbackState, String debugName, Object binder,
                   Object state, float from, float to) {
        try {
            fillReferences(spec, easeFunction, onComplete, onCancel, onLoopComplete, callbackState, debugName,
                    binder, state);
            return ((FloatStorage) storage).add(spec, from, to);
        } finally {
            spec.clearReferences();
        }
    }
}
