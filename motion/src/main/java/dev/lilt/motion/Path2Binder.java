package dev.lilt.motion;

/**
 * Receives a 2D path motion's position and unit tangent (the direction of travel), with a state
 * object so that a non-capturing lambda allocates nothing: e.g. {@code (x, y, tx, ty, s) ->
 * s.setPose(x, y, Math.atan2(ty, tx))}.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Path2Binder<S> {
    /**
     * Receives one frame's position and tangent.
     *
     * @param x        the position's x
     * @param y        the position's y
     * @param tangentX the unit tangent's x
     * @param tangentY the unit tangent's y
     * @param state    the state given at bind time
     */
    void accept(float x, float y, float tangentX, float tangentY, S state);
}
