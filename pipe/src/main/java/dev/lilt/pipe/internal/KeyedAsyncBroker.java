package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.CancellableMessageHandler;
import dev.lilt.pipe.KeyedAsyncPublisher;
import dev.lilt.pipe.KeyedAsyncSubscriber;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.SubscriptionInfo;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Predicate;

/**
 * The keyed async broker: the keyed broker's per-key lists (and their lifecycle and close
 * rules), holding {@link AsyncTarget}s and driven by an {@link AsyncRun} per publish.
 */
final class KeyedAsyncBroker<K, T> implements KeyedAsyncPublisher<K, T>, KeyedAsyncSubscriber<K, T>, Broker {
    private static final CompletionStage<Void> NOBODY = CompletableFuture.completedStage(null);

    private final Class<T> type;
    private final PipeContext ctx;
    private final KeyedBroker<K, T> keys;

    KeyedAsyncBroker(Class<T> type, PipeContext ctx) {
        this.type = type;
        this.ctx = ctx;
        this.keys = new KeyedBroker<>(type, ctx);
    }

    @Override
    public CompletionStage<Void> publishAsync(K key, T message) {
        return publishAsync(key, message, ctx.asyncStrategy);
    }

    @Override
    public CompletionStage<Void> publishAsync(K key, T message, AsyncPublishStrategy strategy) {
        check(key, message, strategy);
        return publish(key, message, strategy, 0);
    }

    @Override
    public CompletionStage<Void> publishAsync(K key, T message, AsyncPublishStrategy strategy, Duration timeout) {
        check(key, message, strategy);
        Firsts.checkTimeout(timeout);
        return publish(key, message, strategy, Firsts.nanos(timeout));
    }

    private CompletionStage<Void> publish(Object key, Object message, AsyncPublishStrategy strategy,
            long timeoutNanos) {
        keys.countPublish();
        HandlerList list = keys.listFor(key);
        if (list == null) {
            return NOBODY;
        }
        HandlerList.Slots s = list.slotsAcquire();
        return AsyncRun.publish(s.nodes, s.countAcquire(), message, strategy, timeoutNanos, ctx.delivery, keys.closing);
    }

    private static void check(Object key, Object message, AsyncPublishStrategy strategy) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(message, "message == null");
        Objects.requireNonNull(strategy, "strategy == null");
    }

    @Override
    public Subscription subscribe(K key, AsyncMessageHandler<? super T> handler) {
        return subscribe(key, handler, List.of());
    }

    @Override
    public Subscription subscribe(K key, AsyncMessageHandler<? super T> handler, Predicate<? super T> predicate) {
        Objects.requireNonNull(handler, "handler == null");
        return subscribe(key, handler, FilterChain.ofAsync(predicate));
    }

    @Override
    public Subscription subscribe(K key, AsyncMessageHandler<? super T> handler,
            List<? extends AsyncMessageFilter<T>> filters) {
        return subscribeAny(key, handler, filters);
    }

    @Override
    public Subscription subscribe(K key, CancellableMessageHandler<? super T> handler) {
        return subscribeAny(key, handler, List.of());
    }

    private Subscription subscribeAny(Object key, Object handler, List<? extends AsyncMessageFilter<T>> filters) {
        Objects.requireNonNull(key, "key == null");
        AsyncTarget target = ctx.asyncChain(handler, filters);
        return ctx.track(type, keys.add(key, target));
    }

    @Override
    public Class<?> messageType() {
        return type;
    }

    @Override
    public int liveCount() {
        return keys.liveCount();
    }

    @Override
    public void collect(List<SubscriptionInfo> out) {
        keys.collect(out);
    }

    @Override
    public void close(String reason) {
        keys.close(reason);
    }
}
