package dev.lilt.pipe.internal;

import dev.lilt.pipe.PipeDiagnostics;
import dev.lilt.pipe.SubscriptionInfo;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads a pipe's live subscriptions on demand by walking its brokers: no bookkeeping on the
 * subscribe or publish paths. Counts are exact per list and summed without a global lock, so
 * under concurrent change a total is a sum of moments, not one moment.
 */
final class DiagnosticsView implements PipeDiagnostics {
    private final PipeImpl pipe;

    DiagnosticsView(PipeImpl pipe) {
        this.pipe = pipe;
    }

    @Override
    public int subscriptionCount() {
        return count(pipe.brokers());
    }

    @Override
    public int subscriptionCount(Class<?> messageType) {
        Objects.requireNonNull(messageType, "messageType == null");
        int n = 0;
        for (Broker broker : pipe.brokers()) {
            if (broker.messageType() == messageType) {
                n += broker.liveCount();
            }
        }
        return n;
    }

    @Override
    public Map<Class<?>, Integer> subscriptionCounts() {
        return Map.copyOf(countsByType(pipe.brokers()));
    }

    @Override
    public List<SubscriptionInfo> liveSubscriptions() {
        List<SubscriptionInfo> out = new ArrayList<>();
        for (Broker broker : pipe.brokers()) {
            broker.collect(out);
        }
        return List.copyOf(out);
    }

    @Override
    public boolean capturesSubscriptionSites() {
        return pipe.capturesSites();
    }

    @Override
    public long deadMessageCount() {
        return pipe.deadMessageCount();
    }

    /** The live subscriptions of {@code brokers}; also the MXBean's count over a pipe and its scopes. */
    static int count(Collection<Broker> brokers) {
        int n = 0;
        for (Broker broker : brokers) {
            n += broker.liveCount();
        }
        return n;
    }

    /** The live subscriptions of {@code brokers} per message type, types with none left out. */
    static Map<Class<?>, Integer> countsByType(Collection<Broker> brokers) {
        Map<Class<?>, Integer> counts = new HashMap<>();
        for (Broker broker : brokers) {
            int n = broker.liveCount();
            if (n > 0) {
                counts.merge(broker.messageType(), n, Integer::sum);
            }
        }
        return counts;
    }
}
