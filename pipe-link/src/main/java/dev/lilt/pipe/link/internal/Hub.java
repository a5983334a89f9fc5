package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.link.LinkProtocolException;
import dev.lilt.pipe.remote.spi.Topic;
import java.io.EOFException;
import java.io.IOException;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The listening end of the link: accepts connectors and routes every message, its own and theirs,
 * to each pipe listening to a matching topic.
 */
final class Hub implements Node, Connection.Handler {
    /*
     * Design note.
     *
     * Topology: a star. Connectors never talk to each other; the listener relays. A message
     * published anywhere comes here (a connector's PUBLISH, or this pipe's own send), is handed to
     * this pipe's matching local topics, and is written once as a MESSAGE frame (encoded once,
     * shared by every queue) to each connector whose TopicSet matches, the publisher itself
     * included, as a broker would. The count acknowledged is the sum of matching topics reached.
     *
     * Order: a connector's frames are routed by its reader thread one at a time, into each
     * receiver's FIFO queue, so messages from one publisher reach each receiver in publish order.
     * A receiver whose queue is full (a peer that stopped reading) is disconnected rather than
     * skipped, so a connection never has a hole in the middle: what a peer misses, it misses
     * across a broken connection, which it sees. Acknowledgements instead wait for room in the
     * connector's own queue: when this side's writer falls behind, reading from that connector
     * slows down (back-pressure through its socket, down to its publishes failing at once when its
     * own queue is full) rather than the connector being dropped.
     *
     * Threading: an accept thread, and per connection a reader and a writer thread
     * (Connection). Routing reads the peers map and each peer's TopicSet without locks.
     */

    /** A connector after its hello: its connection, topics and message limit. */
    private static final class Peer {
        final Connection connection;
        final TopicSet topics;
        final int maxMessageBytes;

        Peer(Connection connection, TopicSet topics, int maxMessageBytes) {
            this.connection = connection;
            this.topics = topics;
            this.maxMessageBytes = maxMessageBytes;
        }
    }

    private final NodeOptions options;
    private final NodeEvents events;
    private final ServerSocketChannel server;
    private final SocketAddress bound;
    private final TopicSet local;
    private final ConcurrentHashMap<Connection, Peer> peers = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Connection, Boolean> accepted = new ConcurrentHashMap<>();
    private final ScheduledThreadPoolExecutor timer;
    private final AtomicLong accepts = new AtomicLong();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final String name;

    Hub(NodeOptions options, NodeEvents events, ScheduledThreadPoolExecutor timer, String name) throws IOException {
        this.options = options;
        this.events = events;
        this.timer = timer;
        this.name = name;
        this.local = new TopicSet(options.matcher());
        this.server = Endpoints.listen(options.address());
        this.bound = Endpoints.boundAddress(server);
    }

    /** Starts accepting. */
    void start() {
        Thread acceptor = new Thread(this::accept, "lilt-link-accept-" + name);
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private void accept() {
        while (!closed.get()) {
            SocketChannel channel;
            try {
                channel = server.accept();
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                events.notice("the link listener at " + Endpoints.name(bound) + " failed to accept", e);
                continue;
            }
            long number = accepts.incrementAndGet();
            try {
                Endpoints.configure(channel);
                String peer = Endpoints.peerName(channel, bound, number);
                Connection connection = new Connection(channel, peer, Wire.ROLE_CONNECTOR,
                        Wire.frameLimit(options.maxMessageBytes()), options.maxQueuedFrames(), this);
                accepted.put(connection, Boolean.TRUE);
                if (closed.get()) {
                    connection.close(null);
                    return;
                }
                try {
                    connection.start(Wire.ROLE_LISTENER, options.maxMessageBytes(), "lilt-link-" + name + "-" + number,
                            timer, options.handshakeTimeout().toNanos());
                } catch (RejectedExecutionException closing) {
                    connection.close(null);
                    return;
                }
            } catch (IOException e) {
                events.notice("dropped a connection the link listener accepted", e);
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // already broken
                }
            }
        }
    }

    @Override
    public void opened(Connection connection, int peerMaxMessageBytes) {
        peers.put(connection, new Peer(connection, new TopicSet(options.matcher()), peerMaxMessageBytes));
    }

