package dev.lilt.pipe;

import dev.lilt.pipe.internal.KeyedAccessBridge;

/** Internal sizes, for the no-bloat tests. */
final class KeyedAccess {
    private KeyedAccess() {
    }

    static int keyCount(Object keyedBroker) {
        return KeyedAccessBridge.keyCount(keyedBroker);
    }

    static int capacity(Object broker) {
        return KeyedAccessBridge.capacity(broker);
    }
}
