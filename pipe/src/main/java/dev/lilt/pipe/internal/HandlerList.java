package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.SubscriptionInfo;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;

/**
 * The subscriptions of one broker (or one key), in subscription order.
 */
public final class HandlerList implements Node.Owner {
    /*
     * Design note.
     *
     * Layout. `slots` points to a Slots object: an array of nodes in subscription order and the
     * number of slots in use, `count`. Empty (closed) slots inside 0..count are null. A Slots
     * object is the unit of publication: a publisher reads the reference once (acquire), then
     * that object's count once (acquire), and walks nodes[0..count). A fresh Slots (and array)
     * is made when the array grows or is compacted; an append that fits writes the slot, then
     * raises that Slots' count with a release store.
     *
     * Why the count lives with the array and not in the list: with a list-wide count a reader can
     * pair a new (compacted) array with an old, larger count and reach a node appended after the
     * compaction, i.e. call a subscription made during its own publish. A count per array only
     * grows while its array is current, so a reader's (array, count) pair is always consistent.
     *
     * Writers (add, remove, closeAll) hold this object's monitor; publish takes no lock.
     * - add: append at count if there is room; else copy the live nodes (in order) into an array
     *   of twice the live size and append there. Growth therefore also compacts.
     * - remove: mark the node closed (release), null its slot in the current array (the node's
     *   `index`), and when more than half of 0..count is empty copy the live nodes into a fresh
     *   array, rewriting their indices. The old array is never written again, so a publish still
     *   walking it sees its nodes and skips the closed ones by their flag.
     * - closeAll: mark every node closed and install the CLOSED sentinel; publish and add then
     *   throw IllegalStateException with the reason given.
     *
     * Memory ordering. Publish is fence-free: two acquire loads (slots, count) and one acquire
     * load of each node's closed flag. Each writer ends with a release store (count, slots or
     * closed flag) followed by a full fence (fullFenceAfterWrite). Release alone orders what
     * comes before the store, but lets the store sit in the writer's store buffer while the
     * writer's later loads go ahead (store-load reordering, allowed by the JMM and done by x86
     * and ARM). Then a caller that returns from subscribe and reads, say, a volatile sequence
     * number can see the value from before a publish, while that publish, which started later,
     * still reads the old count and skips the new subscriber (or calls one already closed). The
     * fence makes the write visible to every thread before add, remove or closeAll returns, so
     * "a publish that starts after subscribe (close) returned sees (skips) it" holds for any
     * way the caller learns the order. The cost is one fence per subscribe or close, never per
     * publish. The stress module's jcstress tests state the forbidden outcomes.
     *
     * Delivery rules that follow: order is subscription order (slots are only ever appended and
     * compaction keeps order); a subscription made during a publish sits at or beyond the count
     * that publish read, or in a newer array (never called by it); one closed before the publish
     * reaches it has its flag set (skipped). Neither depends on capacity or growth history.
     * After any close a publish walks at most 2 * live + 1 slots and the array holds at most
     * 4 * live + 4, so a broker that once had 1,000 subscribers and now has one walks a handful
     * of slots, not 1,024.
     *
     * Compare: Cysharp MessagePipe's FreeList (slots reused FIFO, shrink only when empty).
     */

    private static final int MIN_CAPACITY = 4;
    private static final Node[] NO_NODES = new Node[0];
    /** Shared, never written: zero capacity, so the first add always makes a fresh array. */
    private static final Slots EMPTY = new Slots(NO_NODES, 0);
    private static final Slots CLOSED = new Slots(NO_NODES, 0);
    private static final VarHandle SLOTS = VarHandles.field(MethodHandles.lookup(), "slots", Slots.class);

    @SuppressWarnings("unused") // accessed through SLOTS
    private Slots slots = EMPTY;
    private int live;              // guarded by this
    private String closedReason;   // guarded by this

    /** Appends {@code node}; throws IllegalStateException if the list is closed. */
    synchronized void add(Node node) {
        Slots s = slotsAcquire();
        if (s == CLOSED) {
            throw new IllegalStateException(closedReason);
        }
        int count = s.count;
        if (count < s.nodes.length) {
            s.nodes[count] = node;        // plain: published by the count release below
            node.index = count;
            s.setCountRelease(count + 1); // release: orders the slot write before the new count
        } else {
            Node[] grown = new Node[Math.max(MIN_CAPACITY, (live + 1) * 2)];
            int n = copyLive(s, grown);
            grown[n] = node;
            node.index = n;
            setSlotsRelease(new Slots(grown, n + 1));
        }
        live++;
        fullFenceAfterWrite();
    }

    @Override
    public synchronized void remove(Node node) {
        unlink(node);
        fullFenceAfterWrite(); // also when another thread closed the node first: its close is ours too
    }

