package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import java.util.List;

/** A pipe's options as its brokers use them; shared by a pipe and its scopes. */
final class PipeContext {
    /** For standalone events: no filters, no sites, failures thrown. */
    static final PipeContext EVENT = new PipeContext(null, List.of(), List.of(), false, AsyncPublishStrategy.PARALLEL);

    final Delivery delivery;
    final AsyncPublishStrategy asyncStrategy;
    final boolean captureSites;
    private final List<MessageFilter<Object>> globalFilters;
    private final List<AsyncMessageFilter<Object>> globalAsyncFilters;

    PipeContext(MessageErrorHandler errorHandler, List<MessageFilter<Object>> globalFilters,
            List<AsyncMessageFilter<Object>> globalAsyncFilters, boolean captureSites,
            AsyncPublishStrategy asyncStrategy) {
        this.delivery = Delivery.of(errorHandler);
        this.globalFilters = List.copyOf(globalFilters);
        this.globalAsyncFilters = List.copyOf(globalAsyncFilters);
        this.captureSites = captureSites;
        this.asyncStrategy = asyncStrategy;
    }

    /** The handler a publish will call: the global and own filters chained around {@code handler}. */
    MessageHandler<Object> chain(MessageHandler<?> handler, List<? extends MessageFilter<?>> own) {
        return FilterChain.build(globalFilters, own, handler);
    }

    /** The async handler a publish will call: the global and own async filters chained around it. */
    AsyncMessageHandler<Object> asyncChain(AsyncMessageHandler<?> handler, List<? extends AsyncMessageFilter<?>> own) {
        return FilterChain.buildAsync(globalAsyncFilters, own, handler);
    }

    /** Where the caller subscribes, if sites are captured; else null. */
    Throwable site() {
        return captureSites ? new Throwable("subscribed here") : null;
    }
}
