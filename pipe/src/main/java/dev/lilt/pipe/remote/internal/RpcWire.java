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
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(payload.length + replyKey.length() + 16);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(REQUEST);
            out.writeLong(id);
            out.writeUTF(replyKey);
            out.write(payload);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    static byte[] ok(long id, byte[] payload) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(payload.length + 10);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(RESPONSE);
            out.writeLong(id);
            out.writeByte(OK);
            out.write(payload);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    static byte[] failed(long id, String remoteType, String remoteMessage) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(RESPONSE);
            out.writeLong(id);
            out.writeByte(FAILED);
            out.writeUTF(remoteType);
            out.writeBoolean(remoteMessage != null);
            if (remoteMessage != null) {
                out.writeUTF(remoteMessage.length() > MAX_MESSAGE_CHARS
                        ? remoteMessage.substring(0, MAX_MESSAGE_CHARS) + "..." : remoteMessage);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** @throws IllegalArgumentException if the bytes are not a request envelope */
    static Request readRequest(byte[] envelope) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(envelope))) {
            if (in.readByte() != REQUEST) {
                throw new IllegalArgumentException("not a remote request envelope");
            }
            long id = in.readLong();
            String replyKey = in.readUTF();
            int start = envelope.length - in.available();
            return new Request(id, replyKey, Arrays.copyOfRange(envelope, start, envelope.length));
        } catch (IOException e) {
            throw new IllegalArgumentException("truncated remote request envelope", e);
        }
    }

    /** @throws IllegalArgumentException if the bytes are not a response envelope */
    static Response readResponse(byte[] envelope) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(envelope))) {
            if (in.readByte() != RESPONSE) {
                throw new IllegalArgumentException("not a remote response envelope");
            }
            long id = in.readLong();
            byte status = in.readByte();
            if (status == OK) {
                int start = envelope.length - in.available();
                return new Response(id, OK, Arrays.copyOfRange(envelope, start, envelope.length), null, null);
            }
            if (status != FAILED) {
                throw new IllegalArgumentException("unknown remote response status " + status);
            }
            String remoteType = in.readUTF();
            String remoteMessage = in.readBoolean() ? in.readUTF() : null;
            return new Response(id, FAILED, null, remoteType, remoteMessage);
        } catch (IOException e) {
            throw new IllegalArgumentException("truncated remote response envelope", e);
        }
    }
}
