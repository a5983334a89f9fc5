package dev.lilt.pipe;

/**
 * Receives the messages of one type, one call per message.
 *
 * <p>A handler may subscribe, close subscriptions and publish from inside {@link #handle}; see
 * {@link Publisher#publish} for what such a change means to the publish that is running.
 *
 * @param <T> the message type
 */
@FunctionalInterface
public interface MessageHandler<T> {
    /**
     * Handles one message. An exception thrown here does not stop delivery to the other
     * handlers: see {@link MessageDeliveryException}.
     *
     * @param message the message, never null
     */
    void handle(T message);
}
