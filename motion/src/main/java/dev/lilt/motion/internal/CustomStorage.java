package dev.lilt.motion.internal;

import dev.lilt.motion.MotionAdapter;
import dev.lilt.motion.value.ValueBinder;
/** Motions of user types, valued by a {@link MotionAdapter} with per-motion options. */
public final class CustomStorage extends MotionValues {
    /*
     * Design note.
     *
     * Per motion: start, end, options, adapter and the last value, as references. The adapter is
     * called in the bind pass (inside the binder's error handling, so a throwing adapter is
     * reported like a throwing binder and respects cancel-on-error), once per bound motion, with
     * the previous result as the reusable object. A result that is the start or end object is
     * never offered for reuse, so a mutating adapter cannot corrupt the end points. Motions without
     * a binder are not evaluated.
     *
     * Cost: one interface call per motion per frame; with several adapter classes in one storage
     * the call site is megamorphic (see docs/VALUE-KINDS.md for the measurement).
     */

    private Object[] from;
    private Object[] to;
    private Object[] options;
    private Object[] adapter;
    private Object[] value;

    /**
     * Creates the storage.
     *
     * @param parts the storage's parts
     */
    public CustomStorage(Parts parts) {
        super(parts);
        resizeValues(capacity());
    }

    @Override
    protected String kind() {
        return "custom";
    }

    /**
     * Adds and starts a motion.
     *
     * @param spec    the motion's parameters
     * @param start   the start value
     * @param end     the end value
     * @param adapter the stateless adapter
     * @param opts    the options, or null
     * @return the new motion's dense index
     */
    public int add(MotionSpec spec, Object start, Object end, MotionAdapter<?, ?> adapter, Object opts) {
        int i = addCore(spec);
        from[i] = start;
        to[i] = end;
        this.adapter[i] = adapter;
        options[i] = opts;
        value[i] = null;
        start(i);
        return i;
    }

    @Override
    protected void resizeValues(int capacity) {
        from = Resize.to(from, capacity);
        to = Resize.to(to, capacity);
        options = Resize.to(options, capacity);
        adapter = Resize.to(adapter, capacity);
        value = Resize.to(value, capacity);
    }

    @Override
    protected void moveValues(int src, int dst) {
        from[dst] = from[src];
        to[dst] = to[src];
        options[dst] = options[src];
        adapter[dst] = adapter[src];
        value[dst] = value[src];
    }

    @Override
    protected void clearValues(int i) {
        from[i] = null;
        to[i] = null;
        options[i] = null;
        adapter[i] = null;
        value[i] = null;
    }

    @Override
    protected void computeValues(int start, int end) {
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void bindValue(int i) {
        Object a = from[i];
        Object b = to[i];
        Object previous = value[i];
        Object v = ((MotionAdapter<Object, Object>) adapter[i]).evaluate(a, b, options[i], table.progress[i], previous);
        value[i] = v == a || v == b ? null : v;
        ((ValueBinder<Object, Object>) table.binder[i]).accept(v, table.state[i]);
    }
}
