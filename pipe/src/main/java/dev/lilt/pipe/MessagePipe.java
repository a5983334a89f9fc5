package dev.lilt.pipe;

import java.util.List;

/**
 * An in-process message pipe: typed, keyed, buffered and asynchronous brokers, request handlers,
 * child scopes and diagnostics.
 *
 * <p>A publisher and a subscriber obtained for the same type (and key type) and the same kind
 * from one pipe share one broker. Everything here is thread-safe: any thread may publish,
 * subscribe and close at any time.
 *
 * <pre>{@code
 * MessagePipe pipe = MessagePipe.create();
 * Subscription sub = pipe.subscriber(Damage.class).subscribe(d -> hp -= d.amount());
 * pipe.publisher(Damage.class).publish(new Damage(5));
 * sub.close();
 * }</pre>
 *
 * <p>Memory ordering: subscribing, registering a request handler and every close (of a
 * subscription, a {@link SubscriptionBag}, a scope, a pipe, an {@link Event}) take effect for every
 * thread the moment they return. A publish or request that starts after a subscribe returned, in
 * any order the program can observe (a volatile flag, a lock, a queue hand-off), calls the new
 * handler; one that starts after a close returned never calls the closed handler. Subscribe and
 * close end with a full fence for this; publish takes no fence (and no lock, except a buffered
 * publish's short one).
 *
 * <p>Closing a pipe closes its child scopes and every broker and subscription in it; afterwards
 * every method but {@link #close()}, {@link #isClosed()} and {@link #diagnostics()} throws
 * {@link IllegalStateException}, and so do its publishers and subscribers.
 */
public interface MessagePipe extends AutoCloseable {
    /**
     * Creates a pipe with the default options: no error handler (a failing handler makes the
     * publish throw {@link MessageDeliveryException}), no global filters, no subscription sites,
     * PARALLEL async publishing.
     *
     * @return a new pipe
     */
    static MessagePipe create() {
        return builder().build();
    }

    /**
     * Starts configuring a pipe.
     *
     * @return a new builder with the default options
     */
    static MessagePipeBuilder builder() {
        return new MessagePipeBuilder();
    }

    /**
     * The publisher for a message type.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the publisher, sharing its broker with {@link #subscriber(Class)} of the same type
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> Publisher<T> publisher(Class<T> type);

    /**
     * The subscriber for a message type.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the subscriber
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> Subscriber<T> subscriber(Class<T> type);

    /**
     * The keyed publisher for a (key type, message type) pair.
     *
     * @param <K> the key type
     * @param <T> the message type
     * @param keyType the key type
     * @param type the message type
     * @return the keyed publisher
     * @throws NullPointerException if {@code keyType} ("keyType == null") or {@code type}
     *     ("type == null") is null
     * @throws IllegalStateException if this pipe is closed
     */
    <K, T> KeyedPublisher<K, T> keyedPublisher(Class<K> keyType, Class<T> type);

    /**
     * The keyed subscriber for a (key type, message type) pair.
     *
     * @param <K> the key type
     * @param <T> the message type
     * @param keyType the key type
     * @param type the message type
     * @return the keyed subscriber
     * @throws NullPointerException if {@code keyType} ("keyType == null") or {@code type}
     *     ("type == null") is null
     * @throws IllegalStateException if this pipe is closed
     */
    <K, T> KeyedSubscriber<K, T> keyedSubscriber(Class<K> keyType, Class<T> type);

    /**
     * The buffered publisher for a message type (a broker separate from the plain one).
     *
     * @param <T> the message type
     * @param type the message type
     * @return the buffered publisher
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> BufferedPublisher<T> bufferedPublisher(Class<T> type);

    /**
     * The buffered subscriber for a message type.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the buffered subscriber
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> BufferedSubscriber<T> bufferedSubscriber(Class<T> type);

    /**
     * The asynchronous publisher for a message type (a broker separate from the plain one).
     *
     * @param <T> the message type
     * @param type the message type
     * @return the asynchronous publisher
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> AsyncPublisher<T> asyncPublisher(Class<T> type);

    /**
     * The asynchronous subscriber for a message type.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the asynchronous subscriber
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> AsyncSubscriber<T> asyncSubscriber(Class<T> type);

    /**
     * The keyed asynchronous publisher for a (key type, message type) pair.
     *
     * @param <K> the key type
     * @param <T> the message type
     * @param keyType the key type
     * @param type the message type
     * @return the keyed asynchronous publisher
     * @throws NullPointerException if {@code keyType} ("keyType == null") or {@code type}
     *     ("type == null") is null
     * @throws IllegalStateException if this pipe is closed
     */
    <K, T> KeyedAsyncPublisher<K, T> keyedAsyncPublisher(Class<K> keyType, Class<T> type);

