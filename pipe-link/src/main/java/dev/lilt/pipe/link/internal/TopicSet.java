package dev.lilt.pipe.link.internal;

import dev.lilt.pipe.remote.spi.Topic;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/**
 * The keys and patterns one pipe listens to: the listener keeps one per connected peer (to route)
 * and one for itself, a connector one for itself (to hand a message to each of its topics that
 * matches).
 */
final class TopicSet {
    /*
     * Design note.
     *
     * Keys in a concurrent set (one hash lookup per message), patterns in a copy-on-write list
     * (few, read per message, changed on subscribe only). Each topic is in the set at most once:
     * the pipe listens to a topic on its first local subscriber and unlistens on its last, and a
     * connector that re-sends its topics after a reconnect adds nothing new. Readers walk without
     * a lock; a change made while a message is routed either sees it or not, as with a server.
     */

    private final Set<String> keys = ConcurrentHashMap.newKeySet();
    private final CopyOnWriteArrayList<String> patterns = new CopyOnWriteArrayList<>();
    private final BiPredicate<String, String> matcher;

    /** @param matcher tells whether a pattern (first argument) matches a key (second) */
    TopicSet(BiPredicate<String, String> matcher) {
        this.matcher = matcher;
    }

    void add(String name, boolean pattern) {
        if (pattern) {
            patterns.addIfAbsent(name);
        } else {
            keys.add(name);
        }
    }

    void remove(String name, boolean pattern) {
        if (pattern) {
            patterns.remove(name);
        } else {
            keys.remove(name);
        }
    }

    /** How many of the topics match {@code key}: the key itself, plus each matching pattern. */
    int matchCount(String key) {
        int count = keys.contains(key) ? 1 : 0;
        for (String pattern : patterns) {
            if (matcher.test(pattern, key)) {
                count++;
            }
        }
        return count;
    }

    /** Calls {@code sink} with each topic that matches {@code key}: the key first, then patterns in order. */
    void forEachMatch(String key, Consumer<Topic> sink) {
        if (keys.contains(key)) {
            sink.accept(new Topic(key, false));
        }
        for (String pattern : patterns) {
            if (matcher.test(pattern, key)) {
                sink.accept(new Topic(pattern, true));
            }
        }
    }

    /** Calls {@code sink} with every topic (a connector re-sends them after a reconnect). */
    void forEach(Consumer<Topic> sink) {
        for (String key : keys) {
            sink.accept(new Topic(key, false));
        }
        for (String pattern : patterns) {
            sink.accept(new Topic(pattern, true));
        }
    }
}
