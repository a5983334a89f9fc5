package dev.lilt.pipe.nats;

import dev.lilt.pipe.remote.DistributedPipe;

/**
 * The entry point of Lilt's pipe over NATS: {@link #builder()} configures and connects a
 * {@link DistributedPipe}, in core NATS (at most once) or JetStream (at least once) mode.
 *
 * <pre>{@code
 * DistributedPipe pipe = NatsPipe.builder().servers("nats://127.0.0.1:4222").build();
 * DistributedSubscriber<String> chat = pipe.subscriber(MessageCodec.string());
 * chat.subscribe("lobby.chat", line -> show(line));
 * pipe.publisher(MessageCodec.string()).publish("lobby.chat", "hello");
 * }</pre>
 */
public final class NatsPipe {
    private NatsPipe() {
    }

    /**
     * A new builder with the defaults of {@link NatsPipeBuilder}.
     *
     * @return the builder
     */
    public static NatsPipeBuilder builder() {
        return new NatsPipeBuilder();
    }
}
