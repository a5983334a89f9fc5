package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncEvent;
import dev.lilt.pipe.AsyncEventPublisher;
import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncSubscriber;
import dev.lilt.pipe.CancellableMessageHandler;
import dev.lilt.pipe.Event;
import dev.lilt.pipe.EventPublisher;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Predicate;

/** Standalone events (sync and async): one broker, a publisher side that can close it. */
public final class Events {
    private Events() {
    }

    /** Used by {@code Event.create()} (initial == null) and {@code Event.buffered(initial)}. */
    public static <T> Event<T> create(T initial) {
        Class<T> type = anyType();
        SubscriberBase<T> broker = initial == null
                ? new TypedBroker<>(type, PipeContext.EVENT)
                : new BufferedBroker<>(type, PipeContext.EVENT, initial);
        return new StandaloneEvent<>(broker);
    }

    private static final class StandaloneEvent<T> implements Event<T>, EventPublisher<T> {
        private final SubscriberBase<T> broker;
        private final Subscriber<T> subscriber;
        private final Closing closing;

        StandaloneEvent(SubscriberBase<T> broker) {
            this.broker = broker;
            this.subscriber = new SubscriberView<>(broker);
            this.closing = new Closing(broker);
        }

        @Override
        public EventPublisher<T> publisher() {
            return this;
        }

        @Override
        public Subscriber<T> subscriber() {
            return subscriber;
        }

        @Override
        public void publish(T message) {
            broker.publish(message);
        }

        @Override
        public void close() {
            closing.close();
        }

        @Override
        public boolean isClosed() {
            return closing.closed;
        }
    }

    /** The subscribing side only: the broker behind it cannot be cast back to a publisher. */
    private static final class SubscriberView<T> implements Subscriber<T> {
        private final Subscriber<T> broker;

        SubscriberView(Subscriber<T> broker) {
            this.broker = broker;
        }

        @Override
        public Subscription subscribe(MessageHandler<? super T> handler) {
            return broker.subscribe(handler);
        }

        @Override
        public Subscription subscribe(MessageHandler<? super T> handler, Predicate<? super T> predicate) {
            return broker.subscribe(handler, predicate);
        }

        @Override
        public Subscription subscribe(MessageHandler<? super T> handler, List<? extends MessageFilter<T>> filters) {
            return broker.subscribe(handler, filters);
        }

        @Override
        public CompletableFuture<T> first() {
            return broker.first();
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
            return broker.asFlowPublisher(bufferCapacity, overflow);
        }
    }

    /** Used by {@code AsyncEvent.create()}. */
    public static <T> AsyncEvent<T> createAsync() {
        return new StandaloneAsyncEvent<>(new AsyncBroker<>(anyType(), PipeContext.EVENT));
    }

    /** The message type of an event's broker: only diagnostics read it, and events have none. */
    @SuppressWarnings("unchecked")
    private static <T> Class<T> anyType() {
        return (Class<T>) Object.class;
    }

    /** An event's closed flag and its broker's close: the sync and async events alike. */
    private static final class Closing {
        private final ListBroker broker;
        private volatile boolean closed;

        Closing(ListBroker broker) {
            this.broker = broker;
        }

        void close() {
            closed = true;
            broker.close("event is closed");
        }
    }

    private static final class StandaloneAsyncEvent<T> implements AsyncEvent<T>, AsyncEventPublisher<T> {
        private final AsyncBroker<T> broker;
        private final AsyncSubscriber<T> subscriber;
        private final Closing closing;

        StandaloneAsyncEvent(AsyncBroker<T> broker) {
            this.broker = broker;
            this.subscriber = new AsyncSubscriberView<>(broker);
            this.closing = new Closing(broker);
        }

        @Override
        public AsyncEventPublisher<T> publisher() {
            return this;
        }

        @Override
        public AsyncSubscriber<T> subscriber() {
            return subscriber;
        }

        @Override
        public CompletionStage<Void> publishAsync(T message) {
            return broker.publishAsync(message);
        }

        @Override
        public CompletionStage<Void> publishAsync(T message, AsyncPublishStrategy strategy) {
            return broker.publishAsync(message, strategy);
        }

        @Override
        public CompletionStage<Void> publishAsync(T message, AsyncPublishStrategy strategy, Duration timeout) {
            return broker.publishAsync(message, strategy, timeout);
        }

        @Override
        public void close() {
            closing.close();
        }

        @Override
        public boolean isClosed() {
            return closing.closed;
        }
    }

    /** The async subscribing side only. */
    private static final class AsyncSubscriberView<T> implements AsyncSubscriber<T> {
        private final AsyncSubscriber<T> broker;

        AsyncSubscriberView(AsyncSubscriber<T> broker) {
            this.broker = broker;
        }

        @Override
        public Subscription subscribe(AsyncMessageHandler<? super T> handler) {
            return broker.subscribe(handler);
        }

        @Override
        public Subscription subscribe(AsyncMessageHandler<? super T> handler, Predicate<? super T> predicate) {
            return broker.subscribe(handler, predicate);
        }

        @Override
        public Subscription subscribe(AsyncMessageHandler<? super T> handler,
                List<? extends AsyncMessageFilter<T>> filters) {
            return broker.subscribe(handler, filters);
        }

        @Override
        public Subscription subscribe(CancellableMessageHandler<? super T> handler,
                List<? extends AsyncMessageFilter<T>> filters) {
            return broker.subscribe(handler, filters);
        }
    }
}
