package dev.lilt.pipe;

import java.util.Objects;

/**
 * Sits between a publish and a handler: it may inspect the message, pass it on
 * ({@code next.handle(message)}), pass on another one, drop it (not call {@code next}), or
 * catch what the handler throws.
 *
 * <p>Filters are chained once, when a handler subscribes. An exception a filter lets escape is
 * treated like one thrown by the handler. A global filter (see
 * {@link MessagePipeBuilder#filter(MessageFilter)}) sees every message as {@code Object}; if it
 * passes on another message, that must be of the same type.
 *
 * @param <T> the message type
 */
@FunctionalInterface
public interface MessageFilter<T> {
    /**
     * Filters one message.
     *
     * @param message the message, never null
     * @param next the rest of the chain: the next filter or the handler
     */
    void filter(T message, MessageHandler<? super T> next);

    /**
     * Where this filter sits in a chain: lower runs first (further out). Read once, at subscribe.
     *
     * @return the order; 0 unless overridden or given by {@link #ordered(int, MessageFilter)}
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
    static <T> MessageFilter<T> ordered(int order, MessageFilter<T> filter) {
        Objects.requireNonNull(filter, "filter == null");
        return new MessageFilter<T>() {
            @Override
            public void filter(T message, MessageHandler<? super T> next) {
                filter.filter(message, next);
            }

            @Override
            public int order() {
                return order;
            }
        };
    }
}
