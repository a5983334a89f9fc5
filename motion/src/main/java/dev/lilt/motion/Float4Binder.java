package dev.lilt.motion;

/**
 * Receives the 4 components of a motion's value together with a state object, so a binder needs
 * no captured variables and binding allocates nothing per frame:
 * {@code bind(sprite, (x, y, z, w, s) -> s.moveTo(x, y, z, w))}.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Float4Binder<S> {
    /**
     * Receives the value of one frame.
     *
     * @param x the x component
     * @param y the y component
     * @param z the z component
     * @param w the w component
     * @param state the state object given to {@code bind}
     */
    void accept(float x, float y, float z, float w, S state);
}
