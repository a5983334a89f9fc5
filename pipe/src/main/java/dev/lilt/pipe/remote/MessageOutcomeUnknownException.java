package dev.lilt.pipe.remote;

/**
 * A publish whose message may or may not have been delivered: it was written to the server or
 * peer, and the connection dropped or the engine's timeout passed before it answered. At most
 * once ({@link DeliveryGuarantee#AT_MOST_ONCE}), sending it again may deliver it twice. An
 * at-least-once engine that de-duplicates (Redis Streams: same producer id and sequence) has
 * already sent it again until its timeout, and Lilt consumers drop a copy they have seen; this
 * exception then means no attempt was answered in time.
 */
public final class MessageOutcomeUnknownException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The key the message was published to. */
    private final String key;

    /**
     * Creates the exception.
     *
     * @param key the key the message was published to
     * @param cause what the client library reported (a timeout, a lost connection), or null
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
