package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncRequestFilter;
import dev.lilt.pipe.AsyncRequestHandler;
import dev.lilt.pipe.RequestFilter;
import dev.lilt.pipe.RequestHandler;
import java.util.List;
import java.util.Objects;

/**
 * Builds, once per registration, the request handler an invoke calls: request filters (global
 * ones merged with the registration's own, sorted by order, ties global first) around a sync or
 * an async handler, exactly as {@link FilterChain} does for messages.
 */
final class RequestChain {
    private RequestChain() {
    }

    /** {@code own} holds RequestFilters for a RequestHandler, AsyncRequestFilters for an async one. */
    @SuppressWarnings("unchecked")
    static Object build(List<RequestFilter<Object, Object>> globals,
            List<AsyncRequestFilter<Object, Object>> asyncGlobals, List<?> own, Object handler) {
        Objects.requireNonNull(handler, "handler == null");
        if (handler instanceof RequestHandler) {
            List<RequestFilter<Object, Object>> all = FilterChain.sorted(globals, own, RequestFilter::order);
            RequestHandler<Object, Object> next = (RequestHandler<Object, Object>) handler;
            for (int i = all.size() - 1; i >= 0; i--) {
                RequestFilter<Object, Object> filter = all.get(i);
                RequestHandler<Object, Object> inner = next;
                next = request -> filter.filter(request, inner);
            }
            return next;
        }
        List<AsyncRequestFilter<Object, Object>> all = FilterChain.sorted(asyncGlobals, own, AsyncRequestFilter::order);
        AsyncRequestHandler<Object, Object> next = (AsyncRequestHandler<Object, Object>) handler;
        for (int i = all.size() - 1; i >= 0; i--) {
            AsyncRequestFilter<Object, Object> filter = all.get(i);
            AsyncRequestHandler<Object, Object> inner = next;
            next = request -> filter.filter(request, inner);
        }
        return next;
    }
}
