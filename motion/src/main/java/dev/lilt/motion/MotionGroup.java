package dev.lilt.motion;

import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

/**
 * Motions that share a lifetime and controls: an owner (a screen, an entity, a cutscene) adds the
 * handles it starts and closes the group when it goes away.
 *
 * <pre>{@code
 * try (MotionGroup intro = new MotionGroup()) {
 *     intro.add(Motion.create(0f, 1f, 0.4).bind(title, (a, t) -> t.alpha = a));
 *     intro.add(Sequence.create().append(...).run());
 *     ...
 *     intro.setPlaybackSpeed(2);     // hurry everything up
 * }                                  // leaving the block cancels whatever still runs
 * }</pre>
 *
 * <p>A motion that ends (completes without being preserved, or is cancelled) leaves the group by
 * itself; {@link #size()} counts the live ones. Operations act on the members alive at the call and
 * skip the ones that have ended meanwhile. A sequence is added through its own handle; its
 * children belong to it and are refused here.
 *
 * <p>Threading: use a group on the thread of its motions' scheduler, as the handles themselves
 * require; only {@link #await()} is meant for other threads (the member list is guarded by the
 * group's lock, so it reads a consistent snapshot). Every other call checks the caller's thread
 * against every member's scheduler before it changes anything: one from the wrong thread throws
 * {@link IllegalStateException} and leaves the group and its members as they were.
 */
public final class MotionGroup implements AutoCloseable {
    private MotionHandle[] members = new MotionHandle[8];
    private int count;
    private boolean closed;
    private double speed = Double.NaN;
    private boolean paused;

    /** Creates an empty, open group. */
    public MotionGroup() {
    }

    /**
     * Adds a motion (or a sequence's handle). If the group has been {@linkplain #setPlaybackSpeed
     * given a speed}, the motion takes it. Adding to a closed group cancels the motion at once (its
     * owner is gone), as an Rx {@code CompositeDisposable} does. Adding a member twice keeps one.
     *
     * @param handle a live motion's handle; a dead handle is ignored
     * @return {@code handle}, to add a motion where it is made
     * @throws NullPointerException     if {@code handle} is null
     * @throws IllegalArgumentException if {@code handle} is {@link MotionHandle#NONE}, or the motion
     *                                  belongs to a sequence (add the sequence instead)
     * @throws IllegalStateException    if called from a thread other than the motion's scheduler's
     */
    public synchronized MotionHandle add(MotionHandle handle) {
        Objects.requireNonNull(handle, "handle == null");
        if (handle == MotionHandle.NONE) {
            throw new IllegalArgumentException("handle is MotionHandle.NONE, which refers to no motion");
        }
        handle.checkThread("MotionGroup.add");
        checkThreads("MotionGroup.add");
        if (handle.isOwnedBySequence()) {
            throw new IllegalArgumentException("the motion belongs to a sequence; add the sequence's handle instead");
        }
        if (!handle.isActive() || contains(handle)) {
            return handle;
        }
        if (closed) {
            handle.close();
            return handle;
        }
        if (!Double.isNaN(speed)) {
            handle.setPlaybackSpeed(speed);
        }
        if (paused) {
            handle.pause();
        }
        if (count == members.length) {
            prune();
            if (count == members.length) {
                members = Arrays.copyOf(members, count * 2);
            }
        }
        members[count++] = handle;
        return handle;
    }

    /**
     * Checks the caller's thread against every member's scheduler before anything changes, so a
     * call from the wrong thread leaves the group and its members as they were.
     */
    private void checkThreads(String operation) {
        for (int i = 0; i < count; i++) {
            members[i].checkThread(operation);
        }
    }

    private boolean contains(MotionHandle handle) {
        for (int i = 0; i < count; i++) {
            if (members[i].equals(handle)) {
                return true;
            }
        }
        return false;
    }

    /** Drops the members that have ended, keeping the others in order. */
    private void prune() {
        int kept = 0;
        for (int i = 0; i < count; i++) {
            MotionHandle h = members[i];
            if (h.isActive()) {
                members[kept++] = h;
            }
        }
        Arrays.fill(members, kept, count, null);
        count = kept;
    }

    /**
     * The number of live members.
     *
     * @return members not yet ended
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public synchronized int size() {
        checkThreads("MotionGroup.size");
        prune();
        return count;
    }

    /**
     * Whether the group is closed.
     *
     * @return true after {@link #close()}
     */
    public boolean isClosed() {
        return closed;
    }

    /**
     * Sets every live member's playback speed, and the speed of members added later.
     *
     * @param speed the speed factor, finite; negative plays backwards
     * @throws IllegalArgumentException if {@code speed} is NaN or infinite
     * @throws IllegalStateException    if called from a thread other than the motions' scheduler's
     */
    public synchronized void setPlaybackSpeed(double speed) {
        if (!Double.isFinite(speed)) {
            throw new IllegalArgumentException("speed must be finite: " + speed);
        }
        checkThreads("MotionGroup.setPlaybackSpeed");
        prune();
        this.speed = speed;
        for (int i = 0; i < count; i++) {
            members[i].setPlaybackSpeed(speed);
        }
    }

