package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.link.LinkProtocolException;
import dev.lilt.pipe.remote.spi.Topic;
import java.io.IOException;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The connecting end of the link: one connection to the listener, dialled again with backoff
 * when it drops, its topics re-sent on each new connection.
 */
final class Dialer implements Node, Connection.Handler {
    /*
     * Design note.
     *
     * Acknowledgements: every SUBSCRIBE, UNSUBSCRIBE and PUBLISH this side writes is answered by
     * one ACK, in order (Wire). Each such frame is queued on the connection and its Waiting entry
     * appended to `waiting` under one lock, so the FIFO's order is the wire's order and the head
     * always belongs to the next ACK. A PUBLISH's entry completes its future with the receiver
     * count; a SUBSCRIBE's completes the topic's ready future.
     *
     * When the connection drops, each waiting publish fails: not sent when its frame was still
     * queued (its sequence number is past what the socket took), outcome unknown when it was
     * written. Ready futures of topics stay pending and complete after the next connection
     * re-sends the topics. A publish while no connection is up fails at once (at most once: the
     * link keeps no backlog to replay into a new connection).
     *
     * Reconnecting runs on the node's timer thread: one attempt at a time, the delay doubling
     * from reconnectMin up to reconnectMax, reset after a connection whose hello arrived.
     *
     * Threading: `lock` guards the connection field, the FIFO, the topics' ready futures and the
     * closed flag; connection threads and callers meet there. Frames are handled on the
     * connection's reader thread; deliveries go to the pipe's delivery thread (NodeEvents).
     */

    /** A frame waiting for its ACK. */
    private static final class Waiting {
        final long sequence;
        final String key;
        final CompletableFuture<Long> published;
        final CompletableFuture<Void> ready;

        Waiting(long sequence, String key, CompletableFuture<Long> published, CompletableFuture<Void> ready) {
            this.sequence = sequence;
            this.key = key;
            this.published = published;
            this.ready = ready;
        }
    }

    private final NodeOptions options;
    private final NodeEvents events;
    private final ScheduledThreadPoolExecutor timer;
    private final String name;
    private final String listener;
    private final TopicSet topics;
    private final Object lock = new Object();
    private final ArrayDeque<Waiting> waiting = new ArrayDeque<>();
    private final Map<Topic, CompletableFuture<Void>> ready = new HashMap<>();
    private Connection connection;
    private final CompletableFuture<Connection> firstHello = new CompletableFuture<>();
    private long delayNanos;
    private long dials;
    private boolean closed;

    Dialer(NodeOptions options, NodeEvents events, ScheduledThreadPoolExecutor timer, String name) {
        this.options = options;
        this.events = events;
        this.timer = timer;
        this.name = name;
        this.listener = Endpoints.name(options.address());
        this.topics = new TopicSet(options.matcher());
        this.delayNanos = options.reconnectMin().toNanos();
    }

