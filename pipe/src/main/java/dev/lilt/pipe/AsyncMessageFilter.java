package dev.lilt.pipe;

import java.util.Objects;
import java.util.concurrent.CompletionStage;

/**
 * Sits between an asynchronous publish and an {@link AsyncMessageHandler}, as a
 * {@link MessageFilter} does for synchronous handlers: it may inspect the message, pass it on
 * ({@code return next.handle(message)}), pass on another one, drop it (return a completed stage
 * without calling {@code next}), or watch the handler's outcome, a synchronous throw or a failed
 * stage, and replace it.
 *
 * <p>Filters are chained once, when a handler subscribes, together with the pipe's global async
 * filters ({@link MessagePipeBuilder#asyncFilter(AsyncMessageFilter)}). What a filter throws or
 * returns counts as the handler's: an exception, a {@code null} stage or a failed stage is that
 * handler's failure. A global async filter sees every message as {@code Object}; if it passes on
 * another message, that must be of the same type.
 *
 * @param <T> the message type
 */
@FunctionalInterface
public interface AsyncMessageFilter<T> {
    /**
     * Filters one message.
     *
     * @param message the message, never null
     * @param next the rest of the chain: the next filter or the handler
     * @return the stage the publish waits for in place of the handler's
     */
    CompletionStage<?> filter(T message, AsyncMessageHandler<? super T> next);

    /**
     * Where this filter sits in a chain: lower runs first (further out). Read once, at subscribe.
     *
     * @return the order; 0 unless overridden or given by {@link #ordered(int, AsyncMessageFilter)}
     */
    default int order() {
        return 0;
    }

    /**
     * Gives a filter (typically a lambda) an order.
     *
     * @param <T> the message type
     * @param order the order: lower runs first
     * @param filter the filter
     * @return a filter that delegates to {@code filter} and reports {@code order}
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    static <T> AsyncMessageFilter<T> ordered(int order, AsyncMessageFilter<T> filter) {
        Objects.requireNonNull(filter, "filter == null");
        return new AsyncMessageFilter<T>() {
            @Override
            public CompletionStage<?> filter(T message, AsyncMessageHandler<? super T> next) {
                return filter.filter(message, next);
            }

            @Override
            public int order() {
                return order;
            }
        };
    }
}
