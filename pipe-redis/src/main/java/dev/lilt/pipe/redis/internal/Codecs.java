package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.redis.MessageCodec;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** The built-in codecs. */
public final class Codecs {
    /** UTF-8 strings; malformed input is an error, not a replacement character. */
    public static final MessageCodec<String> STRING = new MessageCodec<>() {
        @Override
        public byte[] encode(String message) {
            return message.getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public String decode(byte[] bytes) {
            try {
                return StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                throw new IllegalArgumentException("not UTF-8: " + e.getMessage(), e);
            }
        }

        @Override
        public String toString() {
            return "MessageCodec.string()";
        }
    };

    /** Bytes passed through. */
    public static final MessageCodec<byte[]> BYTES = new MessageCodec<>() {
        @Override
        public byte[] encode(byte[] message) {
            return message;
        }

        @Override
        public byte[] decode(byte[] bytes) {
            return bytes;
        }

        @Override
        public String toString() {
            return "MessageCodec.bytes()";
        }
    };

    private Codecs() {
    }

    /**
     * A Jackson codec, loaded only here so that Jackson stays optional.
     *
     * @param <T> the message type
     * @param type the message class
     * @return the codec
     */
    public static <T> MessageCodec<T> json(Class<T> type) {
        try {
            Class.forName("com.fasterxml.jackson.databind.ObjectMapper", false, Codecs.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException("MessageCodec.json needs com.fasterxml.jackson.core:"
                    + "jackson-databind (2.x) on the class or module path", e);
        }
        return new JacksonCodec<>(type);
    }
}
