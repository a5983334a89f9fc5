package dev.lilt.motion;

/**
 * Turns progress into a value for a type the library does not know:
 * {@code Motion.create(from, to, seconds, adapter)}. Used directly, without registration.
 *
 * <p>An adapter must be <b>stateless</b>: one instance serves every motion that uses it, so
 * anything that differs per motion (a scale, an axis, a palette) belongs in the options given to
 * {@link CustomMotionBuilder#withOptions(Object)}, which reach every call. The library enforces
 * this: an adapter whose class (or a superclass) declares an instance field, including a lambda
 * that captures variables, is refused with an {@link IllegalArgumentException} when the motion is
 * created. Good adapters are enum constants, non-capturing lambdas and method references to static
 * methods.
 *
 * <p>To allocate nothing per frame, let the adapter write into {@code reuse}, the object it
 * returned for the same motion the previous time (mutable value types only):
 * <pre>{@code
 * enum PointLerp implements MotionAdapter<Point, Void> {
 *     INSTANCE;
 *     public Point evaluate(Point a, Point b, Void options, double progress, Point reuse) {
 *         Point p = reuse != null ? reuse : new Point();
 *         p.x = (float) (a.x + (b.x - a.x) * progress);
 *         p.y = (float) (a.y + (b.y - a.y) * progress);
 *         return p;
 *     }
 * }
 * }</pre>
 * An adapter of an immutable type returns a new value each call (one allocation per motion per
 * frame).
 *
 * @param <V> the value type
 * @param <O> the options type ({@code Void} when there are none)
 */
@FunctionalInterface
public interface MotionAdapter<V, O> {
    /**
     * Computes the value at {@code progress}. Called once per frame for each bound motion, on the
     * scheduler's thread; an exception is handled as a binder's would be.
     *
     * @param start    the motion's start value; must not be modified
     * @param end      the motion's end value; must not be modified
     * @param options  the motion's options, or null if none were given
     * @param progress eased progress: 0 at the start, 1 at the end, beyond either when the ease
     *                 overshoots or loops are incremental
     * @param reuse    what this adapter returned for this motion the previous time, or null on the
     *                 first call (never {@code start} or {@code end}): a mutable result may be
     *                 overwritten and returned
     * @return the value, passed to the binder
     */
    V evaluate(V start, V end, O options, double progress, V reuse);
}
