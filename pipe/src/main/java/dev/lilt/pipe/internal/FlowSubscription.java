package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Subscription;
import java.util.Arrays;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * One Flow subscriber of a {@link FlowPublisherView}: a pipe handler that fills a bounded buffer
 * during the publish, and a Flow subscription that empties it as demand allows, on an executor
 * or on the signalling thread.
 */
final class FlowSubscription<T> implements Flow.Subscription, MessageHandler<T>, Runnable {
    /*
     * Design note.
     *
     * State (the ring, demand, and the flags) is guarded by this object's monitor, held for a few
     * field accesses only. Signals to the Flow subscriber are serialised by a work-in-progress
     * counter (the usual Reactive Streams "drain" loop): whoever raises `wip` from 0 owns the
     * drain (emits, or submits the task that emits); the others only record that there is more
     * to look at. The owner reads `wip` before looking at the state and subtracts what it read
     * after, so a raise that comes after its last look leaves `wip` above 0 and it looks again. So
     * onNext/onError/onComplete never run concurrently or reentrantly (rules 1.3 and 3.3: a
     * request() made inside onNext only bumps `wip`), and they run outside the lock.
     *
     * Sources of work: a publish (handle), request(n), cancel, the broker closing (upstream
     * done: onComplete once the buffer is empty), a rule violation or FAIL overflow (onError at
     * once; the buffer is dropped). After a terminal signal or cancel, `terminated` stops every
     * further signal and the pipe subscription is closed, so no publish reaches this object.
     *
     * Where the drain runs: with no executor, on the thread that raised `wip` (the publishing
     * thread or the one calling request). With an executor, the raiser only submits this object;
     * the task drains, so every signal after onSubscribe runs there. The buffer is filled during
     * the publish in both cases (the pipe subscription is always on the publishing thread): a
     * message published before the broker closed is in the buffer when the close's
     * upstreamDone arrives, so onComplete follows it, whatever the executor has run so far. A
     * queue in front of the buffer (the executor delivery of a plain subscription) would be
     * emptied by the close before its messages reached the buffer.
     *
     * The task keeps ownership between runs: after BATCH signals it resubmits itself without
     * lowering `wip`, and the next run takes `wip` afresh as the count it has seen, so no
     * raise is lost and a busy subscriber does not hold a shared thread forever. A rejected
     * submission is the executor's end: the pending signal becomes onError(the rejection),
     * emitted on the thread that tried, which owns the drain at that moment.
     *
     * Demand is a saturating sum: at Long.MAX_VALUE it is unbounded and no longer decremented
     * (rule 3.17).
     */

    private static final int BATCH = 64;

    private final Flow.Subscriber<? super T> subscriber;
    private final Executor executor; // null: drain on the signalling thread
    private final OverflowPolicy overflow;
    private final Object[] ring;
    private final AtomicInteger wip = new AtomicInteger();
    private int head;               // guarded by this
    private int size;               // guarded by this
    private long demand;            // guarded by this
    private boolean upstreamDone;   // guarded by this
    private boolean terminated;     // guarded by this: cancelled or terminal signal decided
    private Throwable error;        // guarded by this: pending onError
    private volatile Subscription upstream;
    private volatile Subscription closingListener;

    FlowSubscription(Flow.Subscriber<? super T> subscriber, Executor executor, int capacity, OverflowPolicy overflow) {
        this.subscriber = subscriber;
        this.executor = executor;
        this.overflow = overflow;
        this.ring = new Object[capacity];
    }

    /** onSubscribe first (rule 1.9), then the pipe subscription; a closed broker means onError. */
    void start(Function<MessageHandler<T>, Subscription> subscribe, CancellationSource closing) {
        try {
            subscriber.onSubscribe(this);
        } catch (RuntimeException broken) {
            cancel(); // rule 2.13: a throwing subscriber is treated as cancelled
            return;
        }
        try {
            upstream = subscribe.apply(this);
        } catch (IllegalStateException closed) {
            fail(closed);
            return;
        }
        closingListener = closing.onCancel(this::upstreamDone);
        if (isTerminated()) { // cancelled meanwhile: the cancel may have missed the subscription
            release();
        }
    }

