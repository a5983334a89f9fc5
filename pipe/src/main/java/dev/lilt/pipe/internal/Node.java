package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.Subscription;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One subscription: the (already filtered) target a publish calls, and the way back to the list
 * that holds it.
 */
final class Node implements Subscription {
    /*
     * Design note.
     *
     * A node is created fully (target, owner, key, site are final) before its list publishes it,
     * so a publisher that reaches it through a racy array read sees a complete object (final
     * field semantics, and the list's count release on top).
     *
     * `closed` is the source of truth for "do not call me": a publish tests it right before the
     * call, so a close that happens-before that test is honoured whatever array the publish
     * walks (an old one kept across compaction included). It is written under the owning list's
     * lock with release semantics, followed by a full fence before close returns (see
     * HandlerList's note), and read lock-free with acquire semantics.
     *
     * `handler` is what a synchronous publish calls: the target itself while the node is open,
     * the shared no-op SKIP once it is closed (set in markClosedRelease, next to `closed`, with
     * the same release store and fence). A publish normally reads its list's handlers array
     * instead; once that array has been replaced, its slot holds this node's Forward, which asks
     * the node on each call (see HandlerList's note). Nodes whose target is not a MessageHandler
     * (async, request) have a null handler and are never published synchronously.
     *
     * TOMBSTONE fills the slot of a removed node; it is closed from birth, so every walker of
     * the nodes array skips it by its flag.
     *
     * `index` is this node's slot in its list's current array. Only the list's lock reads or
     * writes it; compaction rewrites it, which is how a close after a compaction still finds
     * (and clears) the right slot.
     */

    /** What removes a node: a handler list, or a keyed broker that also drops empty keys. */
    interface Owner {
        /** Removes {@code node} and marks it closed; does nothing if it is closed already. */
        void remove(Node node);
    }

    private static final VarHandle CLOSED = VarHandles.field(MethodHandles.lookup(), "closed", boolean.class);
    private static final VarHandle HANDLER = VarHandles.field(MethodHandles.lookup(), "handler", MessageHandler.class);

    /** What a closed node's publish calls: nothing. */
    static final MessageHandler<Object> SKIP = message -> { };

    /** Fills an emptied slot: closed, never in any list, calls nothing. */
    static final Node TOMBSTONE = tombstone();

    final Object target;
    final Object key;
    final Throwable site;
    private final Owner owner;
    int index;
    /**
     * Delivery rank: higher first, 0 for a plain subscribe. Set before the list holds the node,
     * then read only under the list's lock.
     */
    int priority;
    /** True for a {@link dev.lilt.pipe.ConsumingHandler}'s node; set like {@link #priority}. */
    boolean consuming;
    @SuppressWarnings("unused") // accessed through CLOSED
    private boolean closed;
    @SuppressWarnings("unused") // accessed through HANDLER
    private MessageHandler<Object> handler;
    /** This node's slot handler in a replaced array, made on first need; guarded by the list's lock. */
    private Forward forward;

    Node(Object target, Owner owner, Object key, Throwable site) {
        this.target = target;
        this.owner = owner;
        this.key = key;
        this.site = site;
        this.handler = asHandler(target); // plain: the list publishes the node with a release store
        if (target instanceof ExecutorHandler) {
            // the queue stops draining once this node is closed; set before any list holds the node
            ((ExecutorHandler) target).attach(this);
        }
    }

    @Override
    public void close() {
        if (isClosedAcquire()) {
            // closed by another thread (or by its list's closeAll): that close's fence may still be
            // pending on its thread, so fence here too before returning to our caller
            HandlerList.fullFenceAfterWrite();
        } else {
            owner.remove(this);
        }
    }

    @Override
    public boolean isClosed() {
        return isClosedAcquire();
    }

    /** Acquire: pairs with {@link #markClosedRelease()}, so a close that happened-before is seen. */
    boolean isClosedAcquire() {
        return (boolean) CLOSED.getAcquire(this);
    }

    /** Release: called under the owner's lock, after which no new publish will call this node. */
    void markClosedRelease() {
        // release (both): a publish that reads SKIP or true also sees everything before the close
        HANDLER.setRelease(this, SKIP);
        CLOSED.setRelease(this, true);
    }

    /**
     * What a synchronous publish calls now: the handler, or a no-op once closed. Acquire: pairs
     * with {@link #markClosedRelease()}, so a close that happened-before is seen, as with
     * {@link #isClosedAcquire()}.
     */
    @SuppressWarnings("unchecked")
    MessageHandler<Object> handlerAcquire() {
        return (MessageHandler<Object>) HANDLER.getAcquire(this);
    }

    /** The handler for a fresh slot, read under the list's lock: the handler, or SKIP if none or closed. */
    MessageHandler<Object> slotHandler() {
        MessageHandler<Object> h = handlerAcquire();
        return h == null ? SKIP : h;
    }

    /**
     * What a replaced handlers array holds in this node's slot: a handler that asks this node on
     * every call (see HandlerList's note). Made once, under the list's lock; the slot's release
     * store publishes it.
     */
    MessageHandler<Object> forward() {
        if (forward == null) {
            forward = new Forward(this);
        }
        return forward;
    }

    /** The handler of a retired slot: calls the node's current handler (SKIP once it is closed). */
    static final class Forward implements MessageHandler<Object> {
        final Node node;

        private Forward(Node node) {
            this.node = node;
        }

        @Override
        public void handle(Object message) {
            node.slotHandler().handle(message);
        }
    }

    @SuppressWarnings("unchecked")
    private static MessageHandler<Object> asHandler(Object target) {
        return target instanceof MessageHandler ? (MessageHandler<Object>) target : null;
    }

    private static Node tombstone() {
        Node n = new Node(SKIP, node -> { }, null, null);
        n.markClosedRelease();
        return n;
    }

    /** Names the key's type, never the key: a user's {@code toString()} must not run (or throw) here. */
    @Override
    public String toString() {
        String keyPart = key == null ? "" : "key type=" + key.getClass().getName() + ", ";
        return "Subscription[" + keyPart + (isClosed() ? "closed" : "live") + "]";
    }
}
