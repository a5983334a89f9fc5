package dev.lilt.pipe.internal;

/**
 * A subscription target that wraps another: a filter link, an executor queue, an async adapter.
 * Failure reports follow {@link #wrapped()} to name the user's handler, not the wrapper.
 */
interface Wrapper {
    /** The target this one calls: another wrapper or the user's handler. */
    Object wrapped();

    /** The class name of the user's handler inside {@code target}'s wrappers. */
    static String handlerName(Object target) {
        Object t = target;
        while (t instanceof Wrapper) {
            t = ((Wrapper) t).wrapped();
        }
        return t == Node.SKIP ? "(closed subscription)" : t.getClass().getName();
    }
}
