package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Where a subscription's handler runs: on the publishing thread ({@code executor == null}) or
 * through a bounded queue on an executor.
 */
record DeliveryMode(Executor executor, int queueCapacity, OverflowPolicy overflow) {
    static final int DEFAULT_QUEUE_CAPACITY = 1024;

    /** Checks the arguments of a public {@code on(executor, capacity, overflow)}. */
    static DeliveryMode on(Executor executor, int queueCapacity, OverflowPolicy overflow) {
        Objects.requireNonNull(executor, "executor == null");
        return queue(queueCapacity, overflow).withExecutor(executor);
    }

    /** A publishing-thread mode carrying a queue shape for later {@link #withExecutor}. */
    static DeliveryMode queue(int queueCapacity, OverflowPolicy overflow) {
        Objects.requireNonNull(overflow, "overflow == null");
        if (queueCapacity < 1) {
            throw new IllegalArgumentException("queueCapacity must be >= 1: " + queueCapacity);
        }
        return new DeliveryMode(null, queueCapacity, overflow);
    }

    DeliveryMode withExecutor(Executor e) {
        return new DeliveryMode(Objects.requireNonNull(e, "executor == null"), queueCapacity, overflow);
    }

    DeliveryMode onPublishingThread() {
        return new DeliveryMode(null, queueCapacity, overflow);
    }

    /** The target a publish calls: the chain itself, or a queue in front of it. */
    MessageHandler<Object> wrap(MessageHandler<Object> chain, Delivery delivery) {
        return executor == null ? chain : new ExecutorHandler(chain, this, delivery);
    }
}
