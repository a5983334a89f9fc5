package dev.lilt.motion.internal;

/**
 * Vector kinds whose value is a blend of start and end at the progress (Float2/3/4, colours):
 * the fused frame's loop and the sequence's child run, written once, around each kind's
 * {@link #blendAndBind(int, double)}.
 */
abstract class BlendStorage extends VectorStorage {
    /*
     * Design note.
     *
     * The loops hold the frame's and the seek's common case (Lane.advance, seekFast) and call
     * blendAndBind per motion: each kind writes it for its width, the components in locals,
     * stored once and handed straight to the width's binder interface, so the binder call binds
     * statically inside it. A single loop over the width instead (a component loop whose trip
     * count is a field, the value read back, a switch on the width before the binder) cost
     * more than twice as much per vector or colour motion (VectorCpuTime).
     */

    BlendStorage(Parts parts, int width, String kind) {
        super(parts, width, kind);
    }

    /**
     * Computes motion {@code i}'s components at progress {@code t} as {@link #computeValues}
     * would (the same bits), stores them in the value column, and calls its binder if it has
     * one, reporting what the binder throws.
     *
     * @param i      a dense index
     * @param t      its progress
     * @param a      {@link #from}
     * @param b      {@link #to}
     * @param v      {@link #value}
     * @param binder the binder column
     * @param state  the state column
     */
    abstract void blendAndBind(int i, double t, float[] a, float[] b, float[] v, Object[] binder, Object[] state);

    @Override
    protected final int fusedRun(FusedCursor cursor, double dt, int start, int n) {
        MotionTable tb = table; // one local: the exit test below re-reads only its binder column
        byte[] lane = tb.lane;
        double[] clock = tb.clock;
        double[] speed = tb.speed;
        float[] a = from;
        float[] b = to;
        float[] v = value;
        Object[] binder = tb.binder;
        Object[] state = tb.state;
        if (cursor.next != start) {
            return start;
        }
        int i = start;
        for (; i < n; i++) {
            double p = Lane.advance(dt, i, lane, clock, speed);
            if (p != p) {
                break; // NaN: off the common case
            }
            cursor.next = i + 1;
            blendAndBind(i, p, a, b, v, binder, state);
            if (cursor.next != i + 1 || tb.binder != binder) {
                // A catch-up advanced the rest, or a new motion grew the columns.
                i++;
                break;
            }
        }
        cursor.fastMotions += i - start;
        return i;
    }

    @Override
    protected final int seekChildRun(int[] dense, double[] spans, double[] locals, double t,
                                     int start, int end) {
        // The sequence's counterpart of fusedRun, as FloatStorage's.
        MotionTable tb = table;
        byte[] seekLane = tb.seekLane;
        double[] clock = tb.clock;
        double[] progress = tb.progress;
        float[] a = from;
        float[] b = to;
        float[] v = value;
        Object[] binder = tb.binder;
        Object[] state = tb.state;
        for (int c = start; c < end; c++) {
            double local = SequenceRuntime.localTime(t, spans, c);
            locals[c] = local;
            int i = dense[c];
            if (!MotionTimeline.seekFast(i, local, seekLane, clock, progress)) {
                return -(c + 1); // the general seek, by the storage
            }
            blendAndBind(i, progress[i], a, b, v, binder, state);
            if (tb.binder != binder) {
                return c + 1;
            }
        }
        return end;
    }
}
