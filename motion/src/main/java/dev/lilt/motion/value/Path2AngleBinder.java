package dev.lilt.motion.value;

/**
 * Receives a 2D path motion's position and heading: the angle of its direction of travel,
 * {@code atan2(tangentY, tangentX)}, with a state object so that a non-capturing lambda allocates
 * nothing. Rotating a sprite by the angle (counter-clockwise from +x, in a y-up frame) turns its
 * +x axis along the path.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Path2AngleBinder<S> {
    /**
     * Receives one frame's position and heading.
     *
     * @param x       the position's x
     * @param y       the position's y
     * @param radians the tangent's angle from +x towards +y, radians in [-pi, pi]
     * @param state   the state given at bind time
     */
    void accept(float x, float y, float radians, S state);
}
