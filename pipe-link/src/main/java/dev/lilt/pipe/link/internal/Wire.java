package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.link.LinkProtocolException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The link's wire format: the hello each side sends first, and the frames after it.
 *
 * <pre>
 * hello  := 'L' 'I' 'L' 'K'  version:u8  role:u8 ('H' listener, 'C' connector)  maxMessageBytes:i32
 * frame  := length:i32 (bytes after this field, 1..limit)  type:u8  body
 * body   := SUBSCRIBE / UNSUBSCRIBE   kind:u8 ('K' key, 'P' pattern)  name:str
 *         | PUBLISH / MESSAGE         key:str  payload (the rest of the frame)
 *         | ACK                       receivers:i64
 * str    := length:u16  UTF-8 bytes
 * </pre>
 *
 * All integers are big-endian. A connector sends SUBSCRIBE, UNSUBSCRIBE and PUBLISH; the listener
 * answers each with one ACK, in order, and sends MESSAGE for every message routed to the
 * connector.
 */
final class Wire {
    /*
     * Design note.
     *
     * One length-prefixed frame per message: the reader knows the size before it reads the body,
     * so a frame over the limit is refused without buffering it, and a garbage stream is caught at
     * its first length or type byte. ACKs carry no id: both directions of a connection keep order,
     * so the n-th ACK answers the n-th acknowledged frame the connector wrote, and the connector
     * keeps its waiting calls in a FIFO instead of a map.
     *
     * The hello is not framed: a peer that speaks another protocol (an HTTP client, a stray
     * process) fails at the magic before anything is parsed, and a future version fails at the
     * version byte with a message naming both versions.
     */

    static final byte[] MAGIC = {'L', 'I', 'L', 'K'};
    static final byte VERSION = 1;
    static final byte ROLE_LISTENER = 'H';
    static final byte ROLE_CONNECTOR = 'C';
    static final int HELLO_BYTES = MAGIC.length + 2 + Integer.BYTES;

    static final byte SUBSCRIBE = 'S';
    static final byte UNSUBSCRIBE = 'U';
    static final byte PUBLISH = 'P';
    static final byte MESSAGE = 'M';
    static final byte ACK = 'A';

    static final byte KEY = 'K';
    static final byte PATTERN = 'P';

    /** Longest key or pattern in UTF-8 bytes: its length is an unsigned 16-bit field. */
    static final int MAX_NAME_BYTES = 0xFFFF;
    /** Bytes of a message frame besides its payload, its key excluded: type, key length. */
    private static final int MESSAGE_OVERHEAD = 1 + 2;

    private Wire() {
    }

    /** The hello this side sends. */
    static ByteBuffer hello(byte role, int maxMessageBytes) {
        ByteBuffer hello = ByteBuffer.allocate(HELLO_BYTES);
        hello.put(MAGIC).put(VERSION).put(role).putInt(maxMessageBytes);
        return hello.flip();
    }

    /**
     * Checks a peer's hello and returns its message limit.
     *
     * @throws LinkProtocolException if it is not a link peer of this version in the expected role
     */
    static int checkHello(ByteBuffer hello, byte expectedRole, String peer) {
        for (byte b : MAGIC) {
            if (hello.get() != b) {
                throw new LinkProtocolException(peer, "not a lilt-pipe-link peer (wrong magic in the hello)");
            }
        }
        byte version = hello.get();
        if (version != VERSION) {
            throw new LinkProtocolException(peer, "speaks link protocol version " + version + ", this side speaks "
                    + VERSION);
        }
        byte role = hello.get();
        if (role != expectedRole) {
            throw new LinkProtocolException(peer, "peer's role is '" + (char) role + "', expected '"
                    + (char) expectedRole + "' (a listener only accepts connectors)");
        }
        int limit = hello.getInt();
        if (limit <= 0) {
            throw new LinkProtocolException(peer, "peer's message limit must be > 0: " + limit);
        }
        return limit;
    }

    /** The largest frame a message of {@code maxMessageBytes} may need (the length field excluded). */
    static int frameLimit(int maxMessageBytes) {
        return (int) Math.min(Integer.MAX_VALUE - 8, (long) maxMessageBytes + MAX_NAME_BYTES + MESSAGE_OVERHEAD);
    }

    /** UTF-8 bytes of a key or pattern; checks the wire's length limit. */
    static byte[] name(String name) {
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > MAX_NAME_BYTES) {
            throw new IllegalArgumentException("key or pattern must be at most " + MAX_NAME_BYTES
                    + " UTF-8 bytes: " + bytes.length);
        }
        return bytes;
    }

    /** A SUBSCRIBE or UNSUBSCRIBE frame. */
    static byte[] interest(byte type, boolean pattern, byte[] name) {
        ByteBuffer frame = ByteBuffer.allocate(4 + 1 + 1 + 2 + name.length);
        frame.putInt(frame.capacity() - 4).put(type).put(pattern ? PATTERN : KEY).putShort((short) name.length)
                .put(name);
        return frame.array();
    }

    /** A PUBLISH or MESSAGE frame. */
    static byte[] message(byte type, byte[] key, byte[] payload) {
        ByteBuffer frame = ByteBuffer.allocate(4 + MESSAGE_OVERHEAD + key.length + payload.length);
        frame.putInt(frame.capacity() - 4).put(type).putShort((short) key.length).put(key).put(payload);
        return frame.array();
    }

    /** An ACK frame. */
    static byte[] ack(long receivers) {
        ByteBuffer frame = ByteBuffer.allocate(4 + 1 + Long.BYTES);
        frame.putInt(frame.capacity() - 4).put(ACK).putLong(receivers);
        return frame.array();
    }

    /** Reads a str field. */
    static String readName(ByteBuffer body, String peer) {
        if (body.remaining() < 2) {
            throw new LinkProtocolException(peer, "frame ends inside a name's length");
        }
        int length = Short.toUnsignedInt(body.getShort());
        if (body.remaining() < length) {
            throw new LinkProtocolException(peer, "name of " + length + " bytes runs past its frame");
        }
        String name = new String(body.array(), body.arrayOffset() + body.position(), length, StandardCharsets.UTF_8);
        body.position(body.position() + length);
        return name;
    }

    /** The rest of a frame's body. */
    static byte[] rest(ByteBuffer body) {
        byte[] bytes = new byte[body.remaining()];
        body.get(bytes);
        return bytes;
    }
}
