package dev.lilt.pipe;

/**
 * Receives each failure of a handler (or filter) instead of the publisher; set with
 * {@link MessagePipeBuilder#errorHandler(MessageErrorHandler)}.
 */
@FunctionalInterface
public interface MessageErrorHandler {
    /**
     * Called on the publishing thread (for async handlers: where the handler's stage completed),
     * once per failure, while delivery goes on. If this method itself throws, that exception is
     * collected into a {@link MessageDeliveryException} as if there were no error handler; a
     * {@link VirtualMachineError} it throws is rethrown at once.
     *
     * @param message the message being delivered
     * @param failure what the handler or filter threw
     */
    void onError(Object message, Throwable failure);
}
