package dev.lilt.pipe.remote;

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
     * @param key the key
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
     * Subscribes a handler to every key matching a pattern. The syntax is that of the in-process
     * {@link dev.lilt.pipe.PatternSubscriber}, on every engine: keys and patterns split into
     * segments at {@code '.'}; {@code *} matches exactly one segment, {@code **} (only as the last
     * segment) zero or more, anything else is a literal segment. So {@code "game.*"} matches
     * {@code "game.1"} but not {@code "game.level.2"}, and {@code "game.**"} matches both and
     * {@code "game"}. An engine whose server matches differently (Redis globs) subscribes a wider
     * server pattern and drops the extra messages before any handler sees them. A message
     * published to a key that this pipe subscribed both directly and through a pattern reaches
     * both subscriptions.
     *
     * @param pattern the pattern, for example {@code "game.*"}
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code pattern} ("pattern == null") or {@code handler}
     *     ("handler == null") is null
     * @throws IllegalArgumentException if {@code pattern} is malformed ({@code '*'} inside a
     *     segment, {@code **} not last; the message quotes it)
     * @throws UnsupportedOperationException if the engine or its mode has no patterns (Redis
     *     Streams, a Redis cluster; the message says why)
     * @throws IllegalStateException if the pipe is closed
     */
    DistributedSubscription subscribePattern(String pattern, MessageHandler<? super T> handler);
}
