package dev.lilt.motion;

/**
 * An immutable vector of 2 finite floats: the start and end of a 2-component motion
 * ({@code Motion.create(Float2.of(1, 2), …, seconds)}). Binders receive the
 * components as primitives ({@link Float2Binder}), so no {@code Float2} is made per frame.
 */
public final class Float2 {
    /** The vector whose components are all 0. */
    public static final Float2 ZERO = new Float2(0, 0);

    private final float x;
    private final float y;

    private Float2(float x, float y) {
        this.x = x;
        this.y = y;
    }

    /**
     * Returns the vector (x, y).
     *
     * @param x the x component, finite
     * @param y the y component, finite
     * @return the vector
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Float2 of(float x, float y) {
        MotionBuilder.requireFinite("x", x);
        MotionBuilder.requireFinite("y", y);
        return new Float2(x, y);
    }

    /**
     * The x component.
     *
     * @return x
     */
    public float x() {
        return x;
    }

    /**
     * The y component.
     *
     * @return y
     */
    public float y() {
        return y;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Float2)) {
            return false;
        }
        Float2 o = (Float2) other;
        return Float.compare(x, o.x) == 0 && Float.compare(y, o.y) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * (Float.hashCode(x)) + Float.hashCode(y);
    }

    @Override
    public String toString() {
        return "Float2(" + x + ", " + y + ")";
    }
}
