package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageErrorHandler;
import java.util.concurrent.CompletionException;

/**
 * What happens to a handler's failure: collected into a {@link MessageDeliveryException} thrown
 * after delivery, or given to the pipe's error handler.
 */
final class Delivery {
    /** No error handler: failures are collected and thrown. */
    static final Delivery THROWING = new Delivery(null);

    private final MessageErrorHandler errorHandler;

    private Delivery(MessageErrorHandler errorHandler) {
        this.errorHandler = errorHandler;
    }

    static Delivery of(MessageErrorHandler errorHandler) {
        return errorHandler == null ? THROWING : new Delivery(errorHandler);
    }

    /**
     * Records one failure. Returns the exception to throw once delivery is over: {@code pending}
     * (possibly null) if the error handler took the failure, else {@code pending} with the failure
     * added, or a new exception with it as cause. A VirtualMachineError, from the handler or from
     * the error handler, is rethrown at once.
     */
    MessageDeliveryException fail(MessageDeliveryException pending, Object message, Throwable failure) {
        Throwable cause = unwrap(failure);
        if (cause instanceof VirtualMachineError) {
            throw (VirtualMachineError) cause;
        }
        if (errorHandler != null) {
            try {
                errorHandler.onError(message, cause);
                return pending;
            } catch (VirtualMachineError fatal) {
                throw fatal;
            } catch (Throwable fromErrorHandler) {
                cause = fromErrorHandler;
            }
        }
        if (pending == null) {
            // class names only: the message's or the failure's toString() is user code that may
            // throw (and would replace this exception) or copy user data into logs
            return new MessageDeliveryException("a handler failed on " + message.getClass().getName()
                    + ": " + cause.getClass().getName(), cause);
        }
        pending.addSuppressed(cause);
        return pending;
    }

    /**
     * Reports a failure that has no caller to be thrown to (a handler on an executor, a late
     * replay stage, a leak): to the error handler, or else to the current thread's uncaught
     * exception handler, wrapped in a MessageDeliveryException. Never throws but a
     * VirtualMachineError.
     */
    void report(Object message, Throwable failure) {
        MessageDeliveryException orphan = fail(null, message, failure);
        if (orphan != null) {
            Thread t = Thread.currentThread();
            t.getUncaughtExceptionHandler().uncaughtException(t, orphan);
        }
    }

    /**
     * Reports {@code failure} itself (not wrapped) to the error handler, or else to the current
     * thread's uncaught exception handler; for reports that are not a handler's failure.
     */
    void reportAsIs(Object subject, RuntimeException failure) {
        RuntimeException toThread = failure;
        if (errorHandler != null) {
            try {
                errorHandler.onError(subject, failure);
                return;
            } catch (RuntimeException fromErrorHandler) {
                toThread = fromErrorHandler;
            }
        }
        Thread t = Thread.currentThread();
        t.getUncaughtExceptionHandler().uncaughtException(t, toThread);
    }

    /** The failure of an async stage, without the CompletionException wrapper. */
    static Throwable unwrap(Throwable t) {
        return t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
    }
}
