package dev.lilt.motion;

import dev.lilt.motion.internal.LerpStorage;

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
        return startIn(binder, state, LerpStorage.Of3.class, LerpStorage.Of3::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), from.z(), 0, to.x(), to.y(), to.z(), 0));
    }
}
