package dev.lilt.bench.remote;

import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Raw Lettuce as a benchmark side, the shape Lilt's Redis Pub/Sub engine has: {@code PUBLISH} on
 * one connection, a Pub/Sub listener on another, String keys and byte[] values. The listener runs
 * on Lettuce's I/O thread (Lilt hands over to its delivery thread: part of what is measured).
 */
public final class LettuceSide implements RemoteSide {
    private static final RedisCodec<String, byte[]> CODEC = RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE);

    private final RedisClient client;
    private final StatefulRedisConnection<String, byte[]> publish;
    private final StatefulRedisPubSubConnection<String, byte[]> subscribe;
    private RedisFuture<Long> last;

    /**
     * Connects twice to a Redis server.
     *
     * @param uri the server, for example {@code redis://127.0.0.1:6390}
     */
    public LettuceSide(String uri) {
        this.client = RedisClient.create(uri);
        this.publish = client.connect(CODEC);
        this.subscribe = client.connectPubSub(CODEC);
    }

    @Override
    public String name() {
        return "raw Lettuce";
    }

    @Override
    public void subscribe(String key, Consumer<byte[]> onMessage) {
        subscribe.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, byte[] message) {
                if (channel.equals(key)) {
                    onMessage.accept(message);
                }
            }
        });
        subscribe.sync().subscribe(key);
    }

    @Override
    public void send(String key, byte[] payload) {
        last = publish.async().publish(key, payload);
    }

    @Override
    public void flush() throws Exception {
        if (last != null) {
            last.toCompletableFuture().handle((receivers, failure) -> null).get(30, TimeUnit.SECONDS);
        }
    }

    @Override
    public void close() {
        subscribe.close();
        publish.close();
        client.shutdown();
    }
}
