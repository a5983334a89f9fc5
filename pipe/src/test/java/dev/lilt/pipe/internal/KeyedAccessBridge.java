package dev.lilt.pipe.internal;

/** Lets tests in dev.lilt.pipe read internal sizes. */
public final class KeyedAccessBridge {
    private KeyedAccessBridge() {
    }

    public static int keyCount(Object keyedBroker) {
        return ((KeyedBroker<?, ?>) keyedBroker).keyCount();
    }

    public static int capacity(Object listBroker) {
        return ((ListBroker) listBroker).list.capacity();
    }
}
