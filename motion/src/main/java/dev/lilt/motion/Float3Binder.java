package dev.lilt.motion;

/**
 * Receives the 3 components of a motion's value together with a state object, so a binder needs
 * no captured variables and binding allocates nothing per frame:
 * {@code bind(sprite, (x, y, z, s) -> s.moveTo(x, y, z))}.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Float3Binder<S> {
    /**
     * Receives the value of one frame.
     *
     * @param x the x component
     * @param y the y component
     * @param z the z component
     * @param state the state object given to {@code bind}
     */
    void accept(float x, float y, float z, S state);
}
