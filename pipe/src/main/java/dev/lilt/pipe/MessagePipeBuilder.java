package dev.lilt.pipe;

import dev.lilt.pipe.internal.PipeImpl;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Configures a {@link MessagePipe}; obtain with {@link MessagePipe#builder()}. Not thread-safe;
 * {@link #build()} copies the options, so the builder can be reused.
 */
public final class MessagePipeBuilder {
    private final List<MessageFilter<Object>> filters = new ArrayList<>();
    private final List<AsyncMessageFilter<Object>> asyncFilters = new ArrayList<>();
    private MessageErrorHandler errorHandler;
    private boolean captureSites;
    private AsyncPublishStrategy asyncStrategy = AsyncPublishStrategy.PARALLEL;

    MessagePipeBuilder() {
    }

    /**
     * Sends each handler failure to {@code handler} instead of throwing
     * {@link MessageDeliveryException} from the publish.
     *
     * @param handler receives each failure
     * @return this builder
     * @throws NullPointerException if {@code handler} is null ("errorHandler == null")
     */
    public MessagePipeBuilder errorHandler(MessageErrorHandler handler) {
        this.errorHandler = Objects.requireNonNull(handler, "errorHandler == null");
        return this;
    }

    /**
     * Adds a global filter: it wraps every synchronous subscription (plain, keyed, buffered) made
     * on the pipe and its scopes, sorted with the subscription's own filters by
     * {@link MessageFilter#order()}. Asynchronous handlers take {@link #asyncFilter} instead.
     *
     * @param filter the filter; it sees every message as {@code Object}
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public MessagePipeBuilder filter(MessageFilter<Object> filter) {
        filters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * Adds a global async filter: it wraps every asynchronous subscription made on the pipe and
     * its scopes, sorted with the subscription's own async filters (and its predicate, an async
     * filter of order 0) by {@link AsyncMessageFilter#order()}. Synchronous filters added with
     * {@link #filter(MessageFilter)} do not apply to asynchronous handlers, nor these to
     * synchronous ones.
     *
     * @param filter the filter; it sees every message as {@code Object}
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public MessagePipeBuilder asyncFilter(AsyncMessageFilter<Object> filter) {
        asyncFilters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * Records a stack trace at every subscribe, readable through
     * {@link PipeDiagnostics#liveSubscriptions()}; costs a stack walk per subscribe. Off by default.
     *
     * @param capture true to record where each subscription is made
     * @return this builder
     */
    public MessagePipeBuilder captureSubscriptionSites(boolean capture) {
        this.captureSites = capture;
        return this;
    }

    /**
     * Sets the strategy of {@link AsyncPublisher#publishAsync(Object)}. PARALLEL by default.
     *
     * @param strategy SEQUENTIAL or PARALLEL
     * @return this builder
     * @throws NullPointerException if {@code strategy} is null ("strategy == null")
     */
    public MessagePipeBuilder asyncPublishStrategy(AsyncPublishStrategy strategy) {
        this.asyncStrategy = Objects.requireNonNull(strategy, "strategy == null");
        return this;
    }

    /**
     * Builds a new, open pipe with these options.
     *
     * @return the pipe
     */
    public MessagePipe build() {
        return PipeImpl.root(errorHandler, filters, asyncFilters, captureSites, asyncStrategy);
    }
}
