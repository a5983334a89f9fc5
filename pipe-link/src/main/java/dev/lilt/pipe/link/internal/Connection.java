package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.link.LinkProtocolException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One open link connection: the socket, its reader thread (the hello, then frames handed to the
 * {@link Handler}) and its writer thread (the {@link Outbound} queue). Closing is idempotent and
 * reported to the handler once.
 */
final class Connection {
    /*
     * Design note.
     *
     * Lifecycle: start() queues this side's hello and starts both threads; the reader reads the
     * peer's hello, checks it (Wire.checkHello), calls Handler#opened, then loops over frames.
     * A watchdog on the node's timer closes the connection if the hello has not arrived within the
     * handshake timeout, so a silent peer never holds a thread. Any failure (end of stream, I/O
     * error, protocol error, a handler's own exception) goes through close(cause), which closes
     * the socket (unblocking the other thread), stops the writer and calls Handler#closed once.
     */

    /** What a node does with a connection's events; called on the connection's reader thread. */
    interface Handler {
        /** The peer's hello was valid: its message limit. */
        void opened(Connection connection, int peerMaxMessageBytes);

        /** One frame: its type and body (valid until this returns). */
        void frame(Connection connection, byte type, ByteBuffer body);

        /** The connection closed; {@code cause} says why (null when this side closed it). */
        void closed(Connection connection, Throwable cause);
    }

    private final SocketChannel channel;
    private final String peer;
    private final byte peerRole;
    private final Handler handler;
    private final Outbound outbound;
    private final FrameReader reader;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile boolean open;
    private volatile int peerMaxMessageBytes;

    Connection(SocketChannel channel, String peer, byte peerRole, int frameLimit, int queueCapacity,
            Handler handler) {
        this.channel = channel;
        this.peer = peer;
        this.peerRole = peerRole;
        this.handler = handler;
        this.outbound = new Outbound(queueCapacity);
        this.reader = new FrameReader(channel, peer, frameLimit);
    }

    /** Sends the hello and starts the threads; closes the connection if no hello arrives in time. */
    void start(byte role, int maxMessageBytes, String threadName, ScheduledExecutorService timer,
            long handshakeTimeoutNanos) {
        ByteBuffer hello = Wire.hello(role, maxMessageBytes);
        outbound.offer(hello.array());
        ScheduledFuture<?> watchdog = timer.schedule(() -> {
            if (!open) {
                close(new LinkProtocolException(peer, "no hello within "
                        + TimeUnit.NANOSECONDS.toMillis(handshakeTimeoutNanos) + " ms"));
            }
        }, handshakeTimeoutNanos, TimeUnit.NANOSECONDS);
        Thread readerThread = new Thread(() -> read(watchdog), threadName + "-reader");
        Thread writerThread = new Thread(this::write, threadName + "-writer");
        readerThread.setDaemon(true);
        writerThread.setDaemon(true);
        writerThread.start();
        readerThread.start();
    }

    private void read(ScheduledFuture<?> watchdog) {
        try {
            ByteBuffer hello = ByteBuffer.allocate(Wire.HELLO_BYTES);
            FrameReader.readFully(channel, hello);
            peerMaxMessageBytes = Wire.checkHello(hello.flip(), peerRole, peer);
            watchdog.cancel(false);
            open = true;
            handler.opened(this, peerMaxMessageBytes);
            while (!closed.get()) {
                ByteBuffer frame = reader.next();
                handler.frame(this, frame.get(), frame);
            }
        } catch (IOException | RuntimeException e) {
            close(e);
        }
    }

    private void write() {
        try {
            outbound.run(channel);
        } catch (IOException | RuntimeException e) {
            close(e);
        }
    }

    /**
     * Queues a frame for writing.
     *
     * @return its sequence number on this connection, or -1 if the queue is full or closed
     */
    long send(byte[] frame) {
        return outbound.offer(frame);
    }

    /**
     * Queues a frame, waiting for room if the queue is full; only this connection's reader thread
     * calls it, to answer its peer.
     *
     * @return its sequence number, or -1 if the connection closed
     */
    long answer(byte[] frame) {
        return outbound.offerWaiting(frame);
    }

    /** The sequence number of the last frame the socket took whole (the hello is number 1). */
    long written() {
        return outbound.written();
    }

    /** The peer's message limit from its hello (0 before the hello). */
    int peerMaxMessageBytes() {
        return peerMaxMessageBytes;
    }

    /** The peer's address as text. */
    String peer() {
        return peer;
    }

    /** True once the peer's hello arrived, until the connection closes. */
    boolean isOpen() {
        return open && !closed.get();
    }

    /** Closes the socket and stops both threads; the handler hears of it once. */
    void close(Throwable cause) {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        open = false;
        outbound.close();
        try {
            channel.close();
        } catch (IOException e) {
            // closing a socket that already failed: nothing left to release
        }
        handler.closed(this, cause);
    }

    @Override
    public String toString() {
        return "link connection to " + peer;
    }
}