    /** A publish: buffer the message, or apply the overflow policy. */
    @Override
    public void handle(T message) {
        synchronized (this) {
            if (terminated || error != null) {
                return;
            }
            if (size == ring.length) {
                if (overflow == OverflowPolicy.DROP_NEWEST) {
                    return;
                }
                if (overflow == OverflowPolicy.FAIL) {
                    error = new IllegalStateException("Flow subscriber's buffer is full: " + ring.length
                            + " messages of " + message.getClass().getName() + " not yet requested");
                } else {
                    ring[head] = null;
                    head = (head + 1) % ring.length;
                    size--;
                }
            }
            if (error == null) {
                ring[(head + size) % ring.length] = message;
                size++;
            }
        }
        drain();
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            fail(new IllegalArgumentException("non-positive subscription request (rule 3.9): " + n));
            return;
        }
        synchronized (this) {
            long sum = demand + n;
            demand = sum < 0 ? Long.MAX_VALUE : sum;
        }
        drain();
    }

    @Override
    public void cancel() {
        synchronized (this) {
            terminated = true;
            clear();
        }
        release();
    }

    private void fail(Throwable t) {
        synchronized (this) {
            if (error == null) {
                error = t;
            }
        }
        drain();
    }

    private void upstreamDone() {
        synchronized (this) {
            upstreamDone = true;
        }
        drain();
    }

    private synchronized boolean isTerminated() {
        return terminated;
    }

    /** Closes the pipe subscription and the close listener; idempotent. */
    private void release() {
        Subscription u = upstream;
        if (u != null) {
            u.close();
        }
        Subscription l = closingListener;
        if (l != null) {
            l.close();
        }
    }

    private void clear() {
        Arrays.fill(ring, null);
        size = 0;
    }

    private void drain() {
        if (wip.getAndIncrement() != 0) {
            return; // the owner will see this raise
        }
        if (executor == null) {
            loop();
        } else {
            schedule();
        }
    }

    /** The drain task on the executor. */
    @Override
    public void run() {
        loop();
    }

    /** Hands the drain to the executor; the caller owns it (wip above 0). */
    private void schedule() {
        try {
            executor.execute(this);
        } catch (RuntimeException rejected) {
            synchronized (this) {
                if (error == null) {
                    error = rejected;
                }
            }
            loop(); // still the owner: the onError goes out from here
        }
    }

    /** Drains until no raise is left; on an executor, at most BATCH signals per run. */
    private void loop() {
        int missed = wip.get(); // the raises seen so far; their state changes are visible under the lock
        int left = BATCH;
        for (;;) {
            left -= emitAvailable(left);
            if (left == 0) {
                if (executor != null) {
                    schedule(); // keeps ownership: wip is not lowered
                    return;
                }
                left = BATCH;
                continue;
            }
            missed = wip.addAndGet(-missed);
            if (missed == 0) {
                return;
            }
        }
    }

    /**
     * Emits what state allows now, at most {@code max} onNext; only the drain owner calls it.
     * Returns the number of onNext emitted ({@code max} if it stopped on the limit).
     */
    @SuppressWarnings("unchecked")
    private int emitAvailable(int max) {
        int emitted = 0;
        while (emitted < max) {
            Object item = null;
            Throwable failure = null;
            boolean complete = false;
            synchronized (this) {
                if (terminated) {
                    return emitted;
                }
                if (error != null) {
                    failure = error;
                    terminated = true;
                    clear();
                } else if (size > 0 && demand > 0) {
                    item = ring[head];
                    ring[head] = null;
                    head = (head + 1) % ring.length;
                    size--;
                    if (demand != Long.MAX_VALUE) {
                        demand--;
                    }
                } else if (size == 0 && upstreamDone) {
                    complete = true;
                    terminated = true;
                } else {
                    return emitted;
                }
            }
            if (failure != null || complete) {
                release();
                signalEnd(failure);
                return emitted;
            }
            emitted++;
            try {
                subscriber.onNext((T) item);
            } catch (RuntimeException broken) {
                cancel(); // rule 2.13
                return emitted;
            }
        }
        return emitted;
    }

    private void signalEnd(Throwable failure) {
        try {
            if (failure != null) {
                subscriber.onError(failure);
            } else {
                subscriber.onComplete();
            }
        } catch (RuntimeException ignored) {
            // rule 2.13: the subscriber broke the protocol; there is nobody left to tell
        }
    }
}
