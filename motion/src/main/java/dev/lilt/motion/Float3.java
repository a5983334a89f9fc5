package dev.lilt.motion;

/**
 * An immutable vector of 3 finite floats: the start and end of a 3-component motion
 * ({@code Motion.create(Float3.of(1, 2, 3), …, seconds)}). Binders receive the
 * components as primitives ({@link Float3Binder}), so no {@code Float3} is made per frame.
 */
public final class Float3 {
    /** The vector whose components are all 0. */
    public static final Float3 ZERO = new Float3(0, 0, 0);

    private final float x;
    private final float y;
    private final float z;

    private Float3(float x, float y, float z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    /**
     * Returns the vector (x, y, z).
     *
     * @param x the x component, finite
     * @param y the y component, finite
     * @param z the z component, finite
     * @return the vector
     * @throws IllegalArgumentException if a component is NaN or infinite (the message names it)
     */
    public static Float3 of(float x, float y, float z) {
        MotionBuilder.requireFinite("x", x);
        MotionBuilder.requireFinite("y", y);
        MotionBuilder.requireFinite("z", z);
        return new Float3(x, y, z);
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

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Float3)) {
            return false;
        }
        Float3 o = (Float3) other;
        return Float.compare(x, o.x) == 0 && Float.compare(y, o.y) == 0 && Float.compare(z, o.z) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (Float.hashCode(x)) + Float.hashCode(y)) + Float.hashCode(z);
    }

    @Override
    public String toString() {
        return "Float3(" + x + ", " + y + ", " + z + ")";
    }
}
