package dev.lilt.pipe.internal;

import dev.lilt.pipe.DeadMessage;
import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageHandler;

/**
 * A pipe's dead-message handler and its count, shared by the pipe and its scopes. Made only when
 * the pipe has a dead-message handler; a report allocates its DeadMessage, nothing else does.
 */
final class DeadLetters {
    private final MessageHandler<? super DeadMessage> handler;
    private final StripedCounter count = new StripedCounter();

    DeadLetters(MessageHandler<? super DeadMessage> handler) {
        this.handler = handler;
    }

    /**
     * Counts and hands {@code message} to the handler. A failure of the handler is a delivery
     * failure: to the error handler, or thrown (as {@code pending}'s suppressed, or a new
     * exception) from the publish, through the returned exception.
     */
    MessageDeliveryException report(Object message, Class<?> type, DeadMessage.Reason reason, Delivery delivery,
            MessageDeliveryException pending) {
        count.increment();
        DeadMessage dead = new DeadMessage(message, type, reason);
        try {
            handler.handle(dead);
            return pending;
        } catch (Throwable t) {
            return delivery.fail(pending, dead, handler, t);
        }
    }

    /** Messages reported so far; exact for every report that returned before the call. */
    long count() {
        return count.sum();
    }
}
