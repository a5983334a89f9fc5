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
     * Buffering: the channel is read into one buffer of BUFFER_BYTES, as much as the socket
     * holds, and frames are cut from it; under a burst one read brings many frames, so a frame
     * costs a fraction of a system call instead of two (its length, then its body). The channel
     * is read only when the buffer lacks the bytes of the next length or body, so a frame that
     * arrived whole is handed out without waiting for more. A frame larger than the buffer gets
     * an array of its own (rare, and it would pin memory if kept).
     *
     * Bodies are handed out as views of the buffer, valid until the next call: the frame's
     * handler copies what it keeps (a message's payload) before asking for the next frame.
     */

    private static final int BUFFER_BYTES = 64 * 1024;

    private final ReadableByteChannel channel;
    private final String peer;
    private final int limit;
    /** Read mode: the bytes between position and limit are received and not yet handed out. */
    private final ByteBuffer in = ByteBuffer.allocate(BUFFER_BYTES).flip();

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
        fill(Integer.BYTES);
        int size = in.getInt();
        if (size <= 0 || size > limit) {
            throw new LinkProtocolException(peer, "frame length " + size + " is outside 1.." + limit);
        }
        if (size > in.capacity()) {
            ByteBuffer alone = ByteBuffer.allocate(size);
            alone.put(in);
            readFully(channel, alone);
            return alone.flip();
        }
        fill(size);
        ByteBuffer frame = in.slice().limit(size);
        in.position(in.position() + size);
        return frame;
    }

    /** Makes at least {@code bytes} (at most the buffer's size) readable, reading only if needed. */
    private void fill(int bytes) throws IOException {
        if (in.remaining() >= bytes) {
            return;
        }
        in.compact();
        try {
            while (in.position() < bytes) {
                if (channel.read(in) < 0) {
                    throw new EOFException("connection closed by the peer");
                }
            }
        } finally {
            in.flip();
        }
    }
}
