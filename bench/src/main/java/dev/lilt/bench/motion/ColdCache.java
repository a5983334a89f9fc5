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
    /** The stream's sum, kept so that the JIT cannot drop the stream. */
    private long sum;

    /** Reads one long of every cache line of the buffer, evicting what the caches held. */
    void flush() {
        long[] b = buffer;
        long s = sum;
        for (int i = 0; i < b.length; i += LINE) {
            s += b[i];
        }
        sum = s;
    }
}
