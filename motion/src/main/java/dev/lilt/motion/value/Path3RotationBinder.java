package dev.lilt.motion.value;

import dev.lilt.motion.Float3PathBuilder;

/**
 * Receives a 3D path motion's position and orientation: the unit quaternion (x, y, z, w) that
 * turns +Z onto the direction of travel and +Y towards the builder's up vector
 * ({@link Float3PathBuilder#withUp}), as {@link Quaternion} components, so that nothing is
 * allocated per frame. With a state object, a non-capturing lambda allocates nothing.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Path3RotationBinder<S> {
    /**
     * Receives one frame's position and rotation.
     *
     * @param x     the position's x
     * @param y     the position's y
     * @param z     the position's z
     * @param qx    the rotation's x
     * @param qy    the rotation's y
     * @param qz    the rotation's z
     * @param qw    the rotation's w
     * @param state the state given at bind time
     */
    void accept(float x, float y, float z, float qx, float qy, float qz, float qw, S state);
}
