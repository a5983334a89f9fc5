package dev.lilt.motion;

/**
 * Receives the exceptions thrown by user code that a scheduler calls: binders and the
 * {@code onComplete}, {@code onCancel} and {@code onLoopComplete} callbacks.
 *
 * <p>The scheduler catches each such exception, hands it here and goes on with the frame: other
 * motions are not affected. A handler that throws itself is ignored after its exception is
 * written to the {@code dev.lilt.motion} {@link System.Logger}.
 */
@FunctionalInterface
public interface MotionErrorHandler {
    /**
     * Handles one failure.
     *
     * @param debugName the failing motion's debug name (see {@code withDebugName}), never null
     * @param error     what the user code threw
     */
    void handle(String debugName, Throwable error);
}
