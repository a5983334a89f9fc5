package dev.lilt.pipe.redis.internal;

import io.lettuce.core.cluster.pubsub.StatefulRedisClusterPubSubConnection;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import io.lettuce.core.pubsub.api.async.RedisPubSubAsyncCommands;
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
     */

    private final DistributedPipeImpl pipe;
    private final LettuceLink link;
    private final Outbox outbox;
    private final StatefulRedisPubSubConnection<String, byte[]> subscriptions;
    private final RedisPubSubAsyncCommands<String, byte[]> subscribe;
    private final boolean sharded;

    PubSubTransport(DistributedPipeImpl pipe) {
        this.pipe = pipe;
        this.link = new LettuceLink(pipe.options, pipe.states);
        this.sharded = pipe.options.cluster();
        try {
            this.subscriptions = link.pubSub();
        } catch (RuntimeException e) {
            link.close();
            throw new IllegalStateException("cannot connect to Redis at " + pipe.options.uri() + ": "
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
            public void message(String pattern, String channel, byte[] message) {
                pipe.enqueue(new Topic(pattern, true), channel, message);
            }

            @Override
            public void smessage(String channel, byte[] message) {
                pipe.enqueue(new Topic(channel, false), channel, message);
            }
        });
        this.subscribe = subscriptions.async();
        this.outbox = new Outbox("lilt-redis-publish-" + pipe.name(), pipe.options.maxPendingPublishes(),
                pipe.options.commandTimeout(), false, link::publishConnected,
                new PublishWriter(link.publishConnection(), sharded,
                        entry -> PublishWriter.publish(sharded, entry.key, entry.payload)), pipe.stats);
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
            return subscribe.psubscribe(topic.name()).toCompletableFuture();
        }
        return (sharded ? subscribe.ssubscribe(topic.name()) : subscribe.subscribe(topic.name())).toCompletableFuture();
    }

    @Override
    public void unlisten(Topic topic) {
        CompletableFuture<Void> done;
        if (topic.pattern()) {
            done = subscribe.punsubscribe(topic.name()).toCompletableFuture();
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
    public void close() {
        try {
            outbox.close();
            subscriptions.close();
        } finally {
            link.close();
        }
    }
}
