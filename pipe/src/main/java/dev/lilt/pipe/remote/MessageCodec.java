package dev.lilt.pipe.remote;

import dev.lilt.pipe.remote.internal.Codecs;

/**
 * Turns messages into bytes for the wire and back. Never Java serialization: decoding bytes from
 * the network into arbitrary classes is a well-known attack surface.
 *
 * <p>Implementations must be thread-safe: a pipe encodes on publishing threads and decodes on its
 * delivery thread. {@link #decode} may throw on bad input; the pipe reports that to its error
 * handler as a {@link MessageDecodeException} and goes on.
 *
 * <p>lilt-pipe has no runtime dependency, so the codecs here need none: {@link #string()} and
 * {@link #bytes()}. Engine modules may offer more (lilt-pipe-redis has a Jackson JSON codec,
 * {@code dev.lilt.pipe.redis.JsonCodec}); any implementation of these two methods works on
 * every engine.
 *
 * @param <T> the message type
 */
public interface MessageCodec<T> {
    /**
     * Encodes a message.
     *
     * @param message the message, never null
     * @return its bytes (the pipe does not modify or keep the array after publishing)
     */
    byte[] encode(T message);

    /**
     * Decodes a message.
     *
     * @param bytes the bytes as published (do not modify)
     * @return the message, never null
     * @throws RuntimeException if the bytes are not a valid encoding
     */
    T decode(byte[] bytes);

    /**
     * UTF-8 strings. Malformed UTF-8 is rejected on decode (not replaced).
     *
     * @return the string codec (a stateless singleton)
     */
    static MessageCodec<String> string() {
        return Codecs.STRING;
    }

    /**
     * Raw bytes, passed through. Each received message is a fresh array (shared by the local handlers
     * that receive it).
     *
     * @return the byte-array codec (a stateless singleton)
     */
    static MessageCodec<byte[]> bytes() {
        return Codecs.BYTES;
    }

}
