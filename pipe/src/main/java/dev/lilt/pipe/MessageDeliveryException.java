package dev.lilt.pipe;

/**
 * One or more handlers threw while a message was delivered. Thrown after every handler has had
 * the message; {@link #getCause()} is the first failure and {@link #getSuppressed()} holds the
 * others, in delivery order (for a {@link AsyncPublishStrategy#PARALLEL} publish, cause and
 * suppressed failures are in the order the failures were seen: stages complete in any order).
 */
public class MessageDeliveryException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for the first failure; add further ones with
     * {@link #addSuppressed(Throwable)}.
     *
     * @param message the detail message
     * @param firstFailure the first handler failure
     */
    public MessageDeliveryException(String message, Throwable firstFailure) {
        super(message, firstFailure);
    }
}
