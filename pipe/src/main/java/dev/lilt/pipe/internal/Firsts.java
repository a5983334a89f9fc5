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

/** The {@code first(...)} family: a one-shot subscription behind a future. */
public final class Firsts {
    private static final CompletionStage<Void> DONE = CompletableFuture.completedStage(null);

    private Firsts() {
    }

    /**
     * Subscribes a handler that completes the returned future; completing (or cancelling) the
     * future closes the subscription. If the message arrives during the subscribe call itself
     * (a buffered replay), the subscription is closed as soon as the call returns.
     */
    public static <T> CompletableFuture<T> first(Function<MessageHandler<T>, Subscription> subscribe) {
        CompletableFuture<T> future = new CompletableFuture<>();
        Subscription subscription = subscribe.apply(future::complete);
        future.whenComplete((message, failure) -> subscription.close());
        return future;
    }

    /** As {@link #first}, for async subscribers: the handler completes the future and returns a done stage. */
    public static <T> CompletableFuture<T> firstAsync(Function<AsyncMessageHandler<T>, Subscription> subscribe) {
        CompletableFuture<T> future = new CompletableFuture<>();
        Subscription subscription = subscribe.apply(message -> {
            future.complete(message);
            return DONE;
        });
        future.whenComplete((message, failure) -> subscription.close());
        return future;
    }

    /** Fails {@code future} with TimeoutException after {@code timeout}; returns it. */
    public static <T> CompletableFuture<T> within(CompletableFuture<T> future, Duration timeout) {
        return future.orTimeout(nanos(timeout), TimeUnit.NANOSECONDS);
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
