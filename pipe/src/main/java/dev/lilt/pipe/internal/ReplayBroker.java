package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.ReplayPolicy;
import dev.lilt.pipe.ReplayPublisher;
import dev.lilt.pipe.ReplaySubscriber;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.LongSupplier;

/** The replay broker: keeps the last N messages, or those younger than an age, for new subscribers. */
final class ReplayBroker<T> extends SubscriberBase<T> implements ReplayPublisher<T>, ReplaySubscriber<T> {
    /*
     * Design note.
     *
     * The buffered broker's rule, for a window instead of one message: `lock` guards the pair
     * (kept messages, handler-list snapshot).
     * - publish: under the lock, append the message (with its tick, when the policy has an age),
     *   drop the oldest beyond the count and the expired ones, and read the list's (array, count);
     *   deliver outside the lock to that snapshot;
     * - subscribe: under the lock, append the node, drop the expired messages and replay the kept
     *   ones, oldest first, to the new node.
     * A publish ordered before the subscribe has a snapshot without the node and its message is
     * in the window the replay carries (unless the policy dropped it, as it would for any
     * subscriber); a publish ordered after sees the node, and its message is not in the replayed
     * copy. The replay runs under the lock so no later publish overtakes it: a new subscriber
     * receives the replay, then the live messages, with no gap and no duplicate between them.
     * (The deadlock caveats of the buffered broker apply: a replay handler must not wait for a
     * thread that publishes here.) The replay walks a copy of the window, so a handler that
     * publishes here during its own replay cannot disturb it (its message reaches it live, at once).
     *
     * Storage is a ring of messages and, for a timed policy, a ring of ticks beside it. It starts
     * small and doubles up to the count limit (an age-only policy grows as far as the traffic
     * within the age needs); once it holds what the policy keeps, publish allocates nothing.
     * Expired messages are dropped at the next publish, subscribe or messages(): until then the
     * ring still references them.
     */

    private static final int INITIAL_CAPACITY = 16;

    private final ReplayPolicy policy;
    private final int maxCount;
    private final boolean timed;
    private final long maxAgeNanos;
    private final LongSupplier ticker;
    private final Object lock = new Object();
    private Object[] ring;  // guarded by lock
    private long[] ticks;   // guarded by lock; null unless timed
    private int head;       // guarded by lock: index of the oldest kept message
    private int size;       // guarded by lock

    ReplayBroker(Class<T> type, PipeContext ctx, ReplayPolicy policy) {
        super(type, ctx);
        this.policy = policy;
        this.maxCount = policy.maxCount();
        this.timed = policy.maxAge().isPresent();
        this.maxAgeNanos = policy.maxAge().map(ReplayBroker::saturatedNanos).orElse(Long.MAX_VALUE);
        this.ticker = policy.ticker();
        int capacity = Math.min(maxCount, INITIAL_CAPACITY);
        this.ring = new Object[capacity];
        this.ticks = timed ? new long[capacity] : null;
    }

    @Override
    public ReplayPolicy policy() {
        return policy;
    }

    @Override
    public void publish(T message) {
        Objects.requireNonNull(message, "message == null");
        countPublish();
        HandlerList.Slots s;
        int count;
        synchronized (lock) {
            s = list.slotsAcquire();
            list.checkOpen(s);
            long now = timed ? ticker.getAsLong() : 0L;
            append(message, now);
            if (timed) {
                dropExpired(now);
            }
            count = s.countAcquire();
        }
        HandlerList.deliver(s, count, message, ctx.delivery);
    }

    @Override
    @SuppressWarnings("unchecked") // only publish(T) stores a message
    public List<T> messages() {
        synchronized (lock) {
            list.checkOpen(list.slotsAcquire());
            return (List<T>) List.of(windowLocked());
        }
    }

    @Override
    Node register(MessageHandler<Object> chain) {
        return addReplaying(chain, lock, () -> {
            for (Object kept : windowLocked()) {
                MessageDeliveryException failed = replay(chain, kept);
                if (failed != null) {
                    return failed;
                }
            }
            return null;
        });
    }

    /** The kept messages, oldest first, after dropping the expired ones. */
    private Object[] windowLocked() {
        if (timed) {
            dropExpired(ticker.getAsLong());
        }
        Object[] out = new Object[size];
        for (int i = 0; i < size; i++) {
            out[i] = ring[(head + i) % ring.length];
        }
        return out;
    }

    private void append(Object message, long now) {
        if (size == ring.length) {
            if (ring.length < maxCount) {
                grow();
            } else {
                dropOldest();
            }
        }
        int at = (head + size) % ring.length;
        ring[at] = message;
        if (timed) {
            ticks[at] = now;
        }
        size++;
    }

    private void dropExpired(long now) {
        // ticks grow in ring order (read under this lock from a ticker that never goes back)
        while (size > 0 && now - ticks[head] >= maxAgeNanos) {
            dropOldest();
        }
    }

    private void dropOldest() {
        ring[head] = null; // let the message go
        head = (head + 1) % ring.length;
        size--;
    }

    private void grow() {
        int capacity = (int) Math.min(maxCount, Math.max(INITIAL_CAPACITY, 2L * ring.length));
        Object[] grown = new Object[capacity];
        long[] grownTicks = timed ? new long[capacity] : null;
        for (int i = 0; i < size; i++) {
            int from = (head + i) % ring.length;
            grown[i] = ring[from];
            if (timed) {
                grownTicks[i] = ticks[from];
            }
        }
        ring = grown;
        ticks = grownTicks;
        head = 0;
    }

    private static long saturatedNanos(Duration d) {
        try {
            return d.toNanos();
        } catch (ArithmeticException longerThanNanosHold) {
            return Long.MAX_VALUE;
        }
    }

    /** Nulls the ring so a closed broker does not hold its messages. */
    @Override
    public void close(String reason) {
        super.close(reason);
        synchronized (lock) {
            Arrays.fill(ring, null);
            size = 0;
            head = 0;
        }
    }
}
