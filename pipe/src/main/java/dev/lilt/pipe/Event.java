package dev.lilt.pipe;

import dev.lilt.pipe.internal.Events;
import java.util.Objects;

/**
 * A pipe-less event: one publisher and one subscriber side for a single component, with the
 * pipe's delivery rules (subscription order, defined reentrancy, {@link MessageDeliveryException}
 * after all handlers ran). Typical use: keep the {@link #publisher()} private, expose the
 * {@link #subscriber()}.
 *
 * @param <T> the message type
 */
public interface Event<T> {
    /**
     * Creates an event.
     *
     * @param <T> the message type
     * @return a new open event
     */
    static <T> Event<T> create() {
        return Events.create(null);
    }

    /**
     * Creates a buffered event: it remembers the last message, starting with
     * {@code initialValue}, and a new subscriber receives it at once (see {@link BufferedSubscriber}).
     *
     * @param <T> the message type
     * @param initialValue the message a subscriber gets before anything is published
     * @return a new open buffered event
     * @throws NullPointerException if {@code initialValue} is null ("initialValue == null")
     */
    static <T> Event<T> buffered(T initialValue) {
        return Events.create(Objects.requireNonNull(initialValue, "initialValue == null"));
    }

    /**
     * The publishing side; closing it closes the event.
     *
     * @return the publisher (the same object each call)
     */
    EventPublisher<T> publisher();

    /**
     * The subscribing side.
     *
     * @return the subscriber (the same object each call)
     */
    Subscriber<T> subscriber();
}
