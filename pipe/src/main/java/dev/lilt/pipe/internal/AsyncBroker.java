package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncPublisher;
import dev.lilt.pipe.AsyncSubscriber;
import dev.lilt.pipe.Subscription;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Predicate;

/** The asynchronous broker: the plain broker's handler list, driven by an {@link AsyncRun}. */
final class AsyncBroker<T> extends ListBroker implements AsyncPublisher<T>, AsyncSubscriber<T> {
    private static final CompletionStage<Void> SKIPPED = CompletableFuture.completedFuture(null);

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
        return add(Objects.requireNonNull(handler, "handler == null"));
    }

    @Override
    public Subscription subscribe(AsyncMessageHandler<? super T> handler, Predicate<? super T> predicate) {
        Objects.requireNonNull(handler, "handler == null");
        Objects.requireNonNull(predicate, "predicate == null");
        AsyncMessageHandler<T> filtered = message -> predicate.test(message) ? handler.handle(message) : SKIPPED;
        return add(filtered);
    }
}
