package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessagePipeMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;

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
        return DiagnosticsView.count(brokers());
    }

    @Override
    public Map<String, Integer> getSubscriptionCounts() {
        return byName(DiagnosticsView.countsByType(brokers()), Integer::sum);
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
        return byName(stats.publishCounts(), Long::sum);
    }

    @Override
    public long getDeliveryFailureCount() {
        return stats.failureCount();
    }

    @Override
    public long getLeakReportCount() {
        return stats.leakCount();
    }

    @Override
    public long getDeadMessageCount() {
        return pipe.deadMessageCount();
    }

    /** Keys by class name (JMX shows no classes); two classes of one name (two loaders) add up. */
    private static <V> Map<String, V> byName(Map<Class<?>, V> byType, BinaryOperator<V> sum) {
        Map<String, V> out = new HashMap<>();
        byType.forEach((type, value) -> out.merge(type.getName(), value, sum));
        return out;
    }

    private List<Broker> brokers() {
        List<Broker> out = new ArrayList<>();
        pipe.collectBrokers(out);
        return out;
    }
}
