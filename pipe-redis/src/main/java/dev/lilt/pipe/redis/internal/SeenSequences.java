package dev.lilt.pipe.redis.internal;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Streams consumer's memory of the (producer, sequence) pairs it delivered, per stream key:
 * a copy of an entry (written again after a lost answer, or redelivered from the pending list)
 * is recognised and dropped. Confined to the reader thread.
 */
final class SeenSequences {
    /*
     * Design note.
     *
     * Per (key, producer): the highest sequence seen and a bitmap of the WINDOW sequences below
     * it. A sequence above the highest is new; within the window its bit says; older than the
     * window it cannot be told apart and is delivered (at least once). Producers are kept in
     * least-recently-used order, at most MAX_PRODUCERS of them.
     */

    static final int WINDOW = 1 << 14;
    private static final int MAX_PRODUCERS = 4096;

    private static final class Window {
        long highest;
        final long[] bits = new long[WINDOW / 64];

        boolean firstSight(long sequence) {
            if (sequence > highest) {
                if (sequence - highest >= WINDOW) {
                    Arrays.fill(bits, 0L);
                } else {
                    for (long s = highest + 1; s < sequence; s++) {
                        clear(s);
                    }
                }
                highest = sequence;
                set(sequence);
                return true;
            }
            if (highest - sequence >= WINDOW) {
                return true;
            }
            int slot = (int) (sequence & (WINDOW - 1));
            long mask = 1L << (slot & 63);
            if ((bits[slot >>> 6] & mask) != 0) {
                return false;
            }
            bits[slot >>> 6] |= mask;
            return true;
        }

        private void set(long sequence) {
            int slot = (int) (sequence & (WINDOW - 1));
            bits[slot >>> 6] |= 1L << (slot & 63);
        }

        private void clear(long sequence) {
            int slot = (int) (sequence & (WINDOW - 1));
            bits[slot >>> 6] &= ~(1L << (slot & 63));
        }
    }

    private final Map<String, Window> windows = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Window> eldest) {
            return size() > MAX_PRODUCERS;
        }
    };

    /**
     * Records a delivery.
     *
     * @param key the stream key
     * @param producer the producer id
     * @param sequence the producer's sequence, at least 1
     * @return true the first time this triple is seen (or too old to tell), false for a copy
     */
    boolean firstSight(String key, String producer, long sequence) {
        return windows.computeIfAbsent(key + '\n' + producer, k -> new Window()).firstSight(sequence);
    }
}
