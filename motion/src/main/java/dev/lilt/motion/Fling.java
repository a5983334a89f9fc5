package dev.lilt.motion;

import dev.lilt.motion.internal.FlingStorage;
import java.util.Objects;

/**
 * Read-outs of running flings (made with {@link Motion#fling(float, double)},
 * {@link Motion#fling(Float2, Float2)} or {@link Motion#fling(Float3, Float3)}): the velocity, to
 * hand the motion over to a spring or another fling without a kink, and the resting value.
 *
 * <pre>{@code
 * MotionHandle h = Motion.fling(x, releaseVelocity).bind(card, (v, c) -> c.x = v);
 * // later, the user grabs it again: continue with a spring from where it is, as fast as it moves
 * double v = Fling.velocity(h);
 * h.cancel();
 * Motion.spring(card.x, target).withInitialVelocity(v).bind(card, (v2, c) -> c.x = v2);
 * }</pre>
 */
public final class Fling {
    private Fling() {
    }

    private static FlingStorage flingOf(MotionHandle handle, String operation) {
        Objects.requireNonNull(handle, "handle == null");
        if (handle.storage() != null && !(handle.storage().values() instanceof FlingStorage)) {
            throw new IllegalArgumentException(operation + ": handle is not a fling motion: " + handle);
        }
        return handle.storage() == null ? null : (FlingStorage) handle.storage().values();
    }

    private static int component(FlingStorage s, int component) {
        if (s != null && (component < 0 || component >= s.width())) {
            throw new IllegalArgumentException("component must be in [0, " + s.width() + "): " + component);
        }
        return component;
    }

    /**
     * A fling's current velocity (at its last evaluated time, along the fling's own clock): the
     * decay's, or the spring-back's once past a bound.
     *
     * @param handle a fling motion's handle
     * @return units per second; 0 once at rest
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a fling's
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static double velocity(MotionHandle handle) {
        return velocity(handle, 0);
    }

    /**
     * One component of a fling's current velocity (0 for a one-component fling).
     *
     * @param handle    a fling motion's handle
     * @param component 0 to the fling's component count - 1
     * @return units per second; 0 once at rest
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a fling's, or {@code component} is out
     *                                  of range
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static double velocity(MotionHandle handle, int component) {
        FlingStorage s = flingOf(handle, "velocity");
        int i = handle.readable("velocity");
        return s.velocity(i, component(s, component));
    }

    /**
     * Where a fling ends: the unbounded decay's end, or the bound it reaches.
     *
     * @param handle a fling motion's handle
     * @return the resting value
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a fling's
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static float restingValue(MotionHandle handle) {
        return restingValue(handle, 0);
    }

    /**
     * One component of where a fling ends (0 for a one-component fling).
     *
     * @param handle    a fling motion's handle
     * @param component 0 to the fling's component count - 1
     * @return the resting component
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a fling's, or {@code component} is out
     *                                  of range
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static float restingValue(MotionHandle handle, int component) {
        FlingStorage s = flingOf(handle, "restingValue");
        int i = handle.readable("restingValue");
        return s.restingValue(i, component(s, component));
    }
}
