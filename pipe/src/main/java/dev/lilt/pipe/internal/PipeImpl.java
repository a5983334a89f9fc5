package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncPublisher;
import dev.lilt.pipe.AsyncRequestFilter;
import dev.lilt.pipe.AsyncRequestHandler;
import dev.lilt.pipe.AsyncSubscriber;
import dev.lilt.pipe.BufferedAsyncPublisher;
import dev.lilt.pipe.BufferedAsyncSubscriber;
import dev.lilt.pipe.BufferedPublisher;
import dev.lilt.pipe.BufferedSubscriber;
import dev.lilt.pipe.KeyedAsyncPublisher;
import dev.lilt.pipe.KeyedAsyncSubscriber;
import dev.lilt.pipe.KeyedPublisher;
import dev.lilt.pipe.KeyedSubscriber;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.PatternPublisher;
import dev.lilt.pipe.PatternSubscriber;
import dev.lilt.pipe.PipeDiagnostics;
import dev.lilt.pipe.ReplayPolicy;
import dev.lilt.pipe.ReplayPublisher;
import dev.lilt.pipe.ReplaySubscriber;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.RequestFilter;
import dev.lilt.pipe.RequestHandler;
import dev.lilt.pipe.Requester;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.WorkDispatch;
import dev.lilt.pipe.WorkQueue;
import java.lang.ref.Cleaner;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/** A pipe or a scope: its brokers, its child scopes, its lifetime. */
public final class PipeImpl implements MessagePipe {
    /*
     * Design note.
     *
     * Brokers are created on first use and cached in `brokers` by (kind, type[, second type]);
     * a publisher and a subscriber of the same kind and types are the same broker object.
     *
     * Closing: `closed` is set under `lifecycle`, then child scopes and brokers are closed outside
     * it. Brokers and scopes are created under the same lock after an open check, so each one is
     * either in its map before close took the lock (the close loops, which run after, see it:
     * the unlock/lock pair orders the insert before the walk) or its creator sees `closed` and
     * throws. A check-after-insert without the lock would not do: the map's iterators skip a bin
     * whose computeIfAbsent is still running, and the insert is a release store, which a later
     * volatile read may overtake (no store-load order), so both sides could miss each other.
     * Finding an existing broker takes no lock.
     */

    private enum Kind { PLAIN, KEYED, BUFFERED, ASYNC, KEYED_ASYNC, BUFFERED_ASYNC, REQUEST, REPLAY, WORK, PATTERN }

    private record BrokerKey(Kind kind, Class<?> first, Class<?> second) {
    }

    private final PipeContext ctx;
    private final PipeImpl parent;
    private final String closedReason;
    private final ConcurrentHashMap<BrokerKey, Broker> brokers = new ConcurrentHashMap<>();
    private final Set<PipeImpl> children = ConcurrentHashMap.newKeySet();
    private final Object lifecycle = new Object();
    /** A counting root's MXBean and JFR hook, released at close; null for scopes and other pipes. */
    private final Cleaner.Cleanable monitoring;
    private volatile boolean closed;
    /** This pipe's (or scope's) plain brokers by type; null unless it delivers to supertypes. */
    private final TypeRoutes typeRoutes;

    private PipeImpl(PipeContext ctx, PipeImpl parent, boolean registerMBean) {
        this.ctx = ctx;
        this.parent = parent;
        this.closedReason = parent == null ? "pipe is closed" : "scope is closed";
        this.typeRoutes = ctx.dispatch().supertypes() ? new TypeRoutes() : null;
        // last: the MXBean may be read by a JMX thread as soon as it is registered
        this.monitoring = parent == null && ctx.stats != null
                ? PipeMonitoring.start(this, ctx.name, ctx.stats, registerMBean) : null;
    }

    /**
     * Used by {@code MessagePipeBuilder#build()}.
     *
     * @throws IllegalStateException if the MXBean is asked for and cannot be registered
     */
    public static MessagePipe root(PipeOptions options) {
        String name = options.name() != null ? PipeMonitoring.sanitise(options.name())
                : options.registerMBean() ? PipeMonitoring.defaultName() : "";
        return new PipeImpl(new PipeContext(options, name), null, options.registerMBean());
    }

    /**
     * Used by {@code MessagePipeBuilder#build()} when an opt-in delivery option is on.
     *
     * @throws IllegalStateException if the MXBean is asked for and cannot be registered
     */
    public static MessagePipe root(PipeOptions options, DispatchOptions dispatch) {
        if (!dispatch.routed()) {
            return root(options);
        }
        String name = options.name() != null ? PipeMonitoring.sanitise(options.name())
                : options.registerMBean() ? PipeMonitoring.defaultName() : "";
        return new PipeImpl(new PipeContext(options, name, dispatch), null, options.registerMBean());
    }

