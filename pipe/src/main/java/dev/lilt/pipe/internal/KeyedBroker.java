package dev.lilt.pipe.internal;

import dev.lilt.pipe.KeyedPublisher;
import dev.lilt.pipe.KeyedSubscriber;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.SubscriptionInfo;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.locks.StampedLock;
import java.util.function.Predicate;

/** The keyed broker: one {@link HandlerList} per key that has subscribers. */
final class KeyedBroker<K, T> implements KeyedPublisher<K, T>, KeyedSubscriber<K, T>, Broker, Node.Owner {
    /*
     * Design note.
     *
     * `lists` maps each key that has live subscribers to its handler list. Publish looks the key
     * up with a plain ConcurrentHashMap#get (no lock) and delivers as the plain broker does.
     *
     * The entry of a key goes away when its last subscriber leaves. Adding and removing both run
     * inside the map's per-key compute, so they exclude each other: a subscribe can never append
     * to a list that a concurrent last close is dropping (the "lost subscription" race of a
     * get-then-remove design). Lock order: lifecycle, map bin, list.
     *
     * A publish that fetched a list just before it was dropped walks it and skips its (closed)
     * nodes; a subscriber that arrives meanwhile gets a new list and is concurrent with that
     * publish, so either outcome is allowed.
     *
     * Closing against a concurrent subscribe: a subscribe holds the read side of `lifecycle` from
     * its open check until its compute has installed the node; close takes the write side to set
     * `closedReason`, then empties the map key by key through compute. So every subscribe either
     * finished before close took the lock (its key is in the map when close walks it, and the
     * unlock/lock pair makes it visible) or sees the reason and throws. Without the lock a
     * subscribe to a new key could pass the check, and the close walk could pass the new key's
     * bin before the compute installed it (the map's iterators skip a bin being computed),
     * leaving a live subscription on a closed broker. Subscribes still run concurrently with each
     * other; removal does not take the lock (a closed broker has nothing left to remove).
     */

    private final Class<T> type;
    private final PipeContext ctx;
    private final ConcurrentHashMap<Object, HandlerList> lists = new ConcurrentHashMap<>();
    private final StampedLock lifecycle = new StampedLock();
    /** Cancelled when the broker closes: cancels the running keyed async publishes. */
    final CancellationSource closing = new CancellationSource();
    private volatile String closedReason;

    KeyedBroker(Class<T> type, PipeContext ctx) {
        this.type = type;
        this.ctx = ctx;
    }

