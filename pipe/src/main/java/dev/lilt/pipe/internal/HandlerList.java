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
final class HandlerList implements Node.Owner {
    /*
     * Design note.
     *
     * Layout. `slots` points to a Slots object: an array of nodes in subscription order, beside
     * it an array of the handlers a synchronous publish calls, and the number of slots in use,
     * `count`. An emptied slot holds Node.TOMBSTONE and the no-op handler SKIP. A Slots object is
     * the unit of publication: a publisher reads the reference once (acquire), then that object's
     * count once (acquire), and walks handlers[0..count). A fresh Slots (and arrays) is made when
     * the arrays grow or are compacted; an append that fits writes the slots, then raises that
     * Slots' count with a release store.
     *
     * The publish loop is `hs[i].handle(message)` and nothing else (the array in a local, no test,
     * the failure path in deliverAfterFailure): every value live only on a side path costs a stack
     * store and load per handler, so a check belongs in the rare path, never in the loop.
     * docs/BENCHMARKS.md, "HandlerList: the loop shapes tried", has the shapes measured.
     *
     * Handler slots. So that a plain load of handlers[i] honours closes, a handler slot changes
     * only under the lock and only like this:
     * - close: the node's slot in the current array becomes SKIP (release);
     * - when a Slots is replaced (growth, compaction, closeAll), every slot of the old handlers
     *   array becomes its node's Forward, or SKIP if the node is closed (release), before the
     *   replacement is published. A publisher still walking the old array calls the Forward,
     *   which asks the node itself on each call (Node.slotHandler(), SKIP once closed). A close
     *   made after the replacement writes only the node and the new array; but the replacement
     *   happened-before that close, so a publisher for which the close happened-before its read
     *   also reads the Forward, never the stale handler. The old nodes array is never written
     *   again.
     *
     * The count lives with the array, not in the list: with a list-wide count a reader could
     * pair a new (compacted) array with an old, larger count and reach a node appended after the
     * compaction, i.e. call a subscription made during its own publish. A count per array only
     * grows while its array is current, so a reader's (array, count) pair is always consistent.
     *
     * Writers (add, remove, closeAll) hold this object's monitor; publish takes no lock.
     * - add: append at count if there is room; else copy the live nodes (in order) into an array
     *   of twice the live size and append there. Growth therefore also compacts.
     * - remove: mark the node closed (release), empty its slot in the current arrays (the node's
     *   `index`), and when more than half of 0..count is empty copy the live nodes into fresh
     *   arrays, rewriting their indices, and retire the old handlers array (Forward).
     * - closeAll: mark every node closed, retire the handlers array and install the CLOSED
     *   sentinel; publish and add then throw IllegalStateException with the reason given.
     *
     * Memory ordering. Publish is fence-free: two acquire loads (slots, count), then one plain
     * load of each handler slot (plus, on a retired array, the Forward's acquire load of the
     * node's handler). Each writer ends with a release store (count, slots or closed flag)
     * followed by a full fence (fullFenceAfterWrite). Release alone lets the store sit in the
     * writer's store buffer while its later loads go ahead (store-load reordering, allowed by
     * the JMM and done by x86 and ARM): a caller that returns from subscribe and reads, say, a
     * volatile sequence number could see the value from before a publish that still reads the
     * old count and skips the new subscriber (or calls one already closed). The fence makes the
     * write visible to every thread before add, remove or closeAll returns, so "a publish that
     * starts after subscribe (close) returned sees (skips) it" holds for any way the caller
     * learns the order; it costs one fence per subscribe or close, never per publish. The stress
     * module's jcstress tests state the forbidden outcomes.
     *
     * Delivery rules that follow: order is subscription order (slots are only ever appended and
     * compaction keeps order); a subscription made during a publish sits at or beyond the count
     * that publish read, or in a newer array (never called by it); one closed before the publish
     * reaches it has its flag set (skipped). Neither depends on capacity or growth history.
     * After any close a publish walks at most 2 * live + 1 slots and the array holds at most
     * 4 * live + 4.
     *
     * Priorities and consuming handlers (Ranks' note): a ranked add may copy instead of
     * appending, and an array made while a consuming node is live is `stoppable`: publish then
     * takes Ranks' loop, tested once per publish on a final field; other arrays use deliver.
     */

