package dev.lilt.pipe.internal;

/**
 * The text of a failure for an exception message or a log line: its class and its own
 * {@code getMessage()}, never anything's {@code toString()}.
 */
final class Causes {
    private Causes() {
    }

    /**
     * {@code "class: message"}, or the class alone when the message is null; a {@code getMessage()}
     * that throws is named instead of its text, so describing a failure never fails.
     */
    static String describe(Throwable cause) {
        String message = messageOf(cause);
        return message == null ? cause.getClass().getName() : cause.getClass().getName() + ": " + message;
    }

    /** The exception's own message (possibly null); one whose getMessage() throws is named instead. */
    static String messageOf(Throwable cause) {
        try {
            return cause.getMessage();
        } catch (RuntimeException fromGetMessage) {
            return "(getMessage() threw " + fromGetMessage.getClass().getName() + ")";
        }
    }
}
