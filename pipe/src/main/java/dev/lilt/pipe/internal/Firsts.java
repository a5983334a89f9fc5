package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.Subscription;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The {@code first(...)} family: a one-shot subscription behind a future. The default methods of
 * the four subscriber interfaces are one call here each, so the sync and async, plain and keyed
 * families share one implementation and check their arguments in one order.
 */
public final class Firsts {
    private static final CompletionStage<Void> DONE = CompletableFuture.completedStage(null);

    private Firsts() {
    }

    /**
     * Subscribes a handler that completes the returned future; completing (or cancelling) the
     * future closes the subscription first, so whoever sees the future done, on any thread and in
     * any dependent stage, sees the subscription closed. If the message arrives during the
     * subscribe call itself (a buffered replay), the subscription is closed as soon as the call
     * returns.
     */
    public static <T> CompletableFuture<T> first(Function<MessageHandler<T>, Subscription> subscribe) {
        OneShot<T> future = new OneShot<>();
        future.attach(subscribe.apply(future::complete));
        return future;
    }

    /** As {@link #first}, for async subscribers: the handler completes the future and returns a done stage. */
    public static <T> CompletableFuture<T> firstAsync(Function<AsyncMessageHandler<T>, Subscription> subscribe) {
        OneShot<T> future = new OneShot<>();
        future.attach(subscribe.apply(message -> {
            future.complete(message);
            return DONE;
        }));
        return future;
    }

    /** As {@link #first}, after checking {@code predicate}: a subscriber's {@code first(predicate)}. */
    public static <T> CompletableFuture<T> first(Object predicate,
            Function<MessageHandler<T>, Subscription> subscribe) {
        Objects.requireNonNull(predicate, "predicate == null");
        return first(subscribe);
    }

    /** As {@link #firstAsync}, after checking {@code predicate}: an async {@code first(predicate)}. */
    public static <T> CompletableFuture<T> firstAsync(Object predicate,
            Function<AsyncMessageHandler<T>, Subscription> subscribe) {
        Objects.requireNonNull(predicate, "predicate == null");
        return firstAsync(subscribe);
    }

    /**
     * A future that closes its subscription before it completes in any way (a message, the
     * timeout of {@link #within}, a cancel). Closing in a dependent stage instead would race: the
     * waiting thread and later-registered stages may run before that stage does.
     */
    private static final class OneShot<T> extends CompletableFuture<T> {
        /** Set once the subscribe call returns; read by whichever thread completes the future. */
        private volatile Subscription subscription;

        void attach(Subscription subscribed) {
            subscription = subscribed;
            if (isDone()) {
                subscribed.close(); // completed during the subscribe call, or before this write was seen
            }
        }

        private void closeSubscription() {
            Subscription subscribed = subscription;
            if (subscribed != null) {
                subscribed.close();
            }
        }

        @Override
        public boolean complete(T value) {
            closeSubscription();
            return super.complete(value);
        }

        @Override
        public boolean completeExceptionally(Throwable failure) {
            closeSubscription();
            return super.completeExceptionally(failure);
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            closeSubscription();
            return super.cancel(mayInterruptIfRunning);
        }

        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new CompletableFuture<>(); // dependent stages own no subscription
        }
    }

    /**
     * A subscriber's {@code first(..., timeout)}: checks {@code timeout}, then fails the future
     * {@code first} makes with TimeoutException after it (the future's own close runs then).
     */
    public static <T> CompletableFuture<T> within(Duration timeout, Supplier<CompletableFuture<T>> first) {
        checkTimeout(timeout);
        return first.get().orTimeout(nanos(timeout), TimeUnit.NANOSECONDS);
    }

    /** {@code first(predicate, timeout)}: checks {@code predicate}, then {@code timeout}, as {@link #within}. */
    public static <P, T> CompletableFuture<T> within(P predicate, Duration timeout,
            Function<P, CompletableFuture<T>> first) {
        Objects.requireNonNull(predicate, "predicate == null");
        return within(timeout, () -> first.apply(predicate));
    }

    /** Checks a timeout argument: non-null and above zero. */
    public static void checkTimeout(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout == null");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be > 0: " + timeout);
        }
    }

    /** The timeout in nanoseconds, saturated at Long.MAX_VALUE (about 292 years). */
    static long nanos(Duration timeout) {
        try {
            return timeout.toNanos();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }
}
