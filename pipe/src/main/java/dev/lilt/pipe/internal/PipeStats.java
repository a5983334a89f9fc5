package dev.lilt.pipe.internal;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A counting pipe's counts: publishes per message type, delivery failures, leak reports. Shared
 * by the pipe and its scopes; outlives their brokers, so no count goes backwards when a scope
 * closes.
 */
final class PipeStats {
    /*
     * Design note. A broker looks its type's counter up once, when it is created, and keeps it
     * in a final field: a publish adds to it without a map lookup. Brokers of several kinds for
     * one type (plain, keyed, buffered, async) share the counter, so the count is per message
     * type. Readers (JMX, the JFR periodic hook) sum the stripes; see StripedCounter for why a
     * read never tears or goes backwards.
     */

    private final ConcurrentHashMap<Class<?>, StripedCounter> publishes = new ConcurrentHashMap<>();
    private final StripedCounter failures = new StripedCounter();
    private final StripedCounter leaks = new StripedCounter();

    /** The counter a broker for {@code type} adds its publishes to. */
    StripedCounter publishCounter(Class<?> type) {
        return publishes.computeIfAbsent(type, t -> new StripedCounter());
    }

    void countFailure() {
        failures.increment();
    }

    void countLeak() {
        leaks.increment();
    }

    /** Publishes per message type, for the types that have a broker; each count read at its own moment. */
    Map<Class<?>, Long> publishCounts() {
        Map<Class<?>, Long> counts = new HashMap<>();
        publishes.forEach((type, counter) -> counts.put(type, counter.sum()));
        return counts;
    }

    long failureCount() {
        return failures.sum();
    }

    long leakCount() {
        return leaks.sum();
    }
}
