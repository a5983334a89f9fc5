package dev.lilt.motion;

import dev.lilt.motion.internal.SpringStorage;
import dev.lilt.motion.value.Float2;
import dev.lilt.motion.value.Float3;
import java.util.Objects;

/**
 * Operations on running spring motions (made with {@link Motion#spring(float, float)},
 * {@link Motion#spring(Float2, Float2)} or {@link Motion#spring(Float3, Float3)}): change the
 * target mid-flight, read the velocity.
 *
 * <pre>{@code
 * MotionHandle h = Motion.spring(0f, 100f).bind(panel, (x, p) -> p.x = x);
 * // the user drags elsewhere: the panel turns smoothly towards the new target
 * Spring.retarget(h, 250f);
 * }</pre>
 */
public final class Spring {
    private Spring() {
    }

    private static SpringStorage springOf(MotionHandle handle, String operation) {
        Objects.requireNonNull(handle, "handle == null");
        if (handle.storage() != null && !(handle.storage().values() instanceof SpringStorage)) {
            throw new IllegalArgumentException(operation + ": handle is not a spring motion: " + handle);
        }
        return handle.storage() == null ? null : (SpringStorage) handle.storage().values();
    }

    private static SpringStorage springOf(MotionHandle handle, String operation, int width) {
        SpringStorage s = springOf(handle, operation);
        if (s != null && s.width() != width) {
            throw new IllegalArgumentException(operation + ": the handle's spring has " + s.width()
                    + " component(s), the target " + width);
        }
        return s;
    }

    private static int component(SpringStorage s, int component) {
        if (s != null && (component < 0 || component >= s.width())) {
            throw new IllegalArgumentException("component must be in [0, " + s.width() + "): " + component);
        }
        return component;
    }

    /**
     * Moves a spring's target. The spring continues from its current position with its current
     * velocity, so the value neither jumps nor changes direction abruptly; the motion's timing
     * restarts as one loop from time 0 whose duration is the new settle time (a remaining delay
     * and further loops are dropped). A preserved spring that has completed starts moving again,
     * and fires {@code onComplete} again when it comes to rest.
     *
     * @param handle a spring motion's handle
     * @param target the new target, finite
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if {@code target} is NaN or infinite, or the handle is not a
     *                                  spring's
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, the motion
     *                                  belongs to a sequence, or on another thread than the scheduler's
     */
    public static void retarget(MotionHandle handle, float target) {
        ArgumentChecks.requireFinite("target", target);
        SpringStorage s = springOf(handle, "retarget", 1);
        int i = handle.controllable("retarget");
        s.retarget(i, target, 0, 0);
    }

    /**
     * Moves a {@link Float2} spring's target, keeping its position and velocity, as
     * {@link #retarget(MotionHandle, float)} does for one component.
     *
     * @param handle a Float2 spring motion's handle
     * @param target the new target
     * @throws NullPointerException     if {@code handle} or {@code target} is null
     * @throws IllegalArgumentException if the handle is not a Float2 spring's
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, the motion
     *                                  belongs to a sequence, or on another thread than the scheduler's
     */
    public static void retarget(MotionHandle handle, Float2 target) {
        Objects.requireNonNull(target, "target == null");
        SpringStorage s = springOf(handle, "retarget", 2);
        int i = handle.controllable("retarget");
        s.retarget(i, target.x(), target.y(), 0);
    }

    /**
     * Moves a {@link Float3} spring's target, keeping its position and velocity, as
     * {@link #retarget(MotionHandle, float)} does for one component.
     *
     * @param handle a Float3 spring motion's handle
     * @param target the new target
     * @throws NullPointerException     if {@code handle} or {@code target} is null
     * @throws IllegalArgumentException if the handle is not a Float3 spring's
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, the motion
     *                                  belongs to a sequence, or on another thread than the scheduler's
     */
    public static void retarget(MotionHandle handle, Float3 target) {
        Objects.requireNonNull(target, "target == null");
        SpringStorage s = springOf(handle, "retarget", 3);
        int i = handle.controllable("retarget");
        s.retarget(i, target.x(), target.y(), target.z());
    }

    /**
     * One component of a spring's current velocity: of any spring (0 for a one-component spring;
     * 0 = x, 1 = y, 2 = z for vector springs).
     *
     * @param handle    a spring motion's handle
     * @param component 0 to the spring's component count - 1
     * @return units per second; 0 once at rest
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a spring's, or {@code component} is out
     *                                  of range
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static double velocity(MotionHandle handle, int component) {
        SpringStorage s = springOf(handle, "velocity");
        int i = handle.readable("velocity");
        return s.velocity(i, component(s, component));
    }

    /**
     * One component of a spring's current target (see {@link #velocity(MotionHandle, int)}).
     *
     * @param handle    a spring motion's handle
     * @param component 0 to the spring's component count - 1
     * @return the target component
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a spring's, or {@code component} is out
     *                                  of range
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static float target(MotionHandle handle, int component) {
        SpringStorage s = springOf(handle, "target");
        int i = handle.readable("target");
        return s.target(i, component(s, component));
    }

    /**
     * A spring's current velocity (at its last evaluated time).
     *
     * @param handle a spring motion's handle
     * @return units per second; 0 once at rest
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a spring's
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static double velocity(MotionHandle handle) {
        SpringStorage s = springOf(handle, "velocity", 1);
        return s.velocity(handle.readable("velocity"));
    }

    /**
     * A spring's current target.
     *
     * @param handle a spring motion's handle
     * @return the target
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if the handle is not a spring's
     * @throws IllegalStateException    if the handle is dead or {@link MotionHandle#NONE}, or on
     *                                  another thread than the scheduler's
     */
    public static float target(MotionHandle handle) {
        SpringStorage s = springOf(handle, "target", 1);
        return s.target(handle.readable("target"), 0);
    }
}
