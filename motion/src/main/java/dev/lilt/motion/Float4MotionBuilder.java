package dev.lilt.motion;

import dev.lilt.motion.internal.LerpStorage;

/**
 * Builds a {@link Float4} motion, each component interpolated linearly without clamping:
 * {@code Motion.create(from, to, seconds)}, settings, then one terminal call, {@code bind} or
 * {@code run}. Single-use.
 */
public final class Float4MotionBuilder extends Float4Builder<Float4MotionBuilder> {
    private final Float4 from;
    private final Float4 to;

    Float4MotionBuilder(Float4 from, Float4 to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, LerpStorage.Of4.class, LerpStorage.Of4::new,
                (s, spec) -> s.add(spec, from.x(), from.y(), from.z(), from.w(), to.x(), to.y(), to.z(), to.w()));
    }
}