    /** Dead messages reported by this pipe and its scopes; zero unless it has a dead-message handler. */
    long deadMessageCount() {
        DeadLetters d = ctx.deadLetters();
        return d == null ? 0 : d.count();
    }

    @Override
    @SuppressWarnings("unchecked") // both plain broker classes implement Publisher<T>
    public <T> Publisher<T> publisher(Class<T> type) {
        return (Publisher<T>) plain(type);
    }

    @Override
    public <T> Subscriber<T> subscriber(Class<T> type) {
        return plain(type);
    }

    @Override
    public <K, T> KeyedPublisher<K, T> keyedPublisher(Class<K> keyType, Class<T> type) {
        return keyed(keyType, type);
    }

    @Override
    public <K, T> KeyedSubscriber<K, T> keyedSubscriber(Class<K> keyType, Class<T> type) {
        return keyed(keyType, type);
    }

    @Override
    public <T> BufferedPublisher<T> bufferedPublisher(Class<T> type) {
        return buffered(type);
    }

    @Override
    public <T> BufferedSubscriber<T> bufferedSubscriber(Class<T> type) {
        return buffered(type);
    }

    @Override
    public <T> AsyncPublisher<T> asyncPublisher(Class<T> type) {
        return async(type);
    }

    @Override
    public <T> AsyncSubscriber<T> asyncSubscriber(Class<T> type) {
        return async(type);
    }

    @Override
    public <K, T> KeyedAsyncPublisher<K, T> keyedAsyncPublisher(Class<K> keyType, Class<T> type) {
        return keyedAsync(keyType, type);
    }

    @Override
    public <K, T> KeyedAsyncSubscriber<K, T> keyedAsyncSubscriber(Class<K> keyType, Class<T> type) {
        return keyedAsync(keyType, type);
    }

    @Override
    public <T> BufferedAsyncPublisher<T> bufferedAsyncPublisher(Class<T> type) {
        return bufferedAsync(type);
    }

    @Override
    public <T> BufferedAsyncSubscriber<T> bufferedAsyncSubscriber(Class<T> type) {
        return bufferedAsync(type);
    }

    @Override
    public <T> ReplayPublisher<T> replayPublisher(Class<T> type, ReplayPolicy policy) {
        return replay(type, policy);
    }

    @Override
    public <T> ReplaySubscriber<T> replaySubscriber(Class<T> type, ReplayPolicy policy) {
        return replay(type, policy);
    }

    @Override
    public <T> PatternPublisher<T> patternPublisher(Class<T> type) {
        return pattern(type);
    }

    @Override
    public <T> PatternSubscriber<T> patternSubscriber(Class<T> type) {
        return pattern(type);
    }

    @Override
    public <T> WorkQueue<T> workQueue(Class<T> type, WorkDispatch dispatch) {
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(dispatch, "dispatch == null");
        WorkBroker<T> broker = broker(Kind.WORK, type, () -> new WorkBroker<>(type, ctx, dispatch));
        return samePolicy(type, broker.dispatch(), dispatch, broker);
    }

    @Override
    public <Q, R> Subscription register(Class<Q> requestType, Class<R> responseType,
            RequestHandler<? super Q, ? extends R> handler) {
        return register(requestType, responseType, handler, List.of());
    }

    @Override
    public <Q, R> Subscription register(Class<Q> requestType, Class<R> responseType,
            RequestHandler<? super Q, ? extends R> handler, List<? extends RequestFilter<Q, R>> filters) {
        return request(requestType, responseType).register(handler, filters);
    }

    @Override
    public <Q, R> Subscription registerAsync(Class<Q> requestType, Class<R> responseType,
            AsyncRequestHandler<? super Q, ? extends R> handler) {
        return registerAsync(requestType, responseType, handler, List.of());
    }

    @Override
    public <Q, R> Subscription registerAsync(Class<Q> requestType, Class<R> responseType,
            AsyncRequestHandler<? super Q, ? extends R> handler, List<? extends AsyncRequestFilter<Q, R>> filters) {
        return request(requestType, responseType).register(handler, filters);
    }

    @Override
    public <Q, R> Requester<Q, R> requester(Class<Q> requestType, Class<R> responseType) {
        return request(requestType, responseType);
    }

    @Override
    public MessagePipe createScope() {
        PipeImpl child = new PipeImpl(ctx, this, false);
        synchronized (lifecycle) {
            checkOpen();
            children.add(child);
        }
        return child;
    }

