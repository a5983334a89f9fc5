package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.PatternPublisher;
import dev.lilt.pipe.PatternSubscriber;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.SubscriptionInfo;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.Objects;

/** The key-pattern broker: subscriptions to glob patterns of dotted keys, kept in a trie. */
final class PatternBroker<T> implements PatternPublisher<T>, PatternSubscriber<T>, Broker {
    /*
     * Design note.
     *
     * A trie of pattern segments (PatternNode): literal children in an immutable open-addressing
     * table looked up by a region of the key (no substring), a `*` child, and at each node two
     * HandlerLists: the pattern ending here, and this prefix followed by `**`. A publish walks
     * the key's segments depth-first, following the literal child and the `*` child, delivering
     * each list it meets with the HandlerList publish (lock-free, fence-free, allocation-free).
     * Its cost is the key's length times the branching of the patterns that match its prefixes:
     * a pattern that diverges from the key at some segment costs nothing after that segment, so
     * 10,000 unrelated patterns cost one table probe at the depth where they diverge.
     *
     * Writers hold `lock`. Subscribe walks (creating nodes, each fully built and published into
     * its parent with a release store) and appends to the list, whose add ends with a full fence:
     * a publish that starts after subscribe returned finds the path and the node. Close removes
     * the node from its list (release + fence, as every close), then prunes the path upwards while
     * a node is empty: a publish still walking a pruned node sees empty lists and calls nothing,
     * and no subscribe can add to a pruned node, since only the lock's holder reaches nodes from
     * the root. Each subscription has one pattern, and with `**` only last a pattern matches a key
     * along one path at most, so a publish calls a subscription once.
     *
     * Close of the broker: under the lock, mark closed (release, then fence), and closeAll every
     * list of the trie; publish and subscribe then throw IllegalStateException.
     */

    private static final VarHandle CLOSED = VarHandles.field(MethodHandles.lookup(), "closedReason", String.class);

    private final Class<T> type;
    private final PipeContext ctx;
    private final StripedCounter publishes;
    private final Object lock = new Object();
    private final PatternNode root = new PatternNode(null, null);
    @SuppressWarnings("unused") // accessed through CLOSED
    private String closedReason;
    private int live; // guarded by lock

    PatternBroker(Class<T> type, PipeContext ctx) {
        this.type = type;
        this.ctx = ctx;
        this.publishes = ctx.publishCounter(type);
    }

