package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncRequestHandler;
import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.RequestHandler;
import dev.lilt.pipe.Requester;
import dev.lilt.pipe.Subscription;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** The request handlers of one (request type, response type) pair, in registration order. */
final class RequestBroker<Q, R> extends ListBroker implements Requester<Q, R> {
    /*
     * Design note. Registrations live in a HandlerList like subscriptions, so they get the same
     * ordering, reentrancy and close rules; a node's target is a sync RequestHandler or an
     * AsyncRequestHandler. invoke asks the only live node of the current snapshot, after walking
     * the rest of it to be sure there is no second one (several are allowed unless the pipe was
     * built with singleRequestHandler(true), and invoke choosing one of them silently would hide
     * the others); invokeAll walks the snapshot like a publish, collecting results and failures.
     * Requests do not use the pipe's error handler: a caller waiting for responses must hear
     * about failures.
     */

    private final Class<R> responseType;

    RequestBroker(Class<Q> requestType, Class<R> responseType, PipeContext ctx) {
        super(requestType, ctx);
        this.responseType = responseType;
    }

    /**
     * Registers a sync or async handler behind its filters. If the pipe was built with
     * singleRequestHandler(true), a second live handler is refused; the check and the add are one
     * step under this broker's lock, so two racing registrations cannot both succeed.
     */
    Subscription register(Object handler, List<?> filters) {
        Object chain = ctx.requestChain(Objects.requireNonNull(handler, "handler == null"), filters);
        Node node;
        synchronized (this) {
            if (ctx.singleRequestHandler && list.liveCount() > 0) {
                throw new IllegalStateException("a request handler is already registered for " + type.getName()
                        + " -> " + responseType.getName()
                        + " and the pipe was built with singleRequestHandler(true); close it first");
            }
            node = add(chain);
        }
        return ctx.track(type, node);
    }

    @Override
    public R invoke(Q request) {
        Node node = onlyLive(request);
        return responseType.cast(callSync(node.target, request));
    }

    @Override
    public List<R> invokeAll(Q request) {
        Objects.requireNonNull(request, "request == null");
        HandlerList.Slots s = list.slotsAcquire();
        list.checkOpen(s);
        int count = s.countAcquire();
        List<R> responses = new ArrayList<>();
        MessageDeliveryException failed = null;
        for (int i = 0; i < count; i++) {
            Node node = s.nodes[i];
            if (node.isClosedAcquire()) {
                continue;
            }
            try {
                responses.add(responseType.cast(callSync(node.target, request)));
            } catch (Throwable t) {
                failed = Delivery.THROWING.collect(failed, request, t);
            }
        }
        if (failed != null) {
            throw failed;
        }
        return Collections.unmodifiableList(responses);
    }

    @Override
    public CompletionStage<R> invokeAsync(Q request) {
        Node node = onlyLive(request);
        return callAsync(node.target, request);
    }

    @Override
    public CompletionStage<List<R>> invokeAllAsync(Q request) {
        return invokeAllAsync(request, ctx.asyncStrategy);
    }

    @Override
    public CompletionStage<List<R>> invokeAllAsync(Q request, AsyncPublishStrategy strategy) {
        Objects.requireNonNull(request, "request == null");
        Objects.requireNonNull(strategy, "strategy == null");
        HandlerList.Slots s = list.slotsAcquire();
        list.checkOpen(s);
        int count = s.countAcquire();
        List<CompletableFuture<R>> started = new ArrayList<>();
        CompletableFuture<List<R>> all = new CompletableFuture<>();
        if (strategy == AsyncPublishStrategy.PARALLEL) {
            for (int i = 0; i < count; i++) {
                Node node = s.nodes[i];
                if (!node.isClosedAcquire()) {
                    started.add(callAsync(node.target, request));
                }
            }
            CompletableFuture.allOf(started.toArray(new CompletableFuture<?>[0]))
                    .whenComplete((ignored, anyFailure) -> collect(started, request, all));
            return all;
        }
        // SEQUENTIAL: each handler starts when the previous one's stage completed (either way);
        // `started` is only touched by one step at a time, ordered by those completions
        CompletableFuture<Object> previous = CompletableFuture.completedFuture(null);
        for (int i = 0; i < count; i++) {
            Node node = s.nodes[i];
            if (node == Node.TOMBSTONE) {
                continue;
            }
            previous = previous.thenCompose(ignored -> {
                if (node.isClosedAcquire()) {
                    return CompletableFuture.completedFuture(null);
                }
                CompletableFuture<R> f = callAsync(node.target, request);
                started.add(f);
                return f.handle((value, failure) -> null);
            });
        }
        previous.whenComplete((ignored, never) -> collect(started, request, all));
        return all;
    }

