package dev.lilt.motion;

import static dev.lilt.motion.CreationSteps.VECTOR_STEP;
import static dev.lilt.motion.CreationSteps.fillReferences;
import static dev.lilt.motion.CreationSteps.id;
import static dev.lilt.motion.CreationSteps.outOfLine;

import dev.lilt.motion.internal.ColorStorage;
import dev.lilt.motion.internal.MotionEngine;
import dev.lilt.motion.internal.MotionSpec;
import dev.lilt.motion.internal.MotionStorage;
import java.lang.invoke.MethodHandle;
import java.util.Objects;

/**
 * Builds a colour motion: {@code Motion.create(Rgba from, Rgba to, seconds)}, settings, then one
 * terminal call. Binders receive (r, g, b, a). Channels are interpolated without clamping, in sRGB
 * unless {@link #withColorSpace(ColorSpace)} says otherwise. Single-use.
 */
public final class ColorMotionBuilder extends Float4Builder<ColorMotionBuilder> {
    /** {@link #add}, called out of line: not final, so the JIT cannot see through it (see {@code outOfLine}). */
    private static MethodHandle addStep = outOfLine(ColorMotionBuilder.class, "add", VECTOR_STEP);

    // the end points' channels, copied so that the builder keeps no Rgba (see VECTOR_STEP)
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
        ColorStorage storage = engine.storage(ColorStorage.class, ColorStorage::new);
        return started(handle(storage, addOutOfLine(addStep, storage, spec, binder, state,
                fromR, fromG, fromB, fromA, toR, toG, toB, toA, colorSpace)));
    }

    /** Adds the motion the spec describes; the handle is made by the caller, where it may be dropped. */
    static long add(MotionStorage storage, MotionSpec spec, EaseFunction easeFunction, Object onComplete,
                    Object onCancel, Object onLoopComplete, Object callbackState, String debugName, Object binder,
                    Object state, float s0, float s1, float s2, float s3, float e0, float e1, float e2, float e3,
                    int options) {
        try {
            fillReferences(spec, easeFunction, onComplete, onCancel, onLoopComplete, callbackState, debugName,
                    binder, state);
            return id(storage, ((ColorStorage) storage).add(spec, s0, s1, s2, s3, e0, e1, e2, e3, (byte) options));
        } finally {
            spec.clearReferences();
        }
    }
}
