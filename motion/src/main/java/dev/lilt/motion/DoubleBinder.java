package dev.lilt.motion;

/**
 * Receives a double motion's value together with a state object, so a binder needs no captured
 * variables and binding allocates nothing per frame: {@code bind(sprite, (v, s) -> s.x = v)}.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface DoubleBinder<S> {
    /**
     * Receives the value of one frame.
     *
     * @param value the motion's current value
     * @param state the state object given to {@code bind}
     */
    void accept(double value, S state);
}
