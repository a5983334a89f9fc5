package dev.lilt.pipe;

import java.util.List;

/** One live subscription, as seen by {@link PipeDiagnostics#liveSubscriptions()}. */
public interface SubscriptionInfo {
    /**
     * The message type (for a request handler: the request type).
     *
     * @return the message type
     */
    Class<?> messageType();

    /**
     * The key of a keyed subscription.
     *
     * @return the key, or null if the subscription is not keyed
     */
    Object key();

    /**
     * Where the subscription was made, if the pipe captures subscription sites
     * ({@link MessagePipeBuilder#captureSubscriptionSites(boolean)}).
     *
     * @return the stack at subscribe time, innermost frame first; empty if not captured
     */
    List<StackTraceElement> subscribedAt();
}
