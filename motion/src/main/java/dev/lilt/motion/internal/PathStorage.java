package dev.lilt.motion.internal;

import dev.lilt.motion.Float2Binder;
import dev.lilt.motion.Float3Binder;
import dev.lilt.motion.Path2Binder;
import dev.lilt.motion.Path3Binder;
import dev.lilt.motion.internal.math.Spline;

/**
 * Motions along a {@link Spline}: the value is the point at the eased progress, optionally with
 * the unit tangent. {@link Of2} holds 2D paths, {@link Of3} 3D ones (the engine keys storages by class).
 */
public abstract class PathStorage extends MotionStorage {
    /*
     * Design note.
     *
     * Per motion: the (immutable, shareable) spline, whether it moves at constant speed, whether
     * its binder takes the tangent, and the position and tangent, width floats each, flat as in
     * VectorStorage. computeValues evaluates the spline (pure, no user code), so large storages may
     * compute in parallel. Binding passes primitives: Float2Binder / Float3Binder for the position
     * alone, Path2Binder / Path3Binder with the tangent; no object per frame.
     */

    private final int width;
    private final String kind;
    private Object[] spline;
    private boolean[] constantSpeed;
    private boolean[] withTangent;
    private float[] position;
    private float[] tangent;

    private PathStorage(MotionEngine engine, int width, String kind) {
        super(engine);
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
     * @param tangentBinder true if the spec's binder takes the tangent too
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, Spline path, boolean constantSpeed, boolean tangentBinder) {
        int i = addCore(spec);
        this.spline[i] = path;
        this.constantSpeed[i] = constantSpeed;
        this.withTangent[i] = tangentBinder;
        path.evaluate(0, constantSpeed, position, i * width, tangent, i * width);
        start(i);
        return i;
    }

    @Override
    protected final void resizeValues(int capacity) {
        spline = Resize.to(spline, capacity);
        constantSpeed = Resize.to(constantSpeed, capacity);
        withTangent = Resize.to(withTangent, capacity);
        position = Resize.to(position, capacity * width);
        tangent = Resize.to(tangent, capacity * width);
    }

    @Override
    protected final void moveValues(int src, int dst) {
        spline[dst] = spline[src];
        constantSpeed[dst] = constantSpeed[src];
        withTangent[dst] = withTangent[src];
        System.arraycopy(position, src * width, position, dst * width, width);
        System.arraycopy(tangent, src * width, tangent, dst * width, width);
    }

    @Override
    protected final void clearValues(int i) {
        spline[i] = null;
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
    protected final void computeValues(int start, int end) {
        double[] p = table.progress;
        int w = width;
        for (int i = start; i < end; i++) {
            ((Spline) spline[i]).evaluate(p[i], constantSpeed[i], position, i * w, tangent, i * w);
        }
    }

    @Override
    protected final void bindDue(int n) {
        // The base loop, repeated so that bindValue binds statically: see MotionFrame.bindDue.
        for (int i = 0; i < n; i++) {
            if (takeBindDue(i)) {
                try {
                    bindValue(i);
                } catch (Throwable e) {
                    bindFailed(i, e);
                }
            }
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    protected final void bindValue(int i) {
        float[] v = position;
        float[] t = tangent;
        Object s = table.state[i];
        int b = i * width;
        if (width == 2) {
            if (withTangent[i]) {
                ((Path2Binder<Object>) table.binder[i]).accept(v[b], v[b + 1], t[b], t[b + 1], s);
            } else {
                ((Float2Binder<Object>) table.binder[i]).accept(v[b], v[b + 1], s);
            }
        } else if (withTangent[i]) {
            ((Path3Binder<Object>) table.binder[i]).accept(v[b], v[b + 1], v[b + 2], t[b], t[b + 1], t[b + 2], s);
        } else {
            ((Float3Binder<Object>) table.binder[i]).accept(v[b], v[b + 1], v[b + 2], s);
        }
    }

    /** 2D paths. */
    public static final class Of2 extends PathStorage {
        /**
         * Creates the storage.
         *
         * @param engine the owner
         */
        public Of2(MotionEngine engine) {
            super(engine, 2, "Float2 path");
        }
    }

    /** 3D paths. */
    public static final class Of3 extends PathStorage {
        /**
         * Creates the storage.
         *
         * @param engine the owner
         */
        public Of3(MotionEngine engine) {
            super(engine, 3, "Float3 path");
        }
    }
}
