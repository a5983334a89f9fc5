package dev.lilt.motion.internal.diagnostics;

import dev.lilt.motion.MotionErrorHandler;
import dev.lilt.motion.internal.MotionExtras;
import dev.lilt.motion.internal.MotionStorage;
import java.util.Objects;

/**
 * Where a scheduler's user-code errors go: the handler set with {@code setUnhandledErrorHandler},
 * which receives every one, or by default the {@code dev.lilt.motion} {@link System.Logger},
 * rate-limited per motion, so one bad binder does not log a stack trace every frame.
 */
public final class MotionErrors {
    /*
     * Design note. A binder that throws throws every frame: logged each time, one bad motion at 60
     * frames a second buries the log in identical traces. So the first error of a motion is logged
     * at ERROR with its trace and the hint that would stop it (withCancelOnError), and later ones
     * are only counted (MotionExtras.errors), with a line at WARNING, no trace, when the count
     * reaches 10, 100, 1,000... Counting costs an int increment in the motion's extras; no string is
     * built for an error that is not logged. A handler set with setUnhandledErrorHandler still
     * receives every error.
     */
    private static final System.Logger LOG = System.getLogger("dev.lilt.motion");

    private System.Logger log = LOG;
    /** The user's handler, or null for the log; any thread may set it (volatile). */
    private volatile MotionErrorHandler handler;

    /**
     * Sets the handler that receives every error instead of the log.
     *
     * @param handler the handler
     * @throws NullPointerException if {@code handler} is null
     */
    public void setHandler(MotionErrorHandler handler) {
        this.handler = Objects.requireNonNull(handler, "handler == null");
    }

    /**
     * Sends the log lines elsewhere than the {@code dev.lilt.motion} logger (tests capture them).
     *
     * @param log the logger
     */
    public void logTo(System.Logger log) {
        this.log = log;
    }

    /**
     * Reports the {@code count}-th error of one motion: to the handler, or to the log if it is
     * one that is logged.
     *
     * @param storage        the motion's storage
     * @param i              its dense index
     * @param count          its errors so far, this one included (saturating)
     * @param cancelsOnError whether the motion was built with {@code withCancelOnError(true)}
     * @param error          what the user code threw
     */
    public void motionError(MotionStorage storage, int i, int count, boolean cancelsOnError, Throwable error) {
        MotionErrorHandler h = handler;
        if (h != null) {
            deliver(h, storage.nameOf(i), error);
        } else if (count == 1) {
            log.log(System.Logger.Level.ERROR, "Motion '" + storage.nameOf(i) + "' threw from user code (its binder or"
                    + " a callback)" + (cancelsOnError ? "; withCancelOnError cancels it"
                    : "; it keeps running, and its further errors are counted, not logged each time"
                    + " (withCancelOnError(true) cancels a motion whose user code throws)"), error);
        } else if (isPowerOfTen(count)) {
            log.log(System.Logger.Level.WARNING, "Motion '" + storage.nameOf(i) + "' has thrown " + count
                    + " times from user code, the last a " + error.getClass().getName()
                    + "; withCancelOnError(true) cancels a motion whose user code throws, and a handler given to"
                    + " setUnhandledErrorHandler receives every error");
        }
    }

    /**
     * Reports an error of user code that is not a motion's (a task posted to the scheduler's executor).
     *
     * @param what  what threw, e.g. "posted task"
     * @param error the error
     */
    public void otherError(String what, Throwable error) {
        MotionErrorHandler h = handler;
        if (h != null) {
            deliver(h, what, error);
        } else {
            log.log(System.Logger.Level.ERROR, "Motion '" + what + "' threw from user code", error);
        }
    }

    /** Hands an error to the user's handler; a handler that throws is logged and ignored. */
    private void deliver(MotionErrorHandler h, String debugName, Throwable error) {
        try {
            h.handle(debugName, error);
        } catch (RuntimeException | Error handlerFailure) {
            if (handlerFailure instanceof VirtualMachineError) {
                throw (VirtualMachineError) handlerFailure;
            }
            handlerFailure.addSuppressed(error);
            log.log(System.Logger.Level.ERROR, "MotionErrorHandler threw while handling motion '" + debugName + "'",
                    handlerFailure);
        }
    }

    private static boolean isPowerOfTen(int n) {
        int p = 10;
        while (p < n && p <= Integer.MAX_VALUE / 10) {
            p *= 10;
        }
        return p == n;
    }
}
