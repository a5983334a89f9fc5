package dev.lilt.pipe;

import dev.lilt.pipe.internal.Events;

/**
 * A pipe-less asynchronous event: one publisher and one subscriber side for a single component,
 * with the async broker's rules ({@link AsyncPublisher}, {@link AsyncSubscriber}). Failures are
 * collected into the published stage ({@link MessageDeliveryException}).
 *
 * @param <T> the message type
 */
public interface AsyncEvent<T> {
    /**
     * Creates an asynchronous event with the PARALLEL default strategy.
     *
     * @param <T> the message type
     * @return a new open event
     */
    static <T> AsyncEvent<T> create() {
        return Events.createAsync();
    }

    /**
     * The publishing side; closing it closes the event.
     *
     * @return the publisher (the same object each call)
     */
    AsyncEventPublisher<T> publisher();

    /**
     * The subscribing side.
     *
     * @return the subscriber (the same object each call)
     */
    AsyncSubscriber<T> subscriber();
}
