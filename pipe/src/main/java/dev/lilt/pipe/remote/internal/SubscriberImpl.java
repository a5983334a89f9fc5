package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.KeyedPublisher;
import dev.lilt.pipe.KeyedSubscriber;
import dev.lilt.pipe.MessageDeliveryException;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.remote.DistributedSubscriber;
import dev.lilt.pipe.remote.DistributedSubscription;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.internal.KeyPatterns;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * One subscriber object: a codec plus a scope of the internal pipe whose keyed broker (keyed by
 * {@link Topic}) holds this object's local handlers. Delivery decodes once per message for all of
 * them and publishes into that broker.
 */
final class SubscriberImpl<T> implements DistributedSubscriber<T>, Interests.Subscribers {
    private final DistributedPipeImpl pipe;
    private final MessageCodec<T> codec;
    private final KeyedSubscriber<Topic, Object> handlers;
    private final KeyedPublisher<Topic, Object> deliveries;

    SubscriberImpl(DistributedPipeImpl pipe, MessageCodec<T> codec, MessagePipe scope) {
        this.pipe = pipe;
        this.codec = codec;
        this.handlers = scope.keyedSubscriber(Topic.class, Object.class);
        this.deliveries = scope.keyedPublisher(Topic.class, Object.class);
    }

    @Override
    public DistributedSubscription subscribe(String key, MessageHandler<? super T> handler) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(handler, "handler == null");
        return subscribe(new Topic(key, false), handler, List.of());
    }

    @Override
    public DistributedSubscription subscribe(String key, MessageHandler<? super T> handler,
            List<? extends MessageFilter<T>> filters) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(handler, "handler == null");
        Objects.requireNonNull(filters, "filters == null");
        for (MessageFilter<T> filter : filters) {
            Objects.requireNonNull(filter, "filter == null");
        }
        return subscribe(new Topic(key, false), handler, filters);
    }

    @Override
    public DistributedSubscription subscribePattern(String pattern, MessageHandler<? super T> handler) {
        Objects.requireNonNull(pattern, "pattern == null");
        Objects.requireNonNull(handler, "handler == null");
        KeyPatterns.parse(pattern);
        pipe.checkOpen();
        pipe.transport().checkPattern(pattern);
        return subscribe(new Topic(pattern, true), handler, List.of());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private DistributedSubscription subscribe(Topic topic, MessageHandler<? super T> handler,
            List<? extends MessageFilter<T>> filters) {
        pipe.checkOpen();
        Subscription local = filters.isEmpty()
                ? handlers.subscribe(topic, (MessageHandler<Object>) (MessageHandler) handler)
                : handlers.subscribe(topic, (MessageHandler<Object>) (MessageHandler) handler,
                        (List<MessageFilter<Object>>) (List) filters);
        CompletableFuture<Void> ready;
        try {
            ready = pipe.interests.acquire(topic, this, pipe.transport());
        } catch (RuntimeException | Error e) {
            local.close();
            throw e;
        }
        return new SubscriptionImpl(pipe, this, topic, local, ready);
    }

    @Override
    public PipeCore.Outcome deliver(Topic topic, String key, byte[] payload, boolean reportFailures) {
        T message;
        try {
            message = codec.decode(payload);
            Objects.requireNonNull(message, "the codec decoded to null");
        } catch (RuntimeException e) {
            pipe.decodeFailed(key, payload, e);
            return PipeCore.Outcome.UNDECODABLE;
        }
        try {
            deliveries.publish(topic, message);
            return PipeCore.Outcome.DELIVERED;
        } catch (MessageDeliveryException e) {
            pipe.handlersFailed(message, e, reportFailures);
            return PipeCore.Outcome.HANDLER_FAILED;
        } catch (IllegalStateException closing) {
            return PipeCore.Outcome.DELIVERED;
        }
    }
}
