package dev.lilt.pipe;

/**
 * What a bounded queue does with a message that arrives when it is full: the delivery queue of a
 * subscription on an executor ({@link Subscriber#on(java.util.concurrent.Executor, int, OverflowPolicy)})
 * and the buffer of a Flow subscriber ({@link Subscriber#asFlowPublisher(int, OverflowPolicy)}).
 */
public enum OverflowPolicy {
    /** Drops the oldest message waiting in the queue (it is never delivered) and queues the new one. */
    DROP_OLDEST,
    /** Drops the arriving message; the queue is left as it was. */
    DROP_NEWEST,
    /**
     * Refuses the message: for a delivery queue, the publish counts it as that subscription's
     * failure ({@link IllegalStateException}, through the error handler or
     * {@link MessageDeliveryException}); for a Flow subscriber, the subscriber receives
     * {@code onError} and its subscription ends.
     */
    FAIL
}
