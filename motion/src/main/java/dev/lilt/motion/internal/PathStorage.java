package dev.lilt.motion.internal;

import dev.lilt.motion.Float2Binder;
import dev.lilt.motion.Float3Binder;
import dev.lilt.motion.Path2AngleBinder;
import dev.lilt.motion.Path2Binder;
import dev.lilt.motion.Path3Binder;
import dev.lilt.motion.Path3RotationBinder;
import dev.lilt.motion.internal.math.LookRotation;
import dev.lilt.motion.internal.math.Spline;
import java.util.function.IntConsumer;

/**
 * Motions along a {@link Spline}: the value is the point at the eased progress, optionally with
 * the unit tangent. {@link Of2} holds 2D paths, {@link Of3} 3D ones (the engine keys storages by class).
 */
public abstract class PathStorage extends MotionValues {
    /*
     * Design note.
     *
     * Per motion: the (immutable, shareable) spline, whether it moves at constant speed, what its
     * binder takes (mode), where on the path it starts, a 3D up vector, its waypoint tracker (or
     * null), and the position and tangent, width floats each, flat as in VectorStorage.
     * computeValues evaluates the spline (pure, no user code), so large storages may compute in
     * parallel. Binding passes primitives: Float2Binder / Float3Binder for the position alone,
     * Path2Binder / Path3Binder with the tangent, Path2AngleBinder with atan2 of the tangent,
     * Path3RotationBinder with the look rotation, computed at bind into one scratch array (the
     * bind runs on the scheduler's thread only); no object per frame. The waypoints are reported
     * at bind, after the binder, so frames and seeks alike report what they moved across.
     */

    /** What the binder takes: the position, with the tangent, the 2D angle or the 3D look rotation. */
    public static final byte POSITION = 0;
    /** Position and unit tangent. */
    public static final byte TANGENT = 1;
    /** Position and the tangent's angle, radians (2D). */
    public static final byte ANGLE = 2;
    /** Position and the look rotation along the tangent (3D). */
    public static final byte ROTATION = 3;

    private final int width;
    private final String kind;
    private final float[] rotation = new float[4];
    private Object[] spline;
    private boolean[] constantSpeed;
    private byte[] mode;
    private double[] start;
    private float[] up;
    private Object[] waypoints;
    private float[] position;
    private float[] tangent;

    private PathStorage(Parts parts, int width, String kind) {
        super(parts);
        this.width = width;
        this.kind = kind;
        resizeValues(capacity());
    }

    @Override
    protected final String kind() {
        return kind;
    }

    /**
     * Adds and starts a path motion.
     *
     * @param spec          the motion's parameters
     * @param path          the curve, of this storage's dimensions
     * @param constantSpeed true to move at constant speed, false for equal time per segment
     * @param mode          what the spec's binder takes: {@link #POSITION}, {@link #TANGENT},
     *                      {@link #ANGLE} (2D) or {@link #ROTATION} (3D)
     * @param startAt       where progress 0 lies on the path, a fraction in [0, 1]
     * @param upVector      the up vector of {@link #ROTATION} (3 floats, non-zero), else ignored
     * @param onWaypoint    called with each waypoint's index as the motion reaches it, or null
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, Spline path, boolean constantSpeed, byte mode, double startAt,
                         float[] upVector, IntConsumer onWaypoint) {
        int i = addCore(spec);
        this.spline[i] = path;
        this.constantSpeed[i] = constantSpeed;
        this.mode[i] = mode;
        this.start[i] = startAt;
        if (upVector != null) {
            System.arraycopy(upVector, 0, up, i * 3, 3);
        }
        this.waypoints[i] = onWaypoint == null ? null
                : new PathWaypoints(onWaypoint, path, constantSpeed, startAt, table.progress[i]);
        computeValues(i, i + 1);
        start(i);
        return i;
    }

    @Override
    protected final void resizeValues(int capacity) {
        spline = Resize.to(spline, capacity);
        constantSpeed = Resize.to(constantSpeed, capacity);
        mode = Resize.to(mode, capacity);
        start = Resize.to(start, capacity);
        up = Resize.to(up, capacity * 3);
        waypoints = Resize.to(waypoints, capacity);
        position = Resize.to(position, capacity * width);
        tangent = Resize.to(tangent, capacity * width);
    }

    @Override
    protected final void moveValues(int src, int dst) {
        spline[dst] = spline[src];
        constantSpeed[dst] = constantSpeed[src];
        mode[dst] = mode[src];
        start[dst] = start[src];
        waypoints[dst] = waypoints[src];
        System.arraycopy(up, src * 3, up, dst * 3, 3);
        System.arraycopy(position, src * width, position, dst * width, width);
        System.arraycopy(tangent, src * width, tangent, dst * width, width);
    }

    @Override
    protected final void clearValues(int i) {
        spline[i] = null;
        waypoints[i] = null;
    }

    /**
     * Evaluating a spline is pure and touches only the motion's own slots.
     *
     * @return true
     */
    @Override
    protected final boolean computesInParallel() {
        return true;
    }

