package dev.lilt.motion.gdx;

import com.badlogic.gdx.math.Interpolation;
import dev.lilt.motion.EaseFunction;
import java.util.Objects;

/**
 * Adapters between libGDX's {@link Interpolation} and Lilt's {@link EaseFunction}, so that a game
 * can keep its libGDX curves on Lilt motions and Lilt's eases in scene2d actions:
 *
 * <pre>{@code
 * Motion.create(0f, 1f, 0.4).withEase(GdxEases.ease(Interpolation.swingOut))...;
 * actor.addAction(Actions.moveTo(100, 0, 0.4f, GdxEases.interpolation(Ease.OUT_BACK)));
 * }</pre>
 *
 * <p>Both directions evaluate the wrapped curve at the same progress, so values are identical;
 * wrapping an adapter unwraps it ({@code ease(interpolation(e)) == e}). The adapters allocate
 * once, when made, and nothing when evaluated. Lilt's {@code Ease} constants run faster unwrapped:
 * the engine dispatches them without an interface call.
 */
public final class GdxEases {
    private GdxEases() {
    }

    /**
     * A Lilt ease that evaluates a libGDX interpolation: {@code evaluate(t) == interpolation.apply(t)}.
     *
     * @param interpolation the libGDX curve, pure and allocation-free (all of libGDX's are)
     * @return an ease; the original ease when {@code interpolation} came from
     *         {@link #interpolation(EaseFunction)}
     * @throws NullPointerException if {@code interpolation} is null
     */
    public static EaseFunction ease(Interpolation interpolation) {
        Objects.requireNonNull(interpolation, "interpolation == null");
        if (interpolation instanceof EaseInterpolation) {
            return ((EaseInterpolation) interpolation).ease;
        }
        return new InterpolationEase(interpolation);
    }

    /**
     * A libGDX interpolation that evaluates a Lilt ease: {@code apply(a) == ease.evaluate(a)}.
     *
     * @param ease the Lilt ease (an {@code Ease} constant, an {@code EaseCurve} or your own)
     * @return an interpolation; the original interpolation when {@code ease} came from
     *         {@link #ease(Interpolation)}
     * @throws NullPointerException if {@code ease} is null
     */
    public static Interpolation interpolation(EaseFunction ease) {
        Objects.requireNonNull(ease, "ease == null");
        if (ease instanceof InterpolationEase) {
            return ((InterpolationEase) ease).interpolation;
        }
        return new EaseInterpolation(ease);
    }

    /** A libGDX curve seen as a Lilt ease. */
    private static final class InterpolationEase implements EaseFunction {
        final Interpolation interpolation;

        InterpolationEase(Interpolation interpolation) {
            this.interpolation = interpolation;
        }

        @Override
        public float evaluate(float t) {
            return interpolation.apply(t);
        }

        @Override
        public String toString() {
            return "GdxEases.ease(" + interpolation.getClass().getName() + ")";
        }
    }

    /** A Lilt ease seen as a libGDX curve. */
    private static final class EaseInterpolation extends Interpolation {
        final EaseFunction ease;

        EaseInterpolation(EaseFunction ease) {
            this.ease = ease;
        }

        @Override
        public float apply(float a) {
            return ease.evaluate(a);
        }

        @Override
        public String toString() {
            return "GdxEases.interpolation(" + ease + ")";
        }
    }
}
