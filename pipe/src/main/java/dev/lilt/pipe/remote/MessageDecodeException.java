package dev.lilt.pipe.remote;

/**
 * A message arrived that its subscriber's {@link MessageCodec} could not decode. Given to the
 * pipe's error handler (with the raw bytes as the message); the subscription keeps working.
 */
public final class MessageDecodeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The key the message arrived on. */
    private final String key;
    /** The size of the undecodable message, in bytes. */
    private final int rawSize;

    /**
     * Creates the exception.
     *
     * @param key the key the message arrived on
     * @param rawSize the size of the undecodable message, in bytes
     * @param cause what the codec threw
     */
    public MessageDecodeException(String key, int rawSize, Throwable cause) {
        super("cannot decode a " + rawSize + "-byte message on key " + key + ": "
                + cause.getClass().getName()
                + (cause.getMessage() == null ? "" : ": " + cause.getMessage()), cause);
        this.key = key;
        this.rawSize = rawSize;
    }

    /**
     * The key the message arrived on.
     *
     * @return the key, as published
     */
    public String key() {
        return key;
    }

    /**
     * The size of the message that failed to decode.
     *
     * @return its size in bytes
     */
    public int rawSize() {
        return rawSize;
    }
}