    /**
     * The keyed asynchronous subscriber for a (key type, message type) pair.
     *
     * @param <K> the key type
     * @param <T> the message type
     * @param keyType the key type
     * @param type the message type
     * @return the keyed asynchronous subscriber
     * @throws NullPointerException if {@code keyType} ("keyType == null") or {@code type}
     *     ("type == null") is null
     * @throws IllegalStateException if this pipe is closed
     */
    <K, T> KeyedAsyncSubscriber<K, T> keyedAsyncSubscriber(Class<K> keyType, Class<T> type);

    /**
     * The buffered asynchronous publisher for a message type: it remembers the last message.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the buffered asynchronous publisher
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> BufferedAsyncPublisher<T> bufferedAsyncPublisher(Class<T> type);

    /**
     * The buffered asynchronous subscriber for a message type: a new handler is started with the
     * last message at once.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the buffered asynchronous subscriber
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> BufferedAsyncSubscriber<T> bufferedAsyncSubscriber(Class<T> type);

    /**
     * The replay publisher for a message type: its broker keeps recent messages by
     * {@code policy} (the last N, or those younger than an age) for new subscribers. A broker
     * separate from the plain and buffered ones, created with the policy of the first call for
     * the type; {@link #replaySubscriber(Class, ReplayPolicy)} shares it.
     *
     * @param <T> the message type
     * @param type the message type
     * @param policy what the broker keeps
     * @return the replay publisher
     * @throws NullPointerException if {@code type} ("type == null") or {@code policy}
     *     ("policy == null") is null
     * @throws IllegalArgumentException if this pipe's replay broker for {@code type} exists with
     *     another policy (the message names both)
     * @throws IllegalStateException if this pipe is closed
     */
    <T> ReplayPublisher<T> replayPublisher(Class<T> type, ReplayPolicy policy);

    /**
     * The replay subscriber for a message type: a new handler receives the kept messages, oldest
     * first, during {@code subscribe}, then every later one.
     *
     * @param <T> the message type
     * @param type the message type
     * @param policy what the broker keeps (as {@link #replayPublisher(Class, ReplayPolicy)})
     * @return the replay subscriber
     * @throws NullPointerException if {@code type} ("type == null") or {@code policy}
     *     ("policy == null") is null
     * @throws IllegalArgumentException if this pipe's replay broker for {@code type} exists with
     *     another policy (the message names both)
     * @throws IllegalStateException if this pipe is closed
     */
    <T> ReplaySubscriber<T> replaySubscriber(Class<T> type, ReplayPolicy policy);

    /**
     * The key-pattern publisher for a message type: {@code publish(key, message)} reaches the
     * subscriptions of {@link #patternSubscriber(Class)} whose pattern matches the key. A broker
     * separate from the keyed ones.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the pattern publisher
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> PatternPublisher<T> patternPublisher(Class<T> type);

    /**
     * The key-pattern subscriber for a message type: subscriptions to glob patterns of dotted
     * keys ({@code "player.*"}, {@code "*.hit"}, {@code "player.**"}); the syntax is on
     * {@link PatternSubscriber}.
     *
     * @param <T> the message type
     * @param type the message type
     * @return the pattern subscriber
     * @throws NullPointerException if {@code type} is null ("type == null")
     * @throws IllegalStateException if this pipe is closed
     */
    <T> PatternSubscriber<T> patternSubscriber(Class<T> type);

    /**
     * The work queue for a message type: competing consumers, each message sent to one of them
     * (see {@link WorkQueue}). A broker separate from the others, created with the dispatch of the
     * first call for the type.
     *
     * @param <T> the message type
     * @param type the message type
     * @param dispatch how the queue chooses a consumer
     * @return the work queue
     * @throws NullPointerException if {@code type} ("type == null") or {@code dispatch}
     *     ("dispatch == null") is null
     * @throws IllegalArgumentException if this pipe's work queue for {@code type} exists with
     *     another dispatch (the message names both)
     * @throws IllegalStateException if this pipe is closed
     */
    <T> WorkQueue<T> workQueue(Class<T> type, WorkDispatch dispatch);

