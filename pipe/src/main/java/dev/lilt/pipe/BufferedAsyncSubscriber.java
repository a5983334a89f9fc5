package dev.lilt.pipe;

import java.util.Optional;

/**
 * An asynchronous subscriber that starts a new handler with the last message published (if
 * any) during {@code subscribe}, before any later message.
 *
 * <p>If that replay throws synchronously (or returns null) and the pipe has no error handler,
 * the subscription is closed again and {@code subscribe} throws
 * {@link MessageDeliveryException}. A replay stage that fails later goes to the pipe's error
 * handler, or without one to the completing thread's uncaught exception handler: there is no
 * publish to report it to.
 *
 * @param <T> the message type
 */
public interface BufferedAsyncSubscriber<T> extends AsyncSubscriber<T> {
    /**
     * The message a subscriber made now would be started with first.
     *
     * @return the last message published, or empty if nothing has been published yet
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Optional<T> lastMessage();
}
