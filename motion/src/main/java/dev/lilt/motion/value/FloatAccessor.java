package dev.lilt.motion.value;

import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionBuilder;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/**
 * Reads and writes one float property of a target object: what property motions
 * ({@link Motion#to(Object, FloatAccessor, float, double)} and
 * {@link Motion#by(Object, FloatAccessor, float, double)}) move. A property motion reads the
 * property when it starts playing and writes it every frame; the accessor also serves as the
 * property's key for {@linkplain MotionBuilder#withTarget target tags}, so make one accessor per
 * property and share it (a constant, an enum constant), e.g.
 *
 * <pre>{@code
 * static final FloatAccessor<Sprite> X = FloatAccessor.of(s -> s.x, (x, s) -> s.x = x);
 * Motion.to(sprite, X, 300f, 0.4).withEase(Ease.OUT_CUBIC).start();
 * }</pre>
 *
 * <p>Implementations must not keep per-target state (the target is passed to each call) and are
 * called on the scheduler's thread only. Integration modules implement it for their property
 * types (a JavaFX {@code DoubleProperty} on a node, a libGDX actor's x).
 *
 * @param <S> the target type
 */
public interface FloatAccessor<S> {
    /**
     * Reads the property.
     *
     * @param target the object given to the motion
     * @return the property's current value
     */
    float get(S target);

    /**
     * Writes the property.
     *
     * @param target the object given to the motion
     * @param value  the new value
     */
    void set(S target, float value);

    /**
     * An accessor from a getter and a setter; non-capturing lambdas make it a constant.
     *
     * @param getter reads the property (widened to double, narrowed back to float)
     * @param setter writes the property: {@code (value, target) -> target.x = value}
     * @param <S>    the target type
     * @return the accessor
     * @throws NullPointerException if {@code getter} or {@code setter} is null
     */
    static <S> FloatAccessor<S> of(ToDoubleFunction<? super S> getter, FloatBinder<? super S> setter) {
        Objects.requireNonNull(getter, "getter == null");
        Objects.requireNonNull(setter, "setter == null");
        return new FloatAccessor<S>() {
            @Override
            public float get(S target) {
                return (float) getter.applyAsDouble(target);
            }

            @Override
            public void set(S target, float value) {
                setter.accept(value, target);
            }
        };
    }
}
