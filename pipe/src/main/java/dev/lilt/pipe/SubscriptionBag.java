package dev.lilt.pipe;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Holds subscriptions to close them together, for instance when a component goes away.
 *
 * <p>Thread-safe. The bag is itself a {@link Subscription}: it can go into another bag.
 */
public final class SubscriptionBag implements Subscription {
    private final List<Subscription> held = new ArrayList<>();
    private boolean closed;

    /** Creates an empty, open bag. */
    public SubscriptionBag() {
    }

    /**
     * Adds a subscription. If the bag is already closed, the subscription is closed at once (so
     * nothing is left registered) and the call throws.
     *
     * @param <S> the subscription's type
     * @param subscription the subscription to hold
     * @return {@code subscription}, to chain {@code bag.add(subscriber.subscribe(...))}
     * @throws NullPointerException if {@code subscription} is null ("subscription == null")
     * @throws IllegalStateException if the bag is closed; the subscription has been closed
     */
    public <S extends Subscription> S add(S subscription) {
        Objects.requireNonNull(subscription, "subscription == null");
        synchronized (held) {
            if (!closed) {
                held.add(subscription);
                return subscription;
            }
        }
        subscription.close();
        // what the caller did, not the subscription: neither its class (often internal) nor its
        // toString() (user code) says anything useful here
        throw new IllegalStateException("bag is closed: add() was called after close(), so the subscription"
                + " was closed instead of held");
    }

    /**
     * Closes every held subscription, in the order added, and empties the bag; the bag stays
     * open for new ones.
     */
    public void clear() {
        closeAll(takeAll(false));
    }

    /**
     * Closes every held subscription, in the order added, and the bag itself. Idempotent.
     */
    @Override
    public void close() {
        closeAll(takeAll(true));
    }

    /**
     * Tells whether the bag is closed.
     *
     * @return true once {@link #close()} was called
     */
    @Override
    public boolean isClosed() {
        synchronized (held) {
            return closed;
        }
    }

    /**
     * Counts the subscriptions held (closed ones included, until {@link #clear()}).
     *
     * @return the number of subscriptions held
     */
    public int size() {
        synchronized (held) {
            return held.size();
        }
    }

    private Subscription[] takeAll(boolean close) {
        synchronized (held) {
            closed |= close;
            Subscription[] all = held.toArray(new Subscription[0]);
            held.clear();
            return all;
        }
    }

    private static void closeAll(Subscription[] all) {
        for (Subscription s : all) {
            s.close();
        }
    }
}
