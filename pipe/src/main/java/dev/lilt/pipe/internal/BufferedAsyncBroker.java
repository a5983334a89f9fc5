package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.BufferedAsyncPublisher;
import dev.lilt.pipe.BufferedAsyncSubscriber;
import dev.lilt.pipe.MessageDeliveryException;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** The buffered async broker: remembers the last message and starts each new handler with it. */
final class BufferedAsyncBroker<T> extends AsyncBroker<T> implements BufferedAsyncPublisher<T>,
        BufferedAsyncSubscriber<T> {
    /*
     * Design note. The same exactly-once rule and the same lock (the `last` object) as
     * BufferedBroker: a publish stores `last` and snapshots (array, count) under it; a subscribe
     * appends its node and starts the replay under it. Starting is synchronous (the handler returns a stage), so the
     * lock is held for the start only, never for the stage. The replay's token is the broker's
     * closing source: it is cancelled when the pipe, scope or broker closes. A replay that throws
     * or returns null while starting fails the subscribe as a buffered replay does; a stage that
     * fails later is reported (error handler, else the uncaught exception handler).
     */

    private final LastMessage last = new LastMessage(null); // also the lock

    BufferedAsyncBroker(Class<T> type, PipeContext ctx) {
        super(type, ctx);
    }

    @Override
    CompletionStage<Void> publish(Object message, AsyncPublishStrategy strategy, long timeoutNanos) {
        Node[] nodes;
        int count;
        synchronized (last) {
            HandlerList.Slots s = list.slotsAcquire();
            list.checkOpen(s);
            last.setLocked(message);
            nodes = s.nodes;
            count = s.countAcquire();
        }
        return AsyncRun.publish(nodes, count, message, strategy, timeoutNanos, ctx.delivery, closing);
    }

    @Override
    public Optional<T> lastMessage() {
        return last.read(list);
    }

    @Override
    Node register(AsyncTarget target) {
        return addReplaying(target, last, () -> {
            Object replay = last.getLocked();
            return replay == null ? null : start(target, replay);
        });
    }

    /** Starts {@code target} on the replayed message: the failure that fails the subscribe, or null. */
    private MessageDeliveryException start(AsyncTarget target, Object replay) {
        try {
            CompletionStage<?> stage = target.start(replay, closing);
            if (stage == null) {
                throw new NullPointerException("async handler returned null for " + replay.getClass()
                        .getName());
            }
            stage.whenComplete((ignored, failure) -> {
                if (failure != null) {
                    ctx.delivery.report(replay, target, failure);
                }
            });
            return null;
        } catch (Throwable t) {
            return ctx.delivery.fail(null, replay, target, t);
        }
    }
}
