package dev.lilt.pipe.internal;

import dev.lilt.pipe.SubscriptionInfo;
import java.util.List;

/** A snapshot of one live subscription for diagnostics. */
record LiveSubscription(Class<?> messageType, Object key, List<StackTraceElement> subscribedAt)
        implements SubscriptionInfo {

    static LiveSubscription of(Class<?> messageType, Node node) {
        List<StackTraceElement> site = node.site == null ? List.of() : List.of(node.site.getStackTrace());
        return new LiveSubscription(messageType, node.key, site);
    }
}
