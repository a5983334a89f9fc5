package dev.lilt.motion.internal;

import dev.lilt.motion.FloatAccessor;

/**
 * Property motions: a float property of a target, read through an accessor when the motion first
 * writes it and written every frame; the motion goes from that value to a given end, or by a given
 * amount (relative).
 */
public final class PropertyStorage extends MotionStorage {
    /*
     * Design note.
     *
     * The motion's binder is the accessor and its state the target, so the base class's bind
     * bookkeeping (due marks, error reports, cancel on error) applies unchanged. The start value is
     * not known at creation: the first bindValue call reads it (accessor.get), derives the end of a
     * relative motion (start + delta, the delta kept in `to` until then), recomputes the value and
     * writes it. The first write is when the motion starts playing, after its delay (or at once
     * with an immediate bind and no delay; during the delay when the delay writes values; when a
     * sequence takes it, as the sequence rewinds its children), so the start is the property's value at that moment, as
     * DOTween and PrimeTween do. A read that throws is reported like a binder's exception and
     * retried on the next write. computeValues skips motions not yet read, so it calls no user code.
     */

    private float[] from;
    private float[] to;
    private float[] value;
    private boolean[] relative;
    private boolean[] read;

    /**
     * Creates the storage.
     *
     * @param engine the owner
     */
    public PropertyStorage(MotionEngine engine) {
        super(engine);
        resizeValues(capacity());
    }

    @Override
    protected String kind() {
        return "property";
    }

    /**
     * Adds and starts a property motion. The spec's binder must be the accessor and its state the target.
     *
     * @param spec       the motion's parameters
     * @param endOrDelta the end value, or the amount to move by when {@code isRelative}
     * @param isRelative true to move by {@code endOrDelta} from the value read
     * @return the new motion's dense index
     */
    public int add(MotionSpec spec, float endOrDelta, boolean isRelative) {
        int i = addCore(spec);
        from[i] = 0;
        to[i] = endOrDelta;
        value[i] = 0;
        relative[i] = isRelative;
        read[i] = false;
        start(i);
        return i;
    }

    @Override
    public double valueAsDouble(int i) {
        return value[i];
    }

    @Override
    protected void resizeValues(int capacity) {
        from = Resize.to(from, capacity);
        to = Resize.to(to, capacity);
        value = Resize.to(value, capacity);
        relative = Resize.to(relative, capacity);
        read = Resize.to(read, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        from[dst] = from[src];
        to[dst] = to[src];
        value[dst] = value[src];
        relative[dst] = relative[src];
        read[dst] = read[src];
    }

    @Override
    protected void clearValues(int i) {
    }

    @Override
    protected void computeValues(int start, int end) {
        float[] a = from;
        float[] b = to;
        float[] v = value;
        boolean[] known = read;
        double[] p = table.progress;
        for (int i = start; i < end; i++) {
            if (known[i]) {
                double t = p[i];
                v[i] = (float) ((1 - t) * a[i] + t * b[i]);
            }
        }
    }

    @Override
    protected void bindDue(int n) {
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
    protected void bindValue(int i) {
        FloatAccessor<Object> accessor = (FloatAccessor<Object>) table.binder[i];
        Object target = table.state[i];
        if (!read[i]) {
            float start = accessor.get(target);
            from[i] = start;
            if (relative[i]) {
                to[i] = start + to[i];
            }
            read[i] = true;
            double t = table.progress[i];
            value[i] = (float) ((1 - t) * start + t * to[i]);
        }
        accessor.set(target, value[i]);
    }
}
