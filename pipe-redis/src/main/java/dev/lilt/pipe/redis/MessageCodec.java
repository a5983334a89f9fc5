package dev.lilt.pipe.redis;

import dev.lilt.pipe.redis.internal.Codecs;
import java.util.Objects;

/**
 * Turns messages into bytes for the wire and back. Never Java serialization: decoding bytes from
 * the network into arbitrary classes is a well-known attack surface.
 *
 * <p>Implementations must be thread-safe: a pipe encodes on publishing threads and decodes on its
 * delivery thread. {@link #decode} may throw on bad input; the pipe reports that to its error
 * handler as a {@link MessageDecodeException} and goes on.
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

    /**
     * JSON through Jackson 2 ({@code com.fasterxml.jackson.core:jackson-databind}), an optional
     * dependency of this module: add it to your build to use this codec. Records and plain beans
     * work; unknown properties are rejected, and default typing is off (no class names on the
     * wire).
     *
     * @param <T> the message type
     * @param type the class messages decode to
     * @return a JSON codec for {@code type}
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if Jackson is not on the class or module path
     */
    static <T> MessageCodec<T> json(Class<T> type) {
        Objects.requireNonNull(type, "type == null");
        return Codecs.json(type);
    }
}
