package dev.lilt.pipe.remote;

import java.time.Duration;

/**
 * No answer to a remote request came within its timeout: no handler was listening, the handler
 * process died or is slow, or the answer was lost. The handler may still have run (or may still
 * be running): a timeout says nothing about whether the request was executed.
 */
public final class RemoteRequestTimeoutException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The request type. */
    private final String type;
    /** The timeout that passed. */
    private final Duration timeout;

    /**
     * Creates the exception.
     *
     * @param type the request type
     * @param timeout the timeout that passed
     */
    public RemoteRequestTimeoutException(String type, Duration timeout) {
        super("no answer to a '" + type + "' request within " + timeout.toMillis()
                + " ms (no handler listening, or it died, or it is slower than the timeout; it may have run)");
        this.type = type;
        this.timeout = timeout;
    }

    /**
     * The request type.
     *
     * @return the type the request was sent to
     */
    public String type() {
        return type;
    }

    /**
     * The timeout that passed.
     *
     * @return the per-call timeout
     */
    public Duration timeout() {
        return timeout;
    }
}
