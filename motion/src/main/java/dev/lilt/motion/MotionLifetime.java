package dev.lilt.motion;

import dev.lilt.motion.internal.MotionLifecycle;
import dev.lilt.motion.internal.MotionStorage;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * The optional lifetime state of one motion: its {@code onStart}, its future, its target tag and
 * its pause. Made only for motions that use one of these, on the scheduler's thread.
 */
final class MotionLifetime implements MotionLifecycle {
    /*
     * Design note. One object per motion that needs it, attached to the storage's lifecycle
     * column, so motions without these features carry a null and pay one null check where the
     * storage calls the hooks (off the frame's fast path). The storage calls started() once, when the
     * motion is past its first delay, completed() after onComplete, cancelled() after onCancel (or
     * when a sequence discards its child), released() once the motion is dead (at the call between
     * frames, at the frame's sweep inside one; no user code there: only the registry bookkeeping).
     */
    private final MotionHandle handle;
    /** Runnable, or Consumer of onStartState. */
    private Object onStart;
    private Object onStartState;
    private MotionFuture future;
    private TargetRegistry registry;
    private Object target;
    private Object key;
    private boolean paused;
    private double resumeSpeed;

    private MotionLifetime(MotionHandle handle) {
        this.handle = handle;
    }

    /** The motion's extras, attached on first use; {@code i} is its live dense index. */
    static MotionLifetime of(MotionHandle handle, int i) {
        MotionStorage s = handle.storage();
        MotionLifecycle current = s.lifecycle(i);
        if (current != null) {
            return (MotionLifetime) current;
        }
        MotionLifetime created = new MotionLifetime(handle);
        s.setLifecycle(i, created);
        return created;
    }

    /** The motion's extras, or null; {@code i} is its live dense index. */
    static MotionLifetime peek(MotionHandle handle, int i) {
        return (MotionLifetime) handle.storage().lifecycle(i);
    }

    void onStart(Object action, Object state) {
        onStart = action;
        onStartState = state;
    }

    void tag(TargetRegistry registry, Object target, Object key) {
        this.registry = registry;
        this.target = target;
        this.key = key;
    }

    /** The future, made on first call. */
    MotionFuture future() {
        if (future == null) {
            future = new MotionFuture(handle);
        }
        return future;
    }

    boolean isPaused() {
        return paused;
    }

    /** The speed the motion plays at when not paused. */
    double resumeSpeed() {
        return resumeSpeed;
    }

    void pause(double currentSpeed) {
        paused = true;
        resumeSpeed = currentSpeed;
    }

    void setResumeSpeed(double speed) {
        resumeSpeed = speed;
    }

    /** Ends the pause; returns the speed to play at. */
    double resume() {
        paused = false;
        return resumeSpeed;
    }

    @Override
    public void started() {
        if (onStart instanceof Runnable) {
            ((Runnable) onStart).run();
        } else if (onStart != null) {
            @SuppressWarnings("unchecked")
            Consumer<Object> action = (Consumer<Object>) onStart;
            action.accept(onStartState);
        }
    }

    @Override
    public void completed() {
        if (future != null) {
            future.complete(null);
        }
    }

    @Override
    public void cancelled() {
        if (future != null && !future.isDone()) {
            future.completeExceptionally(new CancellationException("the motion was cancelled"));
        }
    }

    @Override
    public void released() {
        if (registry != null) {
            registry.unregister(target, handle);
        }
    }
}
