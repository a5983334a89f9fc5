package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.spi.Topic;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A local subscription plus its share of the server-side one. Close closes the local part first
 * (so no later delivery reaches the handler) and then releases the topic, which unsubscribes on
 * the server when it was the last.
 */
final class SubscriptionImpl implements DistributedSubscription {
    private final DistributedPipeImpl pipe;
    private final Interests.Subscribers owner;
    private final Topic topic;
    private final Subscription local;
    private final CompletableFuture<Void> ready;
    private final AtomicBoolean released = new AtomicBoolean();

    SubscriptionImpl(DistributedPipeImpl pipe, Interests.Subscribers owner, Topic topic,
            Subscription local, CompletableFuture<Void> ready) {
        this.pipe = pipe;
        this.owner = owner;
        this.topic = topic;
        this.local = local;
        this.ready = ready;
    }

    @Override
    public CompletionStage<Void> ready() {
        return ready.minimalCompletionStage();
    }

    @Override
    public void close() {
        local.close();
        if (released.compareAndSet(false, true) && !pipe.isClosed()) {
            pipe.interests.release(topic, owner, pipe.transport());
        }
    }

    @Override
    public boolean isClosed() {
        return local.isClosed();
    }
}
