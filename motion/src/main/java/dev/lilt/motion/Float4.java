package dev.lilt.motion;

/**
 * An immutable vector of 4 finite floats: the start and end of a 4-component motion
 * ({@code Motion.create(Float4.of(1, 2, 3, 4), …, seconds)}). Binders receive the
 * components as primitives ({@link Float4Binder}), so no {@code Float4} is made per frame.
 */
public final class Float4 {
    /** The vector whose components are all 0. */
    public static final Float4 ZERO = new Float4(0, 0, 0, 0);

    private final float x;
    private final float y;
    private final float z;
    private final float w;

    private Float4(float x, float y, float z, float w) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.w = w;
    }

    /**
     * Returns the vector (x, y, z, w).
     *
     * @param x the x component, finite
     * @param y the y component, finite
     * @param z the z component, finite
     * @param w the w component, finite
     * @return the vector
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Float4 of(float x, float y, float z, float w) {
        MotionBuilder.requireFinite("x", x);
        MotionBuilder.requireFinite("y", y);
        MotionBuilder.requireFinite("z", z);
        MotionBuilder.requireFinite("w", w);
        return new Float4(x, y, z, w);
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

    /**
     * The z component.
     *
     * @return z
     */
    public float z() {
        return z;
    }

    /**
     * The w component.
     *
     * @return w
     */
    public float w() {
        return w;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Float4)) {
            return false;
        }
        Float4 o = (Float4) other;
        return Float.compare(x, o.x) == 0 && Float.compare(y, o.y) == 0 && Float.compare(z, o.z) == 0
                && Float.compare(w, o.w) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * (Float.hashCode(x)) + Float.hashCode(y)) + Float.hashCode(z)) + Float.hashCode(w);
    }

    @Override
    public String toString() {
        return "Float4(" + x + ", " + y + ", " + z + ", " + w + ")";
    }
}
