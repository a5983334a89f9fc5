package dev.lilt.pipe.redis;

/**
 * A publish whose message may or may not have been delivered: it was written to Redis, and the
 * connection dropped or the command timeout passed before Redis answered. In
 * {@link DeliveryMode#PUB_SUB} sending it again may deliver it twice. In
 * {@link DeliveryMode#STREAMS} the pipe has already sent it again with the same producer id and
 * sequence until the command timeout, and Lilt consumers drop a copy they have seen; this
 * exception means no attempt was answered in time.
 */
public final class MessageOutcomeUnknownException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The key the message was published to. */
    private final String key;

    /**
     * Creates the exception.
     *
     * @param key the key the message was published to
     * @param cause what Lettuce reported (a timeout, a lost connection)
     */
    public MessageOutcomeUnknownException(String key, Throwable cause) {
        super("message to key " + key + " may or may not have been delivered: "
                + (cause == null ? "no answer" : cause.getClass().getName()
                        + (cause.getMessage() == null ? "" : ": " + cause.getMessage())), cause);
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
