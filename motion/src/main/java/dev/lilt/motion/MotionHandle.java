package dev.lilt.motion;

import dev.lilt.motion.internal.MotionStorage;
import dev.lilt.motion.internal.SequenceRuntime;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

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
 * {@link MotionGroup} or an owner's list of things to close with pipe subscriptions. A motion
 * ended between updates is ended at the call (callbacks, value, handle, counts); the scheduler
 * drops its binder and state at its next update, or at {@code trimToSize()}, {@code clear()} or
 * {@code close()}.
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

    /** Dense index of the live motion, for reading: its progress brought to its time. */
    int readable(String operation) {
        int i = find();
        if (i < 0) {
            throw dead(operation);
        }
        storage.settleLane(i);
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
                + (storage == null ? "MotionHandle.NONE refers to no motion"
                        : "the motion has ended (the handle is dead)"));
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
     * Jumps to the end: binds the end value, fires {@code onLoopComplete} for the last min(n, 64)
     * of the n loops it finishes (each with its true count), then {@code onComplete}. A motion
     * that is not preserved then ends.
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
     * Elapsed time: delay and loops included, scaled by playback speed. Exactly the last seek (or
     * 0 at creation) plus, for each update since that advanced the motion, its delta times the
     * speed then, added in order in {@code double} arithmetic, and held at 0 or at the total
     * duration once it ends there. Nothing else enters it: not how long the scheduler has run,
     * not the other motions it holds.
     *
     * @return seconds
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double time() {
        return storage.time(readable("time"));
    }

    /**
     * Seeks: sets the elapsed time, evaluates and binds at once. A seek forward that finishes n
     * loops fires {@code onLoopComplete} for the last min(n, 64) of them (each with its true
     * count), as an update would, and one that reaches the end completes the motion (firing
     * {@code onComplete}). Seeking a preserved, completed motion
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
     * Seeks a sequence to one of its labels ({@link SequenceBuilder#label}): {@link #setTime} at the
     * label's time, with everything a seek does.
     *
     * @param label a label of this sequence
     * @throws NullPointerException     if {@code label} is null
     * @throws IllegalArgumentException if this motion is not a sequence, or has no such label (the
     *                                  message lists its labels)
     * @throws IllegalStateException    as for {@link #setTime}
     */
    public void seek(String label) {
        Objects.requireNonNull(label, "label == null");
        int i = controllable("seek");
        if (!(storage.observer(i) instanceof SequenceRuntime sequence)) {
            throw new IllegalArgumentException("seek(\"" + label + "\"): " + this + " is not a sequence; only a"
                    + " sequence's handle has labels");
        }
        storage.seek(i, sequence.labels().seconds(label));
    }

    /**
     * The playback speed: 1 is normal, 2 twice as fast, 0 paused, negative plays backwards.
     *
     * @return the speed factor
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double playbackSpeed() {
        int i = readable("playbackSpeed");
        MotionLifetime x = MotionLifetime.peek(this, i);
        return x != null && x.isPaused() ? x.resumeSpeed() : storage.speed(i);
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
        int i = controllable("setPlaybackSpeed");
        MotionLifetime x = MotionLifetime.peek(this, i);
        if (x != null && x.isPaused()) {
            x.setResumeSpeed(speed);
        } else {
            storage.setSpeed(i, speed);
        }
    }

    /**
     * Plays the motion forwards from where it is, at its speed's magnitude (1 if its speed is 0):
     * the hover-in of a hover animation. A preserved motion that completed backwards, at its start,
     * plays again; one completed at its end stays there. Keep a motion you play both ways
     * {@link #preserve() preserved}, or it ends at either end.
     *
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion belongs to a
     *                               sequence, or called from another thread
     */
    public void playForward() {
        setPlaybackSpeed(directed(1, "playForward"));
        replayFromStart();
    }

    /**
     * Plays the motion backwards from where it is, at its speed's magnitude (1 if its speed is 0),
     * until it is back at its start, where it completes: the hover-out (DOTween's
     * {@code PlayBackwards}, PrimeTween's reversed tween).
     *
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion belongs to a
     *                               sequence, or called from another thread
     */
    public void playBackward() {
        setPlaybackSpeed(directed(-1, "playBackward"));
    }

    /**
     * Turns the motion's direction around from where it is: backwards if it plays forwards (or is
     * stopped at 0 speed), forwards if it plays backwards. A press or hover that is let go half-way
     * comes back from the point it reached, not from the end.
     *
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion belongs to a
     *                               sequence, or called from another thread
     */
    public void toggle() {
        boolean backwards = playbackSpeed() < 0;
        setPlaybackSpeed(directed(backwards ? 1 : -1, "toggle"));
        if (backwards) {
            replayFromStart();
        }
    }

    /**
     * A preserved motion that completed backwards rests at its start; played forwards again, a
     * seek to where it is makes it play (as a seek back before the end does).
     */
    private void replayFromStart() {
        if (!isPlaying() && time() < totalDuration()) {
            setTime(time());
        }
    }

    /** The speed's magnitude (1 for a stopped motion) in the given direction. */
    private double directed(int sign, String operation) {
        controllable(operation);
        double magnitude = Math.abs(playbackSpeed());
        return sign * (magnitude == 0 ? 1 : magnitude);
    }

    /**
     * Pauses the motion: it holds still (its time, value and delay stop) until {@link #resume()}.
     * Built on playback speed: a paused motion advances at speed 0, while
     * {@link #playbackSpeed()} keeps reporting, and {@link #setPlaybackSpeed} keeps setting, the
     * speed it resumes at. Pausing a paused motion does nothing. A seek still moves a paused
     * motion.
     *
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion belongs to a
     *                               sequence, or called from another thread
     */
    public void pause() {
        int i = controllable("pause");
        MotionLifetime x = MotionLifetime.of(this, i);
        if (!x.isPaused()) {
            x.pause(storage.speed(i));
            storage.setSpeed(i, 0);
        }
    }

    /**
     * Resumes a paused motion at its playback speed. Resuming a motion that is not paused does nothing.
     *
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, the motion belongs to a
     *                               sequence, or called from another thread
     */
    public void resume() {
        int i = controllable("resume");
        MotionLifetime x = MotionLifetime.peek(this, i);
        if (x != null && x.isPaused()) {
            storage.setSpeed(i, x.resume());
        }
    }

    /**
     * Whether the motion is {@linkplain #pause() paused}.
     *
     * @return true between {@link #pause()} and {@link #resume()}
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public boolean isPaused() {
        int i = readable("isPaused");
        MotionLifetime x = MotionLifetime.peek(this, i);
        return x != null && x.isPaused();
    }

    /**
     * The delay given at creation ({@code withDelay}).
     *
     * @return seconds
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double delay() {
        return storage.delay(readable("delay"));
    }

    /**
     * The number of loops given at creation.
     *
     * @return at least 1, or -1 for endless loops
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public int loops() {
        return storage.loops(readable("loops"));
    }

    /**
     * The number of loops completed at the current time (fewer again after a seek back).
     *
     * @return 0 to {@link #loops()}
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public int completedLoops() {
        return storage.completedLoops(readable("completedLoops"));
    }

    /**
     * The raw progress of the current loop: the fraction of the loop's duration elapsed, linear in
     * time, before the ease and the loop type apply (a YOYO loop's way back counts up from 0 too).
     * 0 during a delay, 1 once the motion has completed. For the eased value, read
     * {@link #value()} or the binder's argument; {@link #easedProgress()} is the eased fraction.
     *
     * @return progress in [0, 1]
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double progress() {
        return storage.rawProgress(readable("progress"));
    }

    /**
     * The eased, loop-adjusted progress the motion last interpolated its value with: 0 is the
     * start value, 1 the end value, outside [0, 1] for overshooting eases, and k + p in the k-th
     * loop of an INCREMENTAL motion.
     *
     * @return the eased progress
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double easedProgress() {
        return storage.easedProgress(readable("easedProgress"));
    }

    /**
     * The name given with {@code withDebugName}, else the name error reports use (the kind and slot).
     *
     * @return the name
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public String debugName() {
        return storage.nameOf(readable("debugName"));
    }

    /**
     * A future of the motion's end: completed normally ({@code null}) when it completes,
     * exceptionally with {@link CancellationException} when it is cancelled (by its handle, its
     * group, its target tag, its scheduler's {@code clear()} or its sequence). A handle whose motion
     * has already ended, and {@link #NONE}, give a future already completed normally (the outcome
     * of an ended motion is not kept). Until called, a motion carries no future: it costs nothing.
     * Calls for the same motion return the same future.
     *
     * <p>Cancelling the returned future cancels the motion (with its {@code onCancel}); dependent
     * stages ({@code thenRun}…) are plain futures whose cancellation does not reach it. The future
     * completes on the scheduler's thread, so non-async dependent stages run there, during the
     * update, after the motion's {@code onComplete} or {@code onCancel}.
     *
     * <p>Threading: callable from any thread. On the scheduler's thread the future is attached at
     * once. From another thread, a motion whose end its scheduler has already reported (the end
     * of the update it ended in, or the end of the call that ended it between updates) gives a
     * future already completed normally; otherwise the future is attached at the start of the
     * scheduler's next update (so a motion ending before that update gives a future completed
     * normally). If the scheduler is
     * closed before it attaches, the future completes with {@link CancellationException}: closing
     * cancels every motion, and no update will come.
     *
     * @return the future
     */
    public CompletableFuture<Void> toCompletableFuture() {
        if (storage == null) {
            return CompletableFuture.completedFuture(null);
        }
        if (storage.engine().isOwnerThread()) {
            return futureOnOwnerThread();
        }
        if (storage.hasEnded(slot, version) && !storage.engine().isClosed()) {
            return CompletableFuture.completedFuture(null); // its end is known here: no update to wait for
        }
        CompletableFuture<Void> relay = new CompletableFuture<>() {
            @Override
            public boolean cancel(boolean mayInterruptIfRunning) {
                boolean cancelled = super.cancel(mayInterruptIfRunning);
                if (cancelled) {
                    cancelFromAnyThread();
                }
                return cancelled;
            }
        };
        storage.engine().post(() -> futureOnOwnerThread().whenComplete((v, e) -> {
            if (e == null) {
                relay.complete(null);
            } else {
                relay.completeExceptionally(e);
            }
        }));
        if (storage.engine().isClosed()) {
            // no update will run the posted attach (or close already ran it: then this is a no-op)
            relay.completeExceptionally(new CancellationException("the motion's scheduler is closed"));
        }
        return relay;
    }

    private CompletableFuture<Void> futureOnOwnerThread() {
        int i = find();
        if (i < 0) {
            return CompletableFuture.completedFuture(null);
        }
        return MotionLifetime.of(this, i).future();
    }

    /** Throws unless the caller may use this handle's scheduler (NONE has none: nothing to check). */
    void checkThread(String operation) {
        if (storage != null) {
            storage.engine().checkThread(operation);
        }
    }

    /** Whether the caller is the thread of this handle's scheduler (false for NONE). */
    boolean isOnOwnerThread() {
        return storage != null && storage.engine().isOwnerThread();
    }

    /** Cancels the motion if it is alive and its own: at once on the owner thread, else posted. */
    void cancelFromAnyThread() {
        if (storage == null) {
            return;
        }
        if (storage.engine().isOwnerThread()) {
            tryCancel();
        } else {
            storage.engine().post(this::tryCancel);
        }
    }

    /**
     * Blocks until the motion ends: returns when it completes, throws {@link CancellationException}
     * when it is cancelled. For code on other threads that waits for motions, e.g. a cutscene
     * script on a virtual thread playing motions one after another; the scheduler must keep
     * updating on its own thread. Returns at once, normally, for {@link #NONE} and for a motion
     * that has ended (the outcome of an ended motion is not kept), on any thread: from another
     * thread, once its scheduler has reported the end (at the end of the update the motion ended
     * in, or of the call that ended it between updates), without waiting for another update.
     *
     * @throws InterruptedException  if the waiting thread is interrupted
     * @throws CancellationException if the motion was cancelled while this call waited
     * @throws IllegalStateException if called on the scheduler's own thread for a live motion (it
     *                               would wait for an update that only this thread can run)
     */
    public void await() throws InterruptedException {
        CompletableFuture<Void> end = awaitable();
        if (end != null) {
            awaitFuture(end);
        }
    }

    /**
     * Blocks until the motion ends, or {@code timeout} has passed: {@link #await()} with a bound.
     * A motion still running when the timeout passes keeps running.
     *
     * @param timeout how long to wait at most; {@link Duration#ZERO} only looks
     * @return true if the motion completed (or had ended, or the handle is {@link #NONE}); false
     *         if the timeout passed first
     * @throws NullPointerException     if {@code timeout} is null
     * @throws IllegalArgumentException if {@code timeout} is negative
     * @throws InterruptedException     if the waiting thread is interrupted
     * @throws CancellationException    if the motion was cancelled while this call waited
     * @throws IllegalStateException    if called on the scheduler's own thread for a live motion
     */
    public boolean await(Duration timeout) throws InterruptedException {
        requireTimeout(timeout);
        CompletableFuture<Void> end = awaitable();
        return end == null || awaitFuture(end, timeout);
    }

    /** The future to wait on, or null when the motion has ended; refuses the owner thread for a live motion. */
    private CompletableFuture<Void> awaitable() {
        if (storage == null) {
            return null;
        }
        if (storage.engine().isOwnerThread()) {
            if (find() < 0) {
                return null;
            }
            throw new IllegalStateException("await: called on the scheduler's own thread, which would wait forever for"
                    + " its own update; use toCompletableFuture().thenRun(...) or onComplete there");
        }
        return toCompletableFuture();
    }

    /** Refuses a null or negative timeout. */
    static void requireTimeout(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout == null");
        if (timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must be >= 0: " + timeout);
        }
    }

    /** Waits for a future at most {@code timeout}; true if it completed, false if the timeout passed. */
    static boolean awaitFuture(CompletableFuture<?> future, Duration timeout) throws InterruptedException {
        long nanos;
        try {
            nanos = timeout.toNanos();
        } catch (ArithmeticException tooLong) {
            nanos = Long.MAX_VALUE; // about 292 years: as good as forever
        }
        try {
            future.get(nanos, TimeUnit.NANOSECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            throw unwrap(e);
        }
    }

    /** Waits for a motion, group or sequence future; rethrows its cancellation. */
    static void awaitFuture(CompletableFuture<?> future) throws InterruptedException {
        try {
            future.get();
        } catch (ExecutionException e) {
            throw unwrap(e);
        }
    }

    private static RuntimeException unwrap(ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof CancellationException) {
            return (CancellationException) cause;
        }
        return new IllegalStateException("await: the motion's future failed", cause);
    }

    /**
     * The duration of one loop, without delay.
     *
     * @return seconds; NaN for a speed-based property motion ({@code Motion.to(...).atSpeed}) that
     *         has not read its property yet, whose duration is computed as it starts
     * @throws IllegalStateException if the handle is dead or {@link #NONE}, or on another thread
     */
    public double duration() {
        return storage.duration(readable("duration"));
    }

    /**
     * The whole motion's duration: delay × (EVERY_LOOP ? loops : 1) + duration × loops.
     *
     * @return seconds; {@link Double#POSITIVE_INFINITY} for endless loops; NaN while
     *         {@link #duration()} is
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
