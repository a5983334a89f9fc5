package dev.lilt.motion;

/**
 * Receives the 4 components of a motion's value as primitives, so a frame allocates nothing.
 * Colour motions pass (r, g, b, a) and rotation motions (x, y, z, w) through the four-component form.
 */
@FunctionalInterface
public interface Float4Consumer {
    /**
     * Receives the value of one frame.
     *
     * @param x the x component
     * @param y the y component
     * @param z the z component
     * @param w the w component
     */
    void accept(float x, float y, float z, float w);
}
