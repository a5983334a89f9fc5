package dev.lilt.pipe;

import java.util.List;

/**
 * A subscriber that receives the messages its broker keeps (by its {@link ReplayPolicy}), oldest
 * first, as soon as it subscribes, on the subscribing thread, before any later message.
 *
 * <p>If a replayed message's handler throws and the pipe has no error handler, the replay stops,
 * the subscription is closed again (before any publish can reach it) and {@code subscribe} throws
 * {@link MessageDeliveryException}; with an error handler the failure goes there and the replay
 * goes on.
 *
 * @param <T> the message type
 */
public interface ReplaySubscriber<T> extends Subscriber<T> {
    /**
     * What a subscriber made now would receive first: the kept messages, oldest first, read under
     * the broker's lock (so a publish that returned before this call is in it, if the policy keeps it).
     *
     * @return an unmodifiable copy of the kept messages, empty if none
     * @throws IllegalStateException if the pipe or scope is closed
     */
    List<T> messages();

    /**
     * The policy this subscriber's broker was created with.
     *
     * @return the policy
     */
    ReplayPolicy policy();
}
