package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import java.util.Arrays;
import java.util.concurrent.Executor;

/**
 * The target of a subscription delivered on an executor: a publish queues the message here; a
 * drain task on the executor hands the queued messages to the real handler chain, one at a time.
 */
final class ExecutorHandler implements MessageHandler<Object>, Runnable, Wrapper {
    /*
     * Design note.
     *
     * Layout: a ring of `capacity` slots (head, size), and `scheduled`, true while a drain task
     * is submitted or running; all guarded by this object's monitor, held only for a few field
     * writes (never while the handler runs).
     *
     * Order: messages leave the ring in the order they entered, and only the one drain task
     * takes them (a publish submits a task only when `scheduled` was false), so a subscription's
     * handler sees its messages in publish order and never runs twice at once, on any executor.
     * Messages published by one thread enter in that thread's order; publishes racing on two
     * threads enter in the order they take the lock, as with the publishing-thread delivery.
     *
     * Close: before each message the drain reads the node's closed flag (acquire, as a publish
     * does); once it is set the ring is emptied and nothing more runs. A close therefore stops
     * every delivery that has not started; one already running finishes.
     *
     * Fairness: a drain runs at most BATCH messages, then resubmits itself, so a busy
     * subscription does not hold a shared thread (the Swing or JavaFX one) forever. If that
     * resubmission is rejected the failure is reported and `scheduled` drops, so the next
     * publish tries again.
     */

    private static final int BATCH = 64;

    private final MessageHandler<Object> chain;
    private final Executor executor;
    private final OverflowPolicy overflow;
    private final Delivery delivery;
    private final Object[] ring;
    private int head;            // guarded by this
    private int size;            // guarded by this
    private boolean scheduled;   // guarded by this
    /** Set once by the node's constructor, before the node is published to any list. */
    private Node node;

    ExecutorHandler(MessageHandler<Object> chain, DeliveryMode mode, Delivery delivery) {
        this.chain = chain;
        this.executor = mode.executor();
        this.overflow = mode.overflow();
        this.delivery = delivery;
        this.ring = new Object[mode.queueCapacity()];
    }

    @Override
    public Object wrapped() {
        return chain;
    }

    void attach(Node owner) {
        this.node = owner;
    }

    /** Called by a publish: queues the message and makes sure a drain is on its way. */
    @Override
    public void handle(Object message) {
        synchronized (this) {
            if (size == ring.length && !makeRoom(message)) {
                return;
            }
            ring[(head + size) % ring.length] = message;
            size++;
            if (scheduled) {
                return;
            }
            scheduled = true;
        }
        submit();
    }

    /** The drain task: runs queued messages in order until the queue is empty or a batch is done. */
    @Override
    public void run() {
        for (int n = 0; n < BATCH; n++) {
            Object message = poll();
            if (message == null) {
                return;
            }
            try {
                chain.handle(message);
            } catch (Throwable t) {
                delivery.report(message, chain, t);
            }
        }
        Object next;
        synchronized (this) {
            if (size == 0) {
                scheduled = false;
                return;
            }
            next = ring[head];
        }
        try {
            submit();
        } catch (RuntimeException rejected) {
            delivery.report(next, chain, rejected); // no publish to tell: the next one resubmits
        }
    }

    /** Applies the overflow policy to a full ring; true if the new message should be queued. */
    private boolean makeRoom(Object message) {
        switch (overflow) {
            case DROP_OLDEST:
                ring[head] = null;
                head = (head + 1) % ring.length;
                size--;
                return true;
            case DROP_NEWEST:
                return false;
            default:
                throw new IllegalStateException("delivery queue is full: " + ring.length + " messages of "
                        + message.getClass().getName() + " waiting for the executor");
        }
    }

    /** Submits the drain; on rejection no drain is scheduled and the caller hears why. */
    private void submit() {
        try {
            executor.execute(this);
        } catch (RuntimeException rejected) {
            synchronized (this) {
                scheduled = false;
            }
            throw rejected;
        }
    }

    /** The next message to run, or null (and no drain scheduled) if none or closed. */
    private synchronized Object poll() {
        Node n = node;
        if (n != null && n.isClosedAcquire()) {
            Arrays.fill(ring, null); // the dropped messages are not kept alive by a dead subscription
            size = 0;
        }
        if (size == 0) {
            scheduled = false;
            return null;
        }
        Object message = ring[head];
        ring[head] = null;
        head = (head + 1) % ring.length;
        size--;
        return message;
    }
}
