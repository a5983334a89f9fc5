package dev.lilt.motion;

import java.util.concurrent.Executor;

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
     * The factor this scheduler's clock is scaled by (1 normal, 0 holds everything still).
     *
     * @return the time scale, &gt;= 0
     */
    default double timeScale() {
        return manual().timeScale();
    }

    /**
     * Scales this scheduler's clock: slow motion below 1, a pause of everything it runs at 0.
     * Each motion's own playback speed applies on top. A setting: it does not claim the
     * scheduler, so any thread may call it until the scheduler's first use claims it.
     *
     * @param scale the factor, &gt;= 0 and finite
     * @throws IllegalArgumentException if {@code scale} is negative, NaN or infinite
     * @throws IllegalStateException    if another thread has claimed the scheduler
     */
    default void setTimeScale(double scale) {
        manual().setTimeScale(scale);
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

    /**
     * Cancels every motion on this scheduler tagged with {@code target}; see
     * {@link ManualMotionScheduler#cancelTarget(Object)}.
     *
     * @param target the tagged object, compared by identity
     * @return the number of motions cancelled
     * @throws NullPointerException  if {@code target} is null
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    default int cancelTarget(Object target) {
        return manual().cancelTarget(target);
    }

    /**
     * Completes every motion on this scheduler tagged with {@code target}; see
     * {@link ManualMotionScheduler#completeTarget(Object)}.
     *
     * @param target the tagged object, compared by identity
     * @return the number of motions completed or cancelled
     * @throws NullPointerException  if {@code target} is null
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    default int completeTarget(Object target) {
        return manual().completeTarget(target);
    }

    /**
     * An executor running tasks on this scheduler's thread at the start of its next update; safe
     * from any thread. See {@link ManualMotionScheduler#executor()}.
     *
     * @return the executor
     */
    default Executor executor() {
        return manual().executor();
    }
}
