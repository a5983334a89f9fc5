package dev.lilt.motion;

import dev.lilt.motion.internal.SpringStorage;
import java.util.Objects;

/**
 * Operations on running spring motions (made with {@link Motion#spring(float, float)}): change the
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
        if (handle.storage() != null && !(handle.storage() instanceof SpringStorage)) {
            throw new IllegalArgumentException(operation + ": handle is not a spring motion: " + handle);
        }
        return (SpringStorage) handle.storage();
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
        MotionBuilder.requireFinite("target", target);
        SpringStorage s = springOf(handle, "retarget");
        int i = handle.controllable("retarget");
        s.retarget(i, target);
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
        SpringStorage s = springOf(handle, "velocity");
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
        SpringStorage s = springOf(handle, "target");
        return s.target(handle.readable("target"));
    }
}
