package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageHandler;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.Executor;

/**
 * One consumer of a work queue: its handler chain and, on an executor, its queue and drain task.
 */
final class WorkConsumer implements Runnable {
    /*
     * Design note.
     *
     * On an executor: a ring (head, size), `scheduled` (a drain task submitted or running) and
     * `closed`, all guarded by this object's monitor, held for a few field writes, never while the
     * handler runs. A message is taken from the ring under the monitor before its handler starts,
     * and close empties the ring under the same monitor: each queued message is either taken by
     * the drain (and handled here) or by close (and handed off), never both. The drain runs at
     * most BATCH messages, then resubmits itself, as the executor delivery does.
     *
     * `load` is what LEAST_BUSY compares (kept only for it): messages queued or running here. It
     * is a heuristic read without a lock (opaque), updated atomically, so two senders may both
     * pick the same consumer; that only changes the balance, never what is delivered.
     */

    static final int ACCEPTED = 0;
    static final int FULL = 1;
    static final int CLOSED = 2;

    private static final int BATCH = 64;
    private static final Object[] NONE = new Object[0];
    private static final VarHandle LOAD = VarHandles.field(MethodHandles.lookup(), "load", int.class);
    private static final VarHandle CLOSED_FLAG = VarHandles.field(MethodHandles.lookup(), "closed", boolean.class);

    final MessageHandler<Object> chain;
    private final Executor executor;
    /** Only LEAST_BUSY reads the load: ROUND_ROBIN sends skip its atomic updates. */
    private final boolean trackLoad;
    private final Delivery delivery;
    private final Object[] ring;
    private int head;           // guarded by this
    private int size;           // guarded by this
    private boolean scheduled;  // guarded by this
    @SuppressWarnings("unused") // accessed through CLOSED_FLAG; written under this
    private boolean closed;
    @SuppressWarnings("unused") // accessed through LOAD
    private int load;

    /** A consumer on the sending thread if {@code executor} is null. */
    WorkConsumer(MessageHandler<Object> chain, Executor executor, int queueCapacity, boolean trackLoad,
            Delivery delivery) {
        this.chain = chain;
        this.executor = executor;
        this.trackLoad = trackLoad;
        this.delivery = delivery;
        this.ring = executor == null ? null : new Object[queueCapacity];
    }

    /** A rough count of the messages queued or running here; for LEAST_BUSY only. */
    int loadOpaque() {
        // opaque: a heuristic, no ordering with anything else is needed
        return (int) LOAD.getOpaque(this);
    }

    private void addLoad(int delta) {
        if (trackLoad) {
            LOAD.getAndAdd(this, delta); // atomic: senders and the drain update it from several threads
        }
    }

    boolean isClosedAcquire() {
        // acquire: pairs with the release in closeAndTake
        return (boolean) CLOSED_FLAG.getAcquire(this);
    }

    /**
     * Offers a message: runs it now (sending thread) or queues it (executor). Returns ACCEPTED,
     * FULL or CLOSED. A failure of a handler run now has taken the message: it goes to the error
     * handler, or is thrown as MessageDeliveryException.
     */
    int offer(Object message) {
        if (executor == null) {
            if (isClosedAcquire()) {
                return CLOSED;
            }
            addLoad(1);
            try {
                chain.handle(message);
            } catch (Throwable t) {
                MessageDeliveryException failed = delivery.fail(null, message, chain, t);
                if (failed != null) {
                    throw failed;
                }
            } finally {
                addLoad(-1);
            }
            return ACCEPTED;
        }
        synchronized (this) {
            if (closed) {
                return CLOSED;
            }
            if (size == ring.length) {
                return FULL;
            }
            ring[(head + size) % ring.length] = message;
            size++;
            addLoad(1);
            if (scheduled) {
                return ACCEPTED;
            }
            scheduled = true;
        }
        submit(message);
        return ACCEPTED;
    }

    /** Submits the drain; a rejection is reported about {@code queued}, which stays queued. */
    private void submit(Object queued) {
        try {
            executor.execute(this);
        } catch (Throwable rejected) {
            synchronized (this) {
                scheduled = false;
            }
            delivery.report(queued, chain, rejected);
        }
    }

    /** The drain task: takes and handles queued messages, one at a time. */
    @Override
    public void run() {
        for (int i = 0; i < BATCH; i++) {
            Object message;
            synchronized (this) {
                if (closed || size == 0) {
                    scheduled = false;
                    return;
                }
                message = ring[head];
                ring[head] = null;
                head = (head + 1) % ring.length;
                size--;
            }
            try {
                chain.handle(message);
            } catch (Throwable t) {
                delivery.report(message, chain, t);
            } finally {
                addLoad(-1);
            }
        }
        Object next;
        synchronized (this) {
            if (closed || size == 0) {
                scheduled = false;
                return;
            }
            next = ring[head];
        }
        submit(next);
    }

    /** Marks this consumer closed and returns what was queued and not started, oldest first. */
    Object[] closeAndTake() {
        synchronized (this) {
            // release: a send or drain that reads the flag also sees the emptied ring
            CLOSED_FLAG.setRelease(this, true);
            if (ring == null || size == 0) {
                return NONE;
            }
            Object[] taken = new Object[size];
            for (int i = 0; i < size; i++) {
                int at = (head + i) % ring.length;
                taken[i] = ring[at];
                ring[at] = null;
            }
            addLoad(-size);
            head = 0;
            size = 0;
            return taken;
        }
    }
}
