package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.SubscriptionInfo;
import dev.lilt.pipe.WorkDispatch;
import dev.lilt.pipe.WorkQueue;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;

/** The work-queue broker: each message to one consumer, queued messages handed off at a close. */
final class WorkBroker<T> implements WorkQueue<T>, Broker {
    /*
     * Design note.
     *
     * `consumers` is a copy-on-write array of (Node, WorkConsumer) pairs, replaced under `lock`
     * with a release store and a full fence (the visibility rule of every subscribe and close),
     * read by send with one acquire load. Send picks a consumer (a shared cursor for ROUND_ROBIN
     * and for LEAST_BUSY's tie order: one atomic add) and offers the message; a consumer found
     * full is passed over for the next one, one found closed (a send racing its close) makes
     * the send start again on a fresh array.
     *
     * Close of a consumer: first out of the array (so no send that starts afterwards picks it),
     * then closeAndTake under the consumer's monitor: a send that still held the old array either
     * queued before that (its message is taken and handed off) or sees the consumer closed and
     * tries again. The taken messages go through the same dispatch to the consumers left; one that
     * no consumer can take is reported. Hence each accepted message is handled exactly once or
     * reported (WorkQueueStressTest counts it).
     */

    private static final VarHandle CONSUMERS = VarHandles.field(MethodHandles.lookup(), "consumers", Entry[].class);
    private static final VarHandle CURSOR = VarHandles.field(MethodHandles.lookup(), "cursor", int.class);
    private static final Entry[] NONE = new Entry[0];

    /** A consumer and the subscription that closes it. */
    private record Entry(Node node, WorkConsumer consumer) {
    }

    private final Class<T> type;
    private final PipeContext ctx;
    private final WorkDispatch dispatch;
    private final StripedCounter publishes;
    private final Object lock = new Object();
    @SuppressWarnings("unused") // accessed through CONSUMERS
    private Entry[] consumers = NONE;
    @SuppressWarnings("unused") // accessed through CURSOR
    private int cursor;
    /** Null while open; volatile: send reads it once, with acquire semantics, before dispatching. */
    private volatile String closedReason;

    WorkBroker(Class<T> type, PipeContext ctx, WorkDispatch dispatch) {
        this.type = type;
        this.ctx = ctx;
        this.dispatch = dispatch;
        this.publishes = ctx.publishCounter(type);
    }

    @Override
    public WorkDispatch dispatch() {
        return dispatch;
    }

    @Override
    public int consumerCount() {
        return consumersAcquire().length;
    }

    @Override
    public void send(T message) {
        Objects.requireNonNull(message, "message == null");
        String closed = closedReason;
        if (closed != null) {
            throw new IllegalStateException(closed);
        }
        StripedCounter.incrementIfCounting(publishes);
        int tried = dispatchOnce(message);
        if (tried == 0) {
            throw new IllegalStateException("no consumer for work queue " + type.getName());
        }
        if (tried > 0) {
            throw new IllegalStateException("every consumer's queue is full in work queue " + type.getName()
                    + " (" + tried + " consumers); the message was not sent");
        }
    }

    /**
     * Gives {@code message} to one live consumer. Returns -1 if one took it, else how many
     * consumers were tried and found full (0: there was none).
     */
    private int dispatchOnce(Object message) {
        while (true) {
            Entry[] cs = consumersAcquire();
            int n = cs.length;
            if (n == 0) {
                return 0;
            }
            int start = Math.floorMod((int) CURSOR.getAndAdd(this, 1), n);
            if (dispatch == WorkDispatch.LEAST_BUSY) {
                start = leastBusy(cs, start);
            }
            boolean sawClosed = false;
            for (int i = 0; i < n; i++) {
                int r = cs[(start + i) % n].consumer.offer(message);
                if (r == WorkConsumer.ACCEPTED) {
                    return -1;
                }
                sawClosed |= r == WorkConsumer.CLOSED;
            }
            if (!sawClosed) {
                return n;
            }
            // a consumer closed under us: its close has replaced the array already; try the new one
        }
    }

