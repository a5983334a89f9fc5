package dev.lilt.pipe.redis;

import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import java.util.List;

/**
 * Subscribes handlers to messages published to a key (or a pattern of keys) from any process.
 * Subscribing the first local handler of a key subscribes the pipe on the server; closing the
 * last one unsubscribes it. Thread-safe.
 *
 * @param <T> the message type
 */
public interface DistributedSubscriber<T> {
    /**
     * Subscribes a handler to a key.
     *
     * @param key the key (a Redis channel or stream key)
     * @param handler the handler, run on the pipe's delivery thread
     * @return the subscription; {@link DistributedSubscription#ready()} tells when the server has it
     * @throws NullPointerException if {@code key} ("key == null") or {@code handler}
     *     ("handler == null") is null
     * @throws IllegalStateException if the pipe is closed
     */
    DistributedSubscription subscribe(String key, MessageHandler<? super T> handler);

    /**
     * Subscribes a handler to a key behind filters, as
     * {@link dev.lilt.pipe.KeyedSubscriber#subscribe(Object, MessageHandler, List)}; the pipe's
     * global filters wrap them.
     *
     * @param key the key
     * @param handler the handler
     * @param filters the filters, possibly empty
     * @return the subscription
     * @throws NullPointerException if {@code key} ("key == null"), {@code handler}
     *     ("handler == null"), {@code filters} ("filters == null") or a filter ("filter == null")
     *     is null
     * @throws IllegalStateException if the pipe is closed
     */
    DistributedSubscription subscribe(String key, MessageHandler<? super T> handler,
            List<? extends MessageFilter<T>> filters);

    /**
     * Subscribes a handler to every key matching a glob-style pattern ({@code *}, {@code ?},
     * {@code [abc]}, {@code \} to escape), as Redis {@code PSUBSCRIBE}. A message published to a
     * key that this pipe subscribed both directly and through a pattern reaches both
     * subscriptions.
     *
     * @param pattern the pattern, for example {@code "game.*"}
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code pattern} ("pattern == null") or {@code handler}
     *     ("handler == null") is null
     * @throws UnsupportedOperationException in {@link DeliveryMode#STREAMS} mode, or on a Redis
     *     cluster (sharded Pub/Sub has no patterns)
     * @throws IllegalStateException if the pipe is closed
     */
    DistributedSubscription subscribePattern(String pattern, MessageHandler<? super T> handler);
}