    @Override
    public PipeDiagnostics diagnostics() {
        return new DiagnosticsView(this);
    }

    @Override
    public void close() {
        synchronized (lifecycle) {
            if (closed) {
                return;
            }
            closed = true;
        }
        for (PipeImpl child : children) {
            child.close();
        }
        for (Broker broker : brokers.values()) {
            broker.close(closedReason);
        }
        if (parent != null) {
            parent.children.remove(this);
        }
        if (monitoring != null) {
            monitoring.clean();
        }
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    Collection<Broker> brokers() {
        return brokers.values();
    }

    /** Adds this pipe's brokers and its open scopes' (at any depth) to {@code out}. */
    void collectBrokers(List<Broker> out) {
        out.addAll(brokers.values());
        for (PipeImpl child : children) {
            child.collectBrokers(out);
        }
    }

    boolean capturesSites() {
        return ctx.captureSites;
    }

    private <T> SubscriberBase<T> plain(Class<T> type) {
        return broker(Kind.PLAIN, type, () -> ctx.dispatch().routed()
                ? new RoutedBroker<>(type, ctx, typeRoutes, ctx.deadLetters()) : new TypedBroker<>(type, ctx));
    }

    private <K, T> KeyedBroker<K, T> keyed(Class<K> keyType, Class<T> type) {
        return broker(Kind.KEYED, keyType, type, () -> new KeyedBroker<>(type, ctx));
    }

    private <T> BufferedBroker<T> buffered(Class<T> type) {
        return broker(Kind.BUFFERED, type, () -> new BufferedBroker<>(type, ctx, null));
    }

    private <T> AsyncBroker<T> async(Class<T> type) {
        return broker(Kind.ASYNC, type, () -> new AsyncBroker<>(type, ctx));
    }

    private <K, T> KeyedAsyncBroker<K, T> keyedAsync(Class<K> keyType, Class<T> type) {
        return broker(Kind.KEYED_ASYNC, keyType, type, () -> new KeyedAsyncBroker<>(type, ctx));
    }

    private <T> BufferedAsyncBroker<T> bufferedAsync(Class<T> type) {
        return broker(Kind.BUFFERED_ASYNC, type, () -> new BufferedAsyncBroker<>(type, ctx));
    }

    private <T> ReplayBroker<T> replay(Class<T> type, ReplayPolicy policy) {
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(policy, "policy == null");
        ReplayBroker<T> broker = broker(Kind.REPLAY, type, () -> new ReplayBroker<>(type, ctx, policy));
        return samePolicy(type, broker.policy(), policy, broker);
    }

    private <T> PatternBroker<T> pattern(Class<T> type) {
        return broker(Kind.PATTERN, type, () -> new PatternBroker<>(type, ctx));
    }

    /** {@code broker} if it was made with {@code asked}; else IllegalArgumentException naming both policies. */
    private static <B> B samePolicy(Class<?> type, Object made, Object asked, B broker) {
        if (!made.equals(asked)) {
            throw new IllegalArgumentException("the broker for " + type.getName() + " exists with " + made
                    + ", not " + asked);
        }
        return broker;
    }

    private <Q, R> RequestBroker<Q, R> request(Class<Q> requestType, Class<R> responseType) {
        Objects.requireNonNull(requestType, "requestType == null");
        Objects.requireNonNull(responseType, "responseType == null");
        return broker(new BrokerKey(Kind.REQUEST, requestType, responseType),
                () -> new RequestBroker<>(requestType, responseType, ctx));
    }

    /** The broker of {@code kind} for {@code type}, made by {@code create} if there is none. */
    private <B extends Broker> B broker(Kind kind, Class<?> type, Supplier<B> create) {
        Objects.requireNonNull(type, "type == null");
        return broker(new BrokerKey(kind, type, null), create);
    }

    /** The broker of {@code kind} for a key type and a message type, made by {@code create} if there is none. */
    private <B extends Broker> B broker(Kind kind, Class<?> keyType, Class<?> type, Supplier<B> create) {
        Objects.requireNonNull(keyType, "keyType == null");
        Objects.requireNonNull(type, "type == null");
        return broker(new BrokerKey(kind, keyType, type), create);
    }

    @SuppressWarnings("unchecked") // a key's kind names one broker class, the one its create makes
    private <B extends Broker> B broker(BrokerKey key, Supplier<B> create) {
        checkOpen();
        Broker broker = brokers.get(key);
        if (broker != null) {
            return (B) broker; // if a close is under way, it closes this broker too
        }
        synchronized (lifecycle) {
            checkOpen();
            return (B) brokers.computeIfAbsent(key, k -> create.get());
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException(closedReason);
        }
    }
}
