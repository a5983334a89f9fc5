package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Subscription;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.function.Function;

/** A subscriber side as a {@link Flow.Publisher}: one pipe subscription per Flow subscriber. */
final class FlowPublisherView<T> implements Flow.Publisher<T> {
    private final Function<MessageHandler<T>, Subscription> subscribe;
    private final Executor executor;
    private final CancellationSource closing;
    private final int capacity;
    private final OverflowPolicy overflow;

    /**
     * @param subscribe subscribes a handler on the publishing thread
     * @param executor where the signals after onSubscribe run; null for the signalling thread
     * @param closing cancelled when the broker closes
     */
    FlowPublisherView(Function<MessageHandler<T>, Subscription> subscribe, Executor executor,
            CancellationSource closing, int capacity, OverflowPolicy overflow) {
        Objects.requireNonNull(overflow, "overflow == null");
        if (capacity < 1) {
            throw new IllegalArgumentException("bufferCapacity must be >= 1: " + capacity);
        }
        this.subscribe = subscribe;
        this.executor = executor;
        this.closing = closing;
        this.capacity = capacity;
        this.overflow = overflow;
    }

    @Override
    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        Objects.requireNonNull(subscriber, "subscriber == null"); // rule 1.9
        new FlowSubscription<T>(subscriber, executor, capacity, overflow).start(subscribe, closing);
    }
}