    @Override
    public void publish(K key, T message) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(message, "message == null");
        HandlerList list = listFor(key);
        if (list != null) {
            list.publish(message, ctx.delivery);
        }
    }

    @Override
    public Subscription subscribe(K key, MessageHandler<? super T> handler) {
        return subscribe(key, handler, List.of());
    }

    @Override
    public Subscription subscribe(K key, MessageHandler<? super T> handler, Predicate<? super T> predicate) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(handler, "handler == null");
        return subscribe(key, handler, FilterChain.of(predicate));
    }

    @Override
    public Subscription subscribe(K key, MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters) {
        return subscribe(key, handler, filters, ctx.defaultMode);
    }

    /** The full form: filters chained, then queued on an executor if the mode says so. */
    Subscription subscribe(Object key, MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters,
            DeliveryMode mode) {
        Objects.requireNonNull(key, "key == null");
        MessageHandler<Object> chain = ctx.chain(handler, filters);
        return ctx.track(type, add(key, mode.wrap(chain, ctx.delivery)));
    }

    /** Appends a subscription with this target for {@code key}; also the keyed async broker's storage. */
    Node add(Object key, Object target) {
        Node node = new Node(target, this, key, ctx.site());
        long stamp = lifecycle.readLock(); // held until the node is in the map: see the class note
        try {
            checkOpen();
            lists.compute(key, (k, list) -> {
                HandlerList l = list == null ? new HandlerList() : list;
                l.add(node);
                return l;
            });
        } finally {
            lifecycle.unlockRead(stamp);
        }
        return node;
    }

    /** The list of {@code key} after an open check, or null if the key has no subscribers. */
    HandlerList listFor(Object key) {
        checkOpen();
        return lists.get(key);
    }

    @Override
    public KeyedSubscriber<K, T> on(Executor executor) {
        return new ModeView<>(this, ctx.defaultMode.withExecutor(executor));
    }

    @Override
    public KeyedSubscriber<K, T> on(Executor executor, int queueCapacity, OverflowPolicy overflow) {
        return new ModeView<>(this, DeliveryMode.on(executor, queueCapacity, overflow));
    }

    @Override
    public KeyedSubscriber<K, T> onPublishingThread() {
        return new ModeView<>(this, ctx.defaultMode.onPublishingThread());
    }

    @Override
    public CompletableFuture<T> first(K key) {
        Objects.requireNonNull(key, "key == null");
        return Firsts.first(handler -> subscribe(key, handler));
    }

    @Override
    public void remove(Node node) {
        lists.computeIfPresent(node.key, (k, list) -> {
            list.remove(node);
            return list.liveCount() == 0 ? null : list;
        });
        node.markClosedRelease(); // also when the key's list is already gone (closed broker)
    }

    @Override
    public Class<?> messageType() {
        return type;
    }

    @Override
    public int liveCount() {
        int n = 0;
        for (HandlerList list : lists.values()) {
            n += list.liveCount();
        }
        return n;
    }

    @Override
    public void collect(List<SubscriptionInfo> out) {
        for (HandlerList list : lists.values()) {
            list.collect(type, out);
        }
    }

    @Override
    public void close(String reason) {
        long stamp = lifecycle.writeLock(); // waits for the subscribes that passed their open check
        try {
            closedReason = reason;
        } finally {
            lifecycle.unlockWrite(stamp);
        }
        for (Object key : lists.keySet()) {
            lists.computeIfPresent(key, (k, list) -> {
                list.closeAll(reason);
                return null;
            });
        }
        closing.cancel();
    }

    int keyCount() {
        return lists.size();
    }

    /** A keyed subscriber view whose subscriptions use one delivery mode. */
    private static final class ModeView<K, T> implements KeyedSubscriber<K, T> {
        private final KeyedBroker<K, T> broker;
        private final DeliveryMode mode;

        ModeView(KeyedBroker<K, T> broker, DeliveryMode mode) {
            this.broker = broker;
            this.mode = mode;
        }

        @Override
        public Subscription subscribe(K key, MessageHandler<? super T> handler) {
            return broker.subscribe(key, handler, List.of(), mode);
        }

        @Override
        public Subscription subscribe(K key, MessageHandler<? super T> handler, Predicate<? super T> predicate) {
            Objects.requireNonNull(key, "key == null");
            Objects.requireNonNull(handler, "handler == null");
            return broker.subscribe(key, handler, FilterChain.of(predicate), mode);
        }

        @Override
        public Subscription subscribe(K key, MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters) {
            return broker.subscribe(key, handler, filters, mode);
        }

        @Override
        public CompletableFuture<T> first(K key) {
            Objects.requireNonNull(key, "key == null");
            return Firsts.first(handler -> subscribe(key, handler));
        }

        @Override
        public KeyedSubscriber<K, T> on(Executor executor) {
            return broker.on(executor);
        }

        @Override
        public KeyedSubscriber<K, T> on(Executor executor, int queueCapacity, OverflowPolicy overflow) {
            return broker.on(executor, queueCapacity, overflow);
        }

        @Override
        public KeyedSubscriber<K, T> onPublishingThread() {
            return broker.onPublishingThread();
        }
    }

    private void checkOpen() {
        String reason = closedReason;
        if (reason != null) {
            throw new IllegalStateException(reason);
        }
    }
}
