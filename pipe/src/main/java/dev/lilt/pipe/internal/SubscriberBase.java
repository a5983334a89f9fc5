package dev.lilt.pipe.internal;

import dev.lilt.pipe.ConsumingHandler;
import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Predicate;

/**
 * The {@link Subscriber} overloads, all falling through to
 * {@link #subscribe(MessageHandler, List, DeliveryMode)}, which wraps the filtered handler for
 * its delivery mode and hands it to {@link #register(MessageHandler)}.
 */
abstract class SubscriberBase<T> extends ListBroker implements Subscriber<T> {
    SubscriberBase(Class<T> type, PipeContext ctx) {
        super(type, ctx);
    }

    /** Publishes to this broker; see {@link dev.lilt.pipe.Publisher#publish}. */
    public abstract void publish(T message);

    /** Registers the target: appends it; the buffered and replay brokers also replay. */
    Node register(MessageHandler<Object> target) {
        return add(target);
    }

    /** Hands {@code message} to a new subscriber's {@code chain}: the failure that fails its subscribe, or null. */
    MessageDeliveryException replay(MessageHandler<Object> chain, Object message) {
        try {
            chain.handle(message);
            return null;
        } catch (Throwable t) {
            return ctx.delivery.fail(null, message, chain, t);
        }
    }

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
        return subscribe(handler, filters, ctx.defaultMode);
    }

    /** The full form: filters chained, then queued on an executor if the mode says so. */
    Subscription subscribe(MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters,
            DeliveryMode mode) {
        return ctx.track(type, register(target(handler, filters, mode)));
    }

    /** What a publish calls for {@code leaf}: filters chained around it, queued if the mode says so. */
    MessageHandler<Object> target(MessageHandler<?> leaf, List<? extends MessageFilter<?>> filters, DeliveryMode mode) {
        return mode.wrap(ctx.chain(leaf, filters), ctx.delivery);
    }

    /** Whether this broker ranks its handlers (priorities, consuming handlers); see Ranks. */
    boolean ranks() {
        return false;
    }

    /** Registers a ranked target; only brokers whose {@link #ranks()} is true are asked. */
    Node register(MessageHandler<Object> target, int priority, boolean consuming) {
        return add(target, priority, consuming);
    }

    @Override
    public Subscription subscribe(MessageHandler<? super T> handler, int priority) {
        return subscribeRanked(handler, priority, ctx.defaultMode);
    }

    @Override
    public Subscription subscribeConsuming(ConsumingHandler<? super T> handler, int priority) {
        return subscribeConsuming(handler, priority, ctx.defaultMode);
    }

    Subscription subscribeRanked(MessageHandler<? super T> handler, int priority, DeliveryMode mode) {
        Objects.requireNonNull(handler, "handler == null");
        checkRanks("priorities");
        return ctx.track(type, register(target(handler, List.of(), mode), priority, false));
    }

    Subscription subscribeConsuming(ConsumingHandler<? super T> handler, int priority, DeliveryMode mode) {
        Objects.requireNonNull(handler, "handler == null");
        checkRanks("consuming handlers");
        if (mode.executor() != null) {
            throw new IllegalStateException("a consuming handler runs on the publishing thread, but this subscriber"
                    + " delivers on an executor: subscribe through onPublishingThread()");
        }
        return ctx.track(type, register(target(new ConsumingLeaf(handler), List.of(), mode), priority, true));
    }

    private void checkRanks(String what) {
        if (!ranks()) {
            throw new UnsupportedOperationException(what + " need a plain subscriber (MessagePipe.subscriber)");
        }
    }

    @Override
    public CompletableFuture<T> first() {
        return Firsts.first(this::subscribe);
    }

    @Override
    public Subscriber<T> on(Executor executor) {
        return new ModeSubscriber<>(this, ctx.defaultMode.withExecutor(executor));
    }

    @Override
    public Subscriber<T> on(Executor executor, int queueCapacity, OverflowPolicy overflow) {
        return new ModeSubscriber<>(this, DeliveryMode.on(executor, queueCapacity, overflow));
    }

    @Override
    public Subscriber<T> onPublishingThread() {
        return new ModeSubscriber<>(this, ctx.defaultMode.onPublishingThread());
    }

    @Override
    public Flow.Publisher<T> asFlowPublisher(int bufferCapacity, OverflowPolicy overflow) {
        return flowView(ctx.defaultMode, bufferCapacity, overflow);
    }

    /**
     * A Flow view for {@code mode}: its buffer is filled during the publish, and its signals run
     * on the mode's executor, if any (the buffer takes the place of the mode's queue).
     */
    Flow.Publisher<T> flowView(DeliveryMode mode, int bufferCapacity, OverflowPolicy overflow) {
        DeliveryMode filling = mode.onPublishingThread();
        return new FlowPublisherView<T>(h -> subscribe(h, List.of(), filling), mode.executor(), closing,
                bufferCapacity, overflow);
    }

    /** A subscriber view whose subscriptions use one delivery mode. */
    private static final class ModeSubscriber<T> implements Subscriber<T> {
        private final SubscriberBase<T> broker;
        private final DeliveryMode mode;

        ModeSubscriber(SubscriberBase<T> broker, DeliveryMode mode) {
            this.broker = broker;
            this.mode = mode;
        }

        @Override
        public Subscription subscribe(MessageHandler<? super T> handler) {
            return broker.subscribe(handler, List.of(), mode);
        }

        @Override
        public Subscription subscribe(MessageHandler<? super T> handler, Predicate<? super T> predicate) {
            Objects.requireNonNull(handler, "handler == null");
            return broker.subscribe(handler, FilterChain.of(predicate), mode);
        }

        @Override
        public Subscription subscribe(MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters) {
            return broker.subscribe(handler, filters, mode);
        }

        @Override
        public Subscription subscribe(MessageHandler<? super T> handler, int priority) {
            return broker.subscribeRanked(handler, priority, mode);
        }

        @Override
        public Subscription subscribeConsuming(ConsumingHandler<? super T> handler, int priority) {
            return broker.subscribeConsuming(handler, priority, mode);
        }

        @Override
        public CompletableFuture<T> first() {
            return Firsts.first(this::subscribe);
        }

        @Override
        public Subscriber<T> on(Executor executor) {
            return broker.on(executor);
        }

        @Override
        public Subscriber<T> on(Executor executor, int queueCapacity, OverflowPolicy overflow) {
            return broker.on(executor, queueCapacity, overflow);
        }

        @Override
        public Subscriber<T> onPublishingThread() {
            return broker.onPublishingThread();
        }

        @Override
        public Flow.Publisher<T> asFlowPublisher(int bufferCapacity, OverflowPolicy overflow) {
            return broker.flowView(mode, bufferCapacity, overflow);
        }
    }
}
