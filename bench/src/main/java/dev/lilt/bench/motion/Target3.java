package dev.lilt.bench.motion;

import dev.lilt.motion.value.Float3Binder;
import dorkbox.tweenEngine.TweenAccessor;

/** The object a Float3 benchmark motion writes: three float fields (a position). */
public final class Target3 {
    /** Lilt's binder: non-capturing, one shared instance. */
    public static final Float3Binder<Target3> BIND_XYZ = (x, y, z, t) -> {
        t.x = x;
        t.y = y;
        t.z = z;
    };

    /** The Tween Engine's accessor: three combined attributes. */
    static final TweenAccessor<Target3> ACCESSOR = new TweenAccessor<>() {
        @Override
        public int getValues(Target3 t, int tweenType, float[] values) {
            values[0] = t.x;
            values[1] = t.y;
            values[2] = t.z;
            return 3;
        }

        @Override
        public void setValues(Target3 t, int tweenType, float[] values) {
            t.x = values[0];
            t.y = values[1];
            t.z = values[2];
        }
    };

    /** Animated x. */
    public float x;
    /** Animated y. */
    public float y;
    /** Animated z. */
    public float z;

    static Target3[] array(int n) {
        Target3[] targets = new Target3[n];
        for (int i = 0; i < n; i++) {
            targets[i] = new Target3();
        }
        return targets;
    }
}
