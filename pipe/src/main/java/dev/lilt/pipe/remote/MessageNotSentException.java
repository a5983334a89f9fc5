package dev.lilt.pipe.remote;

/**
 * A publish failed and its message was not delivered: it was never written to the server or
 * peer (the pipe's publish queue was full, it waited longer than the engine's timeout for the
 * connection, the pipe closed first) or the server refused it with an error. Sending it again
 * cannot duplicate it.
 */
public final class MessageNotSentException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The key the message was published to. */
    private final String key;

    /**
     * Creates the exception.
     *
     * @param key the key the message was published to
     * @param reason why it was not sent
     * @param cause what the server or the client library reported, or null
     */
    public MessageNotSentException(String key, String reason, Throwable cause) {
        super("message to key " + key + " not sent: " + reason, cause);
        this.key = key;
    }

    /**
     * The key the message was published to.
     *
     * @return the channel or stream key
     */
    public String key() {
        return key;
    }
}