    @Override
    public void publish(String key, T message) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(message, "message == null");
        String closed = closedAcquire();
        if (closed != null) {
            throw new IllegalStateException(closed);
        }
        StripedCounter.incrementIfCounting(publishes);
        MessageDeliveryException failed = walk(root, key, 0, message, null);
        if (failed != null) {
            throw failed;
        }
    }

    /** Delivers to the lists matching key[pos..] below {@code node}; pos > key.length() means the key is used up. */
    private MessageDeliveryException walk(PatternNode node, String key, int pos, Object message,
            MessageDeliveryException pending) {
        MessageDeliveryException failed = deliver(node.rest, message, pending); // `**`: zero or more segments left
        if (pos > key.length()) {
            return deliver(node.exact, message, failed);
        }
        int end = key.indexOf('.', pos);
        if (end < 0) {
            end = key.length();
        }
        PatternNode literal = node.childrenAcquire().get(key, pos, end);
        if (literal != null) {
            failed = walk(literal, key, end + 1, message, failed);
        }
        PatternNode star = node.starAcquire();
        if (star != null) {
            failed = walk(star, key, end + 1, message, failed);
        }
        return failed;
    }

    /** One list's publish; its failures join those of the lists delivered before. */
    private MessageDeliveryException deliver(HandlerList list, Object message, MessageDeliveryException pending) {
        try {
            list.publish(message, ctx.delivery);
            return pending;
        } catch (MessageDeliveryException e) {
            if (pending == null) {
                return e;
            }
            pending.addSuppressed(e.getCause());
            for (Throwable more : e.getSuppressed()) {
                pending.addSuppressed(more);
            }
            return pending;
        }
    }

    @Override
    public Subscription subscribe(String pattern, MessageHandler<? super T> handler) {
        String[] segments = KeyPatterns.parse(pattern);
        Objects.requireNonNull(handler, "handler == null");
        MessageHandler<Object> target = ctx.defaultMode.wrap(ctx.chain(handler, List.of()), ctx.delivery);
        Node node;
        synchronized (lock) {
            String closed = closedAcquire();
            if (closed != null) {
                throw new IllegalStateException(closed);
            }
            PatternNode at = root;
            int n = segments.length;
            boolean toRest = segments[n - 1].equals(KeyPatterns.REST);
            for (int i = 0; i < (toRest ? n - 1 : n); i++) {
                at = child(at, segments[i]);
            }
            HandlerList list = toRest ? at.rest : at.exact;
            PatternNode where = at;
            node = new Node(target, gone -> remove(where, list, gone), pattern, ctx.site());
            list.add(node); // ends with a full fence: the path published above is visible with it
            live++;
        }
        return ctx.track(type, node);
    }

    /** The child of {@code at} for {@code segment}, made and published if absent; under the lock. */
    private PatternNode child(PatternNode at, String segment) {
        if (segment.equals(KeyPatterns.ONE)) {
            PatternNode star = at.starAcquire();
            if (star == null) {
                star = new PatternNode(at, segment);
                at.setStarRelease(star);
            }
            return star;
        }
        SegmentTable table = at.childrenAcquire();
        PatternNode next = table.get(segment);
        if (next == null) {
            next = new PatternNode(at, segment);
            at.setChildrenRelease(table.with(segment, next));
        }
        return next;
    }

    private void remove(PatternNode where, HandlerList list, Node node) {
        synchronized (lock) {
            if (node.isClosedAcquire()) {
                HandlerList.fullFenceAfterWrite(); // closed by another thread, whose fence may be pending
                return;
            }
            list.remove(node);
            live--;
            prune(where);
        }
    }

    /** Unlinks empty nodes from {@code from} upwards; under the lock. */
    private void prune(PatternNode from) {
        for (PatternNode n = from; n.parent != null && n.isEmptyLocked(); n = n.parent) {
            PatternNode p = n.parent;
            if (n.segment.equals(KeyPatterns.ONE)) {
                p.setStarRelease(null);
            } else {
                p.setChildrenRelease(p.childrenAcquire().without(n.segment));
            }
        }
    }

    @Override
    public Class<?> messageType() {
        return type;
    }

    @Override
    public int liveCount() {
        synchronized (lock) {
            return live;
        }
    }

    @Override
    public void collect(List<SubscriptionInfo> out) {
        synchronized (lock) {
            collect(root, out);
        }
    }

    private void collect(PatternNode n, List<SubscriptionInfo> out) {
        n.exact.collect(type, out);
        n.rest.collect(type, out);
        n.childrenAcquire().forEach(child -> collect(child, out));
        PatternNode star = n.starAcquire();
        if (star != null) {
            collect(star, out);
        }
    }

    @Override
    public void close(String reason) {
        synchronized (lock) {
            if (closedAcquire() != null) {
                return;
            }
            CLOSED.setRelease(this, reason); // release: then the fence in closeAll below
            closeAll(root, reason);
            live = 0;
            HandlerList.fullFenceAfterWrite();
        }
    }

    private void closeAll(PatternNode n, String reason) {
        n.exact.closeAll(reason);
        n.rest.closeAll(reason);
        n.childrenAcquire().forEach(child -> closeAll(child, reason));
        PatternNode star = n.starAcquire();
        if (star != null) {
            closeAll(star, reason);
        }
    }

    private String closedAcquire() {
        // acquire: pairs with the release in close
        return (String) CLOSED.getAcquire(this);
    }
}