    @Override
    protected int parallelThreshold() {
        return ParallelUpdate.HEAVY_THRESHOLD;
    }

    @Override
    protected final void computeValues(int from, int end) {
        double[] p = table.progress;
        int w = width;
        for (int i = from; i < end; i++) {
            Spline sp = (Spline) spline[i];
            sp.evaluate(pathProgress(p[i], start[i], sp.isClosed()), constantSpeed[i], position, i * w, tangent, i * w);
        }
    }

    /**
     * Where progress {@code p} lies on the path when progress 0 lies at {@code s}: an open path
     * covers the rest, [s, 1], a closed one a whole round from s (wrapped by the spline).
     */
    static double pathProgress(double p, double s, boolean closed) {
        if (s == 0 || (p == 1 && !closed)) {
            return p;
        }
        return closed ? s + p : s + p * (1 - s);
    }

    @Override
    protected final void bindDue(int n) {
        BindDue.run(this, n); // its own copy of the loop, so that bindValue binds statically
    }

    @Override
    protected final void bindValue(int i) {
        if (waypoints[i] == null) {
            bindPose(i);
            return;
        }
        // The waypoints are reported even when the binder throws: they follow the time.
        try {
            bindPose(i);
        } catch (Throwable e) {
            bindFailed(i, e);
        }
        PathWaypoints w = (PathWaypoints) waypoints[i];
        if (table.status[i] != MotionColumns.CANCELED) {
            long k = table.completedLoops[i];
            byte status = table.status[i];
            if (status == MotionColumns.COMPLETED
                    || (status == MotionColumns.DELAYED && (table.flags[i] & MotionColumns.SKIP_DELAY_VALUES) != 0)) {
                // Done, or pausing on the last loop's end value: the position is that loop's.
                k = Math.max(k - 1, 0);
            }
            w.moveTo(this, i, k, table.progress[i]);
        }
    }

    @SuppressWarnings("unchecked")
    private void bindPose(int i) {
        float[] v = position;
        float[] t = tangent;
        Object s = table.state[i];
        Object binder = table.binder[i];
        int b = i * width;
        switch (mode[i]) {
            case TANGENT:
                if (width == 2) {
                    ((Path2Binder<Object>) binder).accept(v[b], v[b + 1], t[b], t[b + 1], s);
                } else {
                    ((Path3Binder<Object>) binder).accept(v[b], v[b + 1], v[b + 2], t[b], t[b + 1], t[b + 2], s);
                }
                break;
            case ANGLE:
                ((Path2AngleBinder<Object>) binder).accept(v[b], v[b + 1], (float) Math.atan2(t[b + 1], t[b]), s);
                break;
            case ROTATION:
                float[] q = rotation;
                int u = i * 3;
                LookRotation.write(t[b], t[b + 1], t[b + 2], up[u], up[u + 1], up[u + 2], q, 0);
                ((Path3RotationBinder<Object>) binder).accept(v[b], v[b + 1], v[b + 2], q[0], q[1], q[2], q[3], s);
                break;
            default:
                if (width == 2) {
                    ((Float2Binder<Object>) binder).accept(v[b], v[b + 1], s);
                } else {
                    ((Float3Binder<Object>) binder).accept(v[b], v[b + 1], v[b + 2], s);
                }
                break;
        }
    }

    /** The loop-adjusted progress at fraction f of loop k (a pass's start or end), for the waypoints. */
    final double loopProgress(int i, double f, long k) {
        return timeline.easedProgress(i, f, k);
    }

    /** Calls a waypoint callback; what it throws is reported like a binder's failure. */
    final void fireWaypoint(int i, IntConsumer action, int waypoint) {
        try {
            action.accept(waypoint);
        } catch (Throwable e) {
            bindFailed(i, e);
        }
    }

    /** Whether motion i still reports to {@code w}: not cancelled, and its row not reused. */
    final boolean stillBinds(int i, PathWaypoints w) {
        return waypoints[i] == w && table.status[i] != MotionColumns.CANCELED;
    }

    /** 2D paths. */
    public static final class Of2 extends PathStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of2(Parts parts) {
            super(parts, 2, "Float2 path");
        }
    }

    /** 3D paths. */
    public static final class Of3 extends PathStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of3(Parts parts) {
            super(parts, 3, "Float3 path");
        }
    }
}
