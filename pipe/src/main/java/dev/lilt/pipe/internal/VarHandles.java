package dev.lilt.pipe.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** Finds the VarHandle of a field in the caller's class; for static initialisers. */
final class VarHandles {
    private VarHandles() {
    }

    static VarHandle field(MethodHandles.Lookup lookup, String name, Class<?> type) {
        try {
            return lookup.findVarHandle(lookup.lookupClass(), name, type);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
