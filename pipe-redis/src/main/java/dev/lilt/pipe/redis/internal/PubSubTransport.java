package dev.lilt.pipe.redis.internal;

import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import io.lettuce.core.cluster.pubsub.StatefulRedisClusterPubSubConnection;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import io.lettuce.core.pubsub.api.async.RedisPubSubAsyncCommands;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Redis Pub/Sub: {@code PUBLISH} on the command connection, {@code SUBSCRIBE}/{@code PSUBSCRIBE}
 * on the subscription connection; on a cluster {@code SPUBLISH}/{@code SSUBSCRIBE} (sharded: the
 * node owning the key's slot carries it). At most once: Redis keeps nothing for a subscriber that
 * is not connected, and the publish connection never writes a message twice (see {@link Outbox}).
 */
final class PubSubTransport implements Transport {
    /*
     * Design note.
     *
     * Reconnect: Lettuce remembers the channels, shard channels and patterns of the subscription
     * connection and subscribes them again after it reconnects, so every live subscription comes
     * back without the pipe doing anything. Messages arrive on an I/O thread and are queued to the
     * pipe's delivery thread.
     *
     * Patterns: each neutral pattern is subscribed as its RedisGlob (a superset); a pattern message
     * comes back with the glob, which is mapped to every neutral pattern using it. Several
     * patterns may share one glob, so PSUBSCRIBE goes out with the first and PUNSUBSCRIBE with the
     * last; listen and unlisten run under the pipe's interest lock, and `globs` is replaced, never
     * mutated, so the I/O thread reads it without a lock.
     */

    private final PipeCore pipe;
    private final PipeOptions options;
    /** Each glob subscribed, with the neutral patterns that use it; replaced under the interest lock. */
    private volatile Map<String, List<Topic>> globs = Map.of();
    private final LettuceLink link;
    private final Outbox outbox;
    private final StatefulRedisPubSubConnection<String, byte[]> subscriptions;
    private final RedisPubSubAsyncCommands<String, byte[]> subscribe;
    private final boolean sharded;

    PubSubTransport(PipeCore pipe, PipeOptions options) {
        this.pipe = pipe;
        this.options = options;
        this.link = new LettuceLink(options, pipe);
        this.sharded = options.cluster();
        try {
            this.subscriptions = link.pubSub();
        } catch (RuntimeException e) {
            link.close();
            throw new IllegalStateException("cannot connect to Redis at " + options.uri() + ": "
                    + LettuceLink.rootMessage(e), e);
        }
        if (subscriptions instanceof StatefulRedisClusterPubSubConnection) {
            // sharded subscriptions live on node connections; forward their messages here
            ((StatefulRedisClusterPubSubConnection<String, byte[]>) subscriptions).setNodeMessagePropagation(true);
        }
        subscriptions.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, byte[] message) {
                pipe.enqueue(new Topic(channel, false), channel, message);
            }

            @Override
            public void message(String glob, String channel, byte[] message) {
                for (Topic topic : globs.getOrDefault(glob, List.of())) {
                    pipe.enqueue(topic, channel, message);
                }
            }

            @Override
            public void smessage(String channel, byte[] message) {
                pipe.enqueue(new Topic(channel, false), channel, message);
            }
        });
        this.subscribe = subscriptions.async();
        this.outbox = new Outbox("lilt-redis-publish-" + pipe.name(), options.maxPendingPublishes(),
                options.commandTimeout(), false, link::publishConnected,
                new PublishWriter(link.publishConnection(), sharded,
                        entry -> PublishWriter.publish(sharded, entry.key, entry.payload)), pipe);
    }

    @Override
    public void start() {
        outbox.start();
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] payload) {
        return outbox.offer(key, payload);
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        if (topic.pattern()) {
            String glob = RedisGlob.of(topic.name());
            List<Topic> users = new ArrayList<>(globs.getOrDefault(glob, List.of()));
            users.add(topic);
            Map<String, List<Topic>> next = new HashMap<>(globs);
            next.put(glob, List.copyOf(users));
            globs = Map.copyOf(next);
            // a glob already subscribed for another pattern: ask again, so that the stage still
            // completes when the server has it (a repeated PSUBSCRIBE changes nothing there)
            return subscribe.psubscribe(glob).toCompletableFuture();
        }
        return (sharded ? subscribe.ssubscribe(topic.name()) : subscribe.subscribe(topic.name())).toCompletableFuture();
    }

    @Override
    public void unlisten(Topic topic) {
        CompletableFuture<Void> done;
        if (topic.pattern()) {
            String glob = RedisGlob.of(topic.name());
            List<Topic> users = new ArrayList<>(globs.getOrDefault(glob, List.of()));
            users.remove(topic);
            Map<String, List<Topic>> next = new HashMap<>(globs);
            if (users.isEmpty()) {
                next.remove(glob);
            } else {
                next.put(glob, List.copyOf(users));
            }
            globs = Map.copyOf(next);
            if (!users.isEmpty()) {
                return;
            }
            done = subscribe.punsubscribe(glob).toCompletableFuture();
        } else {
            done = (sharded ? subscribe.sunsubscribe(topic.name()) : subscribe.unsubscribe(topic.name()))
                    .toCompletableFuture();
        }
        done.whenComplete((ok, failure) -> {
            if (failure != null) {
                pipe.transportFailure("unsubscribe", failure);
            }
        });
    }

    @Override
    public void checkPattern(String pattern) {
        if (sharded) {
            throw new UnsupportedOperationException("patterns are not available on a cluster "
                    + "(sharded Pub/Sub has no patterns): subscribe to each key");
        }
    }

    @Override
    public void close() {
        try {
            outbox.close();
            subscriptions.close();
        } finally {
            link.close();
        }
    }
}
