package dev.lilt.motion;

import java.util.concurrent.CompletableFuture;

/**
 * A motion's future: completed by the motion's end, and cancelling it cancels the motion (on the
 * scheduler's thread, at once when called there, else at the start of its next update).
 */
final class MotionFuture extends CompletableFuture<Void> {
    private final MotionHandle handle;

    MotionFuture(MotionHandle handle) {
        this.handle = handle;
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = super.cancel(mayInterruptIfRunning);
        if (cancelled) {
            handle.cancelFromAnyThread();
        }
        return cancelled;
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
        // dependent stages are plain futures: cancelling one of them does not reach the motion
        return new CompletableFuture<>();
    }
}
