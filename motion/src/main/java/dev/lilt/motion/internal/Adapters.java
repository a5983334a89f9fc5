package dev.lilt.motion.internal;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/** Checks that custom motion adapters are stateless. */
public final class Adapters {
    /*
     * Design note. Statelessness is checked on the adapter's class: no instance field declared by
     * it or any superclass below Enum/Object. A capturing lambda's hidden class declares one field
     * per captured value, an inner class its outer instance, a record its components: all refused.
     * The verdict is cached per class in a ClassValue (thread-safe, unloads with the class), so
     * only the first motion of an adapter class pays for the reflection.
     */
    private static final ClassValue<String> FIELD = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            for (Class<?> c = type; c != null && c != Object.class && c != Enum.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) {
                        return c.getName() + "." + f.getName();
                    }
                }
            }
            return null;
        }
    };

    private Adapters() {
    }

    /**
     * Refuses an adapter whose class has instance fields.
     *
     * @param adapter the adapter
     * @throws IllegalArgumentException naming the first instance field found
     */
    public static void requireStateless(Object adapter) {
        String field = FIELD.get(adapter.getClass());
        if (field != null) {
            throw new IllegalArgumentException("adapter must be stateless, as one instance serves every motion;"
                    + " pass per-motion data with withOptions (and use an enum constant or a non-capturing lambda):"
                    + " instance field " + field);
        }
    }
}
