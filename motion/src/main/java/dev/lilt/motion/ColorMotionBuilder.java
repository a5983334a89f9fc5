package dev.lilt.motion;

import dev.lilt.motion.internal.ColorStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.value.Rgba;
import java.util.Objects;

/**
 * Builds a colour motion: {@code Motion.create(Rgba from, Rgba to, seconds)}, settings, then one
 * terminal call. Binders receive (r, g, b, a). Channels are interpolated without clamping, in sRGB
 * unless {@link #withColorSpace(ColorSpace)} says otherwise. Single-use.
 */
public final class ColorMotionBuilder extends Float4Builder<ColorMotionBuilder> {
    // the end points' channels, copied so that the builder keeps no Rgba (the spec takes numbers)
    private final float fromR;
    private final float fromG;
    private final float fromB;
    private final float fromA;
    private final float toR;
    private final float toG;
    private final float toB;
    private final float toA;
    /** {@code ColorStorage.SRGB} or {@code LINEAR}. */
    private int colorSpace = ColorStorage.SRGB;

    ColorMotionBuilder(Rgba from, Rgba to, double durationSeconds) {
        super(durationSeconds);
        this.fromR = from.r();
        this.fromG = from.g();
        this.fromB = from.b();
        this.fromA = from.a();
        this.toR = to.r();
        this.toG = to.g();
        this.toB = to.b();
        this.toA = to.a();
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
        this.colorSpace = space == ColorSpace.LINEAR ? ColorStorage.LINEAR : ColorStorage.SRGB;
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        MotionEngine engine = engine();
        MotionSpec spec = prepareValues(engine);
        spec.vectorEnds(fromR, fromG, fromB, fromA, toR, toG, toB, toA);
        spec.options = colorSpace;
        return create(engine.storage(ColorStorage.class, ColorStorage::new), spec, binder, state);
    }

}
