package dev.lilt.motion.internal;

import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.Flow;

/**
 * The latest-value fan-out behind the value publishers: one writer (the binder, on the scheduler's
 * thread) publishes values; each subscriber receives the newest value it has not seen, only while
 * it has demand, conflating in between, and onComplete after the last one.
 *
 * @param <T> the element type
 */
public final class LatestValueHub<T> {
    /*
     * Design note.
     *
     * The value lives in the publisher (plain float fields, one per component); the hub keeps a
     * seqlock around it, as StampedLock's optimistic read: the writer makes seq odd (a volatile
     * store, then a store-store fence so the components are not written before it), writes the
     * components, makes seq even (a volatile store: a release of the components). A reader takes
     * the components between two equal even reads of seq, with an acquire fence before the second
     * (so the component loads are not moved after it), so the value and its version always match,
     * without an object per write. seq 0 means no value yet. The single writer increments a
     * volatile: no atomic instruction on the frame's path.
     *
     * Subscriptions live in a copy-on-write array: the writer reads it (no lock, no allocation;
     * empty when nobody listens), subscribe and cancel copy it under the hub's lock, from any
     * thread. Each subscription serialises its signals with a work-in-progress counter: whichever
     * thread (the writer, a requester, a canceller) raises it from 0 drains, the others only leave
     * it work to find, so no two signals to one subscriber overlap and request() inside onNext
     * does not recurse.
     */

    /** Reads the publisher's value; called between the seqlock's reads. */
    @FunctionalInterface
    public interface Source<T> {
        /**
         * Reads the current value.
         *
         * @return the value, boxed for the subscriber
         */
        T read();
    }

    @SuppressWarnings("rawtypes")
    private static final LatestValueSubscription[] NONE = new LatestValueSubscription[0];

    private final Source<T> source;
    private volatile long seq;
    private volatile boolean done;
    @SuppressWarnings("unchecked")
    private volatile LatestValueSubscription<T>[] subscriptions = NONE;

    /**
     * Creates a hub over a publisher's value.
     *
     * @param source reads the value
     */
    public LatestValueHub(Source<T> source) {
        this.source = source;
    }

    /** Starts a write: the value is about to change. Writer thread only. */
    public void beginWrite() {
        seq = seq + 1;
        VarHandle.storeStoreFence();
    }

    /** Ends a write and offers the new value to every subscriber. Writer thread only. */
    public void endWrite() {
        seq = seq + 1;
        LatestValueSubscription<T>[] subs = subscriptions;
        for (LatestValueSubscription<T> s : subs) {
            s.drain();
        }
    }

    /** Ends the stream: every subscriber gets onComplete once it has the latest value. */
    public void complete() {
        done = true;
        for (LatestValueSubscription<T> s : subscriptions) {
            s.drain();
        }
    }

    /**
     * Whether {@link #complete()} was called.
     *
     * @return true once complete
     */
    public boolean isComplete() {
        return done;
    }

    /**
     * The number of subscribers that have not cancelled or completed.
     *
     * @return at least 0
     */
    public int subscriberCount() {
        return subscriptions.length;
    }

    /**
     * Whether some subscriber has not received the latest value yet.
     *
     * @return true while a value waits for a subscriber's demand
     */
    public boolean isDelivering() {
        long s = seq;
        for (LatestValueSubscription<T> sub : subscriptions) {
            if (sub.delivered != s) {
                return true;
            }
        }
        return false;
    }

    /**
     * Subscribes: onSubscribe on the calling thread, then the latest value (if any) on demand.
     *
     * @param subscriber the subscriber
     * @throws NullPointerException if {@code subscriber} is null
     */
    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        Objects.requireNonNull(subscriber, "subscriber == null");
        LatestValueSubscription<T> s = new LatestValueSubscription<>(this, subscriber);
        // Held (wip = 1) until onSubscribe returns: a request from inside it only leaves work.
        try {
            subscriber.onSubscribe(s);
        } catch (Throwable e) {
            // Rule 2.13 forbids it; the subscription is void.
            s.cancel();
        }
        add(s);
        s.release();
    }

    /**
     * Waits out a write under way and returns the current version, for a read of the value
     * followed by {@link #validate(long)}.
     *
     * @return an even version, 0 before the first write
     */
    public long stableVersion() {
        long s;
        do {
            s = seq;
            if ((s & 1) != 0) {
                Thread.onSpinWait();
            }
        } while ((s & 1) != 0);
        return s;
    }

    /** Reads the value at version {@code s}, or null if it changed meanwhile. */
    T readAt(long s) {
        T v = source.read();
        return validate(s) ? v : null;
    }

    /**
     * Whether the value read since {@link #stableVersion()} returned {@code s} is still version
     * {@code s}: an acquire fence, so the reads of the value come before the check, then seq.
     *
     * @param s a version from {@link #stableVersion()}
     * @return true if no write began since
     */
    public boolean validate(long s) {
        VarHandle.acquireFence();
        return seq == s;
    }

    boolean done() {
        return done;
    }

    private synchronized void add(LatestValueSubscription<T> s) {
        if (s.isCancelled()) {
            return;
        }
        LatestValueSubscription<T>[] old = subscriptions;
        LatestValueSubscription<T>[] grown = Arrays.copyOf(old, old.length + 1);
        grown[old.length] = s;
        subscriptions = grown;
    }

    synchronized void remove(LatestValueSubscription<T> s) {
        LatestValueSubscription<T>[] old = subscriptions;
        for (int k = 0; k < old.length; k++) {
            if (old[k] == s) {
                @SuppressWarnings({"unchecked", "rawtypes"})
                LatestValueSubscription<T>[] shrunk = old.length == 1 ? NONE
                        : new LatestValueSubscription[old.length - 1];
                System.arraycopy(old, 0, shrunk, 0, k);
                System.arraycopy(old, k + 1, shrunk, k, old.length - k - 1);
                subscriptions = shrunk;
                return;
            }
        }
    }
}
