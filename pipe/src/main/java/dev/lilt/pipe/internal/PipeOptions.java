package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncRequestFilter;
import dev.lilt.pipe.MessageErrorHandler;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.OverflowPolicy;
import dev.lilt.pipe.RequestFilter;
import java.util.List;
import java.util.concurrent.Executor;

/** What {@code MessagePipeBuilder#build()} hands to the pipe; copied into a {@link PipeContext}. */
public record PipeOptions(
        MessageErrorHandler errorHandler,
        List<MessageFilter<Object>> filters,
        List<AsyncMessageFilter<Object>> asyncFilters,
        List<RequestFilter<Object, Object>> requestFilters,
        List<AsyncRequestFilter<Object, Object>> asyncRequestFilters,
        boolean captureSites,
        AsyncPublishStrategy asyncStrategy,
        boolean singleRequestHandler,
        Executor deliveryExecutor,
        int deliveryQueueCapacity,
        OverflowPolicy deliveryOverflow,
        boolean detectLeaks,
        String name,
        boolean countPublishes,
        boolean registerMBean) {

    /** For standalone events: no error handler, filters, sites or executor. */
    static final PipeOptions EVENT = new PipeOptions(null, List.of(), List.of(), List.of(), List.of(), false,
            AsyncPublishStrategy.PARALLEL, false, null, DeliveryMode.DEFAULT_QUEUE_CAPACITY, OverflowPolicy.FAIL,
            false, null, false, false);

    /** Copies the lists, so that a reused builder does not change a built pipe. */
    public PipeOptions {
        filters = List.copyOf(filters);
        asyncFilters = List.copyOf(asyncFilters);
        requestFilters = List.copyOf(requestFilters);
        asyncRequestFilters = List.copyOf(asyncRequestFilters);
    }
}
