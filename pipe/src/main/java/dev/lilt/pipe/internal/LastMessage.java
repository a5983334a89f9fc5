package dev.lilt.pipe.internal;

import java.util.Optional;

/**
 * A buffered broker's last message (sync or async). The object is also the lock that guards it
 * together with the handler list's snapshot (see BufferedBroker's note), so a publish takes one
 * lock and makes one store.
 */
final class LastMessage {
    private Object message; // guarded by this; null until the first (messages are never null)

    LastMessage(Object initial) {
        this.message = initial;
    }

    /** Stores a published message; the caller holds this lock. */
    void setLocked(Object published) {
        message = published;
    }

    /** The message, or null if there is none yet; the caller holds this lock. */
    Object getLocked() {
        return message;
    }

    /** The message after the list's open check, read under this lock. */
    @SuppressWarnings("unchecked") // only publish(T) stores a message
    <T> Optional<T> read(HandlerList list) {
        synchronized (this) {
            list.checkOpen(list.slotsAcquire());
            return Optional.ofNullable((T) message);
        }
    }
}
