package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.Subscription;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;

/** One asynchronous publish over a snapshot of a handler list. */
final class AsyncRun {
    /*
     * Design note.
     *
     * The run walks the (nodes, count) snapshot taken when publishAsync was called, so the
     * delivery rules match the synchronous publish: subscription order; later subscriptions not
     * called; a node closed before the run reaches it skipped (tested right before its call).
     *
     * SEQUENTIAL: a drain loop. `wip` counts pending "advance" requests; whoever raises it from 0
     * runs the loop, which starts the next live handler and attaches a StageDone to its stage
     * (one small object per handler, so that a failed stage can name its handler).
     * A stage already complete calls back at once (wip > 0, so the callback only asks for one
     * more turn): no recursion, however many handlers complete synchronously.
     *
     * PARALLEL: every live handler is started on the calling thread in order; `wip` counts the
     * stages still out, plus one for the starting loop itself. A handler that throws while being
     * started is recorded and the loop goes on, so it cannot stop the others from starting.
     *
     * Failures (a throw, a null stage, a failed stage) go through Delivery under this object's
     * lock, since parallel stages may complete on several threads at once. A VirtualMachineError
     * thrown while a handler is started propagates from publishAsync, as from a publish; one
     * that fails a stage fails the run's result at once (a stage callback has no caller to
     * rethrow to, and a lost callback would leave the result pending forever).
     *
     * Cancellation: each run has a token (given to cancellable handlers through their
     * AsyncTarget). It is cancelled when the result is cancelled or times out (the result's own
     * completion, seen by a callback) and when the broker closes (a listener on the broker's
     * closing source, removed when the result completes). SEQUENTIAL starts no handler after the
     * token is cancelled.
     */

    private final Node[] nodes;
    private final int count;
    private final Object message;
    private final Delivery delivery;
    private final CancellationSource token;
    private final CompletableFuture<Void> result = new CompletableFuture<>();
    private final AtomicInteger wip = new AtomicInteger();
    private int next;                          // SEQUENTIAL cursor; only the drain loop touches it
    private MessageDeliveryException failed;   // guarded by this
    private boolean parallel;

    private AsyncRun(Node[] nodes, int count, Object message, Delivery delivery, CancellationSource token) {
        this.nodes = nodes;
        this.count = count;
        this.message = message;
        this.delivery = delivery;
        this.token = token;
    }

    /**
     * Runs one async publish over nodes[0..count).
     *
     * @param timeoutNanos above zero for a time limit, else none
     * @param closing the broker's closing source
     */
    static CompletionStage<Void> publish(Node[] nodes, int count, Object message, AsyncPublishStrategy strategy,
            long timeoutNanos, Delivery delivery, CancellationSource closing) {
        CancellationSource token = new CancellationSource();
        AsyncRun run = new AsyncRun(nodes, count, message, delivery, token);
        if (timeoutNanos > 0) {
            run.result.orTimeout(timeoutNanos, TimeUnit.NANOSECONDS);
        }
        Subscription onClose = closing.onCancel(token::cancel);
        run.result.whenComplete((ignored, failure) -> {
            onClose.close();
            if (failure instanceof CancellationException || failure instanceof TimeoutException) {
                token.cancel();
            }
        });
        return strategy == AsyncPublishStrategy.SEQUENTIAL ? run.sequential() : run.parallel();
    }

    private CompletionStage<Void> sequential() {
        drain();
        return result;
    }

    private CompletionStage<Void> parallel() {
        parallel = true;
        wip.set(1);
        for (int i = 0; i < count; i++) {
            Node node = nodes[i];
            CompletionStage<?> stage = start(node);
            if (stage != null) {
                wip.incrementAndGet();
                stage.whenComplete(new StageDone(node.target));
            }
        }
        arrive();
        return result;
    }

    /** The stage of the handler {@code target} completed. */
    private void settled(Object target, Throwable failure) {
        if (failure != null) {
            try {
                record(target, failure);
            } catch (VirtualMachineError fatal) {
                // nobody to rethrow to here (the stage would swallow it): the run fails at once
                // and starts nothing more
                result.completeExceptionally(fatal);
                return;
            }
        }
        if (parallel) {
            arrive();
        } else {
            drain();
        }
    }

    private void drain() {
        if (wip.getAndIncrement() != 0) {
            return;
        }
        do {
            CompletionStage<?> stage = null;
            Node node = null;
            while (stage == null && next < count && !token.isCancelled()) {
                node = nodes[next++];
                stage = start(node);
            }
            if (stage == null) {
                finish();
                return;
            }
            stage.whenComplete(new StageDone(node.target));
        } while (wip.decrementAndGet() != 0);
    }

    private void arrive() {
        if (wip.decrementAndGet() == 0) {
            finish();
        }
    }

    /** Starts one handler; null if the node is gone or the handler failed while starting. */
    private CompletionStage<?> start(Node node) {
        if (node.isClosedAcquire()) {
            return null;
        }
        try {
            CompletionStage<?> stage = ((AsyncTarget) node.target).start(message, token);
            if (stage == null) {
                throw new NullPointerException("async handler returned null for " + message.getClass().getName());
            }
            return stage;
        } catch (Throwable t) {
            record(node.target, t);
            return null;
        }
    }

    private synchronized void record(Object target, Throwable failure) {
        failed = delivery.fail(failed, message, target, failure);
    }

    private void finish() {
        MessageDeliveryException f;
        synchronized (this) {
            f = failed;
        }
        if (f == null) {
            result.complete(null);
        } else {
            result.completeExceptionally(f);
        }
    }

    /** Attached to one handler's stage: names the handler if the stage fails. */
    private final class StageDone implements BiConsumer<Object, Throwable> {
        private final Object target;

        StageDone(Object target) {
            this.target = target;
        }

        @Override
        public void accept(Object ignored, Throwable failure) {
            settled(target, failure);
        }
    }
}
