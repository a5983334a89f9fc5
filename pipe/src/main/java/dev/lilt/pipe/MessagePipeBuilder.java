package dev.lilt.pipe;

import dev.lilt.pipe.internal.DispatchOptions;
import dev.lilt.pipe.internal.PipeImpl;
import dev.lilt.pipe.internal.PipeOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;

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
    private final List<RequestFilter<Object, Object>> requestFilters = new ArrayList<>();
    private final List<AsyncRequestFilter<Object, Object>> asyncRequestFilters = new ArrayList<>();
    private boolean singleRequestHandler;
    private Executor deliveryExecutor;
    private int deliveryQueueCapacity = 1024;
    private OverflowPolicy deliveryOverflow = OverflowPolicy.FAIL;
    private boolean detectLeaks;
    private String name;
    private boolean countPublishes;
    private boolean registerMBean;
    private boolean supertypes;
    private MessageHandler<? super DeadMessage> deadMessageHandler;

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
     * Adds a global request filter: it wraps every synchronous request handler registered on the
     * pipe and its scopes, sorted with the registration's own filters by
     * {@link RequestFilter#order()} (ties: global first). Asynchronous request handlers take
     * {@link #asyncRequestFilter(AsyncRequestFilter)} instead.
     *
     * @param filter the filter; it sees every request and response as {@code Object}
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public MessagePipeBuilder requestFilter(RequestFilter<Object, Object> filter) {
        requestFilters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * Adds a global async request filter around every asynchronous request handler.
     *
     * @param filter the filter; it sees every request and response as {@code Object}
     * @return this builder
     * @throws NullPointerException if {@code filter} is null ("filter == null")
     */
    public MessagePipeBuilder asyncRequestFilter(AsyncRequestFilter<Object, Object> filter) {
        asyncRequestFilters.add(Objects.requireNonNull(filter, "filter == null"));
        return this;
    }

    /**
     * Refuses a second live request handler per (request type, response type) pair: registering
     * one then throws {@link IllegalStateException}. Off by default: several handlers per pair
     * are accepted, {@link Requester#invokeAll} asks all of them, and {@link Requester#invoke}
     * with more than one live handler throws (as MessagePipe's {@code IRequestAllHandler} allows
     * many and {@code IRequestHandler} wants one).
     *
     * @param single true to accept at most one live handler per pair
     * @return this builder
     */
    public MessagePipeBuilder singleRequestHandler(boolean single) {
        this.singleRequestHandler = single;
        return this;
    }

    /**
     * Runs every synchronous subscription (plain, keyed, buffered) on {@code executor} unless it
     * is made through {@link Subscriber#on(Executor)} or {@link Subscriber#onPublishingThread()}
     * (and their keyed forms). See {@link Subscriber#on(Executor, int, OverflowPolicy)} for the
     * queue rules. None by default: handlers run on the publishing thread.
     *
     * @param executor the pipe-wide delivery executor
     * @return this builder
     * @throws NullPointerException if {@code executor} is null ("executor == null")
     */
    public MessagePipeBuilder deliveryExecutor(Executor executor) {
        this.deliveryExecutor = Objects.requireNonNull(executor, "executor == null");
        return this;
    }

    /**
     * Sets the queue each executor-delivered subscription gets, unless it names its own. By
     * default 1,024 messages and {@link OverflowPolicy#FAIL}.
     *
     * @param capacity how many messages a subscription may hold waiting, at least 1
     * @param overflow what a full queue does with the next message
     * @return this builder
     * @throws NullPointerException if {@code overflow} is null ("overflow == null")
     * @throws IllegalArgumentException if {@code capacity} is below 1
     */
    public MessagePipeBuilder deliveryQueue(int capacity, OverflowPolicy overflow) {
        Objects.requireNonNull(overflow, "overflow == null");
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
        }
        this.deliveryQueueCapacity = capacity;
        this.deliveryOverflow = overflow;
        return this;
    }

    /**
     * Reports leaked subscriptions: a {@link Subscription} that the garbage collector finds
     * unreachable while it is still subscribed (its owner forgot it without closing it) is
     * reported once to the error handler, as a {@link SubscriptionLeakException} whose message
     * argument is the subscription's {@link SubscriptionInfo}, with the subscribe site as cause
     * when {@link #captureSubscriptionSites(boolean)} is on. Without an error handler the report
     * goes to the cleaner thread's uncaught exception handler. The subscription itself stays
     * subscribed. Off by default, and then costs nothing; on, each subscribe registers its
     * subscription with a {@link java.lang.ref.Cleaner}.
     *
     * @param detect true to report leaks
     * @return this builder
     */
    public MessagePipeBuilder detectLeaks(boolean detect) {
        this.detectLeaks = detect;
        return this;
    }

    /**
     * Names the pipe in its Flight Recorder events and its MXBean
     * ({@code dev.lilt:type=MessagePipe,name=<name>}). Characters other than ASCII letters,
     * digits, {@code . _ -} and space become {@code _}. Unnamed by default: events then carry an
     * empty name, and an MXBean is named {@code pipe-<n>}.
     *
     * @param name the pipe's name, not blank
     * @return this builder
     * @throws NullPointerException if {@code name} is null ("name == null")
     * @throws IllegalArgumentException if {@code name} is empty or only white space
     */
    public MessagePipeBuilder name(String name) {
        Objects.requireNonNull(name, "name == null");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank: \"" + name + "\"");
        }
        this.name = name;
        return this;
    }

    /**
     * Counts publishes per message type, handler failures and leak reports (on the pipe and its
     * scopes), for the {@link MessagePipeMXBean} and the {@code dev.lilt.pipe.PublishCounts}
     * Flight Recorder event, which this pipe then emits periodically while it is open. Counts
     * are exact from any thread; each publish adds one atomic increment to a counter striped
     * per thread. Off by default, and then a publish pays one null test.
     *
     * @param count true to count
     * @return this builder
     */
    public MessagePipeBuilder countPublishes(boolean count) {
        this.countPublishes = count;
        return this;
    }

    /**
     * Registers a {@link MessagePipeMXBean} for the pipe with the platform MBean server when it
     * is built, and unregisters it when the pipe closes; turns {@link #countPublishes(boolean)}
     * on. Off by default. Needs the {@code java.management} module (on the module path:
     * {@code requires java.management}, or {@code --add-modules java.management}). While
     * registered, the MBean server holds the pipe: close the pipe to let it go.
     *
     * @param register true to register an MXBean
     * @return this builder
     */
    public MessagePipeBuilder registerMBean(boolean register) {
        this.registerMBean = register;
        return this;
    }

    /**
     * Delivers each message published on a plain publisher also to the plain subscribers of its
     * supertypes (Guava EventBus, greenrobot's {@code eventInheritance}): a subscriber to an
     * interface or a superclass receives every subtype's messages. The types a message goes to
     * are those its class (its runtime class, not the publisher's type) is assignable to, in
     * this order: its class, its superclasses nearest first, then its interfaces (those its
     * class declares, then its superclasses', each followed by its superinterfaces, each type
     * once), {@code Object} last; within one type, priority then subscription order. Each
     * subscription is called once per message: a handler subscribed to two of the types is two
     * subscriptions and is called twice. A scope delivers among its own subscribers. Keyed,
     * buffered and async brokers are not affected. Off by default; on, the set of types is
     * resolved once per message class and cached until a broker for a new type is made, so a
     * publish still allocates nothing.
     *
     * @param deliver true to deliver to supertypes
     * @return this builder
     */
    public MessagePipeBuilder deliverToSupertypes(boolean deliver) {
        this.supertypes = deliver;
        return this;
    }

    /**
     * Reports dead messages to {@code handler} (Guava's {@code DeadEvent}, greenrobot's
     * {@code NoSubscriberEvent}): a message a plain publisher published that reached no handler,
     * because no subscription was live ({@link DeadMessage.Reason#NO_SUBSCRIBER}) or because every
     * subscription's filters dropped it ({@link DeadMessage.Reason#FILTERED}). A subscription
     * that delivers on an executor counts as reached once its queue takes the message. The
     * handler runs on the publishing thread, after the subscribers; its failure is a delivery
     * failure (the error handler's, or the publish throws). Reports are counted, in
     * {@link PipeDiagnostics#deadMessageCount()} and the MXBean. Keyed, buffered and async
     * publishes are not reported. None by default, and then a publish pays nothing for it.
     *
     * @param handler receives each dead message
     * @return this builder
     * @throws NullPointerException if {@code handler} is null ("deadMessageHandler == null")
     */
    public MessagePipeBuilder deadMessageHandler(MessageHandler<? super DeadMessage> handler) {
        this.deadMessageHandler = Objects.requireNonNull(handler, "deadMessageHandler == null");
        return this;
    }

    /**
     * Builds a new, open pipe with these options.
     *
     * @return the pipe
     * @throws IllegalStateException if {@link #registerMBean(boolean)} is on and the MXBean
     *         cannot be registered: the name is taken by an open pipe, or {@code java.management}
     *         is not readable
     */
    public MessagePipe build() {
        return PipeImpl.root(new PipeOptions(errorHandler, filters, asyncFilters, requestFilters,
                asyncRequestFilters, captureSites, asyncStrategy, singleRequestHandler, deliveryExecutor,
                deliveryQueueCapacity, deliveryOverflow, detectLeaks, name, countPublishes, registerMBean),
                new DispatchOptions(supertypes, deadMessageHandler));
    }
}
