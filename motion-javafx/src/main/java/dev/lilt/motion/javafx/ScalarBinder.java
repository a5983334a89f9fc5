package dev.lilt.motion.javafx;

import dev.lilt.motion.value.DoubleBinder;
import dev.lilt.motion.value.FloatBinder;

/**
 * A binder that takes a motion's value as a double or as a float, so that one binder serves
 * {@code double} motions ({@code Motion.create(0.0, 1.0, seconds)}) and every float motion
 * (float tweens, punch, shake, springs). JavaFX properties hold doubles; a float value is widened.
 *
 * @param <S> the state type: the object the value is written to
 */
@FunctionalInterface
public interface ScalarBinder<S> extends DoubleBinder<S>, FloatBinder<S> {
    /**
     * Writes one frame's value.
     *
     * @param value the motion's current value
     * @param state the object written to
     */
    @Override
    void accept(double value, S state);

    /**
     * Writes one frame's float value, widened to a double.
     *
     * @param value the motion's current value
     * @param state the object written to
     */
    @Override
    default void accept(float value, S state) {
        accept((double) value, state);
    }
}
