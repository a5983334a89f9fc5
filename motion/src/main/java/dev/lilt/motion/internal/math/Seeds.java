package dev.lilt.motion.internal.math;

import java.util.concurrent.atomic.AtomicLong;

/** Random seeds for motions created without one: every call returns a different, well-mixed seed. */
public final class Seeds {
    /*
     * Design note. A Weyl sequence (a counter stepped by the 64-bit golden ratio, as in
     * SplittableRandom) finalised by the MurmurHash3/SplitMix64 mixer: distinct counters give
     * distinct, uncorrelated seeds, so two shakes created in the same frame never move as one
     * (the original defaults every seed to 0). The counter starts from the clock, so runs differ;
     * a caller that wants reproducibility passes its own seed. Lock-free and thread-safe.
     */
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private static final AtomicLong NEXT = new AtomicLong(mix(System.nanoTime()));

    private Seeds() {
    }

    /**
     * A fresh seed.
     *
     * @return a seed no earlier call returned (until the 64-bit counter wraps)
     */
    public static long next() {
        return mix(NEXT.addAndGet(GOLDEN_GAMMA));
    }

    /**
     * The SplitMix64 finaliser: a bijective mix of 64 bits.
     *
     * @param z the input
     * @return the mixed bits
     */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /**
     * A uniform value in [-1, 1) that depends only on its three inputs: no state, so a value can
     * be recomputed for any time (seeking works).
     *
     * @param seed   the motion's seed
     * @param where  e.g. the bits of the progress
     * @param stream e.g. the component or character index
     * @return the value
     */
    public static double signedUnit(long seed, long where, int stream) {
        long h = mix(seed ^ mix(where * GOLDEN_GAMMA + stream));
        return (h >>> 11) * 0x1.0p-52 - 1;
    }

    /**
     * A uniform int in [0, bound) that depends only on its three inputs.
     *
     * @param seed   the motion's seed
     * @param where  e.g. the bits of the progress
     * @param stream e.g. the character index
     * @param bound  the exclusive upper bound, positive
     * @return the value
     */
    public static int index(long seed, long where, int stream, int bound) {
        long h = mix(seed ^ mix(where * GOLDEN_GAMMA + stream));
        return (int) (((h >>> 33) * bound) >>> 31);
    }
}