    /** The index of the least loaded consumer, scanning from {@code start} (ties: the first met). */
    private static int leastBusy(Entry[] cs, int start) {
        int n = cs.length;
        int best = start;
        int bestLoad = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int at = (start + i) % n;
            int load = cs[at].consumer.loadOpaque();
            if (load < bestLoad) {
                best = at;
                bestLoad = load;
                if (load == 0) {
                    break;
                }
            }
        }
        return best;
    }

    @Override
    public Subscription subscribe(MessageHandler<? super T> handler) {
        Objects.requireNonNull(handler, "handler == null");
        return add(null, 1, handler);
    }

    @Override
    public Subscription subscribe(Executor executor, int queueCapacity, MessageHandler<? super T> handler) {
        Objects.requireNonNull(executor, "executor == null");
        if (queueCapacity < 1) {
            throw new IllegalArgumentException("queueCapacity must be >= 1: " + queueCapacity);
        }
        Objects.requireNonNull(handler, "handler == null");
        return add(executor, queueCapacity, handler);
    }

    private Subscription add(Executor executor, int queueCapacity, MessageHandler<? super T> handler) {
        WorkConsumer consumer = new WorkConsumer(ctx.chain(handler, List.of()), executor, queueCapacity,
                dispatch == WorkDispatch.LEAST_BUSY, ctx.delivery);
        Node node = new Node(consumer, this::remove, null, ctx.site());
        synchronized (lock) {
            String closed = closedReason;
            if (closed != null) {
                throw new IllegalStateException(closed);
            }
            Entry[] cs = consumersAcquire();
            Entry[] grown = Arrays.copyOf(cs, cs.length + 1);
            grown[cs.length] = new Entry(node, consumer);
            setConsumers(grown);
        }
        return ctx.track(type, node);
    }

    /** A consumer's close: out of the array, then its queue handed off. */
    private void remove(Node node) {
        WorkConsumer consumer;
        synchronized (lock) {
            if (node.isClosedAcquire()) {
                HandlerList.fullFenceAfterWrite(); // closed by another thread, whose fence may be pending
                return;
            }
            node.markClosedRelease();
            Entry[] cs = consumersAcquire();
            int at = indexOf(cs, node);
            consumer = cs[at].consumer;
            Entry[] shrunk = new Entry[cs.length - 1];
            System.arraycopy(cs, 0, shrunk, 0, at);
            System.arraycopy(cs, at + 1, shrunk, at, cs.length - at - 1);
            setConsumers(shrunk);
        }
        handOff(consumer, consumer.closeAndTake(), "its consumer closed and no other consumer could take it");
    }

    /** Dispatches each queued message again, or reports it; throws nothing (it runs inside a close). */
    private void handOff(WorkConsumer from, Object[] queued, String why) {
        for (Object message : queued) {
            try {
                if (dispatchOnce(message) >= 0) {
                    ctx.delivery.report(message, from.chain, new IllegalStateException("a message of work queue "
                            + type.getName() + " was not handled: " + why));
                }
            } catch (MessageDeliveryException takenAndFailed) {
                // a consumer on this (the closing) thread took it and threw, with no error handler
                Thread t = Thread.currentThread();
                t.getUncaughtExceptionHandler().uncaughtException(t, takenAndFailed);
            }
        }
    }

    private static int indexOf(Entry[] cs, Node node) {
        for (int i = 0; i < cs.length; i++) {
            if (cs[i].node == node) {
                return i;
            }
        }
        throw new IllegalStateException("consumer not in its work queue"); // a live node is always in the array
    }

    private Entry[] consumersAcquire() {
        // acquire: pairs with setConsumers, so the entries (and their consumers) are seen complete
        return (Entry[]) CONSUMERS.getAcquire(this);
    }

    private void setConsumers(Entry[] next) {
        // release, then full: a send that starts after subscribe or close returned sees the new array
        CONSUMERS.setRelease(this, next);
        HandlerList.fullFenceAfterWrite();
    }

    @Override
    public Class<?> messageType() {
        return type;
    }

    @Override
    public int liveCount() {
        return consumersAcquire().length;
    }

    @Override
    public void collect(List<SubscriptionInfo> out) {
        for (Entry e : consumersAcquire()) {
            out.add(LiveSubscription.of(type, e.node));
        }
    }

    @Override
    public void close(String reason) {
        Entry[] cs;
        synchronized (lock) {
            if (closedReason != null) {
                return;
            }
            closedReason = reason;
            cs = consumersAcquire();
            for (Entry e : cs) {
                e.node.markClosedRelease();
            }
            setConsumers(NONE);
        }
        for (Entry e : cs) {
            handOff(e.consumer, e.consumer.closeAndTake(), reason);
        }
    }
}
