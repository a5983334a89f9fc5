package dev.lilt.pipe;

import java.util.List;
import java.util.Map;

/**
 * A live view of a pipe's (or scope's) subscriptions, to find leaks. Each call reads the current
 * state; child scopes have their own diagnostics.
 */
public interface PipeDiagnostics {
    /**
     * Counts every live subscription of every kind (plain, keyed, buffered, async, request).
     *
     * @return the number of live subscriptions
     */
    int subscriptionCount();

    /**
     * Counts the live subscriptions of one message type, over every broker kind.
     *
     * @param messageType the message (or request) type
     * @return the number of live subscriptions for that type
     * @throws NullPointerException if {@code messageType} is null ("messageType == null")
     */
    int subscriptionCount(Class<?> messageType);

    /**
     * Counts the live subscriptions per message type.
     *
     * @return an unmodifiable map from message type to a count above zero
     */
    Map<Class<?>, Integer> subscriptionCounts();

    /**
     * Lists the live subscriptions.
     *
     * @return an unmodifiable snapshot
     */
    List<SubscriptionInfo> liveSubscriptions();

    /**
     * Tells whether subscriptions record where they were made.
     *
     * @return true if {@link SubscriptionInfo#subscribedAt()} is filled in
     */
    boolean capturesSubscriptionSites();

    /**
     * Counts the dead messages reported since the pipe was built, by the pipe and all its scopes
     * (see {@link MessagePipeBuilder#deadMessageHandler(MessageHandler)}); zero if the pipe has
     * no dead-message handler.
     *
     * @return the number of dead-message reports
     */
    long deadMessageCount();
}
