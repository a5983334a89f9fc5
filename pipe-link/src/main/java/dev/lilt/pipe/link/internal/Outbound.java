package dev.lilt.pipe.link.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayDeque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The bounded queue of encoded frames one connection still has to write, and the loop its writer
 * thread runs. Any thread may offer; offering never waits.
 */
final class Outbound {
    /*
     * Design note.
     *
     * Batching: the writer takes everything queued (up to BATCH_BYTES) into one direct buffer and
     * writes it with one call, so under a burst the cost of a system call is shared by many frames
     * and a lone frame still goes out at once (a batch ends when the queue is empty). A frame
     * larger than the buffer is written from its own array.
     *
     * Sequence numbers: offer returns the frame's number (1, 2, ...), and written() the number of
     * the last frame the socket took whole, so that when the connection breaks a caller waiting
     * for an answer can tell a frame that never left from one that may have arrived.
     *
     * Threading: one lock guards the queue, the counters and the closed flag; offers and the
     * writer's take meet only there. The writer never holds the lock while it writes. offer never
     * waits; offerWaiting (the listener's acknowledgements) waits for room.
     */

    private static final int BATCH_BYTES = 64 * 1024;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition notEmpty = lock.newCondition();
    private final Condition notFull = lock.newCondition();
    private final ArrayDeque<byte[]> frames = new ArrayDeque<>();
    private final int capacity;
    private long offered;
    private volatile long written;
    private boolean closed;

    Outbound(int capacity) {
        this.capacity = capacity;
    }

    /**
     * Queues a frame.
     *
     * @return its sequence number, or -1 if the queue is full or closed
     */
    long offer(byte[] frame) {
        lock.lock();
        try {
            if (closed || frames.size() >= capacity) {
                return -1;
            }
            frames.addLast(frame);
            notEmpty.signal();
            return ++offered;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Queues a frame, waiting while the queue is full: for a connection's reader thread answering
     * its own peer, so that a writer that cannot keep up slows the reading of that one connection
     * (back-pressure through the socket) instead of dropping it.
     *
     * @return its sequence number, or -1 if the queue closed
     */
    long offerWaiting(byte[] frame) {
        lock.lock();
        try {
            while (!closed && frames.size() >= capacity) {
                notFull.awaitUninterruptibly();
            }
            if (closed) {
                return -1;
            }
            frames.addLast(frame);
            notEmpty.signal();
            return ++offered;
        } finally {
            lock.unlock();
        }
    }

    /** The sequence number of the last frame written whole. */
    long written() {
        return written;
    }

    /** Stops the writer; frames still queued are dropped. */
    void close() {
        lock.lock();
        try {
            closed = true;
            frames.clear();
            notEmpty.signalAll();
            notFull.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Writes frames until {@link #close()}.
     *
     * @throws IOException when the channel fails
     */
    void run(WritableByteChannel channel) throws IOException {
        ByteBuffer batch = ByteBuffer.allocateDirect(BATCH_BYTES);
        ArrayDeque<byte[]> taken = new ArrayDeque<>();
        while (take(taken)) {
            long count = taken.size();
            batch.clear();
            for (byte[] frame : taken) {
                if (frame.length > batch.remaining()) {
                    flush(channel, batch);
                    if (frame.length > batch.capacity()) {
                        ByteBuffer alone = ByteBuffer.wrap(frame);
                        while (alone.hasRemaining()) {
                            channel.write(alone);
                        }
                        continue;
                    }
                }
                batch.put(frame);
            }
            flush(channel, batch);
            taken.clear();
            written += count;
        }
    }

    private static void flush(WritableByteChannel channel, ByteBuffer batch) throws IOException {
        batch.flip();
        while (batch.hasRemaining()) {
            channel.write(batch);
        }
        batch.clear();
    }

    /** Waits for frames and moves up to a batch of them into {@code into}; false once closed. */
    private boolean take(ArrayDeque<byte[]> into) {
        lock.lock();
        try {
            while (frames.isEmpty() && !closed) {
                notEmpty.awaitUninterruptibly();
            }
            if (closed) {
                return false;
            }
            int bytes = 0;
            do {
                byte[] frame = frames.pollFirst();
                into.addLast(frame);
                bytes += frame.length;
            } while (!frames.isEmpty() && bytes + frames.peekFirst().length <= BATCH_BYTES);
            notFull.signalAll();
            return true;
        } finally {
            lock.unlock();
        }
    }
}