    /**
     * Cancels every live member ({@code onCancel} fires for unfinished ones); the group stays open
     * and empty.
     *
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public synchronized void cancel() {
        checkThreads("MotionGroup.cancel");
        detachAndCancel();
    }

    private void detachAndCancel() {
        // A member's onCancel may add to this group: detach the current members first.
        MotionHandle[] current = members;
        int n = count;
        members = new MotionHandle[Math.max(8, n)];
        count = 0;
        for (int i = 0; i < n; i++) {
            current[i].tryCancel();
        }
    }

    /**
     * Completes every live member that can complete (jumps to its end, firing its callbacks). A
     * member that loops forever has no end and keeps running: cancel it, or the group. A preserved
     * member stays in the group after completing.
     *
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public synchronized void complete() {
        checkThreads("MotionGroup.complete");
        prune();
        MotionHandle[] current = Arrays.copyOf(members, count);
        for (MotionHandle h : current) {
            h.tryComplete();
        }
        prune();
    }

    /**
     * Pauses every live member ({@link MotionHandle#pause()}), and members added later, until
     * {@link #resume()}.
     *
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public synchronized void pause() {
        checkThreads("MotionGroup.pause");
        prune();
        paused = true;
        for (int i = 0; i < count; i++) {
            members[i].pause();
        }
    }

    /**
     * Resumes every live member ({@link MotionHandle#resume()}); later members are no longer paused.
     *
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public synchronized void resume() {
        checkThreads("MotionGroup.resume");
        prune();
        paused = false;
        for (int i = 0; i < count; i++) {
            members[i].resume();
        }
    }

    /**
     * Whether the group is paused.
     *
     * @return true between {@link #pause()} and {@link #resume()}
     */
    public synchronized boolean isPaused() {
        return paused;
    }

    /**
     * A future of the end of every member alive now: completed normally when all have ended and
     * all completed, exceptionally with {@link CancellationException} as soon as all have ended
     * and one was cancelled. Members added later are not included (call again). Cancelling it
     * cancels the members. See {@link MotionHandle#toCompletableFuture()}.
     *
     * @return the future; already completed for an empty group
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    public synchronized CompletableFuture<Void> toCompletableFuture() {
        checkThreads("MotionGroup.toCompletableFuture");
        prune();
        return allOf(Arrays.copyOf(members, count));
    }

    private static CompletableFuture<Void> allOf(MotionHandle[] handles) {
        CompletableFuture<?>[] futures = new CompletableFuture<?>[handles.length];
        for (int i = 0; i < handles.length; i++) {
            futures[i] = handles[i].toCompletableFuture();
        }
        CompletableFuture<Void> all = new CompletableFuture<>() {
            @Override
            public boolean cancel(boolean mayInterruptIfRunning) {
                boolean cancelled = super.cancel(mayInterruptIfRunning);
                for (CompletableFuture<?> f : futures) {
                    f.cancel(mayInterruptIfRunning);
                }
                return cancelled;
            }
        };
        CompletableFuture.allOf(futures).whenComplete((v, e) -> {
            if (e == null) {
                all.complete(null);
            } else {
                all.completeExceptionally(new CancellationException("a motion of the group was cancelled"));
            }
        });
        return all;
    }

    /**
     * Blocks until every member alive now has ended (see {@link MotionHandle#await()}); for other
     * threads, e.g. a script on a virtual thread. Members are read under the group's lock; the
     * futures of members whose end is not yet known here attach at their schedulers' next update,
     * and members that have ended count at once.
     *
     * @throws InterruptedException  if the waiting thread is interrupted
     * @throws CancellationException if a member was cancelled
     * @throws IllegalStateException if called on the thread of a member's scheduler (it would wait
     *                               for an update only that thread can run)
     */
    public void await() throws InterruptedException {
        MotionHandle.awaitFuture(awaitable());
    }

    /**
     * Blocks until every member alive now has ended, or {@code timeout} has passed: {@link #await()}
     * with a bound. Members still running when it passes keep running.
     *
     * @param timeout how long to wait at most; {@link Duration#ZERO} only looks
     * @return true if every member ended (completed) in time; false if the timeout passed first
     * @throws NullPointerException     if {@code timeout} is null
     * @throws IllegalArgumentException if {@code timeout} is negative
     * @throws InterruptedException     if the waiting thread is interrupted
     * @throws CancellationException    if a member was cancelled
     * @throws IllegalStateException    if called on the thread of a member's scheduler
     */
    public boolean await(Duration timeout) throws InterruptedException {
        MotionHandle.requireTimeout(timeout);
        return MotionHandle.awaitFuture(awaitable(), timeout);
    }

    private CompletableFuture<Void> awaitable() {
        MotionHandle[] snapshot;
        synchronized (this) {
            snapshot = Arrays.copyOf(members, count);
        }
        for (MotionHandle h : snapshot) {
            if (h.isOnOwnerThread()) {
                throw new IllegalStateException("await: called on the scheduler's own thread, which would wait forever"
                        + " for its own update; use toCompletableFuture().thenRun(...) there");
            }
        }
        return allOf(snapshot);
    }

    /**
     * Closes the group: cancels every live member and makes later {@link #add}s cancel what they
     * are given. Idempotent.
     *
     * @throws IllegalStateException if called from a thread other than the motions' scheduler's
     */
    @Override
    public synchronized void close() {
        checkThreads("MotionGroup.close");
        closed = true;
        detachAndCancel();
    }
}