    /**
     * Dials the listener and waits for its hello.
     *
     * @throws IllegalStateException naming the address and the reason when it cannot
     */
    void connectFirst() {
        try {
            dial();
            firstHello.get(options.handshakeTimeout().toNanos(), TimeUnit.NANOSECONDS);
        } catch (IOException e) {
            throw new IllegalStateException("cannot connect to the link listener at " + listener + ": " + e, e);
        } catch (TimeoutException e) {
            throw new IllegalStateException("cannot connect to the link listener at " + listener
                    + ": no hello within " + options.handshakeTimeout().toMillis() + " ms", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("cannot connect to the link listener at " + listener + ": "
                    + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while connecting to the link listener at " + listener, e);
        }
    }

    private void dial() throws IOException {
        SocketChannel channel = Endpoints.connect(options.address());
        Connection fresh;
        synchronized (lock) {
            if (closed) {
                channel.close();
                return;
            }
            dials++;
            fresh = new Connection(channel, listener, Wire.ROLE_LISTENER, Wire.frameLimit(options.maxMessageBytes()),
                    options.maxQueuedFrames(), this);
            connection = fresh;
        }
        try {
            fresh.start(Wire.ROLE_CONNECTOR, options.maxMessageBytes(), "lilt-link-" + name + "-" + dials, timer,
                    options.handshakeTimeout().toNanos());
        } catch (RejectedExecutionException closing) {
            fresh.close(null);
        }
    }

    @Override
    public void opened(Connection opened, int peerMaxMessageBytes) {
        synchronized (lock) {
            if (opened != connection) {
                return;
            }
            delayNanos = options.reconnectMin().toNanos();
            topics.forEach(topic -> subscribeLocked(opened, topic));
        }
        firstHello.complete(opened);
        events.linkUp(true);
    }

    /** Writes a SUBSCRIBE for {@code topic}; its ACK completes the topic's ready future. */
    private void subscribeLocked(Connection on, Topic topic) {
        long sequence = on.send(Wire.interest(Wire.SUBSCRIBE, topic.pattern(), Wire.name(topic.name())));
        if (sequence < 0) {
            on.close(new IOException("link queue of " + options.maxQueuedFrames() + " frames full"));
            return;
        }
        waiting.addLast(new Waiting(sequence, topic.name(), null, ready.get(topic)));
    }

    @Override
    public void frame(Connection on, byte type, ByteBuffer body) {
        switch (type) {
            case Wire.ACK:
                if (body.remaining() != Long.BYTES) {
                    throw new LinkProtocolException(on.peer(), "acknowledgement of " + body.remaining()
                            + " bytes, expected " + Long.BYTES);
                }
                long receivers = body.getLong();
                Waiting head;
                synchronized (lock) {
                    head = waiting.pollFirst();
                }
                if (head == null) {
                    throw new LinkProtocolException(on.peer(), "acknowledgement of nothing sent");
                }
                if (head.published != null) {
                    head.published.complete(receivers);
                } else if (head.ready != null) {
                    head.ready.complete(null);
                }
                break;
            case Wire.MESSAGE:
                String key = Wire.readName(body, on.peer());
                byte[] payload = Wire.rest(body);
                topics.forEachMatch(key, topic -> events.deliver(topic, key, payload));
                break;
            default:
                throw new LinkProtocolException(on.peer(), "unknown frame type 0x"
                        + Integer.toHexString(type & 0xFF) + " from the listener");
        }
    }

    @Override
    public void closed(Connection lost, Throwable cause) {
        ArrayDeque<Waiting> failed;
        boolean reconnect;
        synchronized (lock) {
            if (lost != connection) {
                return;
            }
            connection = null;
            failed = new ArrayDeque<>(waiting);
            waiting.clear();
            reconnect = !closed;
        }
        long written = lost.written();
        String reason = closed() ? "the pipe is closed" : "the connection to " + listener + " was lost";
        for (Waiting call : failed) {
            if (call.published != null) {
                call.published.completeExceptionally(call.sequence > written
                        ? events.notSent(call.key, reason) : events.outcomeUnknown(call.key, reason));
            }
        }
        if (!firstHello.isDone()) {
            firstHello.completeExceptionally(cause != null ? cause : new IOException("connection closed"));
            return;
        }
        if (!reconnect) {
            return;
        }
        events.linkUp(false);
        if (cause instanceof LinkProtocolException) {
            events.protocolError((LinkProtocolException) cause);
        } else {
            events.notice("lost the link listener at " + listener + (cause == null ? "" : ": " + cause)
                    + "; reconnecting", null);
        }
        scheduleDial();
    }

    private boolean closed() {
        synchronized (lock) {
            return closed;
        }
    }

    private void scheduleDial() {
        long delay;
        synchronized (lock) {
            if (closed) {
                return;
            }
            delay = delayNanos;
            delayNanos = Math.min(options.reconnectMax().toNanos(), delayNanos * 2);
        }
        try {
            timer.schedule(this::redial, delay, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException closing) {
            // the pipe closed between the check above and here: its timer is gone, nothing to dial
        }
    }

    private void redial() {
        try {
            dial();
        } catch (IOException | RuntimeException e) {
            scheduleDial();
        }
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] keyBytes, byte[] payload) {
        CompletableFuture<Long> published = new CompletableFuture<>();
        synchronized (lock) {
            Connection on = connection;
            if (closed) {
                return CompletableFuture.failedFuture(events.notSent(key, "the pipe is closed"));
            }
            if (on == null || !on.isOpen()) {
                return CompletableFuture.failedFuture(events.notSent(key, "not connected to the link listener at "
                        + listener + " (reconnecting)"));
            }
            long sequence = on.send(Wire.message(Wire.PUBLISH, keyBytes, payload));
            if (sequence < 0) {
                return CompletableFuture.failedFuture(events.notSent(key, "the link's queue of "
                        + options.maxQueuedFrames() + " frames is full"));
            }
            waiting.addLast(new Waiting(sequence, key, published, null));
        }
        return published;
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        synchronized (lock) {
            CompletableFuture<Void> whenReady = new CompletableFuture<>();
            ready.put(topic, whenReady);
            topics.add(topic.name(), topic.pattern());
            Connection on = connection;
            if (on != null && on.isOpen()) {
                subscribeLocked(on, topic);
            }
            return whenReady;
        }
    }

    @Override
    public void unlisten(Topic topic) {
        synchronized (lock) {
            topics.remove(topic.name(), topic.pattern());
            ready.remove(topic);
            Connection on = connection;
            if (on != null && on.isOpen()) {
                long sequence = on.send(Wire.interest(Wire.UNSUBSCRIBE, topic.pattern(), Wire.name(topic.name())));
                if (sequence < 0) {
                    on.close(new IOException("link queue of " + options.maxQueuedFrames() + " frames full"));
                    return;
                }
                waiting.addLast(new Waiting(sequence, topic.name(), null, null));
            }
        }
    }

    @Override
    public int maxMessageBytes() {
        Connection on;
        synchronized (lock) {
            on = connection;
        }
        int peer = on == null ? 0 : on.peerMaxMessageBytes();
        return peer == 0 ? options.maxMessageBytes() : Math.min(peer, options.maxMessageBytes());
    }

    @Override
    public SocketAddress address() {
        return options.address();
    }

    /** True while the connection's hello has arrived and it has not dropped. */
    boolean isConnected() {
        synchronized (lock) {
            return connection != null && connection.isOpen();
        }
    }

    @Override
    public void close() {
        Connection open;
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            open = connection;
        }
        if (open != null) {
            open.close(null);
        }
    }
}
