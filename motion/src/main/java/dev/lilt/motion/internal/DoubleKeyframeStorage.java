package dev.lilt.motion.internal;

import dev.lilt.motion.value.DoubleBinder;

/**
 * Double keyframe motions: per motion a shared {@link DoubleKeyTrack}; the current value is
 * computed from the progress where it is read, as {@link DoubleStorage} does.
 */
public final class DoubleKeyframeStorage extends MotionValues {
    private Object[] track;

    /**
     * Creates the storage.
     *
     * @param parts the storage's parts
     */
    public DoubleKeyframeStorage(Parts parts) {
        super(parts);
        resizeValues(capacity());
    }

    @Override
    protected String kind() {
        return "double keyframes";
    }

    /**
     * Adds and starts a keyframe motion.
     *
     * @param spec the motion's parameters
     * @param keys the track
     * @return the new motion's dense index
     */
    public int add(MotionSpec spec, DoubleKeyTrack keys) {
        int i = addCore(spec);
        track[i] = keys;
        start(i);
        return i;
    }

    private double valueAt(int i) {
        return ((DoubleKeyTrack) track[i]).evaluate(table.progress[i]);
    }

    @Override
    public double valueAsDouble(int i) {
        return valueAt(i);
    }

    @Override
    protected void resizeValues(int capacity) {
        track = Resize.to(track, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        track[dst] = track[src];
    }

    @Override
    protected void clearValues(int i) {
        track[i] = null;
    }

    @Override
    protected boolean computesInParallel() {
        return true;
    }

    @Override
    protected void computeValues(int start, int end) {
        // Nothing to store: a value is read from the progress where it is used (valueAt).
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void bindValue(int i) {
        ((DoubleBinder<Object>) table.binder[i]).accept(valueAt(i), table.state[i]);
    }
}
