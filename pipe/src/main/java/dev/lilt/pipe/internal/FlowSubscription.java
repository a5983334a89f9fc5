package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.Subscription;
import java.util.Arrays;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * One Flow subscriber of a {@link FlowPublisherView}: a pipe handler that fills a bounded buffer,
 * and a Flow subscription that empties it as demand allows.
 */
final class FlowSubscription<T> implements Flow.Subscription, MessageHandler<T> {
    /*
     * Design note.
     *
     * State (the ring, demand, and the flags) is guarded by this object's monitor, held for a few
     * field accesses only. Signals to the Flow subscriber are serialised by a work-in-progress
     * counter (the usual Reactive Streams "drain" loop): whoever raises `wip` from 0 emits; the
     * others only record that there is more to look at. So onNext/onError/onComplete never run
     * concurrently or reentrantly (rules 1.3 and 3.3: a request() made inside onNext only bumps
     * `wip`), and they run outside the lock.
     *
     * Sources of work: a publish (handle), request(n), cancel, the broker closing (upstream
     * done: onComplete once the buffer is empty), a rule violation or FAIL overflow (onError at
     * once; the buffer is dropped). After a terminal signal or cancel, `terminated` stops every
     * further signal and the pipe subscription is closed, so no publish reaches this object.
     *
     * Demand is a saturating sum: at Long.MAX_VALUE it is unbounded and no longer decremented
     * (rule 3.17).
     */

    private final Flow.Subscriber<? super T> subscriber;
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

    FlowSubscription(Flow.Subscriber<? super T> subscriber, int capacity, OverflowPolicy overflow) {
        this.subscriber = subscriber;
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
            return;
        }
        int missed = 1;
        do {
            emitAvailable();
            missed = wip.addAndGet(-missed);
        } while (missed != 0);
    }

    /** Emits what state allows now; only the drain owner calls it. */
    @SuppressWarnings("unchecked")
    private void emitAvailable() {
        for (;;) {
            Object item = null;
            Throwable failure = null;
            boolean complete = false;
            synchronized (this) {
                if (terminated) {
                    return;
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
                    return;
                }
            }
            if (failure != null || complete) {
                release();
                signalEnd(failure);
                return;
            }
            try {
                subscriber.onNext((T) item);
            } catch (RuntimeException broken) {
                cancel(); // rule 2.13
                return;
            }
        }
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
