package dev.lilt.bench.motion;

import dev.lilt.motion.value.FloatBinder;

/** The object a benchmark motion writes: one float field, like LitMotion's benchmark's bound fields. */
public final class Target {
    /** Lilt's binder: non-capturing, so one shared instance for every motion. */
    public static final FloatBinder<Target> BIND_X = (value, target) -> target.x = value;

    /** The animated field. */
    public float x;

    /**
     * Fresh targets.
     *
     * @param n how many
     * @return n targets at x = 0
     */
    public static Target[] array(int n) {
        Target[] targets = new Target[n];
        for (int i = 0; i < n; i++) {
            targets[i] = new Target();
        }
        return targets;
    }
}
