package dev.lilt.pipe.redis.internal;

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
import java.net.SocketAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The Lettuce side of one pipe: its own small client resources (I/O threads), a standalone or
 * cluster client, and the command connection. Subscription-side connections are opened through
 * {@link #pubSub()} or {@link #secondConnection()}.
 */
final class LettuceLink {
    /*
     * Design note.
     *
     * Reconnect: Lettuce's auto-reconnect with exponential backoff between the pipe's bounds;
     * commands issued while down are queued and sent after the reconnect (bounded by the command
     * timeout). Connection events feed ConnectionStates.
     */

    static final RedisCodec<String, byte[]> CODEC = RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE);

    final PipeOptions options;
    private final ClientResources resources;
    private final AbstractRedisClient client;
    private final StatefulConnection<String, byte[]> commands;

    LettuceLink(PipeOptions options, ConnectionStates states) {
        this.options = options;
        Duration timeout = seconds(options.commandTimeoutSeconds());
        this.resources = DefaultClientResources.builder()
                .ioThreadPoolSize(2)
                .computationThreadPoolSize(2)
                .reconnectDelay(Delay.exponential(seconds(options.backoffMinSeconds()),
                        seconds(options.backoffMaxSeconds()), 2, TimeUnit.MILLISECONDS))
                .build();
        AbstractRedisClient opened = null;
        try {
            RedisURI uri = RedisURI.create(options.uri());
            uri.setTimeout(timeout);
            SocketOptions socket = SocketOptions.builder().connectTimeout(timeout).build();
            TimeoutOptions timeouts = TimeoutOptions.enabled(timeout);
            if (options.cluster()) {
                RedisClusterClient cluster = RedisClusterClient.create(resources, uri);
                cluster.setOptions(ClusterClientOptions.builder().autoReconnect(true)
                        .socketOptions(socket).timeoutOptions(timeouts).build());
                opened = cluster;
            } else {
                RedisClient standalone = RedisClient.create(resources, uri);
                standalone.setOptions(ClientOptions.builder().autoReconnect(true)
                        .socketOptions(socket).timeoutOptions(timeouts).build());
                opened = standalone;
            }
            opened.addListener(new RedisConnectionStateListener() {
                @Override
                public void onRedisConnected(RedisChannelHandler<?, ?> connection, SocketAddress address) {
                    states.connected(connection);
                }

                @Override
                public void onRedisDisconnected(RedisChannelHandler<?, ?> connection) {
                    states.disconnected(connection);
                }
            });
            this.client = opened;
            this.commands = connect();
        } catch (RedisException | IllegalArgumentException e) {
            if (opened != null) {
                opened.shutdown(Duration.ZERO, Duration.ofSeconds(2));
            }
            resources.shutdown(0, 2, TimeUnit.SECONDS);
            throw new IllegalStateException("cannot connect to Redis at " + options.uri() + ": " + rootMessage(e), e);
        }
    }

    /** The command connection's async API (standalone and cluster share this interface). */
    @SuppressWarnings("unchecked")
    RedisClusterAsyncCommands<String, byte[]> async() {
        return commands instanceof StatefulRedisClusterConnection
                ? ((StatefulRedisClusterConnection<String, byte[]>) commands).async()
                : ((StatefulRedisConnection<String, byte[]>) commands).async();
    }

    /** Opens the subscription connection. */
    StatefulRedisPubSubConnection<String, byte[]> pubSub() {
        return client instanceof RedisClusterClient
                ? ((RedisClusterClient) client).connectPubSub(CODEC)
                : ((RedisClient) client).connectPubSub(CODEC);
    }

    /** Opens a second command connection (the Streams reader blocks on it) and returns its sync API. */
    @SuppressWarnings("unchecked")
    Closeable<RedisClusterCommands<String, byte[]>> secondConnection() {
        StatefulConnection<String, byte[]> second = connect();
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
            commands.close();
        } finally {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
            resources.shutdown(0, 2, TimeUnit.SECONDS);
        }
    }

    private StatefulConnection<String, byte[]> connect() {
        return client instanceof RedisClusterClient
                ? ((RedisClusterClient) client).connect(CODEC)
                : ((RedisClient) client).connect(CODEC);
    }

    static Duration seconds(double seconds) {
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getName() : root.getMessage();
    }
}
