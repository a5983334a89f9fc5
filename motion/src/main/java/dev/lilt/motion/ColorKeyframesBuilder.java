package dev.lilt.motion;

import dev.lilt.motion.internal.KeyTrack;
import dev.lilt.motion.internal.KeyframeStorage;
import java.util.Objects;

/**
 * Builds a keyframe motion of {@link ColorKeyframes}: {@code Motion.keyframes(keys)}, settings,
 * then one terminal call. Binders receive (r, g, b, a). Each segment blends its two colours as a
 * colour motion does, in sRGB unless {@link #withColorSpace(ColorSpace)} says otherwise. Single-use.
 *
 * <p>The motion lasts the keys' duration; loops, loop types, delays, speed and seeks play that
 * timeline as for any motion. A whole-motion ease ({@code withEase}) warps the time at which the
 * keys are read, on top of each segment's own ease.
 */
public final class ColorKeyframesBuilder extends Float4Builder<ColorKeyframesBuilder> {
    private final ColorKeyframes keys;
    private ColorSpace colorSpace = ColorSpace.SRGB;

    ColorKeyframesBuilder(ColorKeyframes keys) {
        super(keys.durationSeconds());
        this.keys = keys;
    }

    /**
     * Sets the space every segment blends red, green and blue in (default {@link ColorSpace#SRGB});
     * alpha is blended as given either way. Keys are bound as given in both.
     *
     * @param space the colour space
     * @return this builder
     * @throws NullPointerException  if {@code space} is null
     * @throws IllegalStateException if the builder was used
     */
    public ColorKeyframesBuilder withColorSpace(ColorSpace space) {
        Objects.requireNonNull(space, "space == null");
        checkUnused();
        this.colorSpace = space;
        return this;
    }

    @Override
    MotionHandle start(Object binder, Object state) {
        KeyTrack track = keys.data().track(colorSpace == ColorSpace.LINEAR ? KeyTrack.LINEAR_COLOR : KeyTrack.LERP);
        return startIn(binder, state, KeyframeStorage.Of4.class, KeyframeStorage.Of4::new,
                (s, spec) -> s.add(spec, track));
    }
}