    private static final int MIN_CAPACITY = 4;
    private static final Node[] NO_NODES = new Node[0];
    /** Shared, never written: zero capacity, so the first add always makes a fresh array. */
    private static final Slots EMPTY = new Slots(NO_NODES, 0, false);
    private static final Slots CLOSED = new Slots(NO_NODES, 0, false);
    private static final VarHandle SLOTS = VarHandles.field(MethodHandles.lookup(), "slots", Slots.class);

    @SuppressWarnings("unused") // accessed through SLOTS
    private Slots slots = EMPTY;
    private int live;              // guarded by this
    private String closedReason;   // guarded by this
    /** Whether a node with a priority other than 0 was ever added; guarded by this. See Ranks. */
    private boolean ranked;

    /** Appends {@code node}; throws IllegalStateException if the list is closed. */
    synchronized void add(Node node) {
        Slots s = slotsAcquire();
        if (s == CLOSED) {
            throw new IllegalStateException(closedReason);
        }
        int count = s.count;
        if (count < s.nodes.length && Ranks.appendKeepsOrder(s, node, ranked)) {
            s.nodes[count] = node;                    // plain: published by the count release below
            s.handlers[count] = node.slotHandler();   // plain: likewise
            node.index = count;
            s.setCountRelease(count + 1); // release: orders the slot writes before the new count
        } else {
            // growth, or a node that goes before others (priority) or needs the stoppable loop:
            // a fresh array, published like a compaction (see Ranks)
            Slots grown = new Slots(new Node[Math.max(MIN_CAPACITY, (live + 1) * 2)], 0,
                    node.consuming || Ranks.anyLiveConsuming(s));
            grown.count = Ranks.copyLiveWith(s, grown, node);
            replace(s, grown);
        }
        ranked |= node.priority != 0;
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
        s.setHandlerRelease(i, Node.SKIP); // release: a publisher that reads SKIP skips it
        s.nodes[i] = Node.TOMBSTONE;       // plain: walkers of nodes test the closed flag
        live--;
        if (live == 0) {
            setSlotsRelease(EMPTY); // every slot of s is SKIP already: nothing to retire
        } else if (live * 2 < s.count) {
            Slots compact = new Slots(new Node[Math.max(MIN_CAPACITY, live * 2)], 0, Ranks.anyLiveConsuming(s));
            compact.count = copyLive(s, compact);
            replace(s, compact);
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
            if (node != Node.TOMBSTONE) {
                node.markClosedRelease();
            }
        }
        live = 0;
        closedReason = reason;
        replace(s, CLOSED);
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
            if (node != Node.TOMBSTONE) {
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
        if (s.stoppable) {
            Ranks.deliverStoppable(s, s.countAcquire(), message, delivery);
            return;
        }
        deliver(s, s.countAcquire(), message, delivery);
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

    /**
     * Delivers to the handlers of slots[0..count) in order; see the class note for why that is
     * the right set and the note in Slots for why one plain load per subscriber honours every
     * close.
     */
    static void deliver(Slots s, int count, Object message, Delivery delivery) {
        // in a local, and nothing but the call in the loop: see the class note
        MessageHandler<Object>[] hs = s.handlers;
        int i = 0;
        try {
            for (; i < count; i++) {
                hs[i].handle(message);
            }
        } catch (Throwable first) {
            deliverAfterFailure(s, i, count, message, delivery, delivery.fail(null, message, targetAt(s, i), first));
        }
    }

    /** The rest of a publish after slot {@code failedAt} threw: every later handler still runs. */
    private static void deliverAfterFailure(Slots s, int failedAt, int count, Object message, Delivery delivery,
            MessageDeliveryException pending) {
        MessageDeliveryException failed = pending;
        for (int i = failedAt + 1; i < count; i++) {
            try {
                handlerAt(s, i).handle(message);
            } catch (Throwable t) {
                failed = delivery.fail(failed, message, targetAt(s, i), t);
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    /** What slot {@code i} delivered to, for a failure report: its node's target (SKIP if it closed since). */
    static Object targetAt(Slots s, int i) {
        return s.nodes[i].target;
    }

    /**
     * Slot {@code i}'s handler: plain read (see the note in Slots); on a replaced array, the
     * node's current one rather than its Forward, for loops that look at the handler (Ranks).
     */
    static MessageHandler<Object> handlerAt(Slots s, int i) {
        MessageHandler<Object> h = s.handlers[i];
        return h instanceof Node.Forward ? ((Node.Forward) h).node.slotHandler() : h;
    }

    /**
     * Installs {@code next} in place of {@code old}, retiring old's handlers first: each becomes
     * its node's Forward (release), so a publisher still walking {@code old} defers to the nodes;
     * a closed node's slot becomes SKIP, which it stays.
     */
    private void replace(Slots old, Slots next) {
        for (int i = 0; i < old.count; i++) {
            Node node = old.nodes[i];
            old.setHandlerRelease(i, node.isClosedAcquire() ? Node.SKIP : node.forward());
        }
        setSlotsRelease(next);
    }

    /** Copies the live nodes of {@code from} (and their handlers) into {@code to} in order, rewriting their indices. */
    static int copyLive(Slots from, Slots to) {
        int n = 0;
        for (int i = 0; i < from.count; i++) {
            Node node = from.nodes[i];
            if (node != Node.TOMBSTONE) {
                node.index = n;
                to.nodes[n] = node;
                to.handlers[n++] = node.slotHandler();
            }
        }
        return n;
    }

    /** An array of nodes, their handlers, and the number of slots in use; see the class note. */
    static final class Slots {
        private static final VarHandle COUNT = VarHandles.field(MethodHandles.lookup(), "count", int.class);
        private static final VarHandle HANDLER = MethodHandles.arrayElementVarHandle(MessageHandler[].class);

        final Node[] nodes;
        /** What a synchronous publish calls per slot: a node's handler, SKIP, or a node's Forward. */
        final MessageHandler<Object>[] handlers;
        /** Read plainly only under the list's lock; publishers use {@link #countAcquire()}. */
        int count;
        /**
         * True if a consuming node was live when this array was made (and so may be in it): a
         * publish then takes Ranks' loop, which can stop. Final, so the plain loop stays as is.
         */
        final boolean stoppable;

        @SuppressWarnings("unchecked")
        Slots(Node[] nodes, int count, boolean stoppable) {
            this.nodes = nodes;
            this.handlers = (MessageHandler<Object>[]) new MessageHandler<?>[nodes.length];
            this.count = count;
            this.stoppable = stoppable;
        }

        /*
         * Why deliver reads handlers[i] plainly. The publish's acquire loads of `slots` and
         * `count` come first, and a load after an acquire load is never performed before it: each
         * publish reads each slot afresh. A close (or retirement) that happened-before the
         * publish, through whatever synchronisation the program used, happened-before that read,
         * and a read never sees a write that was overwritten before it in happens-before order:
         * it sees SKIP (or the Forward). A close concurrent with the publish may go either way, as
         * with any concurrent close. Handlers written by add are published by the count release.
         * So an acquire per slot would add nothing but a barrier in the loop that keeps the JIT
         * from treating it like a plain Consumer[] loop.
         */

        void setHandlerRelease(int i, MessageHandler<Object> h) {
            // release: the node's closed state (or the replacement arrays) are visible with the new slot
            HANDLER.setRelease(handlers, i, h);
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