    /**
     * Registers a request handler for a (request type, response type) pair. Several live
     * handlers per pair are accepted (unless the pipe was built with
     * {@link MessagePipeBuilder#singleRequestHandler(boolean)}): {@link Requester#invokeAll} asks
     * all of them in registration order, and {@link Requester#invoke} throws while more than one
     * is live. The pipe's global request filters wrap the handler.
     *
     * @param <Q> the request type
     * @param <R> the response type
     * @param requestType the request type
     * @param responseType the response type
     * @param handler the handler
     * @return the registration; close it to unregister
     * @throws NullPointerException if {@code requestType} ("requestType == null"),
     *     {@code responseType} ("responseType == null") or {@code handler} ("handler == null") is null
     * @throws IllegalStateException if this pipe is closed, or a live handler is registered for
     *     the pair and the pipe was built with {@code singleRequestHandler(true)}
     */
    <Q, R> Subscription register(Class<Q> requestType, Class<R> responseType,
            RequestHandler<? super Q, ? extends R> handler);

    /**
     * Registers a request handler behind request filters: the filters, with the pipe's global
     * request filters, are sorted by {@link RequestFilter#order()} (lower first, outermost; ties
     * keep global filters first, then this list's order) and chained once, here.
     *
     * @param <Q> the request type
     * @param <R> the response type
     * @param requestType the request type
     * @param responseType the response type
     * @param handler the handler
     * @param filters the filters of this registration, possibly empty
     * @return the registration; close it to unregister
     * @throws NullPointerException if {@code requestType} ("requestType == null"),
     *     {@code responseType} ("responseType == null"), {@code handler} ("handler == null"),
     *     {@code filters} ("filters == null") or a filter ("filter == null") is null
     * @throws IllegalStateException if this pipe is closed, or a live handler is registered for
     *     the pair and the pipe was built with {@code singleRequestHandler(true)}
     */
    <Q, R> Subscription register(Class<Q> requestType, Class<R> responseType,
            RequestHandler<? super Q, ? extends R> handler, List<? extends RequestFilter<Q, R>> filters);

    /**
     * Registers an asynchronous request handler, as {@link #register(Class, Class, RequestHandler)}.
     *
     * @param <Q> the request type
     * @param <R> the response type
     * @param requestType the request type
     * @param responseType the response type
     * @param handler the handler
     * @return the registration; close it to unregister
     * @throws NullPointerException if {@code requestType} ("requestType == null"),
     *     {@code responseType} ("responseType == null") or {@code handler} ("handler == null") is null
     * @throws IllegalStateException if this pipe is closed, or a live handler is registered for
     *     the pair and the pipe was built with {@code singleRequestHandler(true)}
     */
    <Q, R> Subscription registerAsync(Class<Q> requestType, Class<R> responseType,
            AsyncRequestHandler<? super Q, ? extends R> handler);

    /**
     * Registers an asynchronous request handler behind async request filters, as
     * {@link #register(Class, Class, RequestHandler, List)}.
     *
     * @param <Q> the request type
     * @param <R> the response type
     * @param requestType the request type
     * @param responseType the response type
     * @param handler the handler
     * @param filters the filters of this registration, possibly empty
     * @return the registration; close it to unregister
     * @throws NullPointerException if {@code requestType} ("requestType == null"),
     *     {@code responseType} ("responseType == null"), {@code handler} ("handler == null"),
     *     {@code filters} ("filters == null") or a filter ("filter == null") is null
     * @throws IllegalStateException if this pipe is closed, or a live handler is registered for
     *     the pair and the pipe was built with {@code singleRequestHandler(true)}
     */
    <Q, R> Subscription registerAsync(Class<Q> requestType, Class<R> responseType,
            AsyncRequestHandler<? super Q, ? extends R> handler, List<? extends AsyncRequestFilter<Q, R>> filters);

    /**
     * The requester for a (request type, response type) pair.
     *
     * @param <Q> the request type
     * @param <R> the response type
     * @param requestType the request type
     * @param responseType the response type
     * @return the requester
     * @throws NullPointerException if {@code requestType} ("requestType == null") or
     *     {@code responseType} ("responseType == null") is null
     * @throws IllegalStateException if this pipe is closed
     */
    <Q, R> Requester<Q, R> requester(Class<Q> requestType, Class<R> responseType);

    /**
     * Creates a child scope: a pipe with this pipe's options and its own brokers. Closing the
     * scope closes its brokers and subscriptions; closing this pipe closes the scope.
     *
     * @return the new scope, open
     * @throws IllegalStateException if this pipe is closed
     */
    MessagePipe createScope();

    /**
     * Live counts of this pipe's subscriptions, and where they were made.
     *
     * @return the diagnostics view of this pipe (not of its scopes)
     */
    PipeDiagnostics diagnostics();

    /**
     * Closes this pipe, its scopes, and every broker and subscription in them. Idempotent;
     * throws nothing.
     */
    @Override
    void close();

    /**
     * Tells whether this pipe is closed (directly or through its parent).
     *
     * @return true once closed
     */
    boolean isClosed();

}
