package dev.lilt.pipe.internal;

import dev.lilt.pipe.PipeDiagnostics;
import dev.lilt.pipe.SubscriptionInfo;
import java.util.ArrayList;
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
        int n = 0;
        for (Broker broker : pipe.brokers()) {
            n += broker.liveCount();
        }
        return n;
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
        Map<Class<?>, Integer> counts = new HashMap<>();
        for (Broker broker : pipe.brokers()) {
            int n = broker.liveCount();
            if (n > 0) {
                counts.merge(broker.messageType(), n, Integer::sum);
            }
        }
        return Map.copyOf(counts);
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
}
