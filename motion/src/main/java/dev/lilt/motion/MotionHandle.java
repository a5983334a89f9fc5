package dev.lilt.motion;

import dev.lilt.motion.internal.MotionStorage;

/**
 * A reference to one motion: what {@code bind} and {@code run} return.
 *
 * <p>Handles are immutable values (equal when they refer to the same motion) and generational:
 * once the motion ends, by completing (unless {@linkplain #preserve() preserved}) or by being
 * cancelled, its handle is dead for good. A dead handle never reaches a motion created later, even
 * one that reuses its storage slot, and even after {@link ManualMotionScheduler#clear()}. Any
 * operation on {@link #NONE} or a dead handle throws {@link IllegalStateException}; the
 * {@code try} forms return false, and {@link #isActive()} and {@link #isPlaying()} return false.
 *
 * <p>Lifetimes: a handle is {@link AutoCloseable}; {@link #close()} cancels the motion if it is
 * still alive and does nothing otherwise, so a motion can share a try-with-resources block, a
 * {@link MotionGroup} or an owner's list of things to close with pipe subscriptions.
 *
 * <p>Threading: a handle may be used only on its scheduler's thread; other threads get an
 * {@code IllegalStateException}.
 */
public final class MotionHandle implements AutoCloseable {
    /** The handle that never refers to a motion. */
    public static final MotionHandle NONE = new MotionHandle(null, -1, 0);

    private final MotionStorage storage;
    private final int slot;
    private final int version;

    MotionHandle(MotionStorage storage, int slot, int version) {
        this.storage = storage;
        this.slot = slot;
        this.version = version;
    }

    static MotionHandle of(MotionStorage storage, int denseIndex) {
        int slot = storage.slotOf(denseIndex);
        return new MotionHandle(storage, slot, storage.version(slot));
    }

    MotionStorage storage() {
        return storage;
    }

    int slot() {
        return slot;
    }

    int version() {
        return version;
    }

    /** Dense index of the live motion, or -1. */
    int find() {
        return storage == null ? -1 : storage.find(slot, version);
    }

    /** Dense index of the live motion, for reading. */
    int readable(String operation) {
        int i = find();
        if (i < 0) {
            throw dead(operation);
        }
        return i;
    }

    /** Dense index of the live motion the user may control (not owned by a sequence). */
    int controllable(String operation) {
        if (storage == null) {
            throw dead(operation);
        }
        return storage.require(slot, version, operation);
    }

    /** Whether the motion is alive and belongs to a sequence. */
    boolean isOwnedBySequence() {
        int i = find();
        return i >= 0 && storage.isOwned(i);
    }

    private IllegalStateException dead(String operation) {
        return new IllegalStateException(operation + ": "
                + (storage == null ? "MotionHandle.NONE refers to no motion" : "the motion has ended (the handle is dead)"));
    }

    /**
     * Whether the motion exists: running, or completed and preserved.
     *
     * @return false for {@link #NONE} and dead handles
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    public boolean isActive() {
        return find() >= 0;
    }

    /**
     * Whether the motion exists and has not finished (it may be in its delay).
     *
     * @return false for {@link #NONE}, dead handles and preserved, completed motions
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    public boolean isPlaying() {
        int i = find();
        return i >= 0 && storage.isPlaying(i);
    }

    /**
     * Ends the motion. {@code onCancel} fires if the motion had not finished; a preserved,
     * completed motion ends without it. The value stays where it was.
     *
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion belongs to a
     *                               sequence, or called from another thread
     */
    public void cancel() {
        storage.cancel(controllable("cancel"));
    }

    /**
     * Cancels the motion if {@link #cancel()} would succeed.
     *
     * @return true if the motion was cancelled; false if the handle is dead, {@link #NONE}, or the
     *         motion belongs to a sequence
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    public boolean tryCancel() {
        int i = find();
        if (i < 0 || storage.isOwned(i)) {
            return false;
        }
        storage.cancel(i);
        return true;
    }

    /**
     * Jumps to the end: binds the end value, fires the remaining {@code onLoopComplete} calls and
     * {@code onComplete}. A motion that is not preserved then ends.
     *
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion is not
     *                               playing, loops forever, belongs to a sequence, or on another thread
     */
    public void complete() {
        int i = controllable("complete");
        if (!storage.isPlaying(i)) {
            throw new IllegalStateException("complete: the motion has already completed");
        }
        if (storage.totalDuration(i) == Double.POSITIVE_INFINITY) {
            throw new IllegalStateException("complete: the motion loops forever and has no end; cancel it instead");
        }
        storage.complete(i);
    }

