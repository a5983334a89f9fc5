package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.remote.MessageCodec;
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
}