    @Override
    public void frame(Connection connection, byte type, ByteBuffer body) {
        Peer peer = peers.get(connection);
        if (peer == null) {
            return;
        }
        switch (type) {
            case Wire.SUBSCRIBE:
            case Wire.UNSUBSCRIBE:
                boolean pattern = readKind(body, connection);
                String topic = Wire.readName(body, connection.peer());
                if (type == Wire.SUBSCRIBE) {
                    peer.topics.add(topic, pattern);
                } else {
                    peer.topics.remove(topic, pattern);
                }
                answer(connection, 0);
                break;
            case Wire.PUBLISH:
                String key = Wire.readName(body, connection.peer());
                byte[] payload = Wire.rest(body);
                answer(connection, route(key, null, payload));
                break;
            default:
                throw new LinkProtocolException(connection.peer(), "unknown frame type 0x"
                        + Integer.toHexString(type & 0xFF) + " from a connector");
        }
    }

    private static boolean readKind(ByteBuffer body, Connection connection) {
        if (!body.hasRemaining()) {
            throw new LinkProtocolException(connection.peer(), "subscription frame without its kind");
        }
        byte kind = body.get();
        if (kind != Wire.KEY && kind != Wire.PATTERN) {
            throw new LinkProtocolException(connection.peer(), "unknown subscription kind 0x"
                    + Integer.toHexString(kind & 0xFF));
        }
        return kind == Wire.PATTERN;
    }

    /** Acknowledges a connector's frame; waits while its queue is full, which stops reading from it. */
    private static void answer(Connection connection, long receivers) {
        connection.answer(Wire.ack(receivers));
    }

    /** Hands a message to this pipe's topics and to every matching connector; returns the receivers. */
    private long route(String key, byte[] keyBytes, byte[] payload) {
        long receivers = 0;
        int mine = local.matchCount(key);
        if (mine > 0) {
            local.forEachMatch(key, topic -> events.deliver(topic, key, payload));
            receivers += mine;
        }
        byte[] frame = null;
        for (Peer peer : peers.values()) {
            int matches = peer.topics.matchCount(key);
            if (matches == 0) {
                continue;
            }
            if (payload.length > peer.maxMessageBytes) {
                events.notice("a message of " + payload.length + " bytes on '" + key + "' is over the limit of "
                        + peer.connection.peer() + " (" + peer.maxMessageBytes + " bytes) and was not sent to it",
                        null);
                continue;
            }
            if (frame == null) {
                frame = Wire.message(Wire.MESSAGE, keyBytes != null ? keyBytes : key.getBytes(StandardCharsets.UTF_8),
                        payload);
            }
            if (peer.connection.send(frame) < 0) {
                peer.connection.close(new IOException("slow connector: " + options.maxQueuedFrames()
                        + " frames waiting to be written"));
                continue;
            }
            receivers += matches;
        }
        return receivers;
    }

    @Override
    public void closed(Connection connection, Throwable cause) {
        accepted.remove(connection);
        peers.remove(connection);
        if (closed.get()) {
            return;
        }
        if (cause instanceof LinkProtocolException) {
            events.protocolError((LinkProtocolException) cause);
        } else if (cause != null && !(cause instanceof EOFException)) {
            // a connector that closes its pipe ends its stream: that is leaving, not a fault
            events.notice("the link listener lost " + connection.peer() + ": " + cause, null);
        }
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] keyBytes, byte[] payload) {
        if (closed.get()) {
            return CompletableFuture.failedFuture(events.notSent(key, "the pipe is closed"));
        }
        return CompletableFuture.completedFuture(route(key, keyBytes, payload));
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        local.add(topic.name(), topic.pattern());
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void unlisten(Topic topic) {
        local.remove(topic.name(), topic.pattern());
    }

    @Override
    public int maxMessageBytes() {
        return options.maxMessageBytes();
    }

    @Override
    public SocketAddress address() {
        return bound;
    }

    /** Connectors whose hello arrived and that are still connected. */
    int peerCount() {
        return peers.size();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            server.close();
        } catch (IOException e) {
            // the accept thread ends either way
        }
        for (Connection connection : accepted.keySet()) {
            connection.close(null);
        }
        Endpoints.release(bound);
    }
}