    /** Completes {@code all} with the responses, or fails it with the MessageDeliveryException itself. */
    private static <R> void collect(List<CompletableFuture<R>> started, Object request,
            CompletableFuture<List<R>> all) {
        List<R> responses = new ArrayList<>(started.size());
        MessageDeliveryException failed = null;
        for (CompletableFuture<R> f : started) {
            try {
                responses.add(f.join());
            } catch (Throwable t) {
                failed = Delivery.THROWING.collect(failed, request, t);
            }
        }
        if (failed != null) {
            all.completeExceptionally(failed);
        } else {
            all.complete(Collections.unmodifiableList(responses));
        }
    }

    /** The one live handler of the current snapshot; none or several is an IllegalStateException. */
    private Node onlyLive(Q request) {
        Objects.requireNonNull(request, "request == null");
        HandlerList.Slots s = list.slotsAcquire();
        list.checkOpen(s);
        int count = s.countAcquire();
        Node only = null;
        int live = 0;
        for (int i = 0; i < count; i++) {
            Node node = s.nodes[i];
            if (!node.isClosedAcquire()) {
                only = node;
                live++;
            }
        }
        if (live == 1) {
            return only;
        }
        String pair = type.getName() + " -> " + responseType.getName();
        if (live == 0) {
            throw new IllegalStateException("no request handler registered for " + pair);
        }
        throw new IllegalStateException(live + " request handlers are registered for " + pair
                + "; invoke asks exactly one: use invokeAll (or invokeAllAsync) to ask every one, or close the others");
    }

    @SuppressWarnings("unchecked")
    private Object callSync(Object target, Object request) {
        if (target instanceof RequestHandler) {
            return ((RequestHandler<Object, Object>) target).handle(request);
        }
        CompletionStage<Object> stage = ((AsyncRequestHandler<Object, Object>) target).handle(request);
        return nonNull(stage).toCompletableFuture().join();
    }

    /**
     * Runs a handler without waiting. The stage fails with the handler's exception itself (not a
     * CompletionException around it), whether thrown or carried by the handler's stage.
     */
    @SuppressWarnings("unchecked")
    private CompletableFuture<R> callAsync(Object target, Object request) {
        CompletableFuture<R> result = new CompletableFuture<>();
        try {
            if (target instanceof RequestHandler) {
                complete(result, ((RequestHandler<Object, Object>) target).handle(request), null);
            } else {
                CompletionStage<Object> stage = ((AsyncRequestHandler<Object, Object>) target).handle(request);
                nonNull(stage).whenComplete((value, failure) -> complete(result, value, failure));
            }
        } catch (Throwable t) {
            result.completeExceptionally(t);
        }
        return result;
    }

    private CompletionStage<Object> nonNull(CompletionStage<Object> stage) {
        if (stage == null) {
            throw new NullPointerException("async request handler returned null for " + type.getName());
        }
        return stage;
    }

    private void complete(CompletableFuture<R> result, Object value, Throwable failure) {
        if (failure != null) {
            result.completeExceptionally(Delivery.unwrap(failure));
            return;
        }
        R response;
        try {
            response = responseType.cast(value);
        } catch (ClassCastException e) {
            result.completeExceptionally(e);
            return;
        }
        result.complete(response);
    }
}
