package dev.lilt.motion.internal;

import static dev.lilt.motion.internal.MotionColumns.CLOCK;

/**
 * One column of a sweep's removal (see {@link MotionTable#removeRows}): the rows at
 * {@code holes[from, to)}, distinct and ascending, are filled from the top of the column, the
 * j-th hole from the top (k = to - 1 - j) taking row {@code last - j}, as one swap-remove after
 * another would do.
 */
final class Compaction {
    private Compaction() {
    }

    /** The clock column: {@code CLOCK} entries per row. */
    static void moveClock(double[] clock, int[] holes, int from, int to, int last) {
        for (int k = to - 1, l = last; k >= from; k--, l--) {
            int h = holes[k] * CLOCK;
            int src = l * CLOCK;
            for (int f = 0; f < CLOCK; f++) { // CLOCK is a constant: unrolled, no arraycopy call per row
                clock[h + f] = clock[src + f];
            }
        }
    }

    static void move(int[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    static void move(long[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    static void move(double[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    static void move(byte[] a, int[] holes, int from, int to, int last) {
        for (int k = to - 1; k >= from; k--, last--) {
            a[holes[k]] = a[last];
        }
    }

    /**
     * A reference column: first the loads at the holes, overlapping their misses (and finding
     * whether any entry differs: motions often share a binder), then the stores, each hitting the
     * cache, so the G1 barrier's fence after each waits for no miss.
     */
    static void move(Object[] a, int[] holes, int from, int to, int last) {
        int differ = 0;
        for (int k = to - 1, l = last; k >= from; k--, l--) {
            if (a[holes[k]] != a[l]) {
                differ++;
            }
        }
        if (differ == 0) {
            return;
        }
        for (int k = to - 1; k >= from; k--, last--) {
            Object v = a[last];
            int h = holes[k];
            if (a[h] != v) {
                a[h] = v;
            }
        }
    }
}
