package dev.lilt.pipe;

import java.util.Objects;
import java.util.concurrent.CompletionStage;

/**
 * Sits between a request and an {@link AsyncRequestHandler}, as {@link RequestFilter} does for
 * synchronous handlers: it passes a request on by returning {@code next.handle(request)}, answers
 * itself by returning its own stage, and sees the handler's outcome (a synchronous throw, a
 * failed stage). What it throws or returns counts as the handler's; a {@code null} stage is a
 * failure.
 *
 * <p>Global async request filters come from
 * {@link MessagePipeBuilder#asyncRequestFilter(AsyncRequestFilter)}.
 *
 * @param <Q> the request type
 * @param <R> the response type
 */
@FunctionalInterface
public interface AsyncRequestFilter<Q, R> {
    /**
     * Filters one request.
     *
     * @param request the request, never null
     * @param next the rest of the chain: the next filter or the handler
     * @return the stage of the response
     */
    CompletionStage<R> filter(Q request, AsyncRequestHandler<Q, R> next);

    /**
     * Where this filter sits in a chain: lower runs first (further out). Read once, at register.
     *
     * @return the order; 0 unless overridden or given by {@link #ordered(int, AsyncRequestFilter)}
     */
    default int order() {
        return 0;
    }

    /**
     * Gives a filter (typically a lambda) an order.
     *
     * @param <Q> the request type
     * @param <R> the response type
     * @param order the order: lower runs first
     * @param filter the filter
     * @return a filter that delegates to {@code filter} and reports {@code order}
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    static <Q, R> AsyncRequestFilter<Q, R> ordered(int order, AsyncRequestFilter<Q, R> filter) {
        Objects.requireNonNull(filter, "filter == null");
        return new AsyncRequestFilter<Q, R>() {
            @Override
            public CompletionStage<R> filter(Q request, AsyncRequestHandler<Q, R> next) {
                return filter.filter(request, next);
            }

            @Override
            public int order() {
                return order;
            }
        };
    }
}