    /**
     * Completes the motion if {@link #complete()} would succeed.
     *
     * @return true if the motion was completed
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    public boolean tryComplete() {
        int i = find();
        if (i < 0 || storage.isOwned(i) || !storage.isPlaying(i)
                || storage.totalDuration(i) == Double.POSITIVE_INFINITY) {
            return false;
        }
        storage.complete(i);
        return true;
    }

    /**
     * Keeps the motion alive after it completes, so it can be sought ({@link #setTime}) or
     * replayed; it then ends only when cancelled (or its scheduler is cleared).
     *
     * @return this handle
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion belongs to a
     *                               sequence, or called from another thread
     */
    public MotionHandle preserve() {
        storage.preserve(controllable("preserve"));
        return this;
    }

    /**
     * Elapsed time: delay and loops included, scaled by playback speed.
     *
     * @return seconds
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double time() {
        return storage.time(readable("time"));
    }

    /**
     * Seeks: sets the elapsed time, evaluates and binds at once. A seek forward that finishes
     * loops fires {@code onLoopComplete} for each, and one that reaches the end completes the
     * motion (firing {@code onComplete}) as an update would. Seeking a preserved, completed motion
     * back before its end makes it play again.
     *
     * @param seconds the new elapsed time, delay included; &gt;= 0 and finite
     * @throws IllegalArgumentException if {@code seconds} is negative or not finite
     * @throws IllegalStateException    if the handle is dead or {@link #NONE}, the motion belongs to
     *                                  a sequence, or called from another thread
     */
    public void setTime(double seconds) {
        if (!(seconds >= 0) || seconds == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("seconds must be >= 0 and finite: " + seconds);
        }
        storage.seek(controllable("setTime"), seconds);
    }

    /**
     * The playback speed: 1 is normal, 2 twice as fast, 0 paused, negative plays backwards.
     *
     * @return the speed factor
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double playbackSpeed() {
        return storage.speed(readable("playbackSpeed"));
    }

    /**
     * Sets the playback speed. A motion played backwards completes when it gets back to its start
     * (time 0), firing {@code onComplete}. A preserved, completed motion given a negative speed
     * plays backwards from its end on the next update (DOTween's {@code PlayBackwards}).
     *
     * @param speed the speed factor, finite; negative plays backwards
     * @throws IllegalArgumentException if {@code speed} is NaN or infinite
     * @throws IllegalStateException    if the handle is dead or {@link #NONE}, the motion belongs to
     *                                  a sequence, or called from another thread
     */
    public void setPlaybackSpeed(double speed) {
        if (!Double.isFinite(speed)) {
            throw new IllegalArgumentException("speed must be finite: " + speed);
        }
        storage.setSpeed(controllable("setPlaybackSpeed"), speed);
    }

    /**
     * The duration of one loop, without delay.
     *
     * @return seconds
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double duration() {
        return storage.duration(readable("duration"));
    }

    /**
     * The whole motion's duration: delay × (EVERY_LOOP ? loops : 1) + duration × loops.
     *
     * @return seconds; {@link Double#POSITIVE_INFINITY} for endless loops
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double totalDuration() {
        return storage.totalDuration(readable("totalDuration"));
    }

    /**
     * The current value of a float, double, int or long motion, or of a one-component punch, shake
     * or spring (the last one computed), widened to double; an int motion's is clamped to the int
     * range, as its binder receives it. Useful for motions started with {@code run()}.
     *
     * @return the value
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion's value is not
     *                               a single number, or on another thread
     */
    public double value() {
        return storage.valueAsDouble(readable("value"));
    }

    /**
     * Ends the motion if it is alive: the same as {@link #tryCancel()} ({@code onCancel} fires if it
     * had not finished). Closing a dead handle, {@link #NONE}, or a motion owned by a sequence (whose
     * lifetime the sequence decides) does nothing, so close is idempotent.
     *
     * @throws IllegalStateException if called from a thread other than the scheduler's
     */
    @Override
    public void close() {
        tryCancel();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MotionHandle)) {
            return false;
        }
        MotionHandle h = (MotionHandle) o;
        return storage == h.storage && slot == h.slot && version == h.version;
    }

    @Override
    public int hashCode() {
        return (System.identityHashCode(storage) * 31 + slot) * 31 + version;
    }

    @Override
    public String toString() {
        return storage == null ? "MotionHandle.NONE" : "MotionHandle(slot " + slot + ", version " + version + ")";
    }
}
