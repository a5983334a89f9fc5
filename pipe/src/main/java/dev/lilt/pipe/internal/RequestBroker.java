package dev.lilt.pipe.internal;

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
     * AsyncRequestHandler. invoke asks the first live node of the current snapshot; invokeAll
     * walks the snapshot like a publish, collecting results and failures. Requests do not use
     * the pipe's error handler: a caller waiting for responses must hear about failures.
     */

    private final Class<R> responseType;

    RequestBroker(Class<Q> requestType, Class<R> responseType, PipeContext ctx) {
        super(requestType, ctx);
        this.responseType = responseType;
    }

    Subscription register(Object handler) {
        return add(Objects.requireNonNull(handler, "handler == null"));
    }

    @Override
    public R invoke(Q request) {
        Node node = firstLive(request);
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
            if (node == null || node.isClosedAcquire()) {
                continue;
            }
            try {
                responses.add(responseType.cast(callSync(node.target, request)));
            } catch (Throwable t) {
                failed = Delivery.THROWING.fail(failed, request, t);
            }
        }
        if (failed != null) {
            throw failed;
        }
        return Collections.unmodifiableList(responses);
    }

    @Override
    public CompletionStage<R> invokeAsync(Q request) {
        Node node = firstLive(request);
        return callAsync(node.target, request).thenApply(responseType::cast);
    }

    @Override
    public CompletionStage<List<R>> invokeAllAsync(Q request) {
        Objects.requireNonNull(request, "request == null");
        HandlerList.Slots s = list.slotsAcquire();
        list.checkOpen(s);
        int count = s.countAcquire();
        List<CompletableFuture<Object>> started = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Node node = s.nodes[i];
            if (node != null && !node.isClosedAcquire()) {
                started.add(callAsync(node.target, request));
            }
        }
        return CompletableFuture.allOf(started.toArray(new CompletableFuture<?>[0]))
                .handle((ignored, anyFailure) -> collect(started, request));
    }

    private List<R> collect(List<CompletableFuture<Object>> started, Q request) {
        List<R> responses = new ArrayList<>(started.size());
        MessageDeliveryException failed = null;
        for (CompletableFuture<Object> f : started) {
            try {
                responses.add(responseType.cast(f.join()));
            } catch (Throwable t) {
                failed = Delivery.THROWING.fail(failed, request, t);
            }
        }
        if (failed != null) {
            throw failed;
        }
        return Collections.unmodifiableList(responses);
    }

    private Node firstLive(Q request) {
        Objects.requireNonNull(request, "request == null");
        HandlerList.Slots s = list.slotsAcquire();
        list.checkOpen(s);
        int count = s.countAcquire();
        for (int i = 0; i < count; i++) {
            Node node = s.nodes[i];
            if (node != null && !node.isClosedAcquire()) {
                return node;
            }
        }
        throw new IllegalStateException("no request handler registered for " + type.getName()
                + " -> " + responseType.getName());
    }

    @SuppressWarnings("unchecked")
    private static Object callSync(Object target, Object request) {
        if (target instanceof RequestHandler) {
            return ((RequestHandler<Object, Object>) target).handle(request);
        }
        CompletionStage<Object> stage = ((AsyncRequestHandler<Object, Object>) target).handle(request);
        return Objects.requireNonNull(stage, "async request handler returned null").toCompletableFuture().join();
    }

    @SuppressWarnings("unchecked")
    private static CompletableFuture<Object> callAsync(Object target, Object request) {
        CompletableFuture<Object> result = new CompletableFuture<>();
        try {
            if (target instanceof RequestHandler) {
                result.complete(((RequestHandler<Object, Object>) target).handle(request));
            } else {
                CompletionStage<Object> stage = ((AsyncRequestHandler<Object, Object>) target).handle(request);
                Objects.requireNonNull(stage, "async request handler returned null").whenComplete((value, failure) -> {
                    if (failure == null) {
                        result.complete(value);
                    } else {
                        result.completeExceptionally(Delivery.unwrap(failure));
                    }
                });
            }
        } catch (Throwable t) {
            result.completeExceptionally(t);
        }
        return result;
    }
}
