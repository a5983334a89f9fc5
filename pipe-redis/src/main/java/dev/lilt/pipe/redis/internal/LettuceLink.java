package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.remote.spi.PipeCore;
import io.lettuce.core.AbstractRedisClient;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisChannelHandler;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisConnectionStateListener;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulConnection;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.cluster.ClusterClientOptions;
import io.lettuce.core.cluster.RedisClusterClient;
import io.lettuce.core.cluster.api.StatefulRedisClusterConnection;
import io.lettuce.core.cluster.api.async.RedisClusterAsyncCommands;
import io.lettuce.core.cluster.api.sync.RedisClusterCommands;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.Delay;
import io.lettuce.core.resource.DefaultClientResources;
import io.lettuce.core.protocol.RedisCommand;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The Lettuce side of one pipe: its own small client resources (I/O threads), two standalone or
 * cluster clients sharing them, and the publish connection. Subscription-side and control
 * connections are opened through {@link #pubSub()}, {@link #control()} and {@link #secondConnection()}.
 */
final class LettuceLink {
    /*
     * Design note.
     *
     * Two clients because Lettuce's options are per client (a cluster client's node connections
     * take them when they open): the publish client rejects commands while disconnected and never
     * replays those in flight at a drop (Outbox explains why); the other keeps Lettuce's default,
     * queueing while down, so that a SUBSCRIBE, XGROUP or XACK issued during an outage is sent after
     * the reconnect. Both reconnect with exponential backoff between the pipe's bounds; connection
     * events of both feed ConnectionStates.
     */

    /** How a command refused while disconnected fails; starts like Lettuce's own rejection. */
    static final String NOT_REPLAYED = "Currently not connected: not replayed after the reconnect";

    static final RedisCodec<String, byte[]> CODEC = RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE);

    final PipeOptions options;
    private final ClientResources resources;
    private final AbstractRedisClient client;
    private final AbstractRedisClient publishClient;
    private final StatefulConnection<String, byte[]> publishing;

    LettuceLink(PipeOptions options, PipeCore states) {
        this.options = options;
        this.resources = DefaultClientResources.builder()
                .ioThreadPoolSize(2)
                .computationThreadPoolSize(2)
                .reconnectDelay(Delay.exponential(options.backoffMin(), options.backoffMax(), 2,
                        TimeUnit.MILLISECONDS))
                .build();
        AbstractRedisClient opened = null;
        AbstractRedisClient openedPublish = null;
        try {
            RedisURI uri = Tls.uri(options);
            opened = client(uri, false, states);
            openedPublish = client(uri, true, states);
            this.client = opened;
            this.publishClient = openedPublish;
            this.publishing = connect(publishClient);
        } catch (RedisException | IllegalArgumentException | IllegalStateException e) {
            for (AbstractRedisClient c : new AbstractRedisClient[] {openedPublish, opened}) {
                if (c != null) {
                    c.shutdown(Duration.ZERO, Duration.ofSeconds(2));
                }
            }
            resources.shutdown(0, 2, TimeUnit.SECONDS);
            throw new IllegalStateException("cannot connect to Redis at " + options.uri() + ": " + rootMessage(e), e);
        }
    }

    private AbstractRedisClient client(RedisURI uri, boolean atMostOnce, PipeCore states) {
        ClientOptions.DisconnectedBehavior disconnected = atMostOnce
                ? ClientOptions.DisconnectedBehavior.REJECT_COMMANDS : ClientOptions.DisconnectedBehavior.DEFAULT;
        Predicate<RedisCommand<?, ?, ?>> replay = atMostOnce ? LettuceLink::neverReplay : command -> false;
        Duration timeout = options.commandTimeout();
        SocketOptions socket = SocketOptions.builder().connectTimeout(timeout).build();
        TimeoutOptions timeouts = TimeoutOptions.enabled(timeout);
        AbstractRedisClient opened;
        if (options.cluster()) {
            RedisClusterClient cluster = RedisClusterClient.create(resources, uri);
            ClusterClientOptions.Builder builder = ClusterClientOptions.builder().autoReconnect(true)
                    .disconnectedBehavior(disconnected).socketOptions(socket).timeoutOptions(timeouts);
            builder.replayFilter(replay);
            Tls.apply(options, builder);
            cluster.setOptions(builder.build());
            opened = cluster;
        } else {
            RedisClient standalone = RedisClient.create(resources, uri);
            ClientOptions.Builder builder = ClientOptions.builder().autoReconnect(true)
                    .disconnectedBehavior(disconnected).replayFilter(replay).socketOptions(socket)
                    .timeoutOptions(timeouts);
            Tls.apply(options, builder);
            standalone.setOptions(builder.build());
            opened = standalone;
        }
        opened.addListener(new RedisConnectionStateListener() {
            @Override
            public void onRedisConnected(RedisChannelHandler<?, ?> connection, SocketAddress address) {
                states.connectionUp(connection);
            }

            @Override
            public void onRedisDisconnected(RedisChannelHandler<?, ?> connection) {
                states.connectionDown(connection);
            }
        });
        return opened;
    }

    /**
     * The replay filter of the at-most-once client. A write that passed Lettuce's connected check
     * and then found the connection gone (it waited on the endpoint's lock while the drop was
     * handled) lands in the buffer Lettuce replays after the reconnect, ahead of anything issued
     * later. Such a command is failed here as rejected (never written) instead of being replayed.
     */
    private static boolean neverReplay(RedisCommand<?, ?, ?> command) {
        command.completeExceptionally(new RedisException(NOT_REPLAYED));
        return true;
    }

    /** The publish connection: rejects commands while disconnected, replays nothing. */
    StatefulConnection<String, byte[]> publishConnection() {
        return publishing;
    }

    /** Whether the publish connection is up. */
    boolean publishConnected() {
        return publishing.isOpen();
    }

    /** Opens a control connection (queues while disconnected) and returns its async API. */
    Closeable<RedisClusterAsyncCommands<String, byte[]>> control() {
        StatefulConnection<String, byte[]> control = connect(client);
        return new Closeable<>(async(control), control);
    }

    @SuppressWarnings("unchecked")
    private static RedisClusterAsyncCommands<String, byte[]> async(StatefulConnection<String, byte[]> connection) {
        return connection instanceof StatefulRedisClusterConnection
                ? ((StatefulRedisClusterConnection<String, byte[]>) connection).async()
                : ((StatefulRedisConnection<String, byte[]>) connection).async();
    }

    /** Opens the subscription connection. */
    StatefulRedisPubSubConnection<String, byte[]> pubSub() {
        return client instanceof RedisClusterClient
                ? ((RedisClusterClient) client).connectPubSub(CODEC)
                : ((RedisClient) client).connectPubSub(CODEC);
    }

    /**
     * Opens the Streams reader's connection (it blocks on it) and returns its sync API. Like the
     * publish connection it rejects commands while down and replays none: a read in flight at a drop
     * is not sent again after the reconnect, where it would fetch new entries before the reader
     * re-reads its pending ones (out of order).
     */
    @SuppressWarnings("unchecked")
    Closeable<RedisClusterCommands<String, byte[]>> secondConnection() {
        StatefulConnection<String, byte[]> second = connect(publishClient);
        RedisClusterCommands<String, byte[]> sync = second instanceof StatefulRedisClusterConnection
                ? ((StatefulRedisClusterConnection<String, byte[]>) second).sync()
                : ((StatefulRedisConnection<String, byte[]>) second).sync();
        return new Closeable<>(sync, second);
    }

    /** A connection's API together with the connection, to close it. */
    record Closeable<A>(A api, StatefulConnection<String, byte[]> connection) {
    }

    void close() {
        try {
            publishing.close();
        } finally {
            try {
                publishClient.shutdown(Duration.ZERO, Duration.ofSeconds(2));
                client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
            } finally {
                resources.shutdown(0, 2, TimeUnit.SECONDS);
            }
        }
    }

    private static StatefulConnection<String, byte[]> connect(AbstractRedisClient client) {
        return client instanceof RedisClusterClient
                ? ((RedisClusterClient) client).connect(CODEC)
                : ((RedisClient) client).connect(CODEC);
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getName() : root.getMessage();
    }
}