    /** Marks {@code node} closed and clears its slot, compacting when more than half is empty. */
    private void unlink(Node node) {
        if (node.isClosedAcquire()) {
            return;
        }
        node.markClosedRelease();
        Slots s = slotsAcquire();
        int i = node.index;
        if (s == CLOSED || i >= s.count || s.nodes[i] != node) {
            return; // not in this list (only possible for a foreign node): nothing to clear
        }
        s.nodes[i] = null; // plain: publishers test the node's closed flag, not the slot
        live--;
        if (live == 0) {
            setSlotsRelease(EMPTY);
        } else if (live * 2 < s.count) {
            Node[] compact = new Node[Math.max(MIN_CAPACITY, live * 2)];
            int n = copyLive(s, compact);
            setSlotsRelease(new Slots(compact, n));
        }
    }

    /** Closes every node and the list itself; {@code reason} becomes the IllegalStateException message. */
    synchronized void closeAll(String reason) {
        Slots s = slotsAcquire();
        if (s == CLOSED) {
            return;
        }
        for (int i = 0; i < s.count; i++) {
            Node node = s.nodes[i];
            if (node != null) {
                node.markClosedRelease();
            }
        }
        live = 0;
        closedReason = reason;
        setSlotsRelease(CLOSED);
        fullFenceAfterWrite();
    }

    /** Throws IllegalStateException if closed; for brokers whose publish does not go through {@link #publish}. */
    void checkOpen(Slots s) {
        if (s == CLOSED) {
            throw new IllegalStateException(closedReasonLocked());
        }
    }

    synchronized int liveCount() {
        return live;
    }

    /** How many slots a publish walks now (live ones and holes). */
    synchronized int walkLength() {
        return slotsAcquire().count;
    }

    synchronized int capacity() {
        return slotsAcquire().nodes.length;
    }

    synchronized void collect(Class<?> messageType, List<SubscriptionInfo> out) {
        Slots s = slotsAcquire();
        for (int i = 0; i < s.count; i++) {
            Node node = s.nodes[i];
            if (node != null) {
                out.add(LiveSubscription.of(messageType, node));
            }
        }
    }

    /**
     * Delivers {@code message} to every node of the current array; lock-free and allocation-free
     * unless a handler throws.
     */
    void publish(Object message, Delivery delivery) {
        Slots s = slotsAcquire();
        checkOpen(s);
        deliver(s.nodes, s.countAcquire(), message, delivery);
    }

    /** The current slots; read {@code nodes} and {@link Slots#countAcquire()} once each. */
    Slots slotsAcquire() {
        // acquire: pairs with setSlotsRelease, so the array's contents and its count are visible
        return (Slots) SLOTS.getAcquire(this);
    }

    private void setSlotsRelease(Slots next) {
        // release: the new array is filled (and node indices rewritten) before publishers see it
        SLOTS.setRelease(this, next);
    }

    /**
     * Full fence after a writer's last release store; see the class note. Also used by keyed
     * brokers after their map update and by a close that finds its node closed already.
     */
    static void fullFenceAfterWrite() {
        // full: the writes above become visible to all threads before any later load of this
        // thread (store-load order), so no publish that starts after the caller returns misses them
        VarHandle.fullFence();
    }

    private synchronized String closedReasonLocked() {
        return closedReason;
    }

    /** Delivers to nodes[0..count) in order; see the class note for why that is the right set. */
    @SuppressWarnings("unchecked")
    static void deliver(Node[] nodes, int count, Object message, Delivery delivery) {
        MessageDeliveryException failed = null;
        for (int i = 0; i < count; i++) {
            Node node = nodes[i]; // plain: slots below count were published by the count release
            if (node == null || node.isClosedAcquire()) {
                continue;
            }
            try {
                ((MessageHandler<Object>) node.target).handle(message);
            } catch (Throwable t) {
                failed = delivery.fail(failed, message, t);
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    /** Copies the live nodes of {@code from} into {@code to} in order, rewriting their indices. */
    private static int copyLive(Slots from, Node[] to) {
        int n = 0;
        for (int i = 0; i < from.count; i++) {
            Node node = from.nodes[i];
            if (node != null) {
                node.index = n;
                to[n++] = node;
            }
        }
        return n;
    }

    /** An array of nodes and the number of its slots in use; see the class note. */
    static final class Slots {
        private static final VarHandle COUNT = VarHandles.field(MethodHandles.lookup(), "count", int.class);

        final Node[] nodes;
        /** Read plainly only under the list's lock; publishers use {@link #countAcquire()}. */
        int count;

        Slots(Node[] nodes, int count) {
            this.nodes = nodes;
            this.count = count;
        }

        int countAcquire() {
            // acquire: pairs with setCountRelease, so slots below the count are visible
            return (int) COUNT.getAcquire(this);
        }

        void setCountRelease(int n) {
            // release: the slot written just before becomes visible with the new count
            COUNT.setRelease(this, n);
        }
    }
}
