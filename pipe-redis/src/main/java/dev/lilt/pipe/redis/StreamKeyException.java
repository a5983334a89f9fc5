package dev.lilt.pipe.redis;

/**
 * Streams mode: one subscribed key cannot be read (it holds another type than a stream, or Redis
 * refuses the read). Given to the pipe's error handler with the key as the message, once per
 * outage of that key. The pipe keeps reading its other keys and tries this one again
 * periodically (recreating its consumer group where the key is free or a stream again).
 */
public final class StreamKeyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The key that cannot be read. */
    private final String key;

    /**
     * Creates the exception.
     *
     * @param key the stream key
     * @param cause what Redis answered
     */
    public StreamKeyException(String key, Throwable cause) {
        super("stream key " + key + " cannot be read, retried periodically: "
                + (cause.getMessage() == null ? cause.getClass().getName() : cause.getMessage()), cause);
        this.key = key;
    }

    /**
     * The key that cannot be read.
     *
     * @return the stream key
     */
    public String key() {
        return key;
    }
}
