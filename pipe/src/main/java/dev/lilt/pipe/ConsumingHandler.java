package dev.lilt.pipe;

/**
 * A handler that may consume a message: when it returns true, the handlers after it in the
 * delivery order (those of lower priority, and those of equal priority subscribed later) do not
 * receive that message. For input dispatch: the topmost widget takes a click, the ones beneath do
 * not see it (greenrobot's {@code cancelEventDelivery}). Subscribe with
 * {@link Subscriber#subscribeConsuming(ConsumingHandler, int)}.
 *
 * @param <T> the message type
 */
@FunctionalInterface
public interface ConsumingHandler<T> {
    /**
     * Handles one message.
     *
     * @param message the message, never null
     * @return true to consume it: no later handler of this publish receives it
     */
    boolean handle(T message);
}
