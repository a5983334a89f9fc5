package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which local subscribers want which topics, and the one server-side subscription per topic.
 */
final class Interests {
    /*
     * Design note.
     *
     * Per topic: a count of local subscriptions per subscriber object (a subscriber has its own
     * codec and local broker), and the array of those subscribers that the delivery thread walks. The
     * first acquire of a topic calls Transport#listen, after the topic and its first subscriber are
     * visible to the delivery thread; the last release calls Transport#unlisten.
     *
     * Subscriber objects keep identity equality, so the map is by identity; it keeps insertion order
     * so that the subscriber objects of a topic are served in the order they first subscribed.
     *
     * Threading: acquire and release run under this object's monitor, so the listen/unlisten calls
     * of a topic alternate and are issued in order (Lettuce keeps the order of commands on one
     * connection). The delivery thread reads without a lock: a ConcurrentHashMap#get and a
     * volatile read of the topic's subscriber array, which is replaced (never mutated) under the
     * monitor.
     */

    private static final Subscribers[] NONE = {};

    private final ConcurrentHashMap<Topic, Interest> byTopic = new ConcurrentHashMap<>();

    /** The local side of one topic. */
    private static final class Interest {
        /** The transport's listen; set under the monitor once the interest and its first sink are visible. */
        CompletableFuture<Void> ready;
        final Map<Subscribers, int[]> counts = new LinkedHashMap<>();
        volatile Subscribers[] sinks = NONE;
    }

    /** A subscriber object: decodes for its codec and runs its local broker. */
    interface Subscribers {
        PipeCore.Outcome deliver(Topic topic, String key, byte[] payload, boolean reportFailures);
    }

    synchronized CompletableFuture<Void> acquire(Topic topic, Subscribers sink, Transport transport) {
        Interest interest = byTopic.get(topic);
        boolean first = interest == null;
        if (first) {
            interest = new Interest();
            byTopic.put(topic, interest);
        }
        int[] count = interest.counts.get(sink);
        if (count == null) {
            interest.counts.put(sink, new int[] {1});
            interest.sinks = interest.counts.keySet().toArray(NONE);
        } else {
            count[0]++;
        }
        if (first) {
            // Listen only now: the transport may deliver before listen returns (a Streams read
            // round started by its group callback), and an entry of a topic with no interest or
            // no sink yet is passed over, never read again.
            try {
                interest.ready = transport.listen(topic);
            } catch (RuntimeException | Error e) {
                byTopic.remove(topic);
                throw e;
            }
        }
        return interest.ready;
    }

    synchronized void release(Topic topic, Subscribers sink, Transport transport) {
        Interest interest = byTopic.get(topic);
        int[] count = interest == null ? null : interest.counts.get(sink);
        if (count == null) {
            return;
        }
        if (--count[0] > 0) {
            return;
        }
        interest.counts.remove(sink);
        interest.sinks = interest.counts.keySet().toArray(NONE);
        if (interest.counts.isEmpty()) {
            byTopic.remove(topic);
            transport.unlisten(topic);
        }
    }

    Subscribers[] sinks(Topic topic) {
        Interest interest = byTopic.get(topic);
        return interest == null ? NONE : interest.sinks;
    }

    boolean has(Topic topic) {
        return byTopic.containsKey(topic);
    }
}
