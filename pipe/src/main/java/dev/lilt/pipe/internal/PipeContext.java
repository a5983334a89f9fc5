package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncRequestFilter;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.RequestFilter;
import dev.lilt.pipe.Subscription;
import java.util.List;

/** A pipe's options as its brokers use them; shared by a pipe and its scopes. */
final class PipeContext {
    /** For standalone events: no filters, no sites, failures thrown. */
    static final PipeContext EVENT = new PipeContext(PipeOptions.EVENT, "");

    final Delivery delivery;
    final AsyncPublishStrategy asyncStrategy;
    final boolean captureSites;
    final boolean singleRequestHandler;
    /** Where subscriptions run unless they choose: the publishing thread, or the pipe's executor. */
    final DeliveryMode defaultMode;
    private final List<MessageFilter<Object>> globalFilters;
    private final List<AsyncMessageFilter<Object>> globalAsyncFilters;
    private final List<RequestFilter<Object, Object>> requestFilters;
    private final List<AsyncRequestFilter<Object, Object>> asyncRequestFilters;
    /** Null when leak detection is off: subscribe then pays one null test. */
    private final LeakDetector leaks;
    /** The pipe's name (sanitised), empty if it has none; in Flight Recorder events and the MXBean. */
    final String name;
    /** Null unless the pipe counts: a broker's publish then pays one null test. */
    final PipeStats stats;
    /** The opt-in delivery options; set once by the constructor that takes them. */
    private DispatchOptions dispatch = DispatchOptions.NONE;
    /** Null unless the pipe reports dead messages; shared by the pipe and its scopes. */
    private DeadLetters deadLetters;

    /** A context with opt-in delivery options (supertypes, dead messages). */
    PipeContext(PipeOptions o, String name, DispatchOptions dispatch) {
        this(o, name);
        this.dispatch = dispatch;
        this.deadLetters = dispatch.deadMessages() == null ? null : new DeadLetters(dispatch.deadMessages());
    }

    DispatchOptions dispatch() {
        return dispatch;
    }

    /** Null unless the pipe reports dead messages. */
    DeadLetters deadLetters() {
        return deadLetters;
    }

    PipeContext(PipeOptions o, String name) {
        this.name = name;
        this.stats = o.countPublishes() || o.registerMBean() ? new PipeStats() : null;
        this.delivery = Delivery.of(o.errorHandler(), name, stats);
        this.globalFilters = o.filters();
        this.globalAsyncFilters = o.asyncFilters();
        this.requestFilters = o.requestFilters();
        this.asyncRequestFilters = o.asyncRequestFilters();
        this.captureSites = o.captureSites();
        this.asyncStrategy = o.asyncStrategy();
        this.singleRequestHandler = o.singleRequestHandler();
        DeliveryMode queue = DeliveryMode.queue(o.deliveryQueueCapacity(), o.deliveryOverflow());
        this.defaultMode = o.deliveryExecutor() == null ? queue : queue.withExecutor(o.deliveryExecutor());
        this.leaks = o.detectLeaks() ? new LeakDetector(delivery) : null;
    }

    /** The handler a publish will call: the global and own filters chained around {@code handler}. */
    MessageHandler<Object> chain(MessageHandler<?> handler, List<? extends MessageFilter<?>> own) {
        return FilterChain.build(globalFilters, own, handler);
    }

    /** The async target a publish will start: the global and own async filters chained around it. */
    AsyncTarget asyncChain(Object handler, List<? extends AsyncMessageFilter<?>> own) {
        return FilterChain.buildAsync(globalAsyncFilters, own, handler);
    }

    /** A request handler (sync or async) with the global and own request filters chained around it. */
    Object requestChain(Object handler, List<?> own) {
        return RequestChain.build(requestFilters, asyncRequestFilters, own, handler);
    }

    /** The counter a new broker for {@code type} adds its publishes to; null if the pipe does not count. */
    StripedCounter publishCounter(Class<?> type) {
        return stats == null ? null : stats.publishCounter(type);
    }

    /** Where the caller subscribes, if sites are captured; else null. */
    Throwable site() {
        return captureSites ? new Throwable("subscribed here") : null;
    }

    /** What subscribe returns for {@code node}: the node, or a leak-tracked handle to it. */
    Subscription track(Class<?> messageType, Node node) {
        return leaks == null ? node : leaks.track(messageType, node);
    }
}
