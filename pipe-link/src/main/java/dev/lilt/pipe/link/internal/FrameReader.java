package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.link.LinkProtocolException;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;

/**
 * Reads the frames of one connection from a blocking channel, refusing a frame longer than the
 * limit before reading its body. One reader thread per connection calls it.
 */
final class FrameReader {
    /*
     * Design note.
     *
     * Buffers: the 4-byte length goes into its own buffer, the body into a reused buffer of up to
     * REUSED_BYTES; a larger frame gets its own array (rare, and it would pin memory if kept).
     * Bodies are handed out as views of that buffer, valid until the next read: the frame's
     * handler copies what it keeps (a message's payload) before asking for the next frame.
     */

    private static final int REUSED_BYTES = 64 * 1024;

    private final ReadableByteChannel channel;
    private final String peer;
    private final int limit;
    private final ByteBuffer length = ByteBuffer.allocate(Integer.BYTES);
    private ByteBuffer reused = ByteBuffer.allocate(1024);

    FrameReader(ReadableByteChannel channel, String peer, int limit) {
        this.channel = channel;
        this.peer = peer;
        this.limit = limit;
    }

    /**
     * Reads exactly {@code buffer.remaining()} bytes.
     *
     * @throws EOFException if the peer closed the connection first
     */
    static void readFully(ReadableByteChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new EOFException("connection closed by the peer");
            }
        }
    }

    /**
     * Reads the next frame: its type byte first, then the body, positioned at 0.
     *
     * @return the frame, valid until the next call
     * @throws EOFException if the peer closed the connection
     * @throws LinkProtocolException if the length is out of range
     */
    ByteBuffer next() throws IOException {
        length.clear();
        readFully(channel, length);
        int size = length.flip().getInt();
        if (size <= 0 || size > limit) {
            throw new LinkProtocolException(peer, "frame length " + size + " is outside 1.." + limit);
        }
        ByteBuffer body;
        if (size <= REUSED_BYTES) {
            if (reused.capacity() < size) {
                reused = ByteBuffer.allocate(Math.min(REUSED_BYTES, Math.max(size, reused.capacity() * 2)));
            }
            body = reused;
            body.clear().limit(size);
        } else {
            body = ByteBuffer.allocate(size);
        }
        readFully(channel, body);
        return body.flip();
    }
}
