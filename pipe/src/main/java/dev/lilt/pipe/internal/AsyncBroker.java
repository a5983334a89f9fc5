package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncPublisher;
import dev.lilt.pipe.AsyncSubscriber;
import dev.lilt.pipe.CancellableMessageHandler;
import dev.lilt.pipe.Subscription;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.function.Predicate;

/**
 * The asynchronous broker: the plain broker's handler list, driven by an {@link AsyncRun}; each
 * node's target is the {@link AsyncTarget} built at subscribe. The buffered async broker
 * extends it with a replay.
 */
class AsyncBroker<T> extends ListBroker implements AsyncPublisher<T>, AsyncSubscriber<T> {
    AsyncBroker(Class<T> type, PipeContext ctx) {
        super(type, ctx);
    }

    @Override
    public CompletionStage<Void> publishAsync(T message) {
        return publishAsync(message, ctx.asyncStrategy);
    }

    @Override
    public CompletionStage<Void> publishAsync(T message, AsyncPublishStrategy strategy) {
        Objects.requireNonNull(message, "message == null");
        Objects.requireNonNull(strategy, "strategy == null");
        countPublish();
        return publish(message, strategy, 0);
    }

    @Override
    public CompletionStage<Void> publishAsync(T message, AsyncPublishStrategy strategy, Duration timeout) {
        Objects.requireNonNull(message, "message == null");
        Objects.requireNonNull(strategy, "strategy == null");
        Firsts.checkTimeout(timeout);
        countPublish();
        return publish(message, strategy, Firsts.nanos(timeout));
    }

    /** Snapshots the list (the buffered broker also stores the message) and runs the handlers. */
    CompletionStage<Void> publish(Object message, AsyncPublishStrategy strategy, long timeoutNanos) {
        HandlerList.Slots s = list.slotsAcquire();
        list.checkOpen(s);
        return AsyncRun.publish(s.nodes, s.countAcquire(), message, strategy, timeoutNanos, ctx.delivery, closing);
    }

    /** Appends the target; the buffered async broker also replays. */
    Node register(AsyncTarget target) {
        return add(target);
    }

    @Override
    public Subscription subscribe(AsyncMessageHandler<? super T> handler) {
        return subscribe(handler, List.of());
    }

    @Override
    public Subscription subscribe(AsyncMessageHandler<? super T> handler, Predicate<? super T> predicate) {
        Objects.requireNonNull(handler, "handler == null");
        return subscribe(handler, FilterChain.ofAsync(predicate));
    }

    @Override
    public Subscription subscribe(AsyncMessageHandler<? super T> handler,
            List<? extends AsyncMessageFilter<T>> filters) {
        return subscribeAny(handler, filters);
    }

    @Override
    public Subscription subscribe(CancellableMessageHandler<? super T> handler,
            List<? extends AsyncMessageFilter<T>> filters) {
        return subscribeAny(handler, filters);
    }

    /** {@code handler} is an AsyncMessageHandler or a CancellableMessageHandler. */
    private Subscription subscribeAny(Object handler, List<? extends AsyncMessageFilter<T>> filters) {
        return ctx.track(type, register(ctx.asyncChain(handler, filters)));
    }
}
