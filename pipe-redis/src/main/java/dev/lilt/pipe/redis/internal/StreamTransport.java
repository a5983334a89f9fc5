package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.redis.ConnectionState;
import io.lettuce.core.Consumer;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.XAddArgs;
import io.lettuce.core.XGroupCreateArgs;
import io.lettuce.core.XReadArgs;
import io.lettuce.core.cluster.api.async.RedisClusterAsyncCommands;
import io.lettuce.core.cluster.api.sync.RedisClusterCommands;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
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

    final DistributedPipeImpl pipe;
    final RedisClusterAsyncCommands<String, byte[]> commands;
    final Consumer<String> consumer;
    /** The keys the reader reads: wanted ones whose group exists. */
    final Set<String> keys = ConcurrentHashMap.newKeySet();
    /** The keys with local subscribers; guarded by {@code keys}' monitor, like the updates of {@code keys}. */
    private final Set<String> wanted = new HashSet<>();
    private final LettuceLink link;
    private final LettuceLink.Closeable<RedisClusterCommands<String, byte[]>> readerConnection;
    private final XAddArgs addArgs;
    private final StreamReader reader;

    StreamTransport(DistributedPipeImpl pipe) {
        this.pipe = pipe;
        this.link = new LettuceLink(pipe.options, pipe.states);
        try {
            this.commands = link.async();
            this.readerConnection = link.secondConnection();
        } catch (RuntimeException e) {
            link.close();
            throw new IllegalStateException("cannot connect to Redis at " + pipe.options.uri() + ": "
                    + LettuceLink.rootMessage(e), e);
        }
        String name = pipe.options.consumerName() != null ? pipe.options.consumerName()
                : "lilt-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID();
        this.consumer = Consumer.from(pipe.options.consumerGroup(), name);
        this.addArgs = new XAddArgs().maxlen(pipe.options.maxStreamLength()).approximateTrimming();
        this.reader = new StreamReader(this, readerConnection.api());
        pipe.states.listen(state -> {
            if (state == ConnectionState.CONNECTED) {
                reader.rescanPending();
            }
        });
        reader.start();
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] payload) {
        return commands.xadd(key, addArgs, Map.of(StreamReader.PAYLOAD, payload)).toCompletableFuture()
                .thenApply(id -> 1L);
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
                    keys.add(key);
                    reader.added(key);
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

    @Override
    public void unlisten(Topic topic) {
        synchronized (keys) {
            wanted.remove(topic.name());
            keys.remove(topic.name());
        }
    }

    @Override
    public void close() {
        try {
            reader.stop();
        } finally {
            try {
                readerConnection.connection().close();
            } finally {
                link.close();
            }
        }
    }
}
