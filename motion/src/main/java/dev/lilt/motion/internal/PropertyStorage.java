package dev.lilt.motion.internal;

import dev.lilt.motion.value.FloatAccessor;

/**
 * Property motions: a float property of a target, read through an accessor when the motion first
 * writes it and written every frame; the motion goes from that value to a given end, or by a given
 * amount (relative).
 */
public final class PropertyStorage extends MotionValues {
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
     *
     * Speed-based motions to an end value: the distance, and so the duration, is known only at
     * that read. Until then the motion's duration is a placeholder so long that no loop of it
     * ends (its delay plays out as given); the read divides |end - start| by the speed and
     * retimes the motion (MotionTimeline.retime), located again at its time as if it had had
     * that duration all along, before its value is written. An endless one gets at least
     * MotionSpec.MIN_ENDLESS_DURATION, so its loop count stays countable.
     */

    private float[] from;
    private float[] to;
    private float[] value;
    private boolean[] relative;
    private boolean[] read;
    /** Units per second of a speed-based motion whose duration waits for the read, else NaN. */
    private double[] pendingSpeed;

    /**
     * Creates the storage.
     *
     * @param parts the storage's parts
     */
    public PropertyStorage(Parts parts) {
        super(parts);
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
        return add(spec, endOrDelta, isRelative, Double.NaN);
    }

    /**
     * Adds and starts a property motion whose duration, when {@code speed} is a number, is
     * |end &minus; start| / speed, computed when the start is read (the spec's duration is then
     * ignored).
     *
     * @param spec       the motion's parameters
     * @param endOrDelta the end value, or the amount to move by when {@code isRelative}
     * @param isRelative true to move by {@code endOrDelta} from the value read
     * @param speed      units per second, &gt; 0 and finite, or NaN for the spec's duration
     * @return the new motion's dense index
     */
    public int add(MotionSpec spec, float endOrDelta, boolean isRelative, double speed) {
        if (speed == speed) {
            spec.duration = placeholderDuration(spec);
        }
        int i = addCore(spec);
        pendingSpeed[i] = speed;
        from[i] = 0;
        to[i] = endOrDelta;
        value[i] = 0;
        relative[i] = isRelative;
        read[i] = false;
        start(i);
        return i;
    }

    /**
     * A duration no loop of which ends, with a finite total for finite loops: stands for the one
     * the read computes.
     */
    private static double placeholderDuration(MotionSpec spec) {
        int loops = Math.max(1, spec.loops);
        double delays = spec.delay * (spec.everyLoopDelay ? loops : 1);
        return Math.max(1, (Double.MAX_VALUE / 4 - delays) / loops);
    }

    @Override
    public boolean durationPending(int i) {
        return pendingSpeed[i] == pendingSpeed[i];
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
        pendingSpeed = Resize.to(pendingSpeed, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        from[dst] = from[src];
        to[dst] = to[src];
        value[dst] = value[src];
        relative[dst] = relative[src];
        read[dst] = read[src];
        pendingSpeed[dst] = pendingSpeed[src];
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
        BindDue.run(this, n); // its own copy of the loop, so that bindValue binds statically
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
            double speed = pendingSpeed[i];
            if (speed == speed) {
                pendingSpeed[i] = Double.NaN;
                retimeFromSpeed(i, Math.abs((double) to[i] - start), speed);
            }
            double t = table.progress[i];
            value[i] = (float) ((1 - t) * start + t * to[i]);
        }
        accessor.set(target, value[i]);
    }

    /**
     * Gives a speed-based motion its duration, distance / speed, now that the distance is known;
     * one that overflows to infinity (alone or with the loops and delay) cancels the motion and
     * throws, which the bind reports like a binder's exception.
     */
    private void retimeFromSpeed(int i, double distance, double speed) {
        double d = distance / speed;
        int loops = table.loops[i];
        if (loops < 0) {
            d = Math.max(d, MotionSpec.MIN_ENDLESS_DURATION);
        }
        int c = i * MotionColumns.CLOCK;
        boolean every = (table.flags[i] & MotionColumns.EVERY_LOOP_DELAY) != 0;
        double delay = table.clock[c + MotionColumns.DELAY];
        if (loops >= 0 && MotionTimeline.totalOf(d, delay, every, loops) == Double.POSITIVE_INFINITY) {
            cancel(i);
            throw new IllegalArgumentException("distance / unitsPerSecond overflows to an infinite duration: "
                    + distance + " / " + speed + " (x " + loops + " loops, delay " + delay + " s)");
        }
        timeline.retime(i, d);
    }
}
