package dev.lilt.pipe.internal;

import dev.lilt.pipe.SubscriptionInfo;
import java.util.List;

/** What a pipe needs of each of its brokers: diagnostics and closing. */
interface Broker {
    Class<?> messageType();

    int liveCount();

    void collect(List<SubscriptionInfo> out);

    /** Closes every subscription; later calls throw IllegalStateException(reason). */
    void close(String reason);
}
