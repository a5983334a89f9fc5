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
            return FilterChain.wrap(FilterChain.sorted(globals, own, RequestFilter::order),
                    (RequestHandler<Object, Object>) handler,
                    (filter, inner) -> request -> filter.filter(request, inner));
        }
        return FilterChain.wrap(FilterChain.sorted(asyncGlobals, own, AsyncRequestFilter::order),
                (AsyncRequestHandler<Object, Object>) handler,
                (filter, inner) -> request -> filter.filter(request, inner));
    }
}
