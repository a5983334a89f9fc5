package dev.lilt.pipe;

/**
 * A subscriber that receives the last message published (if any) as soon as it subscribes,
 * on the subscribing thread, before any later message.
 *
 * <p>If that replay throws and the pipe has no error handler, the subscription is closed again
 * and {@code subscribe} throws {@link MessageDeliveryException}.
 *
 * @param <T> the message type
 */
public interface BufferedSubscriber<T> extends Subscriber<T> {
}
