package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.remote.ConnectionState;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import io.lettuce.core.Consumer;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.XAddArgs;
import io.lettuce.core.XGroupCreateArgs;
import io.lettuce.core.XReadArgs;
import io.lettuce.core.cluster.api.async.RedisClusterAsyncCommands;
import io.lettuce.core.cluster.api.sync.RedisClusterCommands;
import java.util.HashSet;
import java.util.Set;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CompletionException;

/**
 * Redis Streams: {@code XADD ... MAXLEN ~ n} on the command connection; each subscribed key gets
 * the pipe's consumer group ({@code XGROUP CREATE ... $ MKSTREAM}, an existing group is kept), and
 * a {@link StreamReader} thread reads all of them on a second connection. At least once: an entry
 * is acknowledged only after its handlers ran (or it was dead-lettered).
 */
final class StreamTransport implements Transport {
    /*
     * Design note.
     *
     * The second connection exists because `XREADGROUP BLOCK` holds its connection: on the
     * command connection it would stall every publish behind it.
     */

    private static final String BUSYGROUP = "BUSYGROUP";

    final PipeCore pipe;
    final PipeOptions options;
    final RedisClusterAsyncCommands<String, byte[]> commands;
    final String producer;
    final Consumer<String> consumer;
    /** The keys the reader reads: wanted ones whose group exists. */
    final Set<String> keys = ConcurrentHashMap.newKeySet();
    /** The keys with local subscribers; guarded by {@code keys}' monitor, like the updates of {@code keys}. */
    private final Set<String> wanted = new HashSet<>();
    private final LettuceLink link;
    private final LettuceLink.Closeable<RedisClusterCommands<String, byte[]>> readerConnection;
    private final LettuceLink.Closeable<RedisClusterAsyncCommands<String, byte[]>> controlConnection;
    private final Outbox outbox;
    private final XAddArgs addArgs;
    private final StreamReader reader;

    StreamTransport(PipeCore pipe, PipeOptions options) {
        this.pipe = pipe;
        this.options = options;
        this.link = new LettuceLink(options, pipe);
        LettuceLink.Closeable<RedisClusterAsyncCommands<String, byte[]>> control = null;
        try {
            control = link.control();
            this.controlConnection = control;
            this.commands = control.api();
            this.readerConnection = link.secondConnection();
        } catch (RuntimeException e) {
            if (control != null) {
                control.connection().close();
            }
            link.close();
            throw new IllegalStateException("cannot connect to Redis at " + options.uri() + ": "
                    + LettuceLink.rootMessage(e), e);
        }
        String name = options.consumerName() != null ? options.consumerName()
                : "lilt-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID();
        this.consumer = Consumer.from(options.consumerGroup(), name);
        this.addArgs = new XAddArgs().maxlen(options.maxStreamLength()).approximateTrimming();
        this.producer = Long.toHexString(ThreadLocalRandom.current().nextLong() | Long.MIN_VALUE);
        byte[] producerBytes = producer.getBytes(StandardCharsets.UTF_8);
        String[] fields = {StreamReader.PAYLOAD, StreamReader.PRODUCER, StreamReader.SEQUENCE};
        this.outbox = new Outbox("lilt-redis-publish-" + pipe.name(), options.maxPendingPublishes(),
                options.commandTimeout(), true, link::publishConnected,
                new PublishWriter(link.publishConnection(), options.cluster(),
                        entry -> PublishWriter.xadd(entry.key, addArgs, fields, new byte[][] {entry.payload,
                                producerBytes, Long.toString(entry.sequence).getBytes(StandardCharsets.US_ASCII)})),
                pipe);
        this.reader = new StreamReader(this, readerConnection.api());
        pipe.onConnectionState(state -> {
            if (state == ConnectionState.CONNECTED) {
                reader.rescanPending();
            }
        });
    }

    @Override
    public void start() {
        outbox.start();
        reader.start();
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] payload) {
        return outbox.offer(key, payload);
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        String key = topic.name();
        synchronized (keys) {
            wanted.add(key);
        }
        // the group may be created before the caller records its interest: decide by `wanted`
        return createGroup(key).thenRun(() -> {
            synchronized (keys) {
                if (wanted.contains(key)) {
                    // the pending scan is marked first: a read round that sees the key scans it first
                    reader.added(key);
                    keys.add(key);
                    reader.wake();
                }
            }
        });
    }

    CompletableFuture<Void> createGroup(String key) {
        return commands.xgroupCreate(XReadArgs.StreamOffset.latest(key), consumer.getGroup(),
                        XGroupCreateArgs.Builder.mkstream())
                .toCompletableFuture()
                .handle((ok, failure) -> {
                    Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
                    if (cause == null || (cause instanceof RedisCommandExecutionException
                            && String.valueOf(cause.getMessage()).startsWith(BUSYGROUP))) {
                        return null;
                    }
                    throw new CompletionException(cause);
                });
    }

    /** Stops reading a key that cannot be read (the reader probes it). */
    void setAside(String key) {
        synchronized (keys) {
            keys.remove(key);
        }
    }

    /** Reads a key set aside again, if it is still wanted; returns whether it is. */
    boolean restore(String key) {
        synchronized (keys) {
            if (wanted.contains(key)) {
                keys.add(key);
                return true;
            }
            return false;
        }
    }

    /** Whether a key has local subscribers. */
    boolean wants(String key) {
        synchronized (keys) {
            return wanted.contains(key);
        }
    }

    @Override
    public void unlisten(Topic topic) {
        synchronized (keys) {
            wanted.remove(topic.name());
            keys.remove(topic.name());
        }
    }

    @Override
    public void checkPattern(String pattern) {
        throw new UnsupportedOperationException("patterns need DeliveryMode.PUB_SUB; this pipe is STREAMS: "
                + "subscribe to each stream key");
    }

    @Override
    public void checkRequests() {
        throw new UnsupportedOperationException("remote requests travel on Pub/Sub; this pipe is in STREAMS mode");
    }

    @Override
    public void close() {
        try {
            outbox.close();
            reader.stop();
        } finally {
            try {
                readerConnection.connection().close();
                controlConnection.connection().close();
            } finally {
                link.close();
            }
        }
    }
}
