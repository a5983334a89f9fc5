package dev.lilt.motion.internal.math;

/**
 * Binary searches over a non-decreasing {@code double[]} (key times, callback times): counts, so
 * that equal entries need no special case at the call.
 */
public final class SortedSearch {
    private SortedSearch() {
    }

    /**
     * The number of entries below {@code x}: the index of the first entry &gt;= x.
     *
     * @param sorted non-decreasing values
     * @param x      the value searched for
     * @return 0 to {@code sorted.length}
     */
    public static int countBelow(double[] sorted, double x) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The number of entries at or below {@code x}: the index of the first entry &gt; x.
     *
     * @param sorted non-decreasing values
     * @param x      the value searched for
     * @return 0 to {@code sorted.length}
     */
    public static int countAtOrBelow(double[] sorted, double x) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
