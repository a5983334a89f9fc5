package dev.lilt.pipe.remote.internal;

import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.MessageCodec;
import dev.lilt.pipe.remote.MessageTooLargeException;
import java.util.Objects;
import java.util.concurrent.CompletionStage;

/** Encodes, checks the size, hands the bytes to the transport. Stateless beyond its codec. */
final class PublisherImpl<T> implements DistributedPublisher<T> {
    private final DistributedPipeImpl pipe;
    private final MessageCodec<T> codec;

    PublisherImpl(DistributedPipeImpl pipe, MessageCodec<T> codec) {
        this.pipe = pipe;
        this.codec = codec;
    }

    @Override
    public CompletionStage<Long> publish(String key, T message) {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(message, "message == null");
        pipe.checkOpen();
        byte[] payload = codec.encode(message);
        if (payload == null) {
            throw new NullPointerException("codec " + codec.getClass().getName() + " encoded a "
                    + message.getClass().getName() + " to null");
        }
        int limit = pipe.settings.maxMessageBytes();
        if (payload.length > limit) {
            throw new MessageTooLargeException(key, payload.length, limit);
        }
        // counted once the engine took it: a key the engine refuses at the call is not a publish
        CompletionStage<Long> sent = pipe.transport().send(key, payload);
        pipe.stats.published.increment();
        return sent;
    }
}
