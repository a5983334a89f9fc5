package dev.lilt.pipe.remote;

/**
 * A message encoded to more bytes than the pipe's limit (the {@code maxMessageBytes} option of
 * the pipe's builder); thrown by the publish, nothing was sent.
 */
public final class MessageTooLargeException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The encoded size, in bytes. */
    private final int size;
    /** The limit, in bytes. */
    private final int limit;

    /**
     * Creates the exception.
     *
     * @param key the key the message was published to
     * @param size the encoded size, in bytes
     * @param limit the pipe's limit, in bytes
     */
    public MessageTooLargeException(String key, int size, int limit) {
        super("message for key " + key + " encodes to " + size + " bytes, over the limit of "
                + limit + " bytes (maxMessageBytes)");
        this.size = size;
        this.limit = limit;
    }

    /**
     * The encoded size of the rejected message.
     *
     * @return bytes
     */
    public int size() {
        return size;
    }

    /**
     * The pipe's limit.
     *
     * @return bytes
     */
    public int limit() {
        return limit;
    }
}
