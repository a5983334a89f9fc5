package dev.lilt.pipe.internal;

import java.util.function.Consumer;

/**
 * An immutable open-addressing map from a literal segment to a trie node, looked up by a region
 * of a key without cutting it out (no substring, no allocation). Changes make a new table; the
 * trie publishes it with a release store.
 */
final class SegmentTable {
    static final SegmentTable EMPTY = new SegmentTable(new String[0], new PatternNode[0], 0);

    private final String[] keys;
    private final PatternNode[] nodes;
    private final int size;
    private final int mask;

    private SegmentTable(String[] keys, PatternNode[] nodes, int size) {
        this.keys = keys;
        this.nodes = nodes;
        this.size = size;
        this.mask = keys.length - 1;
    }

    int size() {
        return size;
    }

    /** The node for {@code key.substring(from, to)}, or null; reads the chars in place. */
    PatternNode get(String key, int from, int to) {
        if (size == 0) {
            return null;
        }
        int len = to - from;
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + key.charAt(i); // String.hashCode over the region
        }
        for (int i = spread(h) & mask; ; i = (i + 1) & mask) {
            String k = keys[i];
            if (k == null) {
                return null;
            }
            if (k.length() == len && k.regionMatches(0, key, from, len)) {
                return nodes[i];
            }
        }
    }

    /** The node for a whole segment, or null. */
    PatternNode get(String segment) {
        return get(segment, 0, segment.length());
    }

    /** A table with {@code segment -> node} added (segment absent). */
    SegmentTable with(String segment, PatternNode node) {
        int capacity = Math.max(4, Integer.highestOneBit(Math.max(1, (size + 1) * 2 - 1)) << 1);
        SegmentTable t = new SegmentTable(new String[capacity], new PatternNode[capacity], size + 1);
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != null) {
                t.put(keys[i], nodes[i]);
            }
        }
        t.put(segment, node);
        return t;
    }

    /** A table without {@code segment}. */
    SegmentTable without(String segment) {
        if (size == 1) {
            return EMPTY;
        }
        SegmentTable t = new SegmentTable(new String[keys.length], new PatternNode[keys.length], size - 1);
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != null && !keys[i].equals(segment)) {
                t.put(keys[i], nodes[i]);
            }
        }
        return t;
    }

    /** Calls {@code action} with every node; for writers and diagnostics, under the broker's lock. */
    void forEach(Consumer<PatternNode> action) {
        for (PatternNode n : nodes) {
            if (n != null) {
                action.accept(n);
            }
        }
    }

    /** Only while building a fresh table, before it is published. */
    private void put(String segment, PatternNode node) {
        int i = spread(segment.hashCode()) & mask;
        while (keys[i] != null) {
            i = (i + 1) & mask;
        }
        keys[i] = segment;
        nodes[i] = node;
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }
}
