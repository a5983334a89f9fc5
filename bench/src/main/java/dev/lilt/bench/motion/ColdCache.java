package dev.lilt.bench.motion;

/**
 * The rest of a game's frame, as far as the caches see it: a buffer twice the size of this
 * machine's last-level cache (32 MiB L3, {@code lscpu}), read line by line before each measured
 * frame, so the frame's motions start in memory, not in cache.
 */
final class ColdCache {
    /** 64 MiB. */
    private static final int LONGS = 8 << 20;
    /** Longs per 64-byte cache line. */
    private static final int LINE = 8;

    private final long[] buffer = new long[LONGS];

    /**
     * Reads one long of every cache line of the buffer, evicting what the caches held.
     *
     * @return a sum, for the benchmark to consume
     */
    long stream() {
        long[] b = buffer;
        long sum = 0;
        for (int i = 0; i < b.length; i += LINE) {
            sum += b[i];
        }
        return sum;
    }
}
