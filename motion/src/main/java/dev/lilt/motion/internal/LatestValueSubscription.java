package dev.lilt.motion.internal;

import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One subscriber of a {@link LatestValueHub}: its demand, the version it last received, and the
 * drain loop that serialises its signals.
 */
final class LatestValueSubscription<T> implements Flow.Subscription {
    private final LatestValueHub<T> hub;
    private final AtomicLong requested = new AtomicLong();
    /** Starts held: the subscribe call releases it after onSubscribe. */
    private final AtomicInteger wip = new AtomicInteger(1);
    private volatile Flow.Subscriber<? super T> downstream;
    private volatile boolean cancelled;
    private volatile boolean badRequest;
    private volatile long badN;
    /** The version last delivered (written in the drain only; read by the hub's isDelivering). */
    volatile long delivered;

    LatestValueSubscription(LatestValueHub<T> hub, Flow.Subscriber<? super T> downstream) {
        this.hub = hub;
        this.downstream = downstream;
    }

    boolean isCancelled() {
        return cancelled;
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            badN = n;
            badRequest = true;
        } else {
            long r;
            long next;
            do {
                r = requested.get();
                next = r + n < 0 ? Long.MAX_VALUE : r + n;
            } while (!requested.compareAndSet(r, next));
        }
        drain();
    }

    @Override
    public void cancel() {
        if (!cancelled) {
            cancelled = true;
            hub.remove(this);
            // Rule 3.13: drop the subscriber; a drain under way holds its own reference.
            downstream = null;
        }
    }

    void release() {
        drainLoop(1);
    }

    void drain() {
        if (wip.getAndIncrement() == 0) {
            drainLoop(1);
        }
    }

    private void drainLoop(int missed) {
        int m = missed;
        while (true) {
            step();
            m = wip.addAndGet(-m);
            if (m == 0) {
                return;
            }
        }
    }

    /** Delivers what is due now: an error for a bad request, the latest value on demand, the end. */
    private void step() {
        while (!cancelled) {
            Flow.Subscriber<? super T> s = downstream;
            if (s == null) {
                return;
            }
            if (badRequest) {
                cancel();
                s.onError(new IllegalArgumentException("n must be > 0 (rule 3.9): " + badN));
                return;
            }
            boolean done = hub.done();
            long v = hub.stableVersion();
            if (v != 0 && v != delivered && requested.get() > 0) {
                T value = hub.readAt(v);
                if (value == null) {
                    continue;
                }
                delivered = v;
                if (requested.get() != Long.MAX_VALUE) {
                    requested.decrementAndGet();
                }
                try {
                    s.onNext(value);
                } catch (Throwable e) {
                    // Rule 2.13: a throwing subscriber is cancelled.
                    cancel();
                    return;
                }
                continue;
            }
            if (done && (v == 0 || v == delivered)) {
                cancel();
                s.onComplete();
            }
            return;
        }
    }
}
