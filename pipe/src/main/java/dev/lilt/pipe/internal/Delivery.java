package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.SubscriptionInfo;
import dev.lilt.pipe.SubscriptionLeakException;
import java.util.concurrent.CompletionException;

/**
 * What happens to a handler's failure: counted (if the pipe counts) and recorded as a Flight
 * Recorder event (if a recording wants it), then collected into a {@link MessageDeliveryException}
 * thrown after delivery, or given to the pipe's error handler.
 */
final class Delivery {
    /** No error handler, no name, no counts: failures are collected and thrown. */
    static final Delivery THROWING = new Delivery(null, "", null);

    private final MessageErrorHandler errorHandler;
    /** The pipe's name in Flight Recorder events; empty if it has none. */
    private final String pipeName;
    /** Null unless the pipe counts. */
    private final PipeStats stats;

    private Delivery(MessageErrorHandler errorHandler, String pipeName, PipeStats stats) {
        this.errorHandler = errorHandler;
        this.pipeName = pipeName;
        this.stats = stats;
    }

    static Delivery of(MessageErrorHandler errorHandler, String pipeName, PipeStats stats) {
        return errorHandler == null && pipeName.isEmpty() && stats == null
                ? THROWING : new Delivery(errorHandler, pipeName, stats);
    }

    /**
     * Records one failure of {@code handler} (the subscription's target, filters and queue
     * included): counted if the pipe counts, and a Flight Recorder event if one is recording.
     * Returns the exception to throw once delivery is over: {@code pending} (possibly null) if
     * the error handler took the failure, else {@code pending} with the failure added, or a new
     * exception with it as cause. A VirtualMachineError, from the handler or from the error
     * handler, is rethrown at once.
     */
    MessageDeliveryException fail(MessageDeliveryException pending, Object message, Object handler,
            Throwable failure) {
        Throwable cause = unwrap(failure);
        if (cause instanceof VirtualMachineError) {
            throw (VirtualMachineError) cause;
        }
        if (stats != null) {
            stats.countFailure();
        }
        PipeEvents.deliveryFailure(pipeName, message.getClass(), handler, cause);
        return handOver(pending, message, cause);
    }

    /**
     * Collects {@code failure} without counting or recording it: to the error handler, or into
     * the exception to throw. For request handlers, whose failures go to the requester.
     */
    MessageDeliveryException collect(MessageDeliveryException pending, Object message, Throwable failure) {
        Throwable cause = unwrap(failure);
        if (cause instanceof VirtualMachineError) {
            throw (VirtualMachineError) cause;
        }
        return handOver(pending, message, cause);
    }

    /** The error handler's turn, or the exception's; {@code cause} is unwrapped already. */
    private MessageDeliveryException handOver(MessageDeliveryException pending, Object message, Throwable cause) {
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
            // the message's class and the failure's own text, never a toString(): that is user code
            // that may throw (and would replace this exception) or copy user data into logs
            return new MessageDeliveryException("a handler failed on " + message.getClass().getName()
                    + ": " + Causes.describe(cause), cause);
        }
        pending.addSuppressed(cause);
        return pending;
    }

    /**
     * Reports a failure that has no caller to be thrown to (a handler on an executor, a late
     * replay stage): to the error handler, or else to the current thread's uncaught exception
     * handler, wrapped in a MessageDeliveryException; counted and recorded as {@link #fail} does.
     * Never throws but a VirtualMachineError.
     */
    void report(Object message, Object handler, Throwable failure) {
        MessageDeliveryException orphan = fail(null, message, handler, failure);
        if (orphan != null) {
            Thread t = Thread.currentThread();
            t.getUncaughtExceptionHandler().uncaughtException(t, orphan);
        }
    }

    /**
     * Reports a leaked subscription (counted if the pipe counts): the exception itself, not
     * wrapped, to the error handler, or else to the current thread's uncaught exception handler.
     */
    void reportLeak(SubscriptionInfo subscription, SubscriptionLeakException leak) {
        if (stats != null) {
            stats.countLeak();
        }
        RuntimeException toThread = leak;
        if (errorHandler != null) {
            try {
                errorHandler.onError(subscription, leak);
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
