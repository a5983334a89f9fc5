package dev.lilt.pipe.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One depth of the pattern trie: the prefix of segments that leads here, the subscriptions of the
 * pattern that ends here ({@code exact}) and of that prefix followed by {@code **} ({@code rest}),
 * and the ways on: a literal segment's table and the {@code *} child. The lists are final; the
 * table and the star child change only under the broker's lock, published with release stores and
 * read by publishers with acquire loads.
 */
final class PatternNode {
    private static final VarHandle CHILDREN = VarHandles.field(MethodHandles.lookup(), "children", SegmentTable.class);
    private static final VarHandle STAR = VarHandles.field(MethodHandles.lookup(), "star", PatternNode.class);

    final PatternNode parent;
    /** The segment from the parent: a literal, or {@code *}; null at the root. */
    final String segment;
    final HandlerList exact = new HandlerList();
    final HandlerList rest = new HandlerList();
    @SuppressWarnings("unused") // accessed through CHILDREN
    private SegmentTable children = SegmentTable.EMPTY;
    @SuppressWarnings("unused") // accessed through STAR
    private PatternNode star;

    PatternNode(PatternNode parent, String segment) {
        this.parent = parent;
        this.segment = segment;
    }

    SegmentTable childrenAcquire() {
        // acquire: pairs with setChildrenRelease, so a new child node is seen complete
        return (SegmentTable) CHILDREN.getAcquire(this);
    }

    void setChildrenRelease(SegmentTable t) {
        // release: the table and the nodes in it are built before publishers see them
        CHILDREN.setRelease(this, t);
    }

    PatternNode starAcquire() {
        // acquire: pairs with setStarRelease
        return (PatternNode) STAR.getAcquire(this);
    }

    void setStarRelease(PatternNode n) {
        // release: the child node is built before publishers see it
        STAR.setRelease(this, n);
    }

    /** Under the broker's lock: nothing subscribed here and nothing below. */
    boolean isEmptyLocked() {
        return exact.liveCount() == 0 && rest.liveCount() == 0 && childrenAcquire().size() == 0
                && starAcquire() == null;
    }
}
