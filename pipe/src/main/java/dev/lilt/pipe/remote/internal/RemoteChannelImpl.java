package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageTooLargeException;
import dev.lilt.pipe.remote.RemoteRequestChannel;
import dev.lilt.pipe.remote.RemoteRequestHandler;
import dev.lilt.pipe.remote.RemoteRequestTimeoutException;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** One request type of one pipe: sends requests, and answers them when a handler is registered. */
final class RemoteChannelImpl<Q, R> implements RemoteRequestChannel<Q, R> {
    private static final System.Logger LOG = System.getLogger("dev.lilt.pipe.remote");

    private final RemoteRequests rpc;
    private final String type;
    private final String requestKey;
    private final MessageCodec<Q> requestCodec;
    private final MessageCodec<R> responseCodec;

    RemoteChannelImpl(RemoteRequests rpc, String type, MessageCodec<Q> requestCodec, MessageCodec<R> responseCodec) {
        this.rpc = rpc;
        this.type = type;
        this.requestKey = RemoteRequests.REQUEST_PREFIX + type;
        this.requestCodec = requestCodec;
        this.responseCodec = responseCodec;
    }

    @Override
    public String type() {
        return type;
    }

    @Override
    public CompletableFuture<R> invokeAsync(Q request, Duration timeout) {
        Objects.requireNonNull(request, "request == null");
        checkTimeout(timeout);
        rpc.pipe.checkOpen();
        byte[] payload = requestCodec.encode(request);
        if (payload == null) {
            throw new NullPointerException("codec " + requestCodec.getClass().getName() + " encoded a "
                    + request.getClass().getName() + " to null");
        }
        long id = rpc.ids.incrementAndGet();
        byte[] envelope = RpcWire.request(id, rpc.replyKey, payload);
        int limit = rpc.pipe.settings.maxMessageBytes();
        if (envelope.length > limit) {
            throw new MessageTooLargeException(requestKey, envelope.length, limit);
        }
        CompletableFuture<Void> replyReady = rpc.replyReady();
        RemoteRequests.Pending<R> call = new RemoteRequests.Pending<>(type, responseCodec);
        CompletableFuture<R> future = call.future;
        rpc.pending.put(id, call);
        rpc.pipe.stats.remoteCallsWaiting.increment();
        future.whenComplete((value, failure) -> {
            if (rpc.pending.remove(id, call)) {
                rpc.pipe.stats.remoteCallsWaiting.decrement();
            }
            ScheduledFuture<?> timer = call.timer;
            if (timer != null) {
                timer.cancel(false);
            }
        });
        try {
            call.timer = rpc.timer().schedule(
                    () -> future.completeExceptionally(new RemoteRequestTimeoutException(type, timeout)),
                    timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
            throw e;
        }
        if (future.isDone()) {
            call.timer.cancel(false);
        }
        replyReady.thenCompose(ready -> future.isDone() ? CompletableFuture.completedFuture(0L)
                        : rpc.wire.publish(requestKey, envelope))
                .whenComplete((receivers, failure) -> {
                    if (failure != null) {
                        future.completeExceptionally(unwrap(failure));
                    }
                });
        return future;
    }

    @Override
    public R invoke(Q request, Duration timeout) throws InterruptedException {
        if (rpc.onDeliveryThread()) {
            throw new IllegalStateException("invoke on the pipe's delivery thread would wait for an answer"
                    + " that only this thread can deliver; use invokeAsync, or handle(handler, executor)");
        }
        CompletableFuture<R> future = invokeAsync(request, timeout);
        try {
            return future.get();
        } catch (InterruptedException e) {
            future.cancel(false);
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new CompletionException(cause);
        }
    }

    @Override
    public DistributedSubscription handle(RemoteRequestHandler<? super Q, ? extends R> handler) {
        return handle(handler, Runnable::run);
    }

    @Override
    public DistributedSubscription handle(RemoteRequestHandler<? super Q, ? extends R> handler, Executor executor) {
        Objects.requireNonNull(handler, "handler == null");
        Objects.requireNonNull(executor, "executor == null");
        rpc.pipe.checkOpen();
        if (!rpc.handledTypes.add(type)) {
            throw new IllegalStateException("this pipe already has a handler for request type '" + type + "'");
        }
        DistributedSubscription subscription;
        try {
            subscription = rpc.pipe.subscriber(MessageCodec.bytes())
                    .subscribe(requestKey, envelope -> onRequest(envelope, handler, executor));
        } catch (RuntimeException | Error e) {
            rpc.handledTypes.remove(type);
            throw e;
        }
        return new Registration(subscription);
    }

    private void onRequest(byte[] envelope, RemoteRequestHandler<? super Q, ? extends R> handler, Executor executor) {
        RpcWire.Request request;
        try {
            request = RpcWire.readRequest(envelope);
        } catch (IllegalArgumentException e) {
            LOG.log(Level.WARNING, "dropped a malformed remote request on " + requestKey + ": " + e.getMessage());
            return;
        }
        try {
            executor.execute(() -> answer(request, handler));
        } catch (RejectedExecutionException e) {
            reply(request, failure(request.id(), e));
        }
    }

    private void answer(RpcWire.Request request, RemoteRequestHandler<? super Q, ? extends R> handler) {
        byte[] response;
        try {
            Q decoded = requestCodec.decode(request.payload());
            R value = handler.handle(decoded);
            if (value == null) {
                response = RpcWire.failed(request.id(), NullPointerException.class.getName(),
                        "the handler returned null");
            } else {
                byte[] payload = responseCodec.encode(value);
                if (payload == null) {
                    throw new NullPointerException("codec " + responseCodec.getClass().getName() + " encoded a "
                            + value.getClass().getName() + " to null");
                }
                response = RpcWire.ok(request.id(), payload);
                int limit = rpc.pipe.settings.maxMessageBytes();
                if (response.length > limit) {
                    throw new MessageTooLargeException(request.replyKey(), response.length, limit);
                }
            }
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            response = failure(request.id(), e);
        }
        reply(request, response);
    }

    private void reply(RpcWire.Request request, byte[] response) {
        if (rpc.pipe.isClosed()) {
            return;
        }
        try {
            rpc.wire.publish(request.replyKey(), response).whenComplete((receivers, failure) -> {
                if (failure != null) {
                    LOG.log(Level.WARNING, "the answer to a '" + type + "' request was not sent: "
                            + unwrap(failure).getMessage());
                }
            });
        } catch (IllegalStateException e) {
            // closed meanwhile: the caller times out, as if this process had died
        }
    }

    /** The failure as text: class name and message (getMessage, never the user's toString). */
    private static byte[] failure(long id, Throwable failure) {
        String message;
        try {
            message = failure.getMessage();
        } catch (RuntimeException e) {
            message = "(its getMessage() threw " + e.getClass().getName() + ")";
        }
        return RpcWire.failed(id, failure.getClass().getName(), message);
    }

    private static void checkTimeout(Duration timeout) {
        Objects.requireNonNull(timeout, "timeout == null");
        if (timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must be positive: " + timeout);
        }
    }

    private static Throwable unwrap(Throwable failure) {
        while ((failure instanceof CompletionException || failure instanceof ExecutionException)
                && failure.getCause() != null) {
            failure = failure.getCause();
        }
        return failure;
    }

    /** The handler's subscription; closing it frees the type for another handler in this pipe. */
    private final class Registration implements DistributedSubscription {
        private final DistributedSubscription subscription;
        private final AtomicBoolean released = new AtomicBoolean();

        Registration(DistributedSubscription subscription) {
            this.subscription = subscription;
        }

        @Override
        public CompletionStage<Void> ready() {
            return subscription.ready();
        }

        @Override
        public void close() {
            subscription.close();
            if (released.compareAndSet(false, true)) {
                rpc.handledTypes.remove(type);
            }
        }

        @Override
        public boolean isClosed() {
            return subscription.isClosed();
        }
    }
}
