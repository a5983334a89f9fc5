package dev.lilt.motion.internal;

/**
 * Keyframe motions of 1 to 4 floats: per motion a shared {@link KeyTrack}, and the current value
 * computed from the progress by the track. {@link Of1} to {@link Of4} exist because the engine
 * keys storages by class; numbers, vectors, colours and rotations of one width share one.
 */
public abstract class KeyframeStorage extends VectorStorage {
    /*
     * Design note.
     *
     * The timeline drives the progress as for any motion (loops, yoyo, delays, speed, seeks,
     * sequences), and computeValues maps it through the track: a binary search for the segment,
     * the segment's ease, the blend. Tracks are immutable and calls are pure, so large storages
     * may compute in parallel. The from/to columns of VectorStorage hold the first and last keys,
     * unused by the frame.
     */

    private Object[] track;

    private KeyframeStorage(Parts parts, int width, String kind) {
        super(parts, width, kind);
    }

    /**
     * Adds and starts a keyframe motion.
     *
     * @param spec the motion's parameters
     * @param keys the track, of this storage's width
     * @return the new motion's dense index
     */
    public final int add(MotionSpec spec, KeyTrack keys) {
        int i = addVector(spec, 0, 0, 0, 0, 0, 0, 0, 0);
        track[i] = keys;
        keys.evaluate(table.progress[i], value, i * width);
        keys.evaluate(1, to, i * width);
        System.arraycopy(value, i * width, from, i * width, width);
        start(i);
        return i;
    }

    @Override
    protected final void resizeValues(int capacity) {
        super.resizeValues(capacity);
        track = Resize.to(track, capacity);
    }

    @Override
    protected final void moveValues(int src, int dst) {
        super.moveValues(src, dst);
        track[dst] = track[src];
    }

    @Override
    protected final void clearValues(int i) {
        track[i] = null;
    }

    @Override
    protected final void computeValues(int start, int end) {
        double[] p = table.progress;
        Object[] tracks = track;
        float[] v = value;
        int w = width;
        for (int i = start; i < end; i++) {
            ((KeyTrack) tracks[i]).evaluate(p[i], v, i * w);
        }
    }

    /** Keyframe motions of 1 float. */
    public static final class Of1 extends KeyframeStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of1(Parts parts) {
            super(parts, 1, "float keyframes");
        }
    }

    /** Keyframe motions of 2 floats. */
    public static final class Of2 extends KeyframeStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of2(Parts parts) {
            super(parts, 2, "Float2 keyframes");
        }
    }

    /** Keyframe motions of 3 floats. */
    public static final class Of3 extends KeyframeStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of3(Parts parts) {
            super(parts, 3, "Float3 keyframes");
        }
    }

    /** Keyframe motions of 4 floats: Float4, colours and rotations. */
    public static final class Of4 extends KeyframeStorage {
        /**
         * Creates the storage.
         *
         * @param parts the storage's parts
         */
        public Of4(Parts parts) {
            super(parts, 4, "4-float keyframes");
        }
    }
}
