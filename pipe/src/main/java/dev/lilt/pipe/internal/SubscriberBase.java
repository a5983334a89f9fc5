package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;

/** The {@link Subscriber} overloads, all falling through to {@link #register(MessageHandler)}. */
abstract class SubscriberBase<T> extends ListBroker implements Subscriber<T> {
    SubscriberBase(Class<T> type, PipeContext ctx) {
        super(type, ctx);
    }

    /** Publishes to this broker; see {@link dev.lilt.pipe.Publisher#publish}. */
    public abstract void publish(T message);

    /** Registers the filtered handler; the plain broker appends it, the buffered one also replays. */
    abstract Subscription register(MessageHandler<Object> chain);

    @Override
    public Subscription subscribe(MessageHandler<? super T> handler) {
        return subscribe(handler, List.of());
    }

    @Override
    public Subscription subscribe(MessageHandler<? super T> handler, Predicate<? super T> predicate) {
        Objects.requireNonNull(handler, "handler == null");
        return subscribe(handler, FilterChain.of(predicate));
    }

    @Override
    public Subscription subscribe(MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters) {
        return register(ctx.chain(handler, filters));
    }

    @Override
    public CompletableFuture<T> first() {
        return first(this::subscribe);
    }

    /**
     * Subscribes a handler that completes the returned future; completing (or cancelling) the
     * future closes the subscription. If the message arrives during the subscribe call itself
     * (a buffered replay), the subscription is closed as soon as the call returns.
     */
    static <T> CompletableFuture<T> first(Function<MessageHandler<T>, Subscription> subscribe) {
        CompletableFuture<T> future = new CompletableFuture<>();
        Subscription subscription = subscribe.apply(future::complete);
        future.whenComplete((message, failure) -> subscription.close());
        return future;
    }
}
