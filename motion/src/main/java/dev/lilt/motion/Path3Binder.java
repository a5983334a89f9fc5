package dev.lilt.motion;

/**
 * Receives a 3D path motion's position and unit tangent (the direction of travel, e.g. a camera's
 * look direction), with a state object so that a non-capturing lambda allocates nothing.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Path3Binder<S> {
    /**
     * Receives one frame's position and tangent.
     *
     * @param x        the position's x
     * @param y        the position's y
     * @param z        the position's z
     * @param tangentX the unit tangent's x
     * @param tangentY the unit tangent's y
     * @param tangentZ the unit tangent's z
     * @param state    the state given at bind time
     */
    void accept(float x, float y, float z, float tangentX, float tangentY, float tangentZ, S state);
}
