package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.remote.ConnectionState;
import java.lang.System.Logger.Level;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * A pipe's connection state, derived from the set of its connections that are down: CONNECTED
 * when none is, RECONNECTING otherwise, CLOSED for good after close.
 */
final class ConnectionStates {
    /*
     * Design note.
     *
     * Threading: connection events arrive on I/O threads. The set is concurrent; the derived state
     * is recomputed and published under this object's monitor so that listeners see changes in
     * order and never a stale state after a newer one.
     */

    private static final System.Logger LOG = System.getLogger("dev.lilt.pipe.remote");

    private final Set<Object> down = ConcurrentHashMap.newKeySet();
    private final CopyOnWriteArrayList<Consumer<ConnectionState>> listeners = new CopyOnWriteArrayList<>();
    private final PipeStats stats;
    private volatile ConnectionState state = ConnectionState.CONNECTED;

    ConnectionStates(PipeStats stats) {
        this.stats = stats;
    }

    ConnectionState current() {
        return state;
    }

    void disconnected(Object connection) {
        down.add(connection);
        recompute();
    }

    void connected(Object connection) {
        if (down.remove(connection)) {
            stats.reconnects.increment();
        }
        recompute();
    }

    void closed() {
        publish(ConnectionState.CLOSED);
    }

    Subscription listen(Consumer<ConnectionState> listener) {
        listeners.add(listener);
        AtomicBoolean closed = new AtomicBoolean();
        return new Subscription() {
            @Override
            public void close() {
                if (closed.compareAndSet(false, true)) {
                    listeners.remove(listener);
                }
            }

            @Override
            public boolean isClosed() {
                return closed.get();
            }
        };
    }

    private void recompute() {
        publish(down.isEmpty() ? ConnectionState.CONNECTED : ConnectionState.RECONNECTING);
    }

    private synchronized void publish(ConnectionState next) {
        if (state == ConnectionState.CLOSED || state == next) {
            return;
        }
        state = next;
        for (Consumer<ConnectionState> listener : listeners) {
            try {
                listener.accept(next);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "connection state listener threw on " + next, e);
            }
        }
    }
}
