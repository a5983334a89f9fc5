package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageHandler;

/**
 * Priorities and consuming handlers in a {@link HandlerList}: where a ranked node goes, and the
 * delivery loop that can stop.
 */
final class Ranks {
    /*
     * Design note.
     *
     * Order. A list keeps its nodes sorted by priority, highest first, and by subscription order
     * within one priority (a stable order). A plain subscribe has priority 0, so a list where no
     * one asked for a priority is in subscription order, as before, and its adds take the plain
     * append (one boolean test at subscribe, none at publish).
     *
     * Insertion. A node whose priority is above the last live node's cannot be appended: the
     * list copies its live nodes into a fresh array with the new node at its rank, and replaces
     * the old array exactly as a compaction does (old handler slots become their nodes' Forward
     * first, then the new Slots is released). So the rules of HandlerList's note hold unchanged: a publish
     * walking the old array never meets the new node (a subscription made during a publish is
     * not called by it), and a close that happened-before a publish is seen whichever array it
     * walks. Inserting costs a copy of the live nodes; subscribing at ranks in descending order,
     * or all at one rank, appends.
     *
     * Stopping. A consuming handler's leaf (ConsumingLeaf) sets the thread's DispatchState when
     * it consumes; the loop here tests it after each handler. Only a Slots made while a
     * consuming node was live has `stoppable` set, and only then does HandlerList.publish come
     * here: a list without consuming handlers runs the plain loop, untouched. A consuming node
     * never joins a Slots without the flag (add copies instead of appending). A thread-local
     * rather than a return value, because the leaf sits inside the subscription's filters, which
     * return nothing; rather than an exception, because a filter that catches Throwable would
     * swallow it.
     */

    private Ranks() {
    }

    /** Whether {@code node} may go at the end of {@code s}: order kept, loop kind kept. */
    static boolean appendKeepsOrder(HandlerList.Slots s, Node node, boolean ranked) {
        if (node.consuming && !s.stoppable) {
            return false;
        }
        return !ranked && node.priority <= 0 || node.priority <= lastLivePriority(s);
    }

    /** The priority of the last live node of {@code s}, or MAX_VALUE if it has none. */
    private static int lastLivePriority(HandlerList.Slots s) {
        for (int i = s.count - 1; i >= 0; i--) {
            Node n = s.nodes[i];
            if (n != Node.TOMBSTONE) {
                return n.priority;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** Whether a live node of {@code s} is consuming. */
    static boolean anyLiveConsuming(HandlerList.Slots s) {
        for (int i = 0; i < s.count; i++) {
            Node n = s.nodes[i];
            if (n != Node.TOMBSTONE && n.consuming) {
                return true;
            }
        }
        return false;
    }

    /**
     * Copies the live nodes of {@code from} into {@code to} with {@code node} after every node of
     * its priority or above (stable), rewriting indices; returns the new count.
     */
    static int copyLiveWith(HandlerList.Slots from, HandlerList.Slots to, Node node) {
        int n = 0;
        boolean placed = false;
        for (int i = 0; i < from.count; i++) {
            Node old = from.nodes[i];
            if (old == Node.TOMBSTONE) {
                continue;
            }
            if (!placed && old.priority < node.priority) {
                n = put(to, n, node);
                placed = true;
            }
            n = put(to, n, old);
        }
        return placed ? n : put(to, n, node);
    }

    private static int put(HandlerList.Slots to, int n, Node node) {
        node.index = n;
        to.nodes[n] = node;
        to.handlers[n] = node.slotHandler();
        return n + 1;
    }

    /** HandlerList.publish on a stoppable array: as the plain loop, but stops once a handler consumes. */
    static void deliverStoppable(HandlerList.Slots s, int count, Object message, Delivery delivery) {
        DispatchState st = DispatchState.current();
        long outer = st.saved();
        st.clear();
        MessageDeliveryException failed;
        try {
            failed = walk(s, count, message, delivery, st, null);
        } finally {
            st.exit(outer);
        }
        if (failed != null) {
            throw failed;
        }
    }

    /**
     * Delivers to slots [0, count) of {@code s} until a handler consumes, counting the live
     * subscriptions offered the message in {@code st}; every failure is added to {@code pending}
     * (or to the error handler), which is returned. A closed list has no slots: nothing happens.
     */
    static MessageDeliveryException walk(HandlerList.Slots s, int count, Object message, Delivery delivery,
            DispatchState st, MessageDeliveryException pending) {
        MessageDeliveryException failed = pending;
        for (int i = 0; i < count && !st.consumed; i++) {
            MessageHandler<Object> h = HandlerList.handlerAt(s, i);
            if (h == Node.SKIP) {
                continue;
            }
            st.offered++;
            if (!FilterChain.isLink(h)) {
                st.reached = true; // unfiltered, or queued (its filters run later, on the executor)
            }
            try {
                h.handle(message);
            } catch (Throwable t) {
                failed = delivery.fail(failed, message, HandlerList.targetAt(s, i), t);
            }
        }
        return failed;
    }
}
