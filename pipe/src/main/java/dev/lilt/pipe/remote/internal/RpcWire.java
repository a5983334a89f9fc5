package dev.lilt.pipe.remote.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * The envelopes of remote requests and responses. A request: kind, correlation id, reply key,
 * then the encoded request. A response: kind, correlation id, status, then the encoded response
 * (status OK) or the remote exception's class name and message (status FAILED). Text only for
 * failures: no class is ever instantiated from the wire.
 */
final class RpcWire {
    static final byte REQUEST = 'Q';
    static final byte RESPONSE = 'R';
    static final byte OK = 0;
    static final byte FAILED = 1;
    /** Longer remote messages are cut: writeUTF's limit is 65535 bytes, and logs need no more. */
    private static final int MAX_MESSAGE_CHARS = 2_000;

    private RpcWire() {
    }

    /** A decoded request envelope. */
    record Request(long id, String replyKey, byte[] payload) {
    }

    /** A decoded response envelope; {@code payload} for OK, the two strings for FAILED. */
    record Response(long id, byte status, byte[] payload, String remoteType, String remoteMessage) {
    }

    static byte[] request(long id, String replyKey, byte[] payload) {
        return envelope(REQUEST, id, payload.length + replyKey.length() + 16, out -> {
            out.writeUTF(replyKey);
            out.write(payload);
        });
    }

    static byte[] ok(long id, byte[] payload) {
        return envelope(RESPONSE, id, payload.length + 10, out -> {
            out.writeByte(OK);
            out.write(payload);
        });
    }

    static byte[] failed(long id, String remoteType, String remoteMessage) {
        return envelope(RESPONSE, id, 64, out -> {
            out.writeByte(FAILED);
            out.writeUTF(remoteType);
            out.writeBoolean(remoteMessage != null);
            if (remoteMessage != null) {
                out.writeUTF(remoteMessage.length() > MAX_MESSAGE_CHARS
                        ? remoteMessage.substring(0, MAX_MESSAGE_CHARS) + "..." : remoteMessage);
            }
        });
    }

    /** What an envelope holds after its kind and correlation id. */
    private interface Body {
        void write(DataOutputStream out) throws IOException;
    }

    /** An envelope: {@code kind}, {@code id}, then {@code body}; {@code size} is the buffer's first size. */
    private static byte[] envelope(byte kind, long id, int size, Body body) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(size);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(kind);
            out.writeLong(id);
            body.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** @throws IllegalArgumentException if the bytes are not a request envelope */
    static Request readRequest(byte[] envelope) {
        return read(envelope, REQUEST, "request", (id, in) -> new Request(id, in.readUTF(), rest(envelope, in)));
    }

    /** @throws IllegalArgumentException if the bytes are not a response envelope */
    static Response readResponse(byte[] envelope) {
        return read(envelope, RESPONSE, "response", (id, in) -> {
            byte status = in.readByte();
            if (status == OK) {
                return new Response(id, OK, rest(envelope, in), null, null);
            }
            if (status != FAILED) {
                throw new IllegalArgumentException("unknown remote response status " + status);
            }
            String remoteType = in.readUTF();
            String remoteMessage = in.readBoolean() ? in.readUTF() : null;
            return new Response(id, FAILED, null, remoteType, remoteMessage);
        });
    }

    /** Reads what an envelope holds after its kind and correlation id. */
    private interface Reader<E> {
        E read(long id, DataInputStream in) throws IOException;
    }

    /**
     * Reads an envelope of {@code kind} ({@code what} in the messages).
     *
     * @throws IllegalArgumentException if the bytes are not such an envelope
     */
    private static <E> E read(byte[] envelope, byte kind, String what, Reader<E> body) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(envelope))) {
            if (in.readByte() != kind) {
                throw new IllegalArgumentException("not a remote " + what + " envelope");
            }
            return body.read(in.readLong(), in);
        } catch (IOException e) {
            throw new IllegalArgumentException("truncated remote " + what + " envelope", e);
        }
    }

    /** The bytes of {@code envelope} that {@code in} has not read yet: the encoded payload. */
    private static byte[] rest(byte[] envelope, DataInputStream in) throws IOException {
        return Arrays.copyOfRange(envelope, envelope.length - in.available(), envelope.length);
    }
}
