package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.SubscriptionInfo;
import java.util.List;
import java.util.function.Supplier;

/** A broker backed by one {@link HandlerList}: plain, buffered, async and request brokers. */
abstract class ListBroker implements Broker {
    final Class<?> type;
    final PipeContext ctx;
    final HandlerList list = new HandlerList();
    /** Cancelled when the broker closes: completes Flow subscribers, cancels running async publishes. */
    final CancellationSource closing = new CancellationSource();
    /** This type's publish counter, or null if the pipe does not count (chosen at build). */
    private final StripedCounter publishes;

    ListBroker(Class<?> type, PipeContext ctx) {
        this.type = type;
        this.ctx = ctx;
        this.publishes = ctx.publishCounter(type);
    }

    /** Counts one publish if the pipe counts; otherwise one null test of a final field. */
    void countPublish() {
        StripedCounter.incrementIfCounting(publishes);
    }

    /** Registers {@code target} (already wrapped) as a new subscription at the end of the list. */
    Node add(Object target) {
        Node node = new Node(target, list, null, ctx.site());
        list.add(node);
        return node;
    }

    /** Registers {@code target} at {@code priority} (consuming or not); see Ranks. */
    Node add(Object target, int priority, boolean consuming) {
        Node node = new Node(target, list, null, ctx.site());
        node.priority = priority;   // plain: the list's add publishes the node
        node.consuming = consuming;
        list.add(node);
        return node;
    }

    /**
     * Registers {@code target} and runs {@code replay} (what the broker keeps, handed to the new
     * node), both under {@code lock}, the lock under which the broker's publish stores and
     * snapshots: so no publish overtakes the replay or misses the node. A replay that returns a
     * failure closes the node before the lock is released; the failure then fails the subscribe.
     */
    Node addReplaying(Object target, Object lock, Supplier<MessageDeliveryException> replay) {
        Node node = new Node(target, list, null, ctx.site());
        MessageDeliveryException failed;
        synchronized (lock) {
            list.add(node);
            failed = replay.get();
            if (failed != null) {
                // still under the lock: no publish can snapshot the node of a subscribe that fails
                node.close();
            }
        }
        if (failed != null) {
            throw failed;
        }
        return node;
    }

    @Override
    public Class<?> messageType() {
        return type;
    }

    @Override
    public int liveCount() {
        return list.liveCount();
    }

    @Override
    public void collect(List<SubscriptionInfo> out) {
        list.collect(type, out);
    }

    @Override
    public void close(String reason) {
        list.closeAll(reason);
        closing.cancel();
    }
}
