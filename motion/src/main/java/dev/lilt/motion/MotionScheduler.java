package dev.lilt.motion;

/**
 * Where motions live and what advances them. Every scheduler is, at heart, a
 * {@link ManualMotionScheduler} plus a clock that calls its {@code update}: a game loop, a Swing
 * timer, a JavaFX pulse. Motions pick a scheduler with {@code withScheduler}; otherwise they use
 * {@link Motion#defaultScheduler()}.
 *
 * <p>Threading: a scheduler is confined to one thread (the first that uses it); see
 * {@link ManualMotionScheduler}.
 */
public interface MotionScheduler {
    /**
     * The manual scheduler that holds this scheduler's motions and whose {@code update} this
     * scheduler's clock calls. A {@link ManualMotionScheduler} returns itself.
     *
     * @return the manual scheduler, never null
     */
    ManualMotionScheduler manual();

    /**
     * Total time this scheduler has advanced.
     *
     * @return seconds
     */
    default double time() {
        return manual().time();
    }

    /**
     * The number of live motions: running, or completed and preserved.
     *
     * @return the count
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    default int activeCount() {
        return manual().activeCount();
    }

    /**
     * Cancels every motion on this scheduler ({@code onCancel} fires for unfinished ones). Handles
     * to them are dead for good: versions never rewind.
     *
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    default void clear() {
        manual().clear();
    }
}
