package dev.lilt.motion.internal;

import dev.lilt.motion.internal.math.EaseMath;
import dev.lilt.motion.internal.math.SortedSearch;

/**
 * Where a keyframe motion's keys lie on its progress axis, and each segment's ease: the part of a
 * key track every value kind shares. Immutable; one instance may serve many motions.
 */
final class KeyTimes {
    /*
     * Design note.
     *
     * A key at t seconds of a motion of D seconds sits at progress t / D, the very division the
     * timeline makes for an elapsed time t (delay 0, linear whole-motion ease), so a motion seeked
     * or played to t_k finds progress == pos[k] and binds key k's value as given. Keys may share a
     * position (an instant jump): the search picks the last of them, so positions of a segment
     * that is ever evaluated always differ and its local fraction never divides by zero.
     */

    /** Key positions on the progress axis, non-decreasing, the last 1. */
    private final double[] pos;
    /** Segment s's ease id (from key s to key s + 1), an {@code Ease} ordinal. */
    private final byte[] ease;

    KeyTimes(double[] pos, byte[] ease) {
        this.pos = pos;
        this.ease = ease;
    }

    /** The number of keys. */
    int count() {
        return pos.length;
    }

    /**
     * The key at or before progress {@code q}: the last k with pos[k] &lt;= q, or -1 before the
     * first key. A binary search: no per-motion state, so a value is a pure function of progress.
     */
    int segment(double q) {
        double[] p = pos;
        if (q < p[0]) {
            return -1;
        }
        // a NaN progress passes the test above and counts no key: it stays on key 0
        return Math.max(0, SortedSearch.countAtOrBelow(p, q) - 1);
    }

    /** Whether progress {@code q} is exactly key {@code k}'s position. */
    boolean isAt(int k, double q) {
        return pos[k] == q;
    }

    /**
     * Segment s's eased local fraction at progress q, for pos[s] &lt; q &lt; pos[s + 1].
     *
     * @param s a segment, 0 to count - 2
     * @param q the progress
     * @return the segment's ease at the local fraction
     */
    double eased(int s, double q) {
        double u = (q - pos[s]) / (pos[s + 1] - pos[s]);
        return EaseMath.ofBuiltIn(ease[s], u);
    }
}
