package dev.lilt.pipe.internal;

import dev.lilt.pipe.BufferedPublisher;
import dev.lilt.pipe.BufferedSubscriber;
import dev.lilt.pipe.MessageHandler;
import java.util.Objects;
import java.util.Optional;

/** The buffered broker: remembers the last message and replays it to each new subscriber. */
final class BufferedBroker<T> extends SubscriberBase<T> implements BufferedPublisher<T>, BufferedSubscriber<T> {
    /*
     * Design note.
     *
     * Replay-then-register must be atomic against a concurrent publish: the new subscriber gets
     * every message exactly once, by replay or by delivery. So a lock, the `last` object itself,
     * guards the pair (last message, handler-list snapshot):
     * - publish: under the lock, store `last` and read the list's (array, count); deliver outside
     *   the lock to that snapshot;
     * - subscribe: under the lock, append the node, read `last` and replay it to the new node.
     * A publish ordered before the subscribe has a snapshot without the node, and its message is
     * the one replayed; a publish ordered after sees the node, and the replay carried the message
     * before it. The replay runs under the lock so that a later publish cannot overtake it: the
     * new subscriber sees the buffered message first. (A handler that, during its replay, waits
     * for another thread publishing to this broker therefore deadlocks; so can two replays on two
     * threads that each publish to the other's buffered broker.) A replay that fails with no
     * error handler closes the node before the lock is released: a publish never reaches the
     * node of a subscribe that throws.
     *
     * The lock is held for a field write and two reads on publish, never while handlers run; the
     * publish stays allocation-free.
     */

    private final LastMessage last; // also the lock

    BufferedBroker(Class<T> type, PipeContext ctx, Object initial) {
        super(type, ctx);
        this.last = new LastMessage(initial);
    }

    @Override
    public void publish(T message) {
        Objects.requireNonNull(message, "message == null");
        countPublish();
        HandlerList.Slots s;
        int count;
        synchronized (last) {
            s = list.slotsAcquire();
            list.checkOpen(s);
            last.setLocked(message);
            count = s.countAcquire();
        }
        HandlerList.deliver(s, count, message, ctx.delivery);
    }

    @Override
    public Optional<T> lastMessage() {
        return last.read(list);
    }

    @Override
    Node register(MessageHandler<Object> chain) {
        return addReplaying(chain, last, () -> {
            Object kept = last.getLocked();
            return kept == null ? null : replay(chain, kept);
        });
    }
}
