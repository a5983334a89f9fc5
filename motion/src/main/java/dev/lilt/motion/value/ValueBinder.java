package dev.lilt.motion.value;

/**
 * Receives a custom-type motion's value together with a state object, so a binder needs no
 * captured variables: {@code bind(sprite, (point, s) -> s.moveTo(point))}.
 *
 * @param <V> the value type
 * @param <S> the state type
 */
@FunctionalInterface
public interface ValueBinder<V, S> {
    /**
     * Receives the value of one frame.
     *
     * @param value the adapter's result; with a reusing adapter it changes on the next frame
     * @param state the state object given to {@code bind}
     */
    void accept(V value, S state);
}
