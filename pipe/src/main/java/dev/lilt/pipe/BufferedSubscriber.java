package dev.lilt.pipe;

import java.util.Optional;

/**
 * A subscriber that receives the last message published (if any) as soon as it subscribes,
 * on the subscribing thread, before any later message.
 *
 * <p>If that replay throws and the pipe has no error handler, the subscription is closed again
 * and {@code subscribe} throws {@link MessageDeliveryException}.
 *
 * <p>{@link #lastMessage()} reads the buffered message without subscribing.
 *
 * @param <T> the message type
 */
public interface BufferedSubscriber<T> extends Subscriber<T> {
    /**
     * The message a subscriber made now would receive first: the last one published, read under
     * the broker's lock (so it is never older than a publish that returned before this call).
     *
     * @return the last message published, or empty if nothing has been published yet
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Optional<T> lastMessage();
}
