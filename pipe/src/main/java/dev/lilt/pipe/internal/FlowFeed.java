package dev.lilt.pipe.internal;

import dev.lilt.pipe.Publisher;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;

/** Feeds a pipe publisher from a {@link Flow.Publisher}: a Flow subscriber with batched demand. */
public final class FlowFeed<T> implements Flow.Subscriber<T> {
    /*
     * Design note. Demand is kept at most `batch` outstanding: `batch` is requested at subscribe,
     * and each time `refill` (half the batch, at least 1) items have been published that many are
     * requested again. The source calls onNext serially (Reactive Streams rule 1.3), so
     * `sinceRequest` needs no synchronisation. `done` is the user's handle: whatever completes it
     * (the source ending, a publish failing, the user cancelling) cancels the source, and items
     * arriving after that are ignored.
     */

    private final Publisher<T> target;
    private final int batch;
    private final int refill;
    private final CompletableFuture<Void> done = new CompletableFuture<>();
    private volatile Flow.Subscription upstream;
    private volatile boolean sourceEnded;
    private int sinceRequest;

    FlowFeed(Publisher<T> target, int batch) {
        this.target = target;
        this.batch = batch;
        this.refill = Math.max(1, batch / 2);
        done.whenComplete((ignored, failure) -> {
            Flow.Subscription s = upstream;
            if (s != null && !sourceEnded) {
                s.cancel(); // not after the source's own end: rule 2.3
            }
        });
    }

    /** Used by {@code Publisher#feedFrom}. */
    public static <T> CompletableFuture<Void> start(Publisher<T> target, Flow.Publisher<? extends T> source,
            int batch) {
        Objects.requireNonNull(source, "source == null");
        if (batch < 1) {
            throw new IllegalArgumentException("requestBatch must be >= 1: " + batch);
        }
        FlowFeed<T> feed = new FlowFeed<>(target, batch);
        source.subscribe(feed);
        return feed.done;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        Objects.requireNonNull(subscription, "subscription == null");
        if (upstream != null) {
            subscription.cancel(); // rule 2.5: one subscription at a time
            return;
        }
        upstream = subscription;
        if (done.isDone()) {
            subscription.cancel();
        } else {
            subscription.request(batch);
        }
    }

    @Override
    public void onNext(T item) {
        Objects.requireNonNull(item, "item == null");
        if (done.isDone()) {
            return;
        }
        try {
            target.publish(item);
        } catch (Throwable t) {
            done.completeExceptionally(t);
            if (t instanceof VirtualMachineError) {
                throw (VirtualMachineError) t;
            }
            return;
        }
        if (++sinceRequest == refill) {
            sinceRequest = 0;
            upstream.request(refill);
        }
    }

    @Override
    public void onError(Throwable failure) {
        Objects.requireNonNull(failure, "failure == null");
        sourceEnded = true;
        done.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
        sourceEnded = true;
        done.complete(null);
    }
}
