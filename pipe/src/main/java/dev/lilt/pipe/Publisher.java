package dev.lilt.pipe;

import dev.lilt.pipe.internal.FlowFeed;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;

/**
 * Publishes messages of one type to the handlers subscribed through the matching
 * {@link Subscriber}.
 *
 * <p>Thread-safe: any thread may publish at any time. Publishing takes no lock (a buffered
 * publish takes a short one, see {@link BufferedPublisher}) and allocates nothing unless a handler
 * fails.
 *
 * @param <T> the message type
 */
public interface Publisher<T> {
    /**
     * Calls every handler subscribed before this call started, in subscription order, on the
     * calling thread. A subscription made while this publish runs (by a handler, or by another
     * thread) is not called by it; one closed before this publish reaches it is not called.
     * A handler that throws does not stop the others.
     *
     * @param message the message
     * @throws NullPointerException if {@code message} is null ("message == null")
     * @throws IllegalStateException if the pipe, scope or event this publisher belongs to is closed
     * @throws MessageDeliveryException after every handler has run, if one or more threw and the
     *     pipe has no error handler
     */
    void publish(T message);

    /**
     * Publishes every item of a {@link Flow.Publisher} here, in order, as it arrives: subscribes
     * to {@code source}, requests {@code requestBatch} items, and requests the next batch when
     * half of it has been published (so the source never runs ahead of the pipe by more than a
     * batch).
     *
     * <p>The returned future completes when the source completes, fails with the source's error,
     * or fails with what a publish threw (the pipe closed, or {@link MessageDeliveryException}
     * from a pipe without an error handler), which also cancels the source. Cancelling the
     * future cancels the source; no item is published after the cancel returns, except one
     * already being published.
     *
     * @param source the items to publish; a null item is a protocol error that cancels it
     * @param requestBatch how many items to request at a time, at least 1
     * @return a future completed when the feed ends
     * @throws NullPointerException if {@code source} is null ("source == null")
     * @throws IllegalArgumentException if {@code requestBatch} is below 1
     */
    default CompletableFuture<Void> feedFrom(Flow.Publisher<? extends T> source, int requestBatch) {
        return FlowFeed.start(this, source, requestBatch);
    }
}
