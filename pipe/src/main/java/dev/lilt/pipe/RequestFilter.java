package dev.lilt.pipe;

import java.util.Objects;

/**
 * Sits between a request and a {@link RequestHandler}, as a {@link MessageFilter} does for
 * messages: it may inspect the request, pass it on ({@code return next.handle(request)}), pass on
 * another request, answer without calling {@code next}, or catch what the handler throws and
 * answer or throw something else.
 *
 * <p>Filters are chained once, when a handler registers, together with the pipe's global request
 * filters ({@link MessagePipeBuilder#requestFilter(RequestFilter)}), sorted by {@link #order()}.
 * What a filter throws counts as the handler's.
 *
 * @param <Q> the request type
 * @param <R> the response type
 */
@FunctionalInterface
public interface RequestFilter<Q, R> {
    /**
     * Filters one request.
     *
     * @param request the request, never null
     * @param next the rest of the chain: the next filter or the handler
     * @return the response
     */
    R filter(Q request, RequestHandler<? super Q, ? extends R> next);

    /**
     * Where this filter sits in a chain: lower runs first (further out). Read once, at register.
     *
     * @return the order; 0 unless overridden or given by {@link #ordered(int, RequestFilter)}
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
    static <Q, R> RequestFilter<Q, R> ordered(int order, RequestFilter<Q, R> filter) {
        Objects.requireNonNull(filter, "filter == null");
        return new RequestFilter<Q, R>() {
            @Override
            public R filter(Q request, RequestHandler<? super Q, ? extends R> next) {
                return filter.filter(request, next);
            }

            @Override
            public int order() {
                return order;
            }
        };
    }
}
