package dev.lilt.motion;

import dev.lilt.motion.internal.ColorStorage;
import java.util.Objects;

/**
 * Builds a colour motion: {@code Motion.create(Rgba from, Rgba to, seconds)}, settings, then one
 * terminal call. Binders receive (r, g, b, a). Channels are interpolated without clamping, in sRGB
 * unless {@link #withColorSpace(ColorSpace)} says otherwise. Single-use.
 */
public final class ColorMotionBuilder extends Float4Builder<ColorMotionBuilder> {
    private final Rgba from;
    private final Rgba to;
    private ColorSpace colorSpace = ColorSpace.SRGB;

    ColorMotionBuilder(Rgba from, Rgba to, double durationSeconds) {
        super(durationSeconds);
        this.from = from;
        this.to = to;
    }

    /**
     * Sets the space the red, green and blue channels are interpolated in (default
     * {@link ColorSpace#SRGB}); alpha is interpolated as given either way.
     *
     * @param space the colour space
     * @return this builder
     * @throws NullPointerException  if {@code space} is null
     * @throws IllegalStateException if the builder was used
     */
    public ColorMotionBuilder withColorSpace(ColorSpace space) {
        Objects.requireNonNull(space, "space == null");
        checkUnused();
        this.colorSpace = space;
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        return startIn(binder, state, ColorStorage.class, ColorStorage::new,
                (s, spec) -> s.add(spec, from.r(), from.g(), from.b(), from.a(), to.r(), to.g(), to.b(), to.a(),
                        colorSpace == ColorSpace.LINEAR ? ColorStorage.LINEAR : ColorStorage.SRGB));
    }
}
