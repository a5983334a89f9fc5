package dev.lilt.pipe.internal;

import dev.lilt.pipe.KeyedPublisher;
import dev.lilt.pipe.KeyedSubscriber;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.SubscriptionInfo;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
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
     * leaving a live subscription on a closed broker. Subscribes and removals run concurrently
     * with each other under the read side.
     *
     * Memory ordering: subscribe and remove end with HandlerList's full fence after the map
     * update (the map's own bin write is a release store), so a publish that starts after they
     * return sees the key's list and node, or the node's closed flag. Publish reads `lists` with
     * acquire and takes no lock and no fence.
     *
     * Giving memory back: a ConcurrentHashMap never shrinks its table, so a burst of 10^6 keys
     * would keep an 8 MB table after every key closed. `keys` counts the entries and `highWater`
     * the most this map has held; when a removal leaves fewer than a quarter of the high water
     * (and the high water is at least SHRINK_MIN), the remaining entries are copied into a fresh
     * map under the write side of `lifecycle` (no subscribe or removal runs meanwhile) and the
     * new map is published with a release store. The lists themselves move, not copies, so a
     * publish still holding the old map reaches the same lists. Each copy costs at most a
     * quarter of the removals since the last one: amortised O(1) per removal, and steady churn
     * keeps the table at the size of the live keys.
     */

    /** Below this many keys at the peak a table is small enough to keep. */
    static final int SHRINK_MIN = 1024;
    private static final VarHandle LISTS = VarHandles.field(MethodHandles.lookup(), "lists", ConcurrentHashMap.class);

    private final Class<T> type;
    private final PipeContext ctx;
    @SuppressWarnings("unused") // accessed through LISTS
    private ConcurrentHashMap<Object, HandlerList> lists = new ConcurrentHashMap<>();
    private final StampedLock lifecycle = new StampedLock();
    private final AtomicInteger keys = new AtomicInteger();
    private final AtomicInteger highWater = new AtomicInteger();
    /** Cancelled when the broker closes: cancels the running keyed async publishes. */
    final CancellationSource closing = new CancellationSource();
    private volatile String closedReason;
    /** This type's publish counter, or null if the pipe does not count (chosen at build). */
    private final StripedCounter publishes;

    KeyedBroker(Class<T> type, PipeContext ctx) {
        this.type = type;
        this.ctx = ctx;
        this.publishes = ctx.publishCounter(type);
    }

    /** Counts one publish if the pipe counts; also the keyed async broker's. */
    void countPublish() {
        StripedCounter.incrementIfCounting(publishes);
    }

    @Override
    public void publish(K key, T message) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(message, "message == null");
        countPublish();
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
            listsAcquire().compute(key, (k, list) -> {
                HandlerList l = list;
                if (l == null) {
                    l = new HandlerList();
                    highWater.accumulateAndGet(keys.incrementAndGet(), Math::max);
                }
                l.add(node);
                return l;
            });
        } finally {
            lifecycle.unlockRead(stamp);
        }
        HandlerList.fullFenceAfterWrite(); // a new key's entry is written (release) after the add's fence
        return node;
    }

    /** The list of {@code key} after an open check, or null if the key has no subscribers. */
    HandlerList listFor(Object key) {
        checkOpen();
        return listsAcquire().get(key);
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
        long stamp = lifecycle.readLock(); // excludes a shrink copying the map: see the class note
        try {
            listsAcquire().computeIfPresent(node.key, (k, list) -> {
                list.remove(node);
                if (list.liveCount() > 0) {
                    return list;
                }
                keys.decrementAndGet();
                return null;
            });
            node.markClosedRelease(); // also when the key's list is already gone (closed broker)
        } finally {
            lifecycle.unlockRead(stamp);
        }
        HandlerList.fullFenceAfterWrite(); // the entry's removal, like the node's flag, before we return
        if (shouldShrink()) {
            shrink();
        }
    }

    private boolean shouldShrink() {
        int peak = highWater.get();
        return peak >= SHRINK_MIN && keys.get() < peak / 4;
    }

    /** Copies the live entries into a map sized for them; see the class note. */
    private void shrink() {
        long stamp = lifecycle.writeLock();
        try {
            if (closedReason != null || !shouldShrink()) {
                return; // closed (close empties the map) or another removal shrank it already
            }
            ConcurrentHashMap<Object, HandlerList> fresh = new ConcurrentHashMap<>(listsAcquire());
            highWater.set(fresh.size());
            setListsRelease(fresh);
        } finally {
            lifecycle.unlockWrite(stamp);
        }
    }

    @Override
    public Class<?> messageType() {
        return type;
    }

    @Override
    public int liveCount() {
        int n = 0;
        for (HandlerList list : listsAcquire().values()) {
            n += list.liveCount();
        }
        return n;
    }

    @Override
    public void collect(List<SubscriptionInfo> out) {
        for (HandlerList list : listsAcquire().values()) {
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
        ConcurrentHashMap<Object, HandlerList> last = listsAcquire(); // no shrink after closedReason is set
        for (Object key : last.keySet()) {
            last.computeIfPresent(key, (k, list) -> {
                list.closeAll(reason);
                keys.decrementAndGet();
                return null;
            });
        }
        closing.cancel();
    }

    int keyCount() {
        return listsAcquire().size();
    }

    @SuppressWarnings("unchecked")
    private ConcurrentHashMap<Object, HandlerList> listsAcquire() {
        // acquire: pairs with setListsRelease, so a shrunk map's entries are visible with it
        return (ConcurrentHashMap<Object, HandlerList>) LISTS.getAcquire(this);
    }

    private void setListsRelease(ConcurrentHashMap<Object, HandlerList> fresh) {
        // release: the copy is complete before any publish or subscribe can reach it
        LISTS.setRelease(this, fresh);
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
        public Subscription subscribe(K key, MessageHandler<? super T> handler,
                List<? extends MessageFilter<T>> filters) {
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
