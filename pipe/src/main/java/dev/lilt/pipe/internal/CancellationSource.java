package dev.lilt.pipe.internal;

import dev.lilt.pipe.CancellationToken;
import dev.lilt.pipe.Subscription;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A cancellation token that can be cancelled: one per async publish, and one per broker that
 * fires when the broker closes (its pipe, scope or event closing).
 */
final class CancellationSource implements CancellationToken {
    /*
     * Design note. Listeners sit in a list guarded by this object's monitor; cancel() flips the
     * volatile flag and takes the list under the lock, then runs the listeners outside it, so a
     * listener may register or remove others (or cancel other sources) without deadlock. A
     * listener registered after the flip runs at once on the registering thread. The list is
     * null until the first listener, so a publish whose handlers never listen pays one
     * allocation (this object) and no list.
     */

    private volatile boolean cancelled;
    private List<Listener> listeners; // guarded by this; null once cancelled

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    @Override
    public Subscription onCancel(Runnable listener) {
        Objects.requireNonNull(listener, "listener == null");
        Listener l = new Listener(listener);
        synchronized (this) {
            if (!cancelled) {
                if (listeners == null) {
                    listeners = new ArrayList<>(2);
                }
                listeners.add(l);
                return l;
            }
        }
        l.run();
        return l;
    }

    /** Cancels and runs the listeners once; later calls do nothing. */
    void cancel() {
        List<Listener> toRun;
        synchronized (this) {
            if (cancelled) {
                return;
            }
            cancelled = true;
            toRun = listeners;
            listeners = null;
        }
        if (toRun != null) {
            for (Listener l : toRun) {
                l.run();
            }
        }
    }

    private synchronized void remove(Listener l) {
        if (listeners != null) {
            listeners.remove(l);
        }
    }

    /** One registered listener; closing it removes it. */
    private final class Listener implements Subscription {
        private final Runnable action;
        private volatile boolean closed;

        Listener(Runnable action) {
            this.action = action;
        }

        void run() {
            if (closed) {
                return;
            }
            closed = true;
            try {
                action.run();
            } catch (VirtualMachineError fatal) {
                throw fatal;
            } catch (Throwable dropped) {
                // documented: a listener's failure does not stop the others
            }
        }

        @Override
        public void close() {
            if (!closed) {
                closed = true;
                remove(this);
            }
        }

        @Override
        public boolean isClosed() {
            return closed;
        }
    }
}
