package dev.lilt.motion;

import dev.lilt.motion.internal.LerpStorage;

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
        return startIn(binder, state, LerpStorage.Of2.class, LerpStorage.Of2::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), 0, 0, to.x(), to.y(), 0, 0));
    }
}
