package dev.lilt.motion.internal;

import dev.lilt.motion.internal.math.Spline;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * One path motion's waypoint callback: where its waypoints (the segment boundaries) lie in
 * progress, and where the motion was at its last bind, so that the next bind reports the
 * waypoints it moved across, in the order it moved across them.
 */
final class PathWaypoints {
    /*
     * Design note.
     *
     * Position is (loop k, progress q), q the eased, loop-adjusted progress of PathStorage (0 at
     * the start point, 1 at the end; a yoyo's odd loop runs from 1 to 0). A waypoint lies at a
     * fixed q per pass: (fraction - start) / (1 - start) on an open path, (fraction - start) mod 1
     * in (0, 1] on a closed one, where the seam is reached at the end of the round; a closed path
     * repeats it every 1 in q (an Incremental loop or an overshooting ease goes on round).
     *
     * From (k0, q0) to (k1, q1): in one loop, the waypoints in (q0, q1], or [q1, q0) backwards; over
     * loops, the rest of loop k0 to its end, each whole loop between from its start to its end,
     * then loop k1 from its start: a pass's start point is not reached (a restart jumps there,
     * and a yoyo's turn was reached as the previous pass's end). At most MAX_LOOP_CALLS whole
     * loops are reported per step, the last ones, as for onLoopComplete. Backwards (a negative
     * speed, a seek back) mirrors it. Only the net move of a frame counts: an ease that goes back
     * and forth inside one frame reports what lies between the two ends.
     *
     * Re-entrancy: the new position is stored before any callback runs, and a callback that
     * seeks or re-binds the motion bumps the epoch, which stops the older report.
     */

    final IntConsumer action;
    /** The waypoints' progress in one pass, ascending, and their indices. */
    private final double[] at;
    private final int[] index;
    private final boolean periodic;
    long loop;
    double progress;
    int epoch;

    PathWaypoints(IntConsumer action, Spline spline, boolean constantSpeed, double start, double startProgress) {
        this.action = action;
        this.periodic = spline.isClosed();
        int segments = spline.segments();
        int n = periodic ? segments : segments + 1;
        double[] q = new double[n];
        Integer[] order = new Integer[n];
        for (int b = 0; b < n; b++) {
            double f = spline.boundaryProgress(b, constantSpeed);
            if (periodic) {
                double d = f - start;
                q[b] = d <= 0 ? d + 1 : d;
            } else {
                q[b] = start == 1 ? Double.NEGATIVE_INFINITY : (f - start) / (1 - start);
            }
            order[b] = b;
        }
        Arrays.sort(order, (a, b) -> Double.compare(q[a], q[b]));
        at = new double[n];
        index = new int[n];
        for (int j = 0; j < n; j++) {
            at[j] = q[order[j]];
            index[j] = order[j];
        }
        this.loop = 0;
        this.progress = startProgress;
    }

    /** The waypoints in one pass, progress ascending (for tests and the storage). */
    int count() {
        return at.length;
    }

    /**
     * Reports the waypoints crossed from the stored position to (k, q), and stores it.
     *
     * @param storage the owner, for the loops' start and end progress and to report failures
     * @param i       the motion's dense index
     * @param k       its loop
     * @param q       its progress
     */
    void moveTo(PathStorage storage, int i, long k, double q) {
        long k0 = loop;
        double q0 = progress;
        loop = k;
        progress = q;
        int e = ++epoch;
        if (k == k0) {
            cross(storage, i, e, q0, q);
        } else if (k > k0) {
            if (!cross(storage, i, e, q0, storage.loopProgress(i, 1, k0))) {
                return;
            }
            long first = Math.max(k0 + 1, k - MotionColumns.MAX_LOOP_CALLS);
            for (long j = first; j < k; j++) {
                if (!cross(storage, i, e, storage.loopProgress(i, 0, j), storage.loopProgress(i, 1, j))) {
                    return;
                }
            }
            cross(storage, i, e, storage.loopProgress(i, 0, k), q);
        } else {
            if (!cross(storage, i, e, q0, storage.loopProgress(i, 0, k0))) {
                return;
            }
            long first = Math.min(k0 - 1, k + MotionColumns.MAX_LOOP_CALLS);
            for (long j = first; j > k; j--) {
                if (!cross(storage, i, e, storage.loopProgress(i, 1, j), storage.loopProgress(i, 0, j))) {
                    return;
                }
            }
            cross(storage, i, e, storage.loopProgress(i, 1, k), q);
        }
    }

    /** Reports the waypoints from a (excluded) to b (included); false once the report must stop. */
    private boolean cross(PathStorage storage, int i, int e, double a, double b) {
        if (a == b || !(a == a) || !(b == b)) {
            return true;
        }
        double[] q = at;
        int n = q.length;
        if (b > a) {
            long m = periodic ? (long) Math.floor(a) - 1 : 0;
            long lastM = periodic ? (long) Math.floor(b) : 0;
            for (; m <= lastM; m++) {
                for (int j = 0; j < n; j++) {
                    double x = q[j] + m;
                    if (x > a && x <= b && !fire(storage, i, e, index[j])) {
                        return false;
                    }
                }
            }
        } else {
            long m = periodic ? (long) Math.floor(a) : 0;
            long lastM = periodic ? (long) Math.floor(b) - 1 : 0;
            for (; m >= lastM; m--) {
                for (int j = n - 1; j >= 0; j--) {
                    double x = q[j] + m;
                    if (x < a && x >= b && !fire(storage, i, e, index[j])) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private boolean fire(PathStorage storage, int i, int e, int waypoint) {
        storage.fireWaypoint(i, action, waypoint);
        return epoch == e && storage.stillBinds(i, this);
    }
}
