package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncPublisher;
import dev.lilt.pipe.AsyncSubscriber;
import dev.lilt.pipe.Subscription;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.function.Predicate;

/**
 * The asynchronous broker: the plain broker's handler list, driven by an {@link AsyncRun}; each
 * node's target is the async filter chain built at subscribe.
 */
final class AsyncBroker<T> extends ListBroker implements AsyncPublisher<T>, AsyncSubscriber<T> {
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
        HandlerList.Slots s = list.slotsAcquire();
        list.checkOpen(s);
        AsyncRun run = new AsyncRun(s.nodes, s.countAcquire(), message, ctx.delivery);
        return strategy == AsyncPublishStrategy.SEQUENTIAL ? run.sequential() : run.parallel();
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
    public Subscription subscribe(AsyncMessageHandler<? super T> handler, List<? extends AsyncMessageFilter<T>> filters) {
        return add(ctx.asyncChain(handler, filters));
    }
}
