package dev.lilt.pipe.internal;

import dev.lilt.pipe.DeadMessage;
import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.Publisher;
import java.util.List;
import java.util.Objects;

/**
 * The plain broker of a pipe built with an opt-in delivery option: delivery to supertypes
 * (TypeRoutes), dead-message reports (DeadLetters), or both. A pipe without them makes
 * {@link TypedBroker}s, whose publish this class leaves untouched.
 */
final class RoutedBroker<T> extends SubscriberBase<T> implements Publisher<T> {
    /*
     * Design note.
     *
     * A publish walks its route's lists (just its own list without supertypes) through Ranks'
     * loop with the thread's DispatchState: it stops when a handler consumes, counts the live
     * subscriptions offered the message, and learns whether a handler was reached: calling an
     * unfiltered target reaches it; a filtered chain on the publishing thread has a ReachMark at
     * its leaf, which marks the state past every filter (a delivery queue counts as reached
     * when it accepts the message: its filters run later, elsewhere). None
     * offered: NO_SUBSCRIBER; some offered, none reached: FILTERED. A nested publish from a
     * handler saves and restores the state. Failures from every list are collected and thrown
     * once, after every list and the dead-message report, as a single list does.
     */

    /** Null unless the pipe delivers to supertypes. */
    private final TypeRoutes routes;
    /** Null unless the pipe reports dead messages. */
    private final DeadLetters dead;
    /** This broker's list alone: the route when the pipe does not deliver to supertypes. */
    private final HandlerList[] own;
    /**
     * The last route this broker used (plain: a Route is immutable with final fields, so a racy
     * read sees a whole one; a stale one fails {@link TypeRoutes#current}).
     */
    private TypeRoutes.Route last;

    RoutedBroker(Class<T> type, PipeContext ctx, TypeRoutes routes, DeadLetters dead) {
        super(type, ctx);
        this.routes = routes;
        this.dead = dead;
        this.own = new HandlerList[] {list};
        if (routes != null) {
            routes.register(type, list);
        }
    }

    @Override
    public void publish(T message) {
        Objects.requireNonNull(message, "message == null");
        countPublish();
        list.checkOpen(list.slotsAcquire());
        HandlerList[] lists = routes == null ? own : route(message.getClass()).lists;
        if (dead == null && lists.length == 1) {
            lists[0].publish(message, ctx.delivery); // one list, nothing to learn: the list's own publish
            return;
        }
        DispatchState st = DispatchState.current();
        long outer = st.saved();
        st.clear();
        MessageDeliveryException failed = null;
        boolean offered;
        boolean reached;
        try {
            for (HandlerList l : lists) {
                if (st.consumed) {
                    break;
                }
                HandlerList.Slots s = l.slotsAcquire(); // a list closed meanwhile has no slots
                failed = Ranks.walk(s, s.countAcquire(), message, ctx.delivery, st, failed);
            }
            offered = st.offered > 0;
            reached = st.reached;
        } finally {
            st.exit(outer);
        }
        if (dead != null && !reached) {
            failed = dead.report(message, type,
                    offered ? DeadMessage.Reason.FILTERED : DeadMessage.Reason.NO_SUBSCRIBER,
                    ctx.delivery, failed);
        }
        if (failed != null) {
            throw failed;
        }
    }

    private TypeRoutes.Route route(Class<?> concrete) {
        TypeRoutes.Route r = last;
        if (!routes.current(r, concrete)) {
            r = routes.route(concrete);
            last = r;
        }
        return r;
    }

    @Override
    MessageHandler<Object> target(MessageHandler<?> leaf, List<? extends MessageFilter<?>> filters, DeliveryMode mode) {
        MessageHandler<Object> target = super.target(leaf, filters, mode);
        if (dead == null || !FilterChain.isLink(target)) {
            return target; // unfiltered (or queued): Ranks.walk counts calling it as reaching it
        }
        return super.target(new ReachMark(leaf), filters, mode);
    }

    @Override
    boolean ranks() {
        return true;
    }
}
