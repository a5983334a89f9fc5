package dev.lilt.motion.internal.math;

/**
 * Where a motion is at a time: the one function that the frame (fast and slow paths), seeks,
 * {@code complete()} and sequences all use, so that they cannot disagree.
 */
public final class Timing {
    /*
     * Design note.
     *
     * A motion's timeline: with a FIRST_LOOP delay, one delay then `loops` loops of `duration`;
     * with an EVERY_LOOP delay, `loops` cycles of (delay + duration), each starting with its delay.
     * locate() maps an elapsed time t >= 0 to a position, packed in one long so that the result is
     * returned, not written to scratch fields, and nothing is allocated:
     *   bits 0..60  k, the number of whole loops completed (the index of the loop t is in),
     *   bit 61      DONE: t >= totalDuration, or k >= loops (finite loops). Deciding by loop count
     *               as well matters when the rounded total lands one ulp above the time the loops
     *               end: all loops are over, so the motion is complete, not at the start of a loop
     *               that does not exist;
     *   bit 62      IN_DELAY: in the first delay, or in the pause that opens loop k.
     * loopFraction() gives the time within loop k as a fraction of the duration, from the same
     * arithmetic.
     *
     * Closed form: k = floor(tt / cycle) corrected by one either way so that 0 <= tt - k * cycle <
     * cycle, where tt is the time since the first delay (FIRST_LOOP) or since 0 (EVERY_LOOP). The
     * work is O(1) whatever the number of loops a step covers. k = 0 exactly when 0 <= tt < cycle,
     * so loop 0's play window is [delay, windowEnd) with windowEnd found by loop0End(); the frame's
     * fast path tests against that bound and therefore agrees with locate() to the last bit.
     * An endless motion's k saturates at MAX_LOOPS (2^60, far beyond any playing time: the
     * builder refuses endless cycles shorter than MotionSpec.MIN_ENDLESS_DURATION), so nothing overflows into NaN.
     */

    /** The motion is past its end. */
    static final long DONE = 1L << 61;
    /** The motion is in a delay. */
    static final long IN_DELAY = 1L << 62;
    /** Largest loop index: the saturation of endless motions. */
    static final long MAX_LOOPS = (1L << 60);
    private static final long LOOP_MASK = DONE - 1;

    private Timing() {
    }

    /**
     * The position of elapsed time {@code t}.
     *
     * @param t        elapsed seconds, &gt;= 0
     * @param duration one loop's duration, seconds
     * @param delay    the delay, seconds
     * @param every    whether the delay opens every loop
     * @param loops    loop count, -1 for endless
     * @param total    total duration, seconds (infinite for endless)
     * @return the packed position: {@link #loop(long)}, {@link #done(long)}, {@link #inDelay(long)}
     */
    public static long locate(double t, double duration, double delay, boolean every, int loops, double total) {
        if (t >= total) {
            return DONE | loops;
        }
        double tt = every ? t : t - delay;
        if (tt < 0) {
            return IN_DELAY;
        }
        double cycle = every ? delay + duration : duration;
        long k = loopIndex(tt, cycle);
        if (loops >= 0 && k >= loops) {
            return DONE | loops;
        }
        boolean inDelay = every && tt - k * cycle < delay;
        return inDelay ? IN_DELAY | k : k;
    }

    /** k with 0 &lt;= tt - k * cycle &lt; cycle, saturated at {@link #MAX_LOOPS}. */
    private static long loopIndex(double tt, double cycle) {
        double kd = Math.floor(tt / cycle);
        if (!(kd < MAX_LOOPS)) {
            return MAX_LOOPS;
        }
        long k = (long) kd;
        double within = tt - k * cycle;
        if (within < 0) {
            k--;
        } else if (within >= cycle) {
            k++;
        }
        return k;
    }

    /**
     * The time within the loop of a playing position, as a fraction of the duration.
     *
     * @param t        elapsed seconds
     * @param position the result of {@link #locate} for {@code t}, not done and not in a delay
     * @param duration one loop's duration, seconds, &gt; 0
     * @param delay    the delay, seconds
     * @param every    whether the delay opens every loop
     * @return the fraction, in [0, 1] (in loop 0 the rounded quotient, which may exceed 1 by an ulp)
     */
    public static double loopFraction(double t, long position, double duration, double delay, boolean every) {
        long k = loop(position);
        if (k == 0) {
            // The frame's fast path computes exactly this.
            return (t - delay) / duration;
        }
        double within = every ? t - k * (delay + duration) - delay : (t - delay) - k * duration;
        double f = within / duration;
        // Rounding at the corrected boundaries can leave the last bit outside [0, 1).
        return f < 0 ? 0 : f > 1 ? 1 : f;
    }

    /**
     * The end (exclusive) of loop 0's play window: the least time at which {@link #locate} no
     * longer reports loop 0 playing. Loop 0 plays on [delay, loop0End) — empty when the motion has
     * no such window (zero duration).
     *
     * @param duration one loop's duration, seconds
     * @param delay    the delay, seconds
     * @param every    whether the delay opens every loop
     * @param loops    loop count, -1 for endless
     * @param total    total duration, seconds
     * @return seconds; {@code delay} when the window is empty
     */
    public static double loop0End(double duration, double delay, boolean every, int loops, double total) {
        if (!(duration > 0)) {
            return delay;
        }
        double end = Math.min(delay + duration, total);
        // The sum is rounded: walk to the exact boundary of locate's answer, a few ulps at most.
        while (end > delay && !playsLoop0(Math.nextDown(end), duration, delay, every, loops, total)) {
            end = Math.nextDown(end);
        }
        while (playsLoop0(end, duration, delay, every, loops, total)) {
            end = Math.nextUp(end);
        }
        return end;
    }

    private static boolean playsLoop0(double t, double duration, double delay, boolean every, int loops, double total) {
        return locate(t, duration, delay, every, loops, total) == 0;
    }

    /**
     * The completed-loop count of a position.
     *
     * @param position a packed position
     * @return k
     */
    public static long loop(long position) {
        return position & LOOP_MASK;
    }

    /**
     * Whether a position is past the end.
     *
     * @param position a packed position
     * @return true when done
     */
    public static boolean done(long position) {
        return (position & DONE) != 0;
    }

    /**
     * Whether a position is in a delay.
     *
     * @param position a packed position
     * @return true in the first delay or a pause between loops
     */
    public static boolean inDelay(long position) {
        return (position & IN_DELAY) != 0;
    }
}
