package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessagePipeMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A pipe's MXBean: reads its counts and walks its brokers (and its scopes') on each call; names
 * no javax.management type, so it loads without java.management.
 */
final class PipeBean implements MessagePipeMXBean {
    private final String name;
    private final PipeImpl pipe;
    private final PipeStats stats;

    PipeBean(String name, PipeImpl pipe, PipeStats stats) {
        this.name = name;
        this.pipe = pipe;
        this.stats = stats;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public int getSubscriptionCount() {
        int n = 0;
        for (Broker broker : brokers()) {
            n += broker.liveCount();
        }
        return n;
    }

    @Override
    public Map<String, Integer> getSubscriptionCounts() {
        Map<String, Integer> counts = new HashMap<>();
        for (Broker broker : brokers()) {
            int n = broker.liveCount();
            if (n > 0) {
                counts.merge(broker.messageType().getName(), n, Integer::sum);
            }
        }
        return counts;
    }

    @Override
    public long getPublishCount() {
        long n = 0;
        for (long count : stats.publishCounts().values()) {
            n += count;
        }
        return n;
    }

    @Override
    public Map<String, Long> getPublishCounts() {
        Map<String, Long> counts = new HashMap<>();
        stats.publishCounts().forEach((type, count) -> counts.merge(type.getName(), count, Long::sum));
        return counts;
    }

    @Override
    public long getDeliveryFailureCount() {
        return stats.failureCount();
    }

    @Override
    public long getLeakReportCount() {
        return stats.leakCount();
    }

    private List<Broker> brokers() {
        List<Broker> out = new ArrayList<>();
        pipe.collectBrokers(out);
        return out;
    }
}
